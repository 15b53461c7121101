import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension DerivableRequest<DeliveredNotificationRow> {
    /// The reminders shown on `day`.
    func on(_ day: CalendarDay) -> Self {
        filter(DeliveredNotificationRow.Columns.day == day)
    }
}

extension DeliveredNotificationRow {
    /// The reminders shown on `day`.
    static func shown(on day: CalendarDay, _ db: Database) throws -> Set<DeliveredNotificationRow> {
        Set(try DeliveredNotificationRow.all().on(day).fetchAll(db))
    }

    /// How many reminders were shown on `day`.
    static func count(on day: CalendarDay, _ db: Database) throws -> Int {
        try DeliveredNotificationRow.all().on(day).fetchCount(db)
    }

    /// Records the reminder as shown, unless it is already.
    func recordOnce(_ db: Database) throws {
        try insert(db, onConflict: .ignore)
    }

    /// Forgets the reminders shown before `day`.
    static func deleteAll(before day: CalendarDay, _ db: Database) throws {
        try DeliveredNotificationRow.filter(Columns.day < day).deleteAll(db)
    }
}
