import BetterMorningCore
import DayKit
import Foundation

/// Create and its paywall as sheets: "Create" opens the draft when the unlock is owned, else the
/// paywall; a purchase that goes through puts Create in the paywall's place, and a saved draft
/// shows on the Routine tab.
extension BetterMorningModel {
    /// "Create" (Explore's button, the empty states' "Create your own"): the draft when the unlock
    /// is owned, else the paywall.
    public func openCreate() {
        create.observe()
        createSheet = app.isUnlocked ? .create : .paywall
    }

    /// Closes the Create sheet.
    public func closeCreate() { createSheet = nil }

    /// Buys the unlock through the store's sheet; once bought, Create shows in the paywall's place.
    public func buyUnlock() async -> PurchaseResult {
        let result = await create.buyUnlock()
        if result == .unlocked {
            createSheet = .create
            explore.observe()
            settings.observe()
        }
        return result
    }

    /// Restores the unlock; true when it is owned afterwards.
    public func restorePurchases() async -> Bool {
        let restored = await create.restorePurchases()
        if restored {
            explore.observe()
            settings.observe()
            if createSheet == .paywall { createSheet = .create }
        }
        return restored
    }

    /// Saves the draft (after "Create this routine?"): it becomes the routine from tomorrow, shown
    /// on the Routine tab.
    @discardableResult
    public func saveDraft() -> Bool {
        guard create.saveDraft() else { return false }
        createSheet = nil
        routine.show(nil)
        tab = .routine
        return true
    }

    /// Throws the draft away and closes Create.
    public func discardDraft() {
        if create.discardDraft() { createSheet = nil }
    }
}

extension BetterMorningModel {
    /// The store says the unlock changed (a purchase finished outside the app, a refund): what it
    /// opens is read again.
    public func unlockChanged() {
        create.observe()
        explore.observe()
        settings.observe()
    }
}
