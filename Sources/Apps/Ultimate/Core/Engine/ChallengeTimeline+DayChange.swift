import DayKit
import Foundation

/// What a log write asks of a timeline without deriving it: one day of the current attempt, as
/// the timeline would show it with the given logs (`DayChange`).
extension ChallengeTimeline {
    /// Whether every task due on `day` is completed with `logs` (and one is due): the day screen's
    /// `isComplete`.
    static func isComplete(_ day: Day, of challenge: Challenge, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]], today: CalendarDay) -> Bool {
        let day = shown(day, of: challenge, logs: logs, today: today)
        return day.hasDueTasks && day.isPerfect
    }

    /// The state of `task` on `day` with `logs`, and whether the day is then complete.
    static func state(of task: ChallengeTask, on day: Day, of challenge: Challenge, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]],
                      today: CalendarDay) -> (state: TaskStatus, dayComplete: Bool) {
        let day = shown(day, of: challenge, logs: logs, today: today)
        return (day.tasks.first { $0.taskID == task.id }?.status ?? .notStarted, day.hasDueTasks && day.isPerfect)
    }

    /// `day` as the timeline derived from `logs` shows it. NB: a day not yet judged is one day's
    /// work (no week or attempt is judged through it); a judged one (a lenient challenge's past
    /// day) asks for the whole timeline, its weeks' quotas judged.
    private static func shown(_ day: Day, of challenge: Challenge, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]], today: CalendarDay) -> Day {
        guard day.isJudged else {
            return Self.day(day.date, number: day.challengeDay, attempt: day.attempt, challenge: challenge, logs: logs, judged: false,
                            strictFailureAllowed: true)
        }
        return ChallengeTimeline(challenge, logs: logs, today: today).days.last { $0.date == day.date } ?? day
    }
}
