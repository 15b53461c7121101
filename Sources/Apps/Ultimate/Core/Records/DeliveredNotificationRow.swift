import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// A reminder the server has shown (migration v6), so that none is shown twice and the day's limit
/// counts it.
struct DeliveredNotificationRow: Codable, Sendable, Hashable {
    var day: CalendarDay
    var challengeID: String
    /// When it was planned to fire, in seconds since 1970.
    var fireAt: Double

    /// Table columns.
    enum Columns {
        static let day = Column(CodingKeys.day)
        static let challengeID = Column(CodingKeys.challengeID)
        static let fireAt = Column(CodingKeys.fireAt)
    }

    init(day: CalendarDay, _ notification: PlannedNotification) {
        self.day = day
        challengeID = notification.challengeID.uuidString
        fireAt = notification.fireAt.timeIntervalSince1970
    }
}

extension DeliveredNotificationRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "deliveredNotification"
}
