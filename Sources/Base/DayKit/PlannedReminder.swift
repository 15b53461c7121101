import Foundation

/// One reminder an app's plan calls for, as plain values: what a running server delivers (a system
/// notification or a page's banner) and what an iPhone hands its notification center. Each Core
/// makes them from its records when asked (`reminders(for:)`), never stores them: the
/// delivered-log (`ReminderDelivery` in DayKitDatabase) remembers only which were shown.
public struct PlannedReminder<Subject: Hashable & Sendable>: Sendable, Hashable {
    /// When it fires.
    public var fireAt: Date
    /// What it is about, the same from one plan to the next (a habit's id, a challenge's): with
    /// `fireAt`, what the delivered-log remembers it by.
    public var key: String
    /// The notification's title.
    public var title: String
    /// Its text.
    public var body: String
    /// What a tap opens (a habit, a challenge's tasks, the routine).
    public var subject: Subject
    /// Whether it offers a "Done" action: it is about one done-or-not thing.
    public var canMarkDone: Bool

    /// A reminder at `fireAt` about `subject`, remembered by `key` and `fireAt`.
    public init(fireAt: Date, key: String, title: String, body: String, subject: Subject, canMarkDone: Bool = false) {
        self.fireAt = fireAt
        self.key = key
        self.title = title
        self.body = body
        self.subject = subject
        self.canMarkDone = canMarkDone
    }

    /// Soonest first; at one instant, by title, then by key.
    public static func soonestFirst(_ lhs: Self, _ rhs: Self) -> Bool {
        (lhs.fireAt, lhs.title, lhs.key) < (rhs.fireAt, rhs.title, rhs.key)
    }
}

extension PlannedReminder: Codable where Subject: Codable {}
