import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Logging
import Synchronization

/// MyHabitLab's use cases. Each is one write transaction: all of it happens or none of it.
/// Screens are built by the `…Screen` methods from the same database.
public final class MyHabitLab: Sendable {
    /// The store.
    public let database: MyHabitLabDatabase
    /// Where now comes from.
    public let clock: Clock
    /// The user's calendar: time zone and locale (week start).
    public let calendar: Calendar
    /// The iPhone's notification center; none on Linux, where the server asks the plan when it delivers.
    let reminders: (any HabitReminderScheduler)?
    /// Where what a person need not read goes (the details of a file that could not be read).
    let logger = Logger(label: "habitsuite.my-habit-lab")
    /// Computed histories, kept while their habits are unchanged.
    let cache = HistoryCache()
    /// The "day starts at" setting in minutes, with the change token it was read at.
    private let dayStart = Mutex<(token: Int, minutes: Int)?>(nil)

    /// The app over its database, clock, calendar and (on the iPhone) the platform's reminder scheduler.
    public init(database: MyHabitLabDatabase, clock: Clock, calendar: Calendar, reminders: (any HabitReminderScheduler)? = nil) {
        self.database = database
        self.clock = clock
        self.calendar = calendar
        self.reminders = reminders
    }

    /// The app over the data in `directory`.
    /// Reads the habits and the first entry from the file itself, past the in-memory histories, so
    /// that a server refuses to start on a file whose tables cannot be read, saying which (issue 40,
    /// item 2; the reminders' stored plan made at start did this until issue 34, item 5).
    public func checkReadable() throws {
        try database.reader.read { db in
            _ = try Habit.fetchCount(db)
            try Entry.readFirst(db)
        }
    }

    public static func onDisk(directory: URL, clock: Clock, calendar: Calendar) throws -> MyHabitLab {
        MyHabitLab(database: try MyHabitLabDatabase.onDisk(in: directory), clock: clock, calendar: calendar)
    }

    // MARK: - Today

    /// Today in the user's calendar, counting the hours before "day starts at" to the day before.
    public var today: CalendarDay {
        get throws { try today(at: database.changeToken()) }
    }

    /// Today, with the database at change token `token`. NB: every page asks; the "day starts at"
    /// setting is read again only after a change was committed.
    public func today(at token: Int) throws -> CalendarDay {
        let shift: Int
        if let kept = dayStart.withLock({ $0 }), kept.token == token {
            shift = kept.minutes
        } else {
            shift = try database.reader.read { try HabitSettings.current($0).dayStartsAt }
            dayStart.withLock { $0 = (token, shift) }
        }
        return day(at: clock.now, shift: shift)
    }

    func today(_ db: Database) throws -> CalendarDay {
        day(at: clock.now, shift: try HabitSettings.current(db).dayStartsAt)
    }

    /// The day `date` counts for when the day starts at `shift` minutes after midnight by the wall clock.
    private func day(at date: Date, shift: Int) -> CalendarDay {
        CalendarDay(containing: date, in: calendar, dayStartsAt: shift)
    }

    // MARK: - Finding habits

    /// The id of the habit `reference` names: its UUID, or its exact name (ignoring case) when
    /// unique. NB: only the edges that take a name (the CLI, Shortcuts) ask; everything else takes a `Habit.ID`.
    public func habitID(for reference: String) throws -> Habit.ID {
        try database.reader.read { db in try habit(named: reference, db).id }
    }

    /// The habit `id`.
    public func habit(_ id: Habit.ID) throws -> Habit {
        try database.reader.read { db in try habit(id, db) }
    }

    func habit(_ id: Habit.ID, _ db: Database) throws -> Habit {
        guard let habit = try Habit.withID(id, db) else { throw MyHabitLabError.unknownHabit(id.uuidString) }
        return habit
    }

    private func habit(named reference: String, _ db: Database) throws -> Habit {
        if let id = Habit.ID(uuidString: reference), let habit = try Habit.withID(id, db) {
            return habit
        }
        let named = try Habit.named(reference.trimmingCharacters(in: .whitespaces), db)
        guard named.count <= 1 else { throw MyHabitLabError.ambiguousHabit(reference, count: named.count) }
        guard let habit = named.first else { throw MyHabitLabError.unknownHabit(reference) }
        return habit
    }

    /// Every mark of `habitID` by day.
    func marks(of habitID: Habit.ID, from start: CalendarDay? = nil, _ db: Database) throws -> [CalendarDay: DayMark] {
        try Entry.marks(of: habitID, from: start, db)
    }

    /// The whole history of `habit` as of today.
    func history(_ habit: Habit, today: CalendarDay, _ db: Database) throws -> HabitHistory {
        try histories([habit], today: today, db)[habit.id]!.history
    }

    /// The whole histories of `habits` as of today, with their strength.
    func histories(_ habits: [Habit], today: CalendarDay, _ db: Database) throws -> [Habit.ID: HistoryCache.Computed] {
        try cache.histories(habits, today: today, firstWeekday: calendar.firstWeekday, db)
    }

    /// The recent histories of `habits`: each from the first day that today's state depends on
    /// (today; its period's first days for an N-in-M habit) through `last`, the marks read in one
    /// query, never a whole history (the widget and the reminder plan, in a widget extension's
    /// process of about 30 MB). A history of them through today or a later day says that day's
    /// state as the whole history does.
    func recentHistories(_ habits: [Habit], today: CalendarDay, through last: CalendarDay,
                         _ db: Database) throws -> (_ habit: Habit, _ day: CalendarDay) -> HabitHistory {
        let windows = habits.map { habit in
            var window = habit
            window.createdDay = habit.firstDayNeeded(for: today)
            return window
        }
        let marks = try Entry.marks(in: windows.map { ($0.id, $0.createdDay) }, through: last, db)
        let byID = Dictionary(uniqueKeysWithValues: windows.map { ($0.id, $0) })
        let firstWeekday = calendar.firstWeekday
        return { habit, day in
            HabitHistory(habit: byID[habit.id] ?? habit, marks: marks[habit.id] ?? [:], today: day, firstWeekday: firstWeekday)
        }
    }

    /// The active habits in manual order, with their whole histories as of today.
    func activeHabits(today: CalendarDay, _ db: Database) throws -> (habits: [Habit], histories: [Habit.ID: HistoryCache.Computed]) {
        try cache.activeHabits(today: today, firstWeekday: calendar.firstWeekday, db)
    }
}
