import BetterMorningCore
import DayKit
import Foundation

/// Create and its paywall: "Create" opens the draft when the unlock is owned, else the paywall;
/// a purchase that goes through puts Create in the paywall's place.
extension BetterMorningModel {
    // MARK: Purchases

    /// "Create" (Explore's button, the empty states' "Create your own"): the draft when the unlock
    /// is owned, else the paywall.
    public func openCreate() {
        perform()
        createSheet = app.isUnlocked ? .create : .paywall
    }

    /// Closes the Create sheet.
    public func closeCreate() { createSheet = nil }

    /// Buys the unlock through the store's sheet; once bought, Create shows in the paywall's place.
    public func buyUnlock() async -> PurchaseResult {
        do {
            let outcome = try await purchasing.purchase()
            perform()
            switch outcome {
            case .success:
                createSheet = .create
                return .unlocked
            case .cancel: return .cancelled
            case .fail: return .failed("The purchase didn't go through. Nothing was charged; please try again.")
            }
        } catch {
            return .failed("The App Store could not be reached: \(error.localizedDescription)")
        }
    }

    /// Restores the unlock; true when it is owned afterwards.
    public func restorePurchases() async -> Bool {
        let restored = (try? await purchasing.restore()) ?? false
        if !restored { message = "There was no purchase to restore." }
        perform()
        if restored, createSheet == .paywall { createSheet = .create }
        return restored
    }

    // MARK: Create

    /// The draft's title, saved on every change.
    public func setDraftTitle(_ title: String) {
        perform { try app.setDraftTitle(title) }
    }

    /// Adds a task; false (with `message`) when refused, so the sheet stays open.
    @discardableResult
    public func addDraftTask(title: String, at time: TimeOfDay) -> Bool {
        perform { try app.addDraftTask(title: title, at: time) }
    }

    /// Changes a draft task (named by its id: the list on screen may be out of date); false when refused.
    @discardableResult
    public func editDraftTask(_ task: DraftTaskReference, title: String, at time: TimeOfDay) -> Bool {
        perform { try app.editDraftTask(task, title: title, at: time) }
    }

    /// Removes a draft task.
    public func removeDraftTask(_ task: DraftTaskReference) {
        perform { try app.removeDraftTask(task) }
    }

    /// Saves the draft (after "Create this routine?"): it becomes the routine from tomorrow.
    @discardableResult
    public func saveDraft() -> Bool {
        let saved = perform { _ = try app.saveDraft() }
        if saved {
            createSheet = nil
            selectedDay = nil
            tab = .routine
        }
        return saved
    }

    /// Throws the draft away and closes Create.
    public func discardDraft() {
        let discarded = perform { try app.discardDraft() }
        if discarded { createSheet = nil }
    }
}
