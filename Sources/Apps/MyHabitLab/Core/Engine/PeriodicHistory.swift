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

    enum Outcome: Sendable { case met, excused, missed, pending }

    /// Every period from the one holding `firstDay` through the one holding `today`, with its outcome.
    func outcomes(habit: Habit, marks: [DayMark?], firstDay: CalendarDay, today: CalendarDay) -> [(start: CalendarDay, outcome: Outcome)] {
        var result: [(CalendarDay, Outcome)] = []
        var start = periodStart(firstDay)
        while start <= today {
            let end = start.adding(days: days - 1)
            let first = max(start, firstDay)
            let last = min(end, today)
            var met = 0
            var skipped = 0
            for offset in firstDay.days(to: first)...firstDay.days(to: last) {
                if habit.isMet(marks[offset]) { met += 1 } else if marks[offset]?.isSkipped == true { skipped += 1 }
            }
            let required = min(times, first.days(to: end) + 1)
            let outcome: Outcome = met >= required ? .met : end >= today ? .pending : met + skipped >= required ? .excused : .missed
            result.append((start, outcome))
            start = start.adding(days: days)
        }
        return result
    }

    /// An unmet, unskipped day: missed when its period ended missed, else not needed (or pending today).
    func stateOfUnmetDay(outcome: Outcome, isToday: Bool) -> DayState {
        switch outcome {
        case .missed: .missed
        case .pending: isToday ? .pending : .notDue
        case .met, .excused: .notDue
        }
    }

    func streaks(in history: HabitHistory) -> [HabitHistory.Streak] {
        var result: [HabitHistory.Streak] = []
        var run: (start: CalendarDay, end: CalendarDay, length: Int)?
        for period in history.periodOutcomes {
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

    func currentStreak(in history: HabitHistory) -> Int {
        var count = 0
        for period in history.periodOutcomes.reversed() {
            switch period.outcome {
            case .met: count += 1
            case .missed: return count
            case .excused, .pending: continue
            }
        }
        return count
    }

    func rate(from start: CalendarDay, in history: HabitHistory) -> Double? {
        var met = 0
        var missed = 0
        for period in history.periodOutcomes where period.start.adding(days: days - 1) >= start {
            switch period.outcome {
            case .met: met += 1
            case .missed: missed += 1
            case .excused, .pending: break
            }
        }
        return met + missed == 0 ? nil : Double(met) / Double(met + missed)
    }
}
