import DayKit
import Foundation
import GRDB

extension Ultimate {
    /// Today's reminders as the profile's strategy and quiet hours plan them (see
    /// `NotificationPlanner`), from now on.
    public func plannedNotifications() throws -> [PlannedNotification] {
        try database.writer.read { db in
            let profile = try ProfileRow.current(db)
            let today = today
            var tasks: [NotificationPlanner.Task] = []
            for challenge in try challenges(db) {
                let timeline = try timeline(challenge, db)
                guard timeline.status == .inProgress, let day = timeline.days.last, day.date == today else { continue }
                for (task, state) in zip(challenge.tasks, day.tasks) {
                    tasks.append(NotificationPlanner.Task(
                        challengeID: challenge.id, challenge: challenge.name, taskID: task.id, name: task.name, time: task.timeOfDay,
                        isBinary: task.measurement == .binary, isDone: state.status == .completed, isDue: state.isDue,
                        failsStrictChallenge: challenge.rule == .strict && state.isDue && state.status != .completed,
                        completions: try completionTimes(challenge, task, db)))
                }
            }
            return NotificationPlanner.plan(tasks, strategy: profile.notificationStrategy, quietStart: profile.quietStart,
                                            quietEnd: profile.quietEnd, day: today, now: clock.now, calendar: calendar)
        }
    }

    /// The times of day `task` was last completed, most recent first (14 at most).
    func completionTimes(_ challenge: Challenge, _ task: ChallengeTask, _ db: Database) throws -> [TimeOfDay] {
        let stamps = try Double.fetchAll(db, sql: """
            SELECT completedAt FROM taskLog WHERE challengeID = ? AND taskID = ? AND completedAt IS NOT NULL ORDER BY day DESC LIMIT 14
            """, arguments: [challenge.id.uuidString, task.id.uuidString])
        return stamps.compactMap { stamp in
            let parts = calendar.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: stamp))
            return TimeOfDay(minutes: parts.hour! * 60 + parts.minute! / TimeOfDay.step * TimeOfDay.step)
        }
    }

    /// Chooses how reminders are planned and the quiet hours.
    public func setNotifications(strategy: UltimateProfile.NotificationStrategy? = nil, quiet: (TimeOfDay, TimeOfDay)? = nil) throws {
        try changeProfile { profile in
            if let strategy { profile.notificationStrategy = strategy }
            if let quiet { (profile.quietStart, profile.quietEnd) = quiet }
        }
    }
}
