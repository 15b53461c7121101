import DayKit
import Foundation

/// A weekly quota's week as it stands on one of its days: "1 of 3 this week".
public struct WeekQuota: Codable, Sendable, Hashable {
    /// The week's days that completed the task.
    public let done: Int
    /// How many the week asks: the task's times a week, at most the week's days it can be done on.
    public let times: Int
    /// The week's days from this one on (this one included) that have not completed it: the
    /// chances left to meet the quota.
    public let daysLeft: Int

    /// Whether the quota is met.
    public var isMet: Bool { done >= times }
    /// Whether every chance left is needed: one more day without it and the week falls short.
    public var needsEveryDayLeft: Bool { times - done >= daysLeft }
}

/// How a weekly quota (`timesPerWeek(N)`) is asked and judged, week by week of an attempt.
///
/// - Until its week is judged, the task is asked on each day of the week that completed it, and
///   on every other day while fewer than N of the week's days completed it.
/// - When the week's last day is judged, a week short by K completions counts K misses, on the
///   last K of its days that did not complete it; its other days were not due. Under a strict rule
///   (when nothing failed the attempt before) the last of those misses is `failed` and the attempt
///   fails on the week's last day, judged with the grace like any day. So a Couch to 5K week with one run of
///   three is 1 of 3, and a 75 Soft week without a workout is 6 misses.
/// - A week an attempt does not reach the end of (a strict failure, a restart, an abandon) is
///   never judged: only its completed days count.
///
/// Days with a target of 0 (rest days) are never asked; a week with fewer days to do it on than N
/// (the challenge's last, shorter week) asks for each of them.
extension ChallengeTimeline {
    /// The challenge days of the week holding day `number` (1–7, 8–14, …; the last ends on day
    /// `length`).
    static func week(containing number: Int, length: Int) -> ClosedRange<Int> {
        let first = number - (number - 1) % 7
        return first...max(first, min(first + 6, length))
    }

    /// A weekly quota's task on day `number` (falling on `date`) as its week stands so far.
    static func weeklyDay(_ task: ChallengeTask, times: Int, date: CalendarDay, number: Int, challenge: Challenge,
                          logs: [ChallengeTask.ID: [CalendarDay: TaskLog]]) -> TaskDay {
        let week = weekDays(task, containing: number, date: date, challenge: challenge, logs: logs)
        let quota = WeekQuota(done: week.done, times: min(times, week.eligible.count), daysLeft: week.daysLeft(from: number))
        let target = task.target(onDay: number)
        let log = logs[task.id]?[date]
        let progress = progress(task, log, target: target)
        let isDue = target > 0 && (progress == .completed || !quota.isMet)
        return TaskDay(taskID: task.id, status: !isDue && progress == .notStarted ? .notDue : progress, isDue: isDue, target: target,
                       log: log, isJudged: false, week: quota)
    }

    /// Judges the weekly quotas of the week ending with `days[end]`; returns whether a miss failed
    /// the attempt (strict).
    static func judgeWeek(endingAt end: Int, in days: inout [Day], challenge: Challenge, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]],
                          strictFailureAllowed: Bool) -> Bool {
        let last = days[end]
        let range = week(containing: last.challengeDay, length: challenge.days)
        let first = end - (last.challengeDay - range.lowerBound)
        var failed = false
        for (index, task) in challenge.tasks.enumerated() {
            guard case .timesPerWeek(let times) = task.frequency else { continue }
            let week = weekDays(task, containing: last.challengeDay, date: last.date, challenge: challenge, logs: logs)
            let quota = min(times, week.eligible.count)
            let short = Set(week.eligible.filter { !week.completed.contains($0) }.suffix(max(0, quota - week.done)))
            for position in first...end {
                let day = days[position]
                let state = day.tasks[index]
                let isDue = state.status == .completed || short.contains(day.challengeDay)
                var status = state.status
                if short.contains(day.challengeDay) {
                    // NB: one failure per week, on its last miss; the misses before it are missed.
                    let fails = challenge.rule == .strict && strictFailureAllowed && day.challengeDay == short.max()
                    status = fails ? .failed : .missed
                    failed = failed || status == .failed
                } else if !isDue, status == .notStarted {
                    status = .notDue
                }
                days[position] = day.replacing(index, with: TaskDay(
                    taskID: task.id, status: status, isDue: isDue, target: state.target, log: state.log, isJudged: day.isJudged,
                    week: WeekQuota(done: week.done, times: quota, daysLeft: week.daysLeft(from: day.challengeDay))))
            }
        }
        return failed
    }

    /// Closes the week holding `days[end]`, which its attempt ended inside: its weekly quotas count
    /// only the days that completed them.
    static func closeWeek(endingAt end: Int, in days: inout [Day], challenge: Challenge) {
        let last = days[end]
        let first = end - (last.challengeDay - week(containing: last.challengeDay, length: challenge.days).lowerBound)
        for (index, task) in challenge.tasks.enumerated() {
            guard case .timesPerWeek = task.frequency else { continue }
            for position in first...end {
                let day = days[position]
                let state = day.tasks[index]
                let isDue = state.status == .completed
                days[position] = day.replacing(index, with: TaskDay(
                    taskID: task.id, status: !isDue && state.status == .notStarted ? .notDue : state.status, isDue: isDue,
                    target: state.target, log: state.log, isJudged: day.isJudged, week: state.week))
            }
        }
    }

    /// The days of a week on which `task` can be done (target over 0), and those that completed it.
    private struct WeekDays {
        let eligible: [Int]
        let completed: Set<Int>

        var done: Int { completed.count }

        func daysLeft(from number: Int) -> Int {
            eligible.filter { $0 >= number && !completed.contains($0) }.count
        }
    }

    /// The week of `task` holding challenge day `number`, which falls on `date`.
    private static func weekDays(_ task: ChallengeTask, containing number: Int, date: CalendarDay, challenge: Challenge,
                                 logs: [ChallengeTask.ID: [CalendarDay: TaskLog]]) -> WeekDays {
        let range = week(containing: number, length: challenge.days)
        let eligible = range.filter { task.target(onDay: $0) > 0 }
        let taskLogs = logs[task.id] ?? [:]
        let completed = eligible.filter { day in
            progress(task, taskLogs[date.adding(days: day - number)], target: task.target(onDay: day)) == .completed
        }
        return WeekDays(eligible: eligible, completed: Set(completed))
    }
}

extension ChallengeTimeline.Day {
    /// The day with its task at `index` replaced.
    func replacing(_ index: Int, with task: ChallengeTimeline.TaskDay) -> Self {
        var tasks = tasks
        tasks[index] = task
        return Self(date: date, challengeDay: challengeDay, attempt: attempt, tasks: tasks, isJudged: isJudged)
    }
}
