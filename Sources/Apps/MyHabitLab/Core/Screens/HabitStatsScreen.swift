import DayKit
import Foundation
import GRDB

/// One habit's statistics (the detail screen's stats, and `stats HABIT`).
public struct HabitStatsScreen: Codable, Sendable, Hashable {
    public let habit: HabitSummary
    public let currentStreak: Int
    public let longestStreak: Int
    /// What the streaks count: days, or weeks (periods of M days) for N-in-M habits.
    public let streakUnit: StreakUnit
    /// The five longest streaks, longest first.
    public let bestStreaks: [HabitHistory.Streak]
    /// Due days met over the last 30 days, 0…1 (nil when none was due).
    public let rate30: Double?
    /// Due days met since the first day, 0…1.
    public let rateAll: Double?
    /// Every met day.
    public let total: Int
    /// Today's strength, 0…1 (Loop's score).
    public let strength: Double
    /// Met days by weekday, Sunday first.
    public let weekdayTotals: [WeekdayTotal]
    /// Met days by month, oldest first.
    public let monthTotals: [MonthTotal]

    public struct WeekdayTotal: Codable, Sendable, Hashable {
        public let weekday: String
        public let total: Int
    }

    public struct MonthTotal: Codable, Sendable, Hashable {
        public let month: String
        public let total: Int
    }
}

/// Strength over time (`score HABIT`, the detail screen's line chart).
public struct ScoreScreen: Codable, Sendable, Hashable {
    public let habit: HabitSummary
    public let days: [Day]

    public struct Day: Codable, Sendable, Hashable {
        public let date: CalendarDay
        public let score: Double
    }
}

/// A habit's days with their states, values and notes (`history HABIT`).
public struct HistoryScreen: Codable, Sendable, Hashable {
    public let habit: HabitSummary
    public let days: [Day]

    public struct Day: Codable, Sendable, Hashable {
        public let date: CalendarDay
        public let state: DayState
        public let value: Double?
        public let note: String?
    }
}

extension MyHabitLab {
    /// One habit's statistics.
    public func habitStats(_ id: Habit.ID) throws -> HabitStatsScreen {
        try database.reader.read { db in
            let habit = try self.habit(id, db)
            return try habitStats(habit, today: today(db), db)
        }
    }

    func habitStats(_ habit: Habit, today: CalendarDay, _ db: Database) throws -> HabitStatsScreen {
        let computed = try histories([habit], today: today, db)[habit.id]!
        let history = computed.history
        return HabitStatsScreen(
            habit: HabitSummary(habit, position: habit.position + 1), currentStreak: history.currentStreak,
            longestStreak: history.longestStreak, streakUnit: StreakUnit(habit.schedule),
            bestStreaks: history.bestStreaks, rate30: history.rate30, rateAll: history.rateAll, total: history.total,
            strength: computed.strength,
            weekdayTotals: history.weekdayTotals.enumerated().map { .init(weekday: Schedule.weekdayKeys[$0], total: $1) },
            monthTotals: history.monthTotals.map { .init(month: $0.month, total: $0.total) })
    }

    /// Strength of every day from `from` (default: the first day) through `to` (default: today).
    public func scoreScreen(_ id: Habit.ID, from: CalendarDay? = nil, to: CalendarDay? = nil) throws -> ScoreScreen {
        try database.reader.read { db in
            let habit = try self.habit(id, db)
            return try scoreScreen(habit, today: today(db), from: from, to: to, db)
        }
    }

    func scoreScreen(_ habit: Habit, today: CalendarDay, from: CalendarDay? = nil, to: CalendarDay? = nil, _ db: Database) throws -> ScoreScreen {
        let computed = try histories([habit], today: today, db)[habit.id]!
        let days = computed.scores.enumerated().compactMap { offset, score -> ScoreScreen.Day? in
            let day = computed.history.firstDay.adding(days: offset)
            guard from.map({ day >= $0 }) ?? true, to.map({ day <= $0 }) ?? true else { return nil }
            return .init(date: day, score: score)
        }
        return ScoreScreen(habit: HabitSummary(habit, position: habit.position + 1), days: days)
    }

    /// The days from `from` (default: 30 days ago, or the first day) through `to` (default: today).
    public func historyScreen(_ id: Habit.ID, from: CalendarDay? = nil, to: CalendarDay? = nil) throws -> HistoryScreen {
        try database.reader.read { db in
            let habit = try self.habit(id, db)
            let today = try today(db)
            let history = try history(habit, today: today, db)
            let notes = try Entry.notes(of: habit.id, db)
            let start = from ?? max(history.firstDay, today.adding(days: -29))
            let end = to ?? today
            guard start <= end, start.days(to: end) <= 366 * 20 else {
                throw MyHabitLabError.valueNotAllowed("Choose --from on or before --to, at most 20 years apart.")
            }
            let days = (0...start.days(to: end)).map { offset -> HistoryScreen.Day in
                let day = start.adding(days: offset)
                let cell = DayCell(history, day)
                return .init(date: day, state: cell.state, value: cell.value, note: notes[day])
            }
            return HistoryScreen(habit: HabitSummary(habit, position: habit.position + 1), days: days)
        }
    }
}

/// One day of one habit, as the calendar editor's day sheet shows it.
public struct DayScreen: Codable, Sendable, Hashable {
    public let habit: HabitSummary
    public let date: CalendarDay
    public let state: DayState
    /// The value (measurable).
    public let value: Double?
    public let note: String?
    /// Whether the day is today (after the "day starts at" shift).
    public let isToday: Bool
}

extension MyHabitLab {
    /// `day` of a habit; future days cannot be opened.
    public func dayScreen(_ id: Habit.ID, day: CalendarDay) throws -> DayScreen {
        try database.reader.read { db in try dayScreen(id, day: day, db) }
    }

    func dayScreen(_ id: Habit.ID, day: CalendarDay, _ db: Database) throws -> DayScreen {
        let habit = try self.habit(id, db)
        let today = try today(db)
        guard day <= today else { throw MyHabitLabError.futureDay(day, today: today) }
        let history = try history(habit, today: today, db)
        let note = try Entry.note(of: habit.id, on: day, db)
        let cell = DayCell(history, day)
        return DayScreen(habit: HabitSummary(habit, position: habit.position + 1), date: day, state: cell.state,
                         value: cell.value, note: note, isToday: day == today)
    }
}
