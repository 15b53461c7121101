import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension Ultimate {
    /// Today's reminders as the profile's strategy and quiet hours plan them (see
    /// `NotificationPlanner`), from now on, within what is left of the day's limit.
    public func plannedNotifications() throws -> [PlannedNotification] {
        try database.writer.read { db in try plan(from: clock.now, db) }
    }

    /// The reminders of today (from now on, as `plannedNotifications()`) and of the `days - 1`
    /// days after it, soonest first: what a device schedules ahead, so that reminders come while
    /// the app is not opened. A later day is planned as if nothing were done yet, with the tasks
    /// due on it by their plan (a weekly quota's task is asked as its week stands, so it is left
    /// out), each day within the day's limit.
    public func plannedNotifications(days: Int) throws -> [PlannedNotification] {
        try database.writer.read { db in try plannedNotifications(days: days, db) }
    }

    func plannedNotifications(days: Int, _ db: Database) throws -> [PlannedNotification] {
        var planned = try plan(from: clock.now, db)
        guard days > 1 else { return planned }
        let profile = try ProfileRow.current(db)
        for offset in 1..<days {
            planned += try plan(laterDay: today.adding(days: offset), profile, db)
        }
        return planned
    }

    /// The reminders of `days` as the records stand now, whether their time has passed or not:
    /// today's as its tasks stand (within the day's limit of 6), a later day's as if nothing were
    /// done yet (as `plannedNotifications(days:)` plans it); none for a day gone.
    public func reminders(for days: [CalendarDay]) throws -> [PlannedNotification] {
        try database.writer.read { db in try reminders(for: days, db) }
    }

    func reminders(for days: [CalendarDay], _ db: Database) throws -> [PlannedNotification] {
        let today = today
        let profile = try ProfileRow.current(db)
        return try days.flatMap { day -> [PlannedNotification] in
            if day == today { return try plan(from: today.start(in: calendar).addingTimeInterval(-1), db, limit: NotificationPlanner.dailyLimit) }
            return day > today ? try plan(laterDay: day, profile, db) : []
        }
    }

    /// A later day planned as if nothing were done yet, with the tasks due on it by their plan (a
    /// weekly quota's task is asked as its week stands, so it is left out), within the day's limit.
    private func plan(laterDay date: CalendarDay, _ profile: UltimateProfile, _ db: Database) throws -> [PlannedNotification] {
        var tasks: [NotificationPlanner.Task] = []
        for challenge in try challenges(db) {
            let timeline = try timeline(challenge, db)
            let attempt = timeline.current
            guard timeline.status == .inProgress || timeline.status == .notStarted,
                  attempt.start <= date, date <= attempt.plannedEnd else { continue }
            let number = attempt.start.days(to: date) + 1
            for task in challenge.tasks {
                let isDue = task.isDue(onDay: number, date: date)
                tasks.append(NotificationPlanner.Task(
                    challengeID: challenge.id, challenge: challenge.name, taskID: task.id, name: task.name, time: task.timeOfDay,
                    isBinary: task.measurement == .binary && task.category != .photo, isDone: false, isDue: isDue,
                    failsStrictChallenge: challenge.rule == .strict && isDue, completions: try completionTimes(challenge, task, db)))
            }
        }
        return NotificationPlanner.plan(tasks, strategy: profile.notificationStrategy, quietStart: profile.quietStart,
                                        quietEnd: profile.quietEnd, day: date, now: clock.now, calendar: calendar)
    }

    /// The reminders due by now that have not been shown, oldest first, marked shown: what a
    /// running server delivers (a system notification or an in-page banner), and never twice.
    /// They are planned from the state of now, so a task completed since, a strategy changed or
    /// quiet hours begun are respected; and the ones shown count toward the day's limit of 6.
    /// `channel` says who shows them (`ReminderChannel`).
    public func deliverDueNotifications(to channel: ReminderChannel = .page) throws -> [PlannedNotification] {
        let today = today
        return try database.writer.deliverDueReminders(on: today, now: clock.now, to: channel, dailyLimit: NotificationPlanner.dailyLimit) { db in
            try reminders(for: [today], db)
        }
    }

    /// Today's plan after `from`, within `limit` (by default, what the day's shown reminders leave).
    private func plan(from: Date, _ db: Database, limit: Int? = nil) throws -> [PlannedNotification] {
        let profile = try ProfileRow.current(db)
        let today = today
        var tasks: [NotificationPlanner.Task] = []
        for challenge in try challenges(db) {
            let timeline = try timeline(challenge, db)
            guard timeline.status == .inProgress, let day = timeline.days.last, day.date == today else { continue }
            for (task, state) in zip(challenge.tasks, day.tasks) {
                tasks.append(NotificationPlanner.Task(
                    challengeID: challenge.id, challenge: challenge.name, taskID: task.id, name: task.name, time: task.timeOfDay,
                    isBinary: task.measurement == .binary && task.category != .photo, isDone: state.status == .completed,
                    isDue: state.isDue,
                    // A weekly quota fails only when today is one of the last chances its week has left.
                    failsStrictChallenge: challenge.rule == .strict && state.isDue && state.status != .completed
                        && state.week?.needsEveryDayLeft ?? true,
                    completions: try completionTimes(challenge, task, db)))
            }
        }
        let limit = try limit ?? NotificationPlanner.dailyLimit - DeliveredReminder.count(on: today, db)
        return NotificationPlanner.plan(tasks, strategy: profile.notificationStrategy, quietStart: profile.quietStart,
                                        quietEnd: profile.quietEnd, day: today, now: from, calendar: calendar, limit: limit)
    }

    /// The times of day `task` was last completed, most recent first (14 at most).
    func completionTimes(_ challenge: Challenge, _ task: ChallengeTask, _ db: Database) throws -> [TimeOfDay] {
        let stamps = try TaskLogRow.completionStamps(of: task.id, in: challenge.id, limit: 14, db)
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
