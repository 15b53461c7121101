import BetterMorningCore
import DayKit
import DayKitDatabase
import Observation

/// Create and its paywall: the draft (once the unlock is owned), kept current, saved on every
/// change; buying and restoring the unlock.
@MainActor @Observable
public final class CreateModel: ObservedScreenModel {
    /// The paywall.
    public private(set) var paywall: PaywallScreen?

    private let app: BetterMorning
    private let purchasing: any UnlockPurchasing
    /// The draft kept current, and the message beside it; no screen without the unlock.
    public let observed: ObservedScreen<CreateScreen>

    /// Create over `app`, buying through `purchasing`; nothing until `observe()`.
    public init(app: BetterMorning, purchasing: any UnlockPurchasing) {
        self.app = app
        self.purchasing = purchasing
        observed = ObservedScreen(app.createObservation())
    }

    /// Whether the unlock is owned.
    public var isUnlocked: Bool { app.isUnlocked }

    /// Reads the paywall, and keeps the draft current while the unlock is owned.
    public func observe() {
        paywall = app.paywallScreen()
        if app.isUnlocked { observed.observe() } else { observed.clear() }
    }

    // MARK: Purchases

    /// Buys the unlock through the store's sheet.
    func buyUnlock() async -> BetterMorningModel.PurchaseResult {
        do {
            let outcome = try await purchasing.purchase()
            observe()
            switch outcome {
            case .success: return .unlocked
            case .cancel: return .cancelled
            case .fail: return .failed("The purchase didn't go through. Nothing was charged; please try again.")
            }
        } catch {
            return .failed("The App Store could not be reached: \(error.localizedDescription)")
        }
    }

    /// Restores the unlock; true when it is owned afterwards.
    func restorePurchases() async -> Bool {
        let restored = (try? await purchasing.restore()) ?? false
        if !restored { message = "There was no purchase to restore." }
        observe()
        return restored
    }

    // MARK: The draft

    /// The draft's title, saved on every change.
    public func setDraftTitle(_ title: String) {
        _ = attempt({ try app.setDraftTitle(title) }, refusal: &message)
    }

    /// Adds a task; false (with `message`) when refused, so the sheet stays open.
    @discardableResult
    public func addDraftTask(title: String, at time: TimeOfDay) -> Bool {
        attempt({ try app.addDraftTask(title: title, at: time) }, refusal: &message) != nil
    }

    /// Changes a draft task (named by its id: the list on screen may be out of date); false when refused.
    @discardableResult
    public func editDraftTask(_ task: DraftTaskReference, title: String, at time: TimeOfDay) -> Bool {
        attempt({ try app.editDraftTask(task, title: title, at: time) }, refusal: &message) != nil
    }

    /// Removes a draft task.
    public func removeDraftTask(_ task: DraftTaskReference) {
        _ = attempt({ try app.removeDraftTask(task) }, refusal: &message)
    }

    /// Saves the draft: it becomes the routine from tomorrow. False (with `message`) when refused.
    func saveDraft() -> Bool {
        attempt({ try app.saveDraft() }, refusal: &message) != nil
    }

    /// Throws the draft away; false (with `message`) when refused.
    func discardDraft() -> Bool {
        attempt({ try app.discardDraft() }, refusal: &message) != nil
    }
}
