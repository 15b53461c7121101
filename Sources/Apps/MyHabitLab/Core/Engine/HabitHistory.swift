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
    /// Each day's state from `firstDay` through `today`, computed once.
    let states: [DayState]
    /// For N-in-M habits, every period from the first day's through today's, oldest first.
    let periodOutcomes: [(start: CalendarDay, outcome: PeriodicHistory.Outcome)]

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
        let periods: PeriodicHistory?
        if case .times(let times, let days) = habit.schedule, days > 1 {
            periods = PeriodicHistory(times: times, days: days, firstWeekday: firstWeekday)
        } else {
            periods = nil
        }
        self.periods = periods
        let outcomes = periods?.outcomes(habit: habit, marks: marks, firstDay: first, today: today) ?? []
        periodOutcomes = outcomes
        var states: [DayState] = []
        states.reserveCapacity(marks.count)
        var day = first
        var period = 0
        for (offset, mark) in marks.enumerated() {
            // NB: an "at most" habit is met with nothing logged, but only on the days it is due.
            if habit.isMet(mark), mark != nil || periods != nil || habit.schedule.isDue(day) {
                states.append(.done)
            } else if mark?.isSkipped == true {
                states.append(.skipped)
            } else if let periods {
                while period + 1 < outcomes.count && outcomes[period + 1].start <= day { period += 1 }
                states.append(periods.stateOfUnmetDay(outcome: outcomes[period].outcome, isToday: offset == marks.count - 1))
            } else if !habit.schedule.isDue(day) {
                states.append(.notDue)
            } else {
                // NB: an "at most" day over its limit is over already, today too (issue 39, item 5).
                states.append(offset == marks.count - 1 && !habit.isOver(mark) ? .pending : .missed)
            }
            day = day.adding(days: 1)
        }
        self.states = states
    }

    /// The mark on `day`, if any.
    public func mark(on day: CalendarDay) -> DayMark? {
        guard day >= firstDay, day <= today else { return nil }
        return marks[firstDay.days(to: day)]
    }

    /// Whether `day` is met.
    public func isMet(_ day: CalendarDay) -> Bool { state(on: day) == .done }

    /// Whether today is due as Today shows it: a due weekday, and for an N-in-M habit a day of a
    /// period that still needs it, or that it met.
    public var isDueToday: Bool {
        habit.schedule.isDue(today) && (periods == nil || state(on: today) != .notDue || isMet(today))
    }

    // MARK: - Day states

    /// How `day` looks.
    public func state(on day: CalendarDay) -> DayState {
        if day > today { return .future }
        if day < firstDay { return .beforeStart }
        return states[firstDay.days(to: day)]
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
        var start: Int?
        var last = 0
        var length = 0
        for (offset, state) in states.enumerated() {
            switch state {
            case .done:
                if start == nil { start = offset }
                last = offset
                length += 1
            case .missed:
                if let begun = start { result.append(Streak(start: firstDay.adding(days: begun), end: firstDay.adding(days: last), length: length)) }
                start = nil
                length = 0
            default:
                break
            }
        }
        if let begun = start { result.append(Streak(start: firstDay.adding(days: begun), end: firstDay.adding(days: last), length: length)) }
        return result
    }

    /// Consecutive met due days ending today, or ending yesterday while today is not met yet.
    public var currentStreak: Int {
        if let periods { return periods.currentStreak(in: self) }
        var count = 0
        for state in states.reversed() {
            switch state {
            case .done: count += 1
            case .missed: return count
            default: break
            }
        }
        return count
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
        let from = max(0, firstDay.days(to: start))
        for state in states.dropFirst(from) {
            switch state {
            case .done: met += 1
            case .missed: missed += 1
            default: break
            }
        }
        return met + missed == 0 ? nil : Double(met) / Double(met + missed)
    }

    /// Every met day.
    public var total: Int { states.reduce(0) { $0 + ($1 == .done ? 1 : 0) } }

    /// Met days by weekday: index 0 is Sunday.
    public var weekdayTotals: [Int] {
        var totals = [Int](repeating: 0, count: 7)
        let firstWeekday = firstDay.weekday - 1
        for (offset, state) in states.enumerated() where state == .done {
            totals[(firstWeekday + offset) % 7] += 1
        }
        return totals
    }

    /// Met days by month (`YYYY-MM`), oldest first.
    public var monthTotals: [(month: String, total: Int)] {
        var totals: [(String, Int)] = []
        var day = CalendarDay(year: firstDay.year, month: firstDay.month, day: 1)!
        while day <= today {
            let next = day.month == 12 ? CalendarDay(year: day.year + 1, month: 1, day: 1)! : CalendarDay(year: day.year, month: day.month + 1, day: 1)!
            let from = max(0, firstDay.days(to: day))
            let to = min(states.count, firstDay.days(to: next))
            let count = from < to ? states[from..<to].reduce(0) { $0 + ($1 == .done ? 1 : 0) } : 0
            totals.append((String(day.description.prefix(7)), count))
            day = next
        }
        return totals
    }
}
