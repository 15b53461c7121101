import DayKit
import Foundation

/// A challenge's attempts and every day of them up to today, derived from its plan, the user's
/// starts and its logs: nothing here is stored, so history is never rewritten or wiped.
///
/// - A day is **judged** once its grace has passed: with a grace of G days, day D is judged when
///   day D + G ends (D ≤ today − G − 1). Until then it can still be logged.
/// - **Strict**: the first judged day with a due task not completed fails the attempt (those tasks
///   are `failed`). The failed attempt keeps the days up to its judging (D + G) and a new attempt's
///   day 1 is the day after (D + G + 1). Days missed while the app was closed are judged the same.
/// - **Lenient**: judged misses are `missed`; the attempt completes when its last day is judged.
/// - A `timesPerWeek(N)` task (a weekly quota) is asked on every day of each challenge week (days
///   1–7, 8–14, …, the last week possibly shorter, where the quota is at most its days) until N of
///   the week's days completed it. Its week is judged with the week's last day: a week short by K
///   completions counts K misses, on the last K days of the week that did not complete it; its
///   other days were not due. Strict: a week short of its quota fails the attempt on the week's
///   last day, judged with the grace like any day (see `WeeklyQuota.swift`).
/// - A user restart starts a new attempt on its day; an abandon ends the attempt that day, which is
///   not judged (and the challenge, unless a restart follows).
public struct ChallengeTimeline: Sendable, Hashable {
    public let attempts: [Attempt]
    /// Every day of every attempt, oldest first, up to today.
    public let days: [Day]
    public let status: ChallengeStatus
    /// Days ≤ this are judged.
    public let judgedThrough: CalendarDay

    /// One attempt at the challenge.
    public struct Attempt: Sendable, Hashable, Codable {
        public let number: Int
        public let start: CalendarDay
        /// The planned last day (start + days − 1).
        public let plannedEnd: CalendarDay
        public let outcome: Outcome
    }

    /// How an attempt ended, or that it has not.
    public enum Outcome: Sendable, Hashable, Codable {
        /// Still going (or, when its start is after today, about to start).
        case running
        /// Every day passed (strict: with every due task completed).
        case completed
        /// A due task missed on `on` failed it (strict).
        case failed(on: CalendarDay)
        /// The user restarted on `on`.
        case restarted(on: CalendarDay)
        /// The user abandoned it on `on`.
        case abandoned(on: CalendarDay)
    }

    /// One calendar day of an attempt.
    public struct Day: Sendable, Hashable {
        public let date: CalendarDay
        /// Its number in the attempt (1-based).
        public let challengeDay: Int
        public let attempt: Int
        public let tasks: [TaskDay]
        public let isJudged: Bool

        /// Every task due that day completed (a day with none due is perfect too).
        public var isPerfect: Bool { tasks.allSatisfy { !$0.isDue || $0.status == .completed } }
        /// Whether any task was due.
        public var hasDueTasks: Bool { tasks.contains(where: \.isDue) }
    }

    /// One task on one day.
    public struct TaskDay: Sendable, Hashable {
        public let taskID: ChallengeTask.ID
        public let status: TaskStatus
        /// Whether it is asked on this day. A weekly quota's task is asked on every day of its week
        /// until the quota is met; once its week is judged, on the days that completed it and on
        /// the days that count its misses.
        public let isDue: Bool
        public let target: Double
        public let log: TaskLog?
        /// Whether its status is final: its day is judged and, for a weekly quota, its week too.
        public let isJudged: Bool
        /// A weekly quota's standing in the day's week (nil for other tasks).
        public let week: WeekQuota?
    }

    /// The timeline of `challenge` with `logs` (by task, then day) as of `today`.
    public init(_ challenge: Challenge, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]], today: CalendarDay) {
        judgedThrough = today.adding(days: -(challenge.grace + 1))
        let starts = challenge.starts.sorted()
        var attempts: [Attempt] = []
        var days: [Day] = []
        var start = starts[0]
        var nextUserStart = 1
        while true {
            let number = attempts.count + 1
            let plannedEnd = start.adding(days: challenge.days - 1)
            let restart = starts.indices.contains(nextUserStart) ? starts[nextUserStart] : nil
            // NB: an abandon on the day of a restart came before it: it ends the earlier attempt.
            let startedByRestart = nextUserStart > 1 && starts[nextUserStart - 1] == start
            let abandon = challenge.abandons.first { day in
                (day > start || (day == start && !startedByRestart)) && restart.map { day < $0 } ?? true
            }
            let lastDay = min(today, abandon ?? today)
            var failedOn: CalendarDay?
            var date = start
            var lastJudgedWeekEnd = 0
            while date <= plannedEnd, date <= lastDay, restart.map({ date < $0 }) ?? true,
                  failedOn.map({ date <= $0.adding(days: challenge.grace) }) ?? true {
                let dayNumber = start.days(to: date) + 1
                let judged = date <= judgedThrough && abandon.map { date < $0 } ?? true
                let day = Self.day(date, number: dayNumber, attempt: number, challenge: challenge, logs: logs, judged: judged,
                                   strictFailureAllowed: failedOn == nil)
                if challenge.rule == .strict, failedOn == nil, day.tasks.contains(where: { $0.status == .failed }) { failedOn = date }
                days.append(day)
                // A week's quotas are judged with its last day.
                if judged, Self.week(containing: dayNumber, length: challenge.days).upperBound == dayNumber {
                    let failed = Self.judgeWeek(endingAt: days.count - 1, in: &days, challenge: challenge, logs: logs,
                                                strictFailureAllowed: failedOn == nil || failedOn == date)
                    if challenge.rule == .strict, failed, failedOn == nil { failedOn = date }
                    lastJudgedWeekEnd = dayNumber
                }
                date = date.adding(days: 1)
            }
            let outcome: Outcome
            var next: CalendarDay?
            if let failedOn {
                outcome = .failed(on: failedOn)
                next = failedOn.adding(days: challenge.grace + 1)
                if let restart, restart <= next! { next = restart; nextUserStart += 1 }
            } else if let restart, restart <= plannedEnd {
                outcome = .restarted(on: restart)
                next = restart
                nextUserStart += 1
            } else if let abandon {
                outcome = .abandoned(on: abandon)
                if let restart { next = restart; nextUserStart += 1 }
            } else if plannedEnd <= judgedThrough {
                outcome = .completed
                if let restart { next = restart; nextUserStart += 1 }  // started again after completing it
            } else {
                outcome = .running
            }
            if outcome != .running, let last = days.last, last.attempt == number,
               Self.week(containing: last.challengeDay, length: challenge.days).upperBound != lastJudgedWeekEnd {
                // The attempt ended inside a week: that week's quotas are never judged.
                Self.closeWeek(endingAt: days.count - 1, in: &days, challenge: challenge)
            }
            attempts.append(Attempt(number: number, start: start, plannedEnd: plannedEnd, outcome: outcome))
            guard let next else { break }
            guard next <= today else {
                // The next attempt begins after today (the day after a strict failure's judging).
                attempts.append(Attempt(number: number + 1, start: next, plannedEnd: next.adding(days: challenge.days - 1), outcome: .running))
                break
            }
            start = next
        }
        self.attempts = attempts
        self.days = days
        if case .abandoned = attempts.last!.outcome {
            status = .failed
        } else if attempts.last!.outcome == .completed {
            status = .completed
        } else if attempts.count == 1, attempts[0].start > today {
            status = .notStarted
        } else {
            status = .inProgress
        }
    }

    /// One day's tasks, judged when `judged` (a weekly quota's only as its week stands so far:
    /// `judgeWeek` judges it with the week's last day).
    static func day(_ date: CalendarDay, number: Int, attempt: Int, challenge: Challenge, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]],
                            judged: Bool, strictFailureAllowed: Bool) -> Day {
        let tasks = challenge.tasks.map { task -> TaskDay in
            if case .timesPerWeek(let times) = task.frequency {
                return weeklyDay(task, times: times, date: date, number: number, challenge: challenge, logs: logs)
            }
            let target = task.target(onDay: number)
            let log = logs[task.id]?[date]
            let progress = Self.progress(task, log, target: target)
            let isDue = task.isDue(onDay: number, date: date)
            var status = progress
            if !isDue, progress == .notStarted {
                status = .notDue
            } else if isDue, judged, progress != .completed {
                status = challenge.rule == .strict && strictFailureAllowed ? .failed : .missed
            }
            return TaskDay(taskID: task.id, status: status, isDue: isDue, target: target, log: log, isJudged: judged, week: nil)
        }
        return Day(date: date, challengeDay: number, attempt: attempt, tasks: tasks, isJudged: judged)
    }

    /// How far `log` goes toward `target`: not started, in progress or completed.
    static func progress(_ task: ChallengeTask, _ log: TaskLog?, target: Double) -> TaskStatus {
        guard let log else { return .notStarted }
        let amount: Double
        if case .checklist(let items) = task.measurement {
            amount = Double(log.checked.intersection(items).count)
        } else {
            amount = log.value
        }
        if target > 0, QuantityUnit.reaches(amount, target) { return .completed }
        return amount > 0 || log.timerStartedAt != nil ? .inProgress : .notStarted
    }

    // MARK: - Where the challenge stands

    /// The attempt that counts now: the last one.
    public var current: Attempt { attempts.last! }

    /// Today's number in the current attempt (1-based, at most its length; an abandoned attempt
    /// stays at the day it was abandoned); 0 before it starts.
    public func currentDay(today: CalendarDay, length: Int) -> Int {
        guard today >= current.start else { return 0 }
        var end = today
        if case .abandoned(let day) = current.outcome { end = min(end, day) }
        return min(length, current.start.days(to: end) + 1)
    }

    /// The current attempt's days behind the person: those that have ended, and today once every
    /// task due today is completed (all of them once the attempt is complete).
    public func daysBehind(today: CalendarDay, length: Int) -> Int {
        if current.outcome == .completed { return length }
        return min(length, days.filter { $0.attempt == current.number && ($0.date < today || $0.date == today && $0.isPerfect) }.count)
    }

    /// The current attempt's completed days so far: every task due completed (today included once
    /// it is; a day with nothing due counts too).
    public func completedDays(today: CalendarDay, length: Int) -> Int {
        min(length, days.filter { $0.attempt == current.number && $0.date <= today && $0.isPerfect }.count)
    }

    /// The day `date` of the current attempt, if it has one.
    public func currentAttemptDay(_ date: CalendarDay) -> Day? {
        days.last { $0.date == date }.flatMap { $0.attempt == current.number ? $0 : nil }
    }
}
