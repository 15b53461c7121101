import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabCore
import Observation

/// The iPhone app's model: the screens' models over one Core, and what the app's life asks of
/// them. Each screen's model keeps its state current with a `ValueObservation`, so a change made
/// here (the screens, a notification's answer, an App Intent run over this Core) shows at once; one
/// made by another process (the widget's toggle) shows when the app becomes active, or when it is
/// told (`otherProcessChangedData()`).
@MainActor @Observable
public final class MyHabitLabModel: WritingModel {
    /// The tab bar's tabs.
    public enum Tab: String, Hashable, Sendable, CaseIterable {
        case today, stats, settings
    }

    /// The selected tab.
    public var tab = Tab.today
    /// Whether the first-run welcome shows: no habit yet and the welcome not yet seen.
    public private(set) var showsWelcome = false
    /// The habit whose page a tapped reminder opens; the view sets it back to nil once shown.
    public var openedHabit: Habit.ID?
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
    /// The plan of reminders, observed: handed to the notification center whenever it changes.
    @ObservationIgnored private var reminderPlan: AnyDatabaseCancellable?

    /// The app's model over `app`; nothing shows until `launch()`.
    public init(app: MyHabitLab) {
        self.app = app
        today = TodayModel(app: app)
        stats = StatsModel(app: app)
        habits = HabitsModel(app: app)
        settings = SettingsModel(app: app)
    }

    // MARK: - The app's life

    /// On launch: reminders scheduled as planned (and again whenever the plan changes), the
    /// welcome decided, every tab observed.
    public func launch() {
        reminderPlan = app.plannedNotificationsObservation().start { [weak self] in
            self?.message = refusalText($0)
        } onChange: { [weak self] planned in
            guard let self else { return }
            _ = attempt({ try app.scheduleReminders(planned) }, refusal: &message)
        }
        showsWelcome = attempt({ try app.shouldWelcome() }, refusal: &message) ?? false
        today.observe()
        stats.observe()
        habits.observe()
        settings.observe()
    }

    /// On becoming active: what other processes wrote meanwhile and a day that turned show, and
    /// the reminders are scheduled again as planned.
    public func becameActive() {
        _ = attempt({ try app.database.noticeCommitsOfOtherConnections() }, refusal: &message)
        dayChanged()
        scheduleReminders()
    }

    /// Another process changed the data (the widget's toggle): every screen shows it. No Darwin
    /// notification calls it today; `becameActive()` does the same. True when there was a change this process had not seen.
    @discardableResult
    public func otherProcessChangedData() -> Bool {
        attempt({ try app.database.noticeCommitsOfOtherConnections() }, refusal: &message) ?? false
    }

    /// At the start of a new day ("day starts at"), and when the time zone changes: every screen
    /// shows the new today.
    public func dayChanged() {
        _ = attempt({ try app.database.notifyObservers() }, refusal: &message)
        scheduleReminders()
    }

    /// When the next day starts, for the shell's timer.
    public var nextDayStart: Date? {
        try? app.nextDayStart()
    }

    /// The welcome's "Get started": it does not show again.
    public func finishWelcome() async {
        showsWelcome = false
        _ = await written(in: app) { try $0.finishWelcome() }
    }

    /// How a person answered a habit's reminder (the notification's actions, or a tap).
    public enum ReminderAnswer: Sendable, Hashable {
        /// Done: today is marked done (a measurable habit: its target), never toggled back.
        case done
        /// Skip today: a day off.
        case skip
        /// Log…: the value typed in the notification.
        case log(String)
        /// The notification itself: its habit's page opens on Today.
        case open

        /// The reminders' category: Done, Skip today and Log… (which asks for the value), as the
        /// shell registers it and every reminder names it.
        public static let category = NotificationRequestPlan.Category("my-habit-lab.reminder", actions: [
            NotificationRequestPlan.Action(Action.done, title: "Done"),
            NotificationRequestPlan.Action(Action.skip, title: "Skip today"),
            NotificationRequestPlan.Action(Action.log, title: "Log…", textInput: NotificationRequestPlan.TextInput(button: "Log", placeholder: "Value")),
        ])

        /// The answer the category's action `identifier` is, with the text typed for Log…; nil for
        /// another action, or Log… with no text.
        public init?(action identifier: String, typed: String?) {
            switch identifier {
            case Action.done: self = .done
            case Action.skip: self = .skip
            case Action.log:
                guard let typed else { return nil }
                self = .log(typed)
            default: return nil
            }
        }

        /// The identifiers of the category's actions.
        private enum Action {
            static let done = "done"
            static let skip = "skip"
            static let log = "log"
        }
    }

    /// A reminder of habit `id` answered, from the notification without opening the app. Returns
    /// whether the data changed.
    ///
    /// It reads nothing of the screens, so it answers on a launch in the background with no scene
    /// (no screen observed yet), and it writes while the app is suspended (`awake(_:)`).
    @discardableResult
    public func answerReminder(_ answer: ReminderAnswer, habit id: Habit.ID) async -> Bool {
        let write: @Sendable (MyHabitLab) throws -> DayState
        switch answer {
        case .done:
            write = { try $0.markDone(id) }
        case .skip:
            write = { try $0.skip(id) }
        case .log(let text):
            guard let value = attempt({ try TypedText.number(text) }, refusal: &today.message) else { return false }
            write = { try $0.setValue(id, value) }
        case .open:
            tab = .today
            openedHabit = id
            return false
        }
        do {
            _ = try await awake(write)
            return true
        } catch {
            today.message = refusalText(error)
            return false
        }
    }

    /// Whether the shared file's connections are suspended: the app is in the background.
    public private(set) var isSuspended = false

    /// The app goes to the background: the shared file's connections let go of their locks, as
    /// GRDB's "Sharing a Database" asks, so the system never kills the suspended app for one;
    /// after the writes already asked, never in the middle of one (`WriteLine.suspend()`).
    public func suspend() {
        isSuspended = true
        app.database.store.writes.suspend()
    }

    /// The app comes back: the connections work again.
    public func resume() {
        isSuspended = false
        app.database.store.writes.resume()
    }

    /// Runs `work` (a notification's answer, a Shortcut) over the Core on the write line, with the
    /// connections working: a suspended pool refuses every write (GRDB: SQLITE_ABORT until
    /// resumed), so while the app is in the background they are resumed for the work alone and
    /// suspended again after it. Throws what the work threw.
    public func awake<Value: Sendable>(_ work: @escaping @Sendable (MyHabitLab) throws -> Value) async throws -> Value {
        try await app.database.store.writes.runAwake { [app] in try work(app) }.get()
    }

    /// Hands the reminders as planned now to the notification center.
    private func scheduleReminders() {
        _ = attempt({ try app.scheduleReminders() }, refusal: &message)
    }

    // MARK: - Screens opened from the tabs

    /// A habit's page.
    public func habitDetail(_ id: Habit.ID) -> HabitDetailModel {
        let model = HabitDetailModel(app: app, id: id)
        model.observe()
        return model
    }

    /// One day of a habit (Today's note, a calendar day).
    public func day(_ day: CalendarDay, of id: Habit.ID) -> DayModel {
        let model = DayModel(app: app, id: id, day: day)
        model.observe()
        return model
    }

    /// The form of a new habit.
    public func newHabitForm() -> HabitFormModel {
        HabitFormModel(app: app)
    }

    /// The form of habit `id`.
    public func editForm(_ id: Habit.ID) -> HabitFormModel {
        HabitFormModel(app: app, editing: id)
    }
}
