import DayKit
import Foundation
import Tagged

/// Strict: a judged day with a due task not completed fails the attempt and a new one starts at
/// day 1. Lenient: missed days are recorded and the challenge runs its course.
public enum ChallengeRule: String, Codable, Sendable, CaseIterable {
    case strict, lenient
}

/// Where a challenge stands.
public enum ChallengeStatus: String, Codable, Sendable {
    case notStarted, inProgress, completed, failed
}

/// A challenge as stored: its plan and the days its attempts were started by the user. Attempts a
/// strict rule restarts are derived from the logs (see `ChallengeTimeline`), never stored.
public struct Challenge: Hashable, Sendable, Codable, Identifiable {
    /// A challenge's id: stored as its UUID's text, encoded as the UUID, typed so that no other
    /// entity's id can be passed for it.
    public typealias ID = Tagged<Challenge, UUID>

    public let id: ID
    public var name: String
    /// The template it came from (`75-hard`, …, `custom`).
    public var templateID: String
    public var rule: ChallengeRule
    /// How many days after a day ends it can still be logged (0–3): then it is judged.
    public var grace: Int
    /// Its length in days (1–365).
    public var days: Int
    /// The days the user started it: the first start, then each restart. Never empty.
    public var starts: [CalendarDay]
    /// The days the user abandoned it (a restart after one starts a new attempt).
    public var abandons: [CalendarDay]
    public var tasks: [ChallengeTask]

    public init(id: ID = ID(UUID()), name: String, templateID: String, rule: ChallengeRule, grace: Int = 1, days: Int,
                start: CalendarDay, tasks: [ChallengeTask]) {
        self.id = id
        self.name = name
        self.templateID = templateID
        self.rule = rule
        self.grace = grace
        self.days = days
        self.starts = [start]
        self.abandons = []
        self.tasks = tasks
    }

    /// The first start.
    public var startDay: CalendarDay { starts[0] }

    /// Limits of a challenge's plan.
    public static let dayRange = 1...365
    public static let graceRange = 0...3
    public static let taskCountRange = 1...20
}

/// What the user recorded for one task on one day. The status (`TaskStatus`) is derived from it.
public struct TaskLog: Hashable, Sendable, Codable {
    public let taskID: ChallengeTask.ID
    public let day: CalendarDay
    /// The amount logged: 1 for a completed binary task, a quantity, minutes.
    public var value: Double
    /// The checked items of a checklist.
    public var checked: Set<String>
    public var note: String?
    /// When a running timer was started (duration tasks).
    public var timerStartedAt: Date?
    /// When it was completed (what the adaptive reminders learn from).
    public var completedAt: Date?

    public init(taskID: ChallengeTask.ID, day: CalendarDay, value: Double = 0, checked: Set<String> = [], note: String? = nil, timerStartedAt: Date? = nil,
                completedAt: Date? = nil) {
        self.taskID = taskID
        self.day = day
        self.value = value
        self.checked = checked
        self.note = note
        self.timerStartedAt = timerStartedAt
        self.completedAt = completedAt
    }
}

/// A task's state on a day.
public enum TaskStatus: String, Codable, Sendable {
    /// Nothing logged yet.
    case notStarted
    /// Some of it logged (a quantity, minutes or items short of the target).
    case inProgress
    /// Its target reached, every item checked.
    case completed
    /// Judged not completed (lenient, or after a strict attempt already failed).
    case missed
    /// Judged not completed, and that failed a strict attempt.
    case failed
    /// Not due that day (a rest day, another weekday, a week's quota already met).
    case notDue
}
