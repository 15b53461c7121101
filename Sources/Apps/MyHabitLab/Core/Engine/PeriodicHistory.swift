import DayKit

/// The period arithmetic of a habit due N times in every M days.
///
/// Periods are fixed blocks of M days that never move when the habit's first day does: for M = 7
/// they are the weeks of the user's calendar (its first weekday), otherwise blocks of M days
/// counted from 1970-01-01. A period is met when at least N of its days are met; it is excused
/// (passed over like a skipped day) when its met and skipped days reach N together; otherwise it
/// is missed once it is over. The current period is pending until met. The first period asks only
/// for as many days as it has from the habit's first day (at most N). Streaks and rates count
/// periods: a streak of 3 is three met periods in a row.
struct PeriodicHistory: Sendable {
    let times: Int
    let days: Int
    /// Day number of a period's first day, modulo `days`.
    let anchor: Int

    init(times: Int, days: Int, firstWeekday: Int) {
        self.times = times
        self.days = days
        // NB: day number 0 (1970-01-01) was a Thursday, weekday 5.
        anchor = days == 7 ? ((firstWeekday - 5) % 7 + 7) % 7 : 0
    }

    /// The first day of the period holding `day`.
    func periodStart(_ day: CalendarDay) -> CalendarDay {
        let offset = ((day.dayNumber - anchor) % days + days) % days
        return day.adding(days: -offset)
    }

    enum Outcome { case met, excused, missed, pending }

    /// A period's outcome, with its met days counted from the habit's first day through today.
    func outcome(startingOn start: CalendarDay, in history: HabitHistory) -> Outcome {
        let end = start.adding(days: days - 1)
        let first = max(start, history.firstDay)
        let last = min(end, history.today)
        var met = 0
        var skipped = 0
        var day = first
        while day <= last {
            let mark = history.mark(on: day)
            if history.habit.isMet(mark) { met += 1 } else if mark?.isSkipped == true { skipped += 1 }
            day = day.adding(days: 1)
        }
        let required = min(times, first.days(to: end) + 1)
        if met >= required { return .met }
        if end >= history.today { return .pending }
        return met + skipped >= required ? .excused : .missed
    }

    /// An unmet, unskipped day: missed when its period ended missed, else not needed (or pending today).
    func stateOfUnmetDay(_ day: CalendarDay, in history: HabitHistory) -> DayState {
        switch outcome(startingOn: periodStart(day), in: history) {
        case .missed: .missed
        case .pending: day == history.today ? .pending : .notDue
        case .met, .excused: .notDue
        }
    }

    /// Every period from the first day's through today's, oldest first.
    private func periods(in history: HabitHistory) -> [(start: CalendarDay, outcome: Outcome)] {
        var result: [(CalendarDay, Outcome)] = []
        var start = periodStart(history.firstDay)
        while start <= history.today {
            result.append((start, outcome(startingOn: start, in: history)))
            start = start.adding(days: days)
        }
        return result
    }

    func streaks(in history: HabitHistory) -> [HabitHistory.Streak] {
        var result: [HabitHistory.Streak] = []
        var run: (start: CalendarDay, end: CalendarDay, length: Int)?
        for period in periods(in: history) {
            switch period.outcome {
            case .met:
                let start = max(period.start, history.firstDay)
                let end = min(period.start.adding(days: days - 1), history.today)
                run = run.map { ($0.start, end, $0.length + 1) } ?? (start, end, 1)
            case .missed:
                if let run { result.append(.init(start: run.start, end: run.end, length: run.length)) }
                run = nil
            case .excused, .pending:
                break
            }
        }
        if let run { result.append(.init(start: run.start, end: run.end, length: run.length)) }
        return result
    }

    func currentStreak(in history: HabitHistory) -> (count: Int, reachesFirstDay: Bool) {
        var count = 0
        for period in periods(in: history).reversed() {
            switch period.outcome {
            case .met: count += 1
            case .missed: return (count, false)
            case .excused, .pending: continue
            }
        }
        return (count, true)
    }

    func rate(from start: CalendarDay, in history: HabitHistory) -> Double? {
        var met = 0
        var missed = 0
        for period in periods(in: history) where period.start.adding(days: days - 1) >= start {
            switch period.outcome {
            case .met: met += 1
            case .missed: missed += 1
            case .excused, .pending: break
            }
        }
        return met + missed == 0 ? nil : Double(met) / Double(met + missed)
    }
}
