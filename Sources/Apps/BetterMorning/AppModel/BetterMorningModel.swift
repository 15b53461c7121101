import BetterMorningCore
import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation

/// Buying and restoring the one-time unlock on a platform whose store answers later (StoreKit 2
/// on iOS). The Core's `UnlockStore` says whether it is owned; this is how it gets owned.
public protocol UnlockPurchasing: Sendable {
    /// Shows the store's payment sheet and says how it ended.
    func purchase() async throws -> UnlockOutcome
    /// Restores earlier purchases (`AppStore.sync()`); true when the unlock is owned afterwards.
    func restore() async throws -> Bool
}

/// The iPhone app's model: one model per tab (and per sheet), each keeping its screen state
/// current with a `ValueObservation`, so a write shows on every screen that reads it without a
/// reload; and what the app's life and the moves between tabs ask of them. Views hold no rule:
/// they draw these models and call their methods. A refused action leaves its message in the
/// model that was asked (an alert) and changes nothing.
@MainActor @Observable
public final class BetterMorningModel {
    /// The tab bar's tabs.
    public enum Tab: String, Hashable, Sendable, CaseIterable {
        case explore, routine, data
    }

    /// How a purchase attempt ended, for the paywall.
    public enum PurchaseResult: Equatable, Sendable {
        case unlocked, cancelled, failed(String)
    }

    /// What "Create" shows: the paywall until the unlock is owned, then the draft.
    public enum CreateSheet: Hashable, Sendable {
        case paywall, create
    }

    /// The selected tab.
    public var tab: Tab = .explore
    /// A message for the whole app (the days could not be caught up); the view sets it back to nil.
    public var message: String?
    /// The Create sheet (the paywall or the draft), when it is open.
    public internal(set) var createSheet: CreateSheet?
    /// When the next day starts in the user's calendar as it is now, for the shell's midnight timer
    /// (it moves when the day or the time zone changes).
    public private(set) var nextDayStart = Date.distantFuture

    /// Explore and the profile sheet.
    public let explore: ExploreModel
    /// The Routine tab.
    public let routine: RoutineModel
    /// Run mode.
    public let run: RunModel
    /// The Data tab.
    public let data: DataModel
    /// Settings.
    public let settings: SettingsModel
    /// Create and its paywall.
    public let create: CreateModel
    /// The daily reminder last handed to the notification center (nil inside: none), once known.
    @ObservationIgnored private var scheduledReminder: RoutineReminder??
    /// Keeps the reminder's plan watched: a routine chosen, restarted or deleted, or the reminder
    /// turned off, hands the new plan over; a task's mark changes nothing there.
    @ObservationIgnored private var reminderPlan: AnyDatabaseCancellable?

    let app: BetterMorning
    /// Onboarding kept current (a reset shows it again).
    private let onboardingScreen: ObservedScreen<BetterMorningOnboardingScreen>

    /// The model over `app`, buying through `purchasing`; nothing shows until `launch()`.
    public init(app: BetterMorning, purchasing: any UnlockPurchasing) {
        self.app = app
        explore = ExploreModel(app: app)
        routine = RoutineModel(app: app)
        run = RunModel(app: app)
        data = DataModel(app: app)
        settings = SettingsModel(app: app)
        create = CreateModel(app: app, purchasing: purchasing)
        onboardingScreen = ObservedScreen(app.onboardingObservation())
    }

    /// Onboarding's pages; shown while `showsOnboarding`.
    public var onboarding: BetterMorningOnboardingScreen? { onboardingScreen.screen }
    /// Whether onboarding shows (first launch, and after a reset).
    public var showsOnboarding: Bool { onboarding?.shouldShow ?? false }
    /// Whether the unlock is owned.
    public var isUnlocked: Bool { app.isUnlocked }
    /// Today.
    public var today: CalendarDay { app.today }

    /// What an alert says: the app's message, else the refusal a screen's model was given; set
    /// to nil (the alert dismissed) it clears them all.
    public var alert: String? {
        get { message ?? explore.message ?? routine.message ?? run.message ?? data.message ?? settings.message ?? create.message }
        set {
            guard newValue == nil else { return }
            message = nil
            for model in [explore, routine, run, data, settings, create] as [any ObservedScreenModel] { model.message = nil }
        }
    }

    // MARK: Launch and the day

    /// On launch: repair, finalize the days missed while closed, re-plan the reminder; every
    /// screen observed.
    public func launch() {
        _ = attempt({ try app.launch() }, refusal: &message)
        dayMoved()
        watchReminder()
    }

    /// On becoming active: the days that ended meanwhile are finalized, the reminders are scheduled
    /// again from today (the platform holds only the next few, which run out while the app sleeps),
    /// and every screen shows today as it is now.
    public func becameActive() {
        _ = attempt({
            try app.catchUp()
            try scheduleReminder()
        }, refusal: &message)
        dayMoved()
    }

    /// When the time zone changes: today may be another day, so the days that ended are finalized,
    /// the reminders are planned again on the new wall clock, and the midnight timer moves.
    public func timeZoneChanged() {
        _ = attempt({
            try app.catchUp(force: true)
            try scheduleReminder()
        }, refusal: &message)
        dayMoved()
    }

    /// The reminder was tapped: the Routine tab shows today, over any sheet.
    public func openReminder() {
        explore.closeProfile()
        createSheet = nil
        tab = .routine
        _ = attempt({ try app.catchUp() }, refusal: &message)
        routine.show(nil)
    }

    /// At midnight: the Routine tab moves to the new today.
    public func dayChanged() {
        _ = attempt({ try app.catchUp(force: true) }, refusal: &message)
        routine.show(nil)
        dayMoved()
    }

    /// What the screens show may depend on the day alone (which days are past, what a switch would
    /// mark missed), which no commit reports: each screen is read again, and the timer moves.
    private func dayMoved() {
        nextDayStart = app.today.adding(days: 1).start(in: app.calendar)
        onboardingScreen.observe()
        explore.observe()
        routine.observe()
        data.observe()
        settings.observe()
        create.observe()
        if run.screen != nil { run.observe() }
    }

    // MARK: Moves between tabs

    /// Finishes onboarding; Explore shows.
    public func completeOnboarding() {
        _ = attempt({ try app.completeOnboarding() }, refusal: &message)
        onboardingScreen.observe()
        tab = .explore
    }

    /// "Choose this routine" on a profile: it becomes active from tomorrow, and the Routine tab
    /// shows it.
    public func choose(_ id: String) {
        guard explore.choose(id) else { return }
        routine.show(nil)
        tab = .routine
    }

    /// Reset all data (after the confirmation): everything but the purchase; onboarding shows again.
    public func resetAllData() {
        explore.closeProfile()
        run.close()
        createSheet = nil
        _ = settings.resetAllData()
        routine.show(nil)
        data.showThisWeek()
        dayMoved()
        tab = .explore
    }

    // MARK: The reminder

    /// Hands the daily reminder as planned now to the notification center.
    private func scheduleReminder() throws {
        try app.scheduleReminder()
        scheduledReminder = .some(try app.plannedReminder())
    }

    /// Watches the reminder's plan, handing it over whenever it differs from what the notification
    /// center was last given.
    private func watchReminder() {
        reminderPlan = app.reminderObservation().start { [weak self] error in
            self?.message = refusalText(error)
        } onChange: { [weak self] planned in
            guard let self, scheduledReminder != .some(planned) else { return }
            _ = attempt({ try app.scheduleReminder() }, refusal: &message)
            scheduledReminder = .some(planned)
        }
    }
}
