import DayKit
import DayKitDatabase
import Foundation
import MyHabitLabCore
import Observation

/// The iPhone app's model: the screens' models over one Core, and what the app's life asks of
/// them. Each screen's model keeps its state current with a `ValueObservation`, so a change made
/// here shows at once; one made by another process (the widget's toggle) shows when the app is
/// told (`otherProcessChangedData()`, on the widget's Darwin notification) or becomes active.
@MainActor @Observable
public final class MyHabitLabModel {
    /// The tab bar's tabs.
    public enum Tab: String, Hashable, Sendable, CaseIterable {
        case today, stats, settings
    }

    /// The selected tab.
    public var tab = Tab.today
    /// Whether the first-run welcome shows: no habit yet and the welcome not yet seen.
    public private(set) var showsWelcome = false
    /// A message for the whole app (the data could not be read); the view sets it back to nil.
    public var message: String?

    /// Today.
    public let today: TodayModel
    /// Stats.
    public let stats: StatsModel
    /// The habits to arrange: reorder, archive, restore.
    public let habits: HabitsModel
    /// Settings.
    public let settings: SettingsModel

    /// The Core, for the screens opened from these (a habit's page, its form, a day).
    public let app: MyHabitLab

    /// The app's model over `app`; nothing shows until `launch()`.
    public init(app: MyHabitLab) {
        self.app = app
        today = TodayModel(app: app)
        stats = StatsModel(app: app)
        habits = HabitsModel(app: app)
        settings = SettingsModel(app: app)
    }

    // MARK: - The app's life

    /// On launch: reminders planned again, the welcome decided, every tab observed.
    public func launch() {
        replanReminders()
        showsWelcome = attempt({ try app.shouldWelcome() }, refusal: &message) ?? false
        today.observe()
        stats.observe()
        habits.observe()
        settings.observe()
    }

    /// On becoming active: what other processes wrote meanwhile and a day that turned show, and
    /// the reminders are planned again.
    public func becameActive() {
        _ = attempt({ try app.database.noticeCommitsOfOtherConnections() }, refusal: &message)
        dayChanged()
        replanReminders()
    }

    /// Another process changed the data (the widget's toggle, posted as a Darwin notification):
    /// every screen shows it. True when there was a change this process had not seen.
    @discardableResult
    public func otherProcessChangedData() -> Bool {
        attempt({ try app.database.noticeCommitsOfOtherConnections() }, refusal: &message) ?? false
    }

    /// At the start of a new day ("day starts at"), and when the time zone changes: every screen
    /// shows the new today.
    public func dayChanged() {
        _ = attempt({ try app.database.notifyObservers() }, refusal: &message)
    }

    /// When the next day starts, for the shell's timer.
    public var nextDayStart: Date? {
        try? app.nextDayStart()
    }

    /// The welcome's "Get started": it does not show again.
    public func finishWelcome() {
        _ = attempt({ try app.finishWelcome() }, refusal: &message)
        showsWelcome = false
    }

    private func replanReminders() {
        _ = attempt({ try app.replanReminders() }, refusal: &message)
    }

    // MARK: - Screens opened from the tabs

    /// A habit's page.
    public func habitDetail(_ id: UUID) -> HabitDetailModel {
        let model = HabitDetailModel(app: app, id: id)
        model.observe()
        return model
    }

    /// One day of a habit (Today's note, a calendar day).
    public func day(_ day: CalendarDay, of id: UUID) -> DayModel {
        let model = DayModel(app: app, id: id, day: day)
        model.observe()
        return model
    }

    /// The form of a new habit.
    public func newHabitForm() -> HabitFormModel {
        HabitFormModel(app: app)
    }

    /// The form of habit `id`.
    public func editForm(_ id: UUID) -> HabitFormModel {
        HabitFormModel(app: app, editing: id)
    }
}
