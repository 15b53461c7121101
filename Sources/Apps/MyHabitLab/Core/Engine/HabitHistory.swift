import DayKit

/// One habit's whole history from its first day through today, and everything computed from it:
/// day states, streaks, rates, totals. Pure: built from the habit, its marks and today.
///
/// Due days are met when done or when their value meets the target. Days that are not due and
/// skipped days are passed over: they neither break a streak nor count in a rate. Today, not met
/// yet, is pending: the current streak then ends yesterday. Habits that are due N times in M days
/// count in periods instead of days (see `PeriodicHistory`).
public struct HabitHistory: Sendable {
    /// The habit.
    public let habit: Habit
    /// Today (after the "day starts at" shift).
    public let today: CalendarDay
    /// The first day: the habit's creation day, or today if it was created "later" by a clock change.
    public let firstDay: CalendarDay
    /// The mark of each day from `firstDay` through `today` (index 0 is `firstDay`).
    let marks: [DayMark?]
    /// The period arithmetic for N-in-M habits.
    let periods: PeriodicHistory?

    /// The history of `habit` with `marks` by day, as of `today`; `firstWeekday` aligns weekly periods.
    public init(habit: Habit, marks byDay: [CalendarDay: DayMark], today: CalendarDay, firstWeekday: Int) {
        self.habit = habit
        self.today = today
        let first = min(habit.createdDay, today)
        firstDay = first
        var marks = [DayMark?](repeating: nil, count: first.days(to: today) + 1)
        for (day, mark) in byDay where day >= first && day <= today {
            marks[first.days(to: day)] = mark
        }
        self.marks = marks
        if case .times(let times, let days) = habit.schedule, days > 1 {
            periods = PeriodicHistory(times: times, days: days, firstWeekday: firstWeekday)
        } else {
            periods = nil
        }
    }

    /// The mark on `day`, if any.
    public func mark(on day: CalendarDay) -> DayMark? {
        guard day >= firstDay, day <= today else { return nil }
        return marks[firstDay.days(to: day)]
    }

    /// Whether `day` is met.
    public func isMet(_ day: CalendarDay) -> Bool { habit.isMet(mark(on: day)) }

    // MARK: - Day states

    /// How `day` looks.
    public func state(on day: CalendarDay) -> DayState {
        if day > today { return .future }
        if day < firstDay { return .beforeStart }
        let mark = mark(on: day)
        if habit.isMet(mark) { return .done }
        if mark?.isSkipped == true { return .skipped }
        if let periods { return periods.stateOfUnmetDay(day, in: self) }
        if !habit.schedule.isDue(day) { return .notDue }
        return day == today ? .pending : .missed
    }

    // MARK: - Streaks

    /// A run of met due days (or periods) without a miss between them.
    public struct Streak: Codable, Sendable, Hashable {
        /// Its first met day.
        public let start: CalendarDay
        /// Its last met day.
        public let end: CalendarDay
        /// How many met days (periods, for N-in-M habits) it holds.
        public let length: Int
    }

    /// Every streak, oldest first.
    public var streaks: [Streak] {
        if let periods { return periods.streaks(in: self) }
        var result: [Streak] = []
        var start: CalendarDay?
        var last = firstDay
        var length = 0
        var day = firstDay
        while day <= today {
            switch state(on: day) {
            case .done:
                if start == nil { start = day }
                last = day
                length += 1
            case .missed:
                if let begun = start { result.append(Streak(start: begun, end: last, length: length)) }
                start = nil
                length = 0
            default:
                break
            }
            day = day.adding(days: 1)
        }
        if let begun = start { result.append(Streak(start: begun, end: last, length: length)) }
        return result
    }

    /// Consecutive met due days ending today, or ending yesterday while today is not met yet.
    public var currentStreak: Int { currentStreakWalk.count }

    /// The current streak, and whether it runs back to the first day with no miss (a history read
    /// from a window then needs the days before it).
    var currentStreakWalk: (count: Int, reachesFirstDay: Bool) {
        if let periods { return periods.currentStreak(in: self) }
        var count = 0
        var day = today
        while day >= firstDay {
            switch state(on: day) {
            case .done: count += 1
            case .missed: return (count, false)
            default: break
            }
            day = day.adding(days: -1)
        }
        return (count, true)
    }

    /// The longest streak's length.
    public var longestStreak: Int { streaks.map(\.length).max() ?? 0 }

    /// The five longest streaks, longest first (the more recent first among equals).
    public var bestStreaks: [Streak] {
        Array(streaks.enumerated().sorted { ($0.element.length, $0.offset) > ($1.element.length, $1.offset) }.prefix(5).map(\.element))
    }

    // MARK: - Rates and totals

    /// The share of due days met over the last 30 days (today included once met); nil when none was due.
    public var rate30: Double? { rate(from: today.adding(days: -29)) }

    /// The share of due days met since the first day; nil when none was due.
    public var rateAll: Double? { rate(from: firstDay) }

    /// The share of due days (or periods) met from `start` through today.
    public func rate(from start: CalendarDay) -> Double? {
        if let periods { return periods.rate(from: start, in: self) }
        var met = 0
        var missed = 0
        var day = max(start, firstDay)
        while day <= today {
            switch state(on: day) {
            case .done: met += 1
            case .missed: missed += 1
            default: break
            }
            day = day.adding(days: 1)
        }
        return met + missed == 0 ? nil : Double(met) / Double(met + missed)
    }

    /// Every met day.
    public var total: Int { marks.reduce(0) { $0 + (habit.isMet($1) ? 1 : 0) } }

    /// Met days by weekday: index 0 is Sunday.
    public var weekdayTotals: [Int] {
        var totals = [Int](repeating: 0, count: 7)
        for (offset, mark) in marks.enumerated() where habit.isMet(mark) {
            totals[firstDay.adding(days: offset).weekday - 1] += 1
        }
        return totals
    }

    /// Met days by month (`YYYY-MM`), oldest first.
    public var monthTotals: [(month: String, total: Int)] {
        var totals: [(String, Int)] = []
        var day = CalendarDay(year: firstDay.year, month: firstDay.month, day: 1)!
        while day <= today {
            let next = day.month == 12 ? CalendarDay(year: day.year + 1, month: 1, day: 1)! : CalendarDay(year: day.year, month: day.month + 1, day: 1)!
            var count = 0
            var current = max(day, firstDay)
            while current < next && current <= today {
                if isMet(current) { count += 1 }
                current = current.adding(days: 1)
            }
            totals.append((String(day.description.prefix(7)), count))
            day = next
        }
        return totals
    }
}
