import DayKit
import Foundation
import GRDB

/// A reminder a running server has shown: the delivered-log each app keeps beside its records, so
/// that a reminder is shown once and a day's limit counts it. Reminders themselves are never
/// stored: each Core plans them when asked (`PlannedReminder`), and this log remembers which were
/// shown, by their key and instant.
public struct DeliveredReminder: Codable, Sendable, Hashable {
    /// The app's day it was shown on.
    public var day: CalendarDay
    /// The reminder's `PlannedReminder.key`.
    public var key: String
    /// When it was planned to fire, in seconds since 1970.
    public var fireAt: Double

    /// Table columns.
    public enum Columns {
        public static let day = Column(CodingKeys.day)
        public static let key = Column(CodingKeys.key)
        public static let fireAt = Column(CodingKeys.fireAt)
    }

    /// The log's row for `reminder`, shown on `day`.
    public init<Subject>(day: CalendarDay, _ reminder: PlannedReminder<Subject>) {
        self.day = day
        key = reminder.key
        fireAt = reminder.fireAt.timeIntervalSince1970
    }
}

extension DeliveredReminder: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "reminderDelivery"

    /// Creates the log's table: each app's migrator calls it in one appended migration.
    /// NB: a shipped migration is never edited, so neither is this; a later change to the table is
    /// another function, called by another migration.
    public static func createTable(_ db: Database) throws {
        try db.create(table: databaseTableName) { t in
            t.column("day", .text).notNull().indexed()
            t.column("key", .text).notNull()
            t.column("fireAt", .double).notNull()
            t.primaryKey(["key", "fireAt"])
        }
    }
}
