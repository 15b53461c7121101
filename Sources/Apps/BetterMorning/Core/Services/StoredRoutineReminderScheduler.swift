import DayKit
import Foundation
import DayKitDatabase
import GRDB

/// The Linux reminder scheduler: keeps the pending reminder in the database; the web server
/// delivers it when it falls due (through its notifier command, or to an open page), and logs
/// each delivery so that it is shown once.
public struct StoredRoutineReminderScheduler: RoutineReminderScheduler {
    private let database: BetterMorningDatabase

    /// A scheduler over `database`.
    public init(database: BetterMorningDatabase) {
        self.database = database
    }

    public func replan(_ reminder: RoutineReminder?) throws {
        try database.writer.write { db in
            try RoutineReminder.deleteAll(db)
            try reminder?.insert(db)
        }
    }

    public func pending() throws -> [RoutineReminder] {
        try database.reader.read { db in try RoutineReminder.fetchAll(db) }
    }

    /// Today's reminder once its time has come and it was not delivered yet (one that fell due
    /// while nothing could show it is shown when the app is next opened that day); it is logged
    /// as delivered. Yesterday's is never shown.
    public func deliverDue(now: Date, calendar: Calendar) throws -> RoutineReminder? {
        let today = CalendarDay(containing: now, in: calendar)
        return try database.writer.write { db in
            // NB: the reminder's time is on the wall clock, not the time elapsed since midnight (an hour apart on daylight-saving days).
            guard let reminder = try RoutineReminder.fetchOne(db),
                  reminder.startDay <= today,
                  today.instant(whenTheClockReads: reminder.time.minutes, in: calendar) <= now
            else { return nil }
            let delivery = DeliveredRoutineReminder(day: today, routineID: reminder.routineID, time: reminder.time)
            guard try !delivery.exists(db) else { return nil }
            try delivery.insert(db)
            return reminder
        }
    }

    /// Every delivery so far, oldest first.
    public func deliveries() throws -> [DeliveredRoutineReminder] {
        try database.reader.read { db in try DeliveredRoutineReminder.order(Column("day")).fetchAll(db) }
    }
}

/// The log of a reminder shown to the user.
public struct DeliveredRoutineReminder: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "deliveredReminder"
    /// The day it was shown.
    public var day: CalendarDay
    /// The routine it was for.
    public var routineID: Int64
    /// Its scheduled time.
    public var time: TimeOfDay
}
