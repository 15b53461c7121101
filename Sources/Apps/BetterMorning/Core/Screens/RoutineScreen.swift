import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// The Routine tab (§8) for one day.
public struct RoutineScreen: Sendable, Hashable {
    /// Which of the tab's three faces shows.
    public enum State: String, Codable, Sendable {
        case noActiveRoutine, startsTomorrow, running
    }

    /// How a day behaves: today is interactive, past days read-only, future days disabled. A day
    /// that was finalized stays read-only when the clock moves back onto it (a time-zone change).
    public enum DayMode: String, Codable, Sendable {
        case past, today, future, closed
    }

    /// The state.
    public let state: State
    /// The day shown.
    public let date: CalendarDay
    /// Today.
    public let today: CalendarDay
    /// The active routine, if any.
    public let routine: RoutineReference?
    /// How the shown day behaves (running state only).
    public let mode: DayMode?
    /// The date scroller: a window of days from the routine's start to two weeks after today.
    public let days: [ScrollerDay]
    /// Where the scroller continues before its first day, when it does.
    public let earlierDay: CalendarDay?
    /// Where the scroller continues after its last day, when it does.
    public let laterDay: CalendarDay?
    /// The tasks in time order with their marks on the shown day; before the routine starts,
    /// tomorrow's tasks as a preview (untouched, not checkable).
    public let tasks: [TaskRow]
    /// Whether the daily reminder is on (a routine starting tomorrow offers to turn it on).
    public let remindersOn: Bool
    /// The days up to yesterday left open because there are more than a catch-up closes without
    /// asking: the tab asks whether to close them as missed (running state only).
    public var openDays: OpenDays? = nil

    /// How many tasks are done on the shown day.
    public var doneCount: Int { tasks.filter { $0.mark == .done }.count }
}

/// A routine's id and name.
public struct RoutineReference: Codable, Sendable, Hashable {
    /// The id, as `routines` prints it.
    public let id: Routine.ID
    /// The name.
    public let name: String

    /// A reference to routine `id` named `name`.
    public init(id: Routine.ID, name: String) {
        self.id = id
        self.name = name
    }
}

/// One day of the date scroller.
public struct ScrollerDay: Codable, Sendable, Hashable {
    /// The day.
    public let date: CalendarDay
    /// "Mon".
    public let weekday: String
    /// The day of the month.
    public let dayOfMonth: Int
    /// Whether it is today.
    public let isToday: Bool
    /// Whether it is the day shown.
    public let isSelected: Bool
    /// Whether it can be opened (future days cannot).
    public let isEnabled: Bool
}

/// One task on one day.
public struct TaskRow: Codable, Sendable, Hashable {
    /// The task's id.
    public let id: RoutineTask.ID
    /// Its place in time order, from 1 (`check N`).
    public let number: Int
    /// When.
    public let time: TimeOfDay
    /// What.
    public let title: String
    /// Untouched, done or missed.
    public let mark: TaskMark
    /// Whether tapping toggles it (today only).
    public let canToggle: Bool
}

extension RoutineScreen: Encodable {
    private enum CodingKeys: String, CodingKey {
        case state, date, today, routine, mode, days, earlierDay, laterDay, tasks, remindersOn, openDays
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encode(date, forKey: .date)
        try container.encode(today, forKey: .today)
        try container.encode(routine, forKey: .routine)  // null when there is none
        try container.encode(mode, forKey: .mode)
        try container.encode(days, forKey: .days)
        try container.encode(earlierDay, forKey: .earlierDay)
        try container.encode(laterDay, forKey: .laterDay)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(remindersOn, forKey: .remindersOn)
        try container.encode(openDays, forKey: .openDays)  // null when none wait
    }
}

extension BetterMorning {
    /// Days the scroller shows on each side of the shown day before it continues through a link.
    static let scrollerReach = 60

    /// The Routine tab for `day` (today when nil). A day outside the routine's days is refused.
    public func routineScreen(day requested: CalendarDay? = nil) throws -> RoutineScreen {
        try catchUp()
        return try database.reader.read { db in try routineScreen(day: requested, db) }
    }

    /// The Routine tab for `day` (today when nil), as `db` holds it.
    func routineScreen(day requested: CalendarDay?, _ db: Database) throws -> RoutineScreen {
        let today = self.today
        let date = requested ?? today
        let remindersOn = try BetterMorningSettings.current(db).notificationsEnabled
        guard let routine = try Routine.active(db) else {
            if date != today { throw BetterMorningError.noActiveRoutine }
            return RoutineScreen(state: .noActiveRoutine, date: today, today: today, routine: nil, mode: nil,
                                 days: [], earlierDay: nil, laterDay: nil, tasks: [], remindersOn: remindersOn)
        }
        let reference = RoutineReference(id: routine.id, name: routine.name)
        guard routine.startDay <= today else {
            if date != today { throw BetterMorningError.startsTomorrow(name: routine.name, startDay: routine.startDay) }
            let preview = try RoutineTask.of(routine.id, db).enumerated().map { index, task in
                TaskRow(id: task.id, number: index + 1, time: task.time, title: task.title, mark: .untouched, canToggle: false)
            }
            return RoutineScreen(state: .startsTomorrow, date: today, today: today, routine: reference, mode: nil,
                                 days: [], earlierDay: nil, laterDay: nil, tasks: preview, remindersOn: remindersOn)
        }
        let last = today.adding(days: BetterMorningLimits.daysAhead)
        guard routine.startDay <= date, date <= last else {
            throw BetterMorningError.dayOutOfRange(date, first: routine.startDay, last: last)
        }
        let isFinalized = try DayRecord.exists(of: routine.id, on: date, db)
        let mode: RoutineScreen.DayMode = date < today ? .past : date > today ? .future : isFinalized ? .closed : .today
        let markByTask = try TaskMarkRecord.marks(of: routine.id, on: date, db)
        let rows = try RoutineTask.of(routine.id, db).enumerated().map { index, task in
            TaskRow(id: task.id, number: index + 1, time: task.time, title: task.title,
                    mark: mode == .future ? .untouched : markByTask[task.id] ?? .untouched,
                    canToggle: mode == .today)
        }
        // NB: a routine running for years would make a scroller of thousands of days; it shows a
        // window around the shown day and links on to the days beyond it.
        let first = max(routine.startDay, date.adding(days: -Self.scrollerReach))
        let end = date >= today.adding(days: -Self.scrollerReach) ? last : date.adding(days: Self.scrollerReach)
        let days = (0...first.days(to: end)).map { offset -> ScrollerDay in
            let day = first.adding(days: offset)
            return ScrollerDay(date: day, weekday: RegionFormat.current.shortWeekday(day.weekday), dayOfMonth: day.day,
                               isToday: day == today, isSelected: day == date, isEnabled: day <= today)
        }
        return RoutineScreen(state: .running, date: date, today: today, routine: reference, mode: mode, days: days,
                             earlierDay: first > routine.startDay ? first.adding(days: -1) : nil,
                             laterDay: end < last ? today : nil, tasks: rows, remindersOn: remindersOn,
                             openDays: try daysToConfirm(db))
    }
}

extension TaskRow: MarkedTask {}
