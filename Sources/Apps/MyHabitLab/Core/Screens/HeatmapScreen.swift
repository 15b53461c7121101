import DayKit
import Foundation
import GRDB

/// A year of one habit's days as weeks in columns (the locale's first weekday on top).
public struct HeatmapScreen: Codable, Sendable, Hashable {
    public let habit: HabitSummary
    public let year: Int
    /// The weekday of each row, top first (1 = Sunday).
    public let weekdays: [Int]
    /// Columns of seven cells; nil for days outside the year.
    public let weeks: [[HeatmapDay?]]
    /// The year before, if the habit has days in it.
    public let previousYear: Int?
    /// The year after, if it is not in the future.
    public let nextYear: Int?
}

/// One heatmap (or calendar) day.
public struct HeatmapDay: Codable, Sendable, Hashable {
    public let date: CalendarDay
    public let state: DayState
    /// 0…4: how much was done (yes/no: 4 done, 0 not).
    public let level: Int
    public let value: Double?
}

/// One month of a habit's days, weeks in rows (the calendar editor).
public struct CalendarMonthScreen: Codable, Sendable, Hashable {
    public let habit: HabitSummary
    /// `YYYY-MM`.
    public let month: String
    /// The weekday of each column, first first.
    public let weekdays: [Int]
    /// Rows of seven cells; nil before the 1st and after the last day.
    public let weeks: [[HeatmapDay?]]
    /// The month before (`YYYY-MM`), back to the habit's first month or `calendarYearsBack`
    /// years before today, whichever is earlier.
    public let previousMonth: String?
    /// The month after, if it is not in the future.
    public let nextMonth: String?
}

extension MyHabitLab {
    /// The heatmap of `year` (default: this year).
    public func heatmapScreen(_ id: Habit.ID, year requested: Int? = nil) throws -> HeatmapScreen {
        try database.reader.read { db in
            let habit = try self.habit(id, db)
            return try heatmapScreen(habit, today: today(db), year: requested, db)
        }
    }

    func heatmapScreen(_ habit: Habit, today: CalendarDay, year requested: Int?, _ db: Database) throws -> HeatmapScreen {
        let year = requested ?? today.year
        guard (1970...today.year).contains(year) else {
            throw MyHabitLabError.valueNotAllowed("Choose a year from 1970 to \(today.year).")
        }
        let history = try history(habit, today: today, db)
        let first = CalendarDay(year: year, month: 1, day: 1)!
        let last = CalendarDay(year: year, month: 12, day: 31)!
        let columns = grid(from: first, through: last, history: history)
        return HeatmapScreen(habit: HabitSummary(habit, position: habit.position + 1), year: year, weekdays: weekdayOrder,
                             weeks: columns, previousYear: year > history.firstDay.year ? year - 1 : nil,
                             nextYear: year < today.year ? year + 1 : nil)
    }

    /// The calendar month `month` (`YYYY-MM`, default: this month).
    public func calendarScreen(_ id: Habit.ID, month requested: String? = nil) throws -> CalendarMonthScreen {
        try database.reader.read { db in
            let habit = try self.habit(id, db)
            return try calendarScreen(habit, today: today(db), month: requested, db)
        }
    }

    func calendarScreen(_ habit: Habit, today: CalendarDay, month requested: String?, _ db: Database) throws -> CalendarMonthScreen {
        let first: CalendarDay
        if let requested {
            guard let day = CalendarDay(requested + "-01") else {
                throw MyHabitLabError.valueNotAllowed("“\(requested)” is not a month like 2026-11.")
            }
            first = day
        } else {
            first = CalendarDay(year: today.year, month: today.month, day: 1)!
        }
        let history = try history(habit, today: today, db)
        let next = first.month == 12 ? CalendarDay(year: first.year + 1, month: 1, day: 1)! : CalendarDay(year: first.year, month: first.month + 1, day: 1)!
        let previous = first.month == 1 ? CalendarDay(year: first.year - 1, month: 12, day: 1)! : CalendarDay(year: first.year, month: first.month - 1, day: 1)!
        // The calendar pages back past the habit's first day, so days before it can be filled in
        // (marking one moves the first day back), as far as `calendarYearsBack` before today.
        let thisMonth = CalendarDay(year: today.year, month: today.month, day: 1)!
        let reach = CalendarDay(year: thisMonth.year - Self.calendarYearsBack, month: thisMonth.month, day: 1)!
        let firstMonth = min(CalendarDay(year: history.firstDay.year, month: history.firstDay.month, day: 1)!, reach)
        guard first >= firstMonth, first <= today else {
            throw MyHabitLabError.valueNotAllowed("Months go from \(firstMonth.description.prefix(7)) to \(today.description.prefix(7)).")
        }
        return CalendarMonthScreen(
            habit: HabitSummary(habit, position: habit.position + 1), month: String(first.description.prefix(7)),
            weekdays: weekdayOrder, weeks: grid(from: first, through: next.adding(days: -1), history: history, rows: true),
            previousMonth: previous >= firstMonth ? String(previous.description.prefix(7)) : nil,
            nextMonth: next <= today ? String(next.description.prefix(7)) : nil)
    }

    /// How many years back the calendar pages before a habit's first day, to fill in days before it.
    public static let calendarYearsBack = 5

    /// The weekdays in the locale's order.
    var weekdayOrder: [Int] { (0..<7).map { (calendar.firstWeekday - 1 + $0) % 7 + 1 } }

    /// The days `first…last` in weeks of seven (padded with nil), starting on the locale's first weekday.
    private func grid(from first: CalendarDay, through last: CalendarDay, history: HabitHistory, rows: Bool = false) -> [[HeatmapDay?]] {
        let lead = (first.weekday - calendar.firstWeekday + 7) % 7
        var weeks: [[HeatmapDay?]] = []
        var week = [HeatmapDay?](repeating: nil, count: lead)
        var day = first
        while day <= last {
            week.append(HeatmapDay(history, day))
            if week.count == 7 {
                weeks.append(week)
                week = []
            }
            day = day.adding(days: 1)
        }
        if !week.isEmpty { weeks.append(week + [HeatmapDay?](repeating: nil, count: 7 - week.count)) }
        return weeks
    }
}

extension HeatmapDay {
    init(_ history: HabitHistory, _ day: CalendarDay) {
        let cell = DayCell(history, day)
        date = day
        state = cell.state
        value = cell.value
        switch (history.habit.kind, cell.state) {
        case (_, .done) where history.habit.kind == .yesNo: level = 4
        case (.measurable(_, let target, let direction), _):
            if cell.state == .done { level = 4 } else if let value = cell.value, value > 0, direction == .atLeast {
                level = min(3, max(1, Int((value / target * 4).rounded(.up))))
            } else {
                level = cell.value.map { $0 > 0 ? 1 : 0 } ?? 0
            }
        default: level = 0
        }
    }
}
