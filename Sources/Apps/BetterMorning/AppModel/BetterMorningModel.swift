import BetterMorningCore
import DayKit
import Foundation
import Observation

/// Buying and restoring the one-time unlock on a platform whose store answers later (StoreKit 2
/// on iOS). The Core's `UnlockStore` says whether it is owned; this is how it gets owned.
public protocol UnlockPurchasing: Sendable {
    /// Shows the store's payment sheet and says how it ended.
    func purchase() async throws -> UnlockOutcome
    /// Restores earlier purchases (`AppStore.sync()`); true when the unlock is owned afterwards.
    func restore() async throws -> Bool
}

/// The iPhone app's state: every screen state of the Core, kept current, and every use case as
/// a method the views call. Views hold no rule: they draw these properties and call these methods.
/// A refused action leaves its message in `message` (an alert) and changes nothing.
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

    // MARK: Screens

    /// Onboarding's pages; shown while `showsOnboarding`.
    public private(set) var onboarding: BetterMorningOnboardingScreen?
    /// The Explore grid.
    public private(set) var explore: ExploreScreen?
    /// The Routine tab for `selectedDay` (today when nil).
    public private(set) var routine: RoutineScreen?
    /// The Data tab, each card at its week in `weekOffsets`.
    public private(set) var data: DataScreen?
    /// Settings.
    public private(set) var settings: BetterMorningSettingsScreen?
    /// The paywall.
    public private(set) var paywall: PaywallScreen?
    /// The draft, when the unlock is owned.
    public private(set) var create: CreateScreen?
    /// The profile sheet, when one is open.
    public private(set) var profile: ProfileScreen?
    /// Run mode, when it is open.
    public private(set) var run: RunScreen?

    // MARK: Navigation and platform state

    /// The selected tab.
    public var tab: Tab = .explore
    /// The day the Routine tab shows; nil is today.
    public internal(set) var selectedDay: CalendarDay?
    /// Each Data card's week: 0 this week, -1 last week, …
    public private(set) var weekOffsets: [Int64: Int] = [:]
    /// Whether the system lets the app notify (the Settings switch shows off when it does not).
    public var notificationsAllowedBySystem = true
    /// A refused action's message, shown as an alert; the view sets it back to nil.
    public var message: String?
    /// The Create sheet (the paywall or the draft), when it is open.
    public internal(set) var createSheet: CreateSheet?
    /// When the next day starts in the user's calendar as it is now, for the shell's midnight timer
    /// (it moves when the day or the time zone changes).
    public private(set) var nextDayStart = Date.distantFuture

    let app: BetterMorning
    /// The daily reminder last handed to the notification center (nil inside: none), once known.
    @ObservationIgnored private var scheduledReminder: RoutineReminder??
    let purchasing: any UnlockPurchasing

    /// The model over `app`, buying through `purchasing`.
    public init(app: BetterMorning, purchasing: any UnlockPurchasing) {
        self.app = app
        self.purchasing = purchasing
    }

    /// Whether onboarding shows (first launch, and after a reset).
    public var showsOnboarding: Bool { onboarding?.shouldShow ?? false }
    /// Whether the Settings switch shows on: the setting, unless the system denied permission.
    public var notificationsShownOn: Bool { (settings?.notificationsEnabled ?? false) && notificationsAllowedBySystem }
    /// Whether the unlock is owned.
    public var isUnlocked: Bool { app.isUnlocked }
    /// Today.
    public var today: CalendarDay { app.today }

    // MARK: Launch and the day

    /// On launch: repair, finalize the days missed while closed, re-plan the reminder, load.
    public func launch() {
        perform { try app.launch() }
    }

    /// On becoming active: the days that ended meanwhile are finalized, the reminders are scheduled
    /// again from today (the platform holds only the next few, which run out while the app sleeps),
    /// and every screen reloads.
    public func becameActive() {
        perform {
            try app.catchUp()
            try scheduleReminder()
        }
    }

    /// When the time zone changes: today may be another day, so the days that ended are finalized,
    /// the reminders are planned again on the new wall clock, and the midnight timer moves.
    public func timeZoneChanged() {
        perform {
            try app.catchUp(force: true)
            try scheduleReminder()
        }
    }

    /// The reminder was tapped: the Routine tab shows today, over any sheet.
    public func openReminder() {
        profile = nil
        createSheet = nil
        selectedDay = nil
        tab = .routine
        perform { try app.catchUp() }
    }

    /// At midnight: the Routine tab moves to the new today.
    public func dayChanged() {
        selectedDay = nil
        perform { try app.catchUp(force: true) }
    }

    // MARK: Onboarding and Explore

    /// Finishes onboarding; Explore shows.
    public func completeOnboarding() {
        perform { try app.completeOnboarding() }
        tab = .explore
    }

    /// Opens a famous person's profile sheet.
    public func openProfile(_ id: String) {
        perform { profile = try app.profileScreen(celebrityID: id) }
    }

    /// Closes the profile sheet.
    public func closeProfile() { profile = nil }

    /// "Choose this routine" (after the switch confirmation when `profile.replaces` is set): it
    /// becomes active from tomorrow, and the Routine tab shows it.
    public func choose(_ id: String) {
        let chosen = perform { _ = try app.choose(celebrityID: id) }
        guard chosen else { return }
        profile = nil
        selectedDay = nil
        tab = .routine
    }

    // MARK: Routine

    /// Shows `day` on the Routine tab (nil: today).
    public func select(day: CalendarDay?) {
        let target = day == app.today ? nil : day
        perform {
            _ = try app.routineScreen(day: target)  // a day outside the routine's days is refused
            selectedDay = target
        }
    }

    /// Taps a task of today: untouched ↔ done. Returns the new mark (for the haptic), nil when refused.
    @discardableResult
    public func toggle(_ task: TaskRow) -> TaskMark? {
        guard let day = routine?.date else { return nil }
        var mark: TaskMark?
        perform { mark = try app.toggleTask(task.id, on: day) }
        return mark
    }

    // MARK: Run mode

    /// Opens run mode at `position` (the first task not done by default).
    public func startRun(at position: RunPosition = .start) {
        perform { run = try app.runScreen(at: position) }
    }

    /// Done: the task shown is marked done and the run moves on.
    public func completeRunStep() {
        guard let run, let step = run.currentStep else { return }
        perform { self.run = try app.runScreen(at: try app.completeRunStep(step.id, on: run.date)) }
    }

    /// Skip: the run moves on, leaving the task untouched.
    public func skipRunStep() {
        guard let run else { return }
        perform { self.run = try app.runScreen(at: run.next) }
    }

    /// Changes the last task's length.
    public func setLastStepMinutes(_ minutes: Int) {
        guard let run else { return }
        let position = run.currentStep.map { RunPosition.task($0.id) } ?? .end
        perform {
            try app.setLastStepMinutes(minutes)
            self.run = try app.runScreen(at: position)
        }
    }

    /// Leaves run mode.
    public func closeRun() {
        run = nil
        perform()
    }

    // MARK: Data

    /// Moves a card's chart to the week `offset` (0 this week, negative earlier).
    public func showWeek(of routine: Int64, offset: Int) {
        perform {
            _ = try app.weekChart(routine: String(routine), offset: offset)  // a week out of range is refused
            weekOffsets[routine] = offset
        }
    }

    /// Restarts a routine from the ••• menu: active again from tomorrow.
    public func restart(_ routine: Int64) {
        perform { try app.restart(String(routine)) }
    }

    /// Deletes a routine and its history (after the confirmation).
    public func delete(_ routine: Int64) {
        perform { try app.delete(String(routine)) }
    }

    // MARK: Settings

    /// The notifications switch.
    public func setNotifications(_ enabled: Bool) {
        perform { try app.setNotifications(enabled: enabled) }
    }

    /// Reset all data (after the confirmation): everything but the purchase; onboarding shows again.
    public func resetAllData() {
        selectedDay = nil
        weekOffsets = [:]
        profile = nil
        run = nil
        createSheet = nil
        perform { try app.resetAllData() }
        tab = .explore
    }

    // MARK: Reading

    /// Reloads every screen state from the database.
    public func refresh() {
        _ = attempt(load, refusal: &message)
    }

    private func load() throws {
        onboarding = try app.onboardingScreen()
        nextDayStart = app.today.adding(days: 1).start(in: app.calendar)
        explore = try app.exploreScreen()
        settings = try app.settingsScreen()
        paywall = app.paywallScreen()
        create = app.isUnlocked ? try app.createScreen() : nil
        if let id = profile?.celebrity.id { profile = try app.profileScreen(celebrityID: id) }
        do {
            routine = try app.routineScreen(day: selectedDay)
        } catch let error as BetterMorningError where selectedDay != nil {
            // The shown day left the routine's days (a restart, a delete): back to today.
            selectedDay = nil
            routine = try app.routineScreen()
            message = error.message
        }
        let data = try app.dataScreen(weekOffsets: weekOffsets)
        // The weeks shown, as the Core clamped them; a deleted routine's week goes with its card.
        weekOffsets = Dictionary(uniqueKeysWithValues: data.cards.map { ($0.routine.id, $0.week.offset) })
        self.data = data
        if let run {
            self.run = try? app.runScreen(at: run.currentStep.map { .task($0.id) } ?? .end)
        }
    }

    /// Hands the daily reminder as planned now to the notification center.
    private func scheduleReminder() throws {
        try app.scheduleReminder()
        scheduledReminder = .some(try app.plannedReminder())
    }

    /// Hands the daily reminder to the notification center when the plan differs from what it
    /// was last given (a routine chosen, restarted or deleted, the reminder turned off): a task's
    /// mark changes nothing there.
    private func scheduleReminderWhenChanged() throws {
        let planned = try app.plannedReminder()
        guard scheduledReminder != .some(planned) else { return }
        try app.scheduleReminder()
        scheduledReminder = .some(planned)
    }

    /// Runs `action` and reloads; a refusal becomes `message`. True when it succeeded.
    @discardableResult
    func perform(_ action: () throws -> Void = {}) -> Bool {
        do {
            try action()
            try scheduleReminderWhenChanged()
            try load()
            return true
        } catch {
            message = refusalText(error)
            refresh()
            return false
        }
    }
}
