import DayKit
import Foundation

/// A notification to schedule: what a tap opens is one challenge's tasks.
public typealias PlannedNotification = PlannedReminder<ChallengeTasks>

/// What a reminder is about: tasks of one challenge.
public struct ChallengeTasks: Codable, Sendable, Hashable {
    public let challengeID: Challenge.ID
    /// Never empty.
    public let taskIDs: [ChallengeTask.ID]
}

extension PlannedReminder where Subject == ChallengeTasks {
    /// The challenge whose tasks it is about.
    public var challengeID: Challenge.ID { subject.challengeID }
    /// The tasks it is about (one challenge's task ids).
    public var taskIDs: [ChallengeTask.ID] { subject.taskIDs }
}

/// Plans the day's reminders: a pure function of the tasks, the strategy, quiet hours and now.
///
/// - **fixed**: each unfinished task at its time of day (tasks without a time get none).
/// - **adaptive**: 30 minutes before the time the task is usually completed (the median of its
///   last 14 completions, once there are at least 3), else as fixed.
/// - **progressive**: each unfinished task at its time (09:00 without one), then again halfway to
///   the quiet hours, a quarter before, an eighth before: more often as the day's end nears.
/// - **minimal**: one reminder an hour before the quiet hours, only for unfinished tasks whose miss
///   would fail a strict challenge.
///
/// Never for a completed task or a task not due; nothing in the quiet hours or already past;
/// reminders at the same minute for one challenge are one notification; at most `limit` (6 a day
/// less those already shown), the soonest.
public enum NotificationPlanner {
    /// What the planner knows of one task today.
    public struct Task: Sendable, Hashable {
        public let challengeID: Challenge.ID
        public let challenge: String
        public let taskID: ChallengeTask.ID
        public let name: String
        public let time: TimeOfDay?
        public let isBinary: Bool
        public let isDone: Bool
        public let isDue: Bool
        /// Whether leaving it undone fails a strict challenge.
        public let failsStrictChallenge: Bool
        /// The times of day it was completed, most recent first (at most 14 are used).
        public let completions: [TimeOfDay]

        public init(challengeID: Challenge.ID, challenge: String, taskID: ChallengeTask.ID, name: String, time: TimeOfDay?, isBinary: Bool, isDone: Bool,
                    isDue: Bool = true, failsStrictChallenge: Bool = false, completions: [TimeOfDay] = []) {
            self.challengeID = challengeID
            self.challenge = challenge
            self.taskID = taskID
            self.name = name
            self.time = time
            self.isBinary = isBinary
            self.isDone = isDone
            self.isDue = isDue
            self.failsStrictChallenge = failsStrictChallenge
            self.completions = completions
        }
    }

    /// The most notifications in a day.
    public static let dailyLimit = 6

    public static func plan(_ tasks: [Task], strategy: UltimateProfile.NotificationStrategy, quietStart: TimeOfDay, quietEnd: TimeOfDay,
                            day: CalendarDay, now: Date, calendar: Calendar, limit: Int = dailyLimit) -> [PlannedNotification] {
        let open = tasks.filter { $0.isDue && !$0.isDone }
        var slots: [(minutes: Int, task: Task)] = []
        let dayEnd = quietStart.minutes > (quietEnd.minutes) ? quietStart.minutes : 24 * 60
        switch strategy {
        case .fixed:
            slots = open.compactMap { task in task.time.map { ($0.minutes, task) } }
        case .adaptive:
            slots = open.compactMap { task in (usualTime(task) ?? task.time?.minutes).map { ($0, task) } }
        case .progressive:
            for task in open {
                let first = task.time?.minutes ?? 9 * 60
                guard first < dayEnd else { continue }
                let span = dayEnd - first
                for minutes in [first, dayEnd - span / 2, dayEnd - span / 4, dayEnd - span / 8] where minutes >= first {
                    slots.append((minutes / 5 * 5, task))
                }
            }
        case .minimal:
            slots = open.filter(\.failsStrictChallenge).map { (dayEnd - 60, $0) }
        }
        // NB: a time of day is read on the wall clock, not as time elapsed since midnight (an hour apart on daylight-saving days).
        let allowed = slots.filter { !isQuiet($0.minutes, start: quietStart.minutes, end: quietEnd.minutes) }
            .map { (fireAt: day.instant(whenTheClockReads: $0.minutes, in: calendar), task: $0.task) }
            .filter { $0.fireAt > now }
        // One notification per minute and challenge, listing its tasks.
        var grouped: [Date: [Challenge.ID: [Task]]] = [:]
        for slot in allowed where !(grouped[slot.fireAt]?[slot.task.challengeID]?.contains(slot.task) ?? false) {
            grouped[slot.fireAt, default: [:]][slot.task.challengeID, default: []].append(slot.task)
        }
        let notifications = grouped.flatMap { fireAt, byChallenge in
            byChallenge.map { _, tasks in notification(tasks, at: fireAt, minimal: strategy == .minimal) }
        }
        return Array(notifications.sorted { ($0.fireAt, $0.title) < ($1.fireAt, $1.title) }.prefix(max(0, limit)))
    }

    /// The minutes after midnight to remind at, learned from the last 14 completions.
    static func usualTime(_ task: Task) -> Int? {
        let recent = task.completions.prefix(14).map(\.minutes).sorted()
        guard recent.count >= 3 else { return nil }
        let median = recent.count % 2 == 1 ? recent[recent.count / 2] : (recent[recent.count / 2 - 1] + recent[recent.count / 2]) / 2
        return max(0, (median - 30) / 5 * 5)
    }

    /// Whether `minutes` falls in the quiet hours `start..<end` (across midnight when start > end).
    static func isQuiet(_ minutes: Int, start: Int, end: Int) -> Bool {
        start <= end ? (start..<end).contains(minutes) : minutes >= start || minutes < end
    }

    static func notification(_ tasks: [Task], at fireAt: Date, minimal: Bool) -> PlannedNotification {
        let names = tasks.map(\.name)
        let body = minimal
            ? "Still to do, or the challenge starts again at day 1: " + names.joined(separator: ", ") + "."
            : (tasks.count == 1 ? "Time for \(names[0])." : "Still to do: " + names.joined(separator: ", ") + ".")
        // NB: the delivered-log knows a reminder by its challenge and minute: one notification each.
        return PlannedNotification(fireAt: fireAt, key: tasks[0].challengeID.uuidString, title: tasks[0].challenge, body: body,
                                   subject: ChallengeTasks(challengeID: tasks[0].challengeID, taskIDs: tasks.map(\.taskID)),
                                   canMarkDone: tasks.count == 1 && tasks[0].isBinary)
    }
}
