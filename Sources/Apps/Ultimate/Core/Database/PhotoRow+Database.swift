import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension DerivableRequest<PhotoRow> {
    /// The photos of session `id`.
    func inSession(_ id: UUID) -> Self {
        filter(PhotoRow.Columns.sessionID == id.uuidString)
    }

    /// The photos named by `key` (an uppercased id or the start of one).
    func named(_ key: String) -> Self {
        filter(PhotoRow.Columns.id == key || PhotoRow.Columns.id.like("\(key)%"))
    }

    /// In the order they were added (the row id), whatever the clock says.
    func inOrderAdded() -> Self {
        order(Column.rowID)
    }
}

extension PhotoRow {
    /// Whether photo `id` is blurred by itself; nil when there is no such photo. One indexed
    /// read, so that a grid of thumbnails is served quickly.
    static func isBlurred(_ id: UUID, _ db: Database) throws -> Bool? {
        try Bool.fetchOne(db, PhotoRow.filter(key: id.uuidString).select(Columns.isBlurred))
    }

    /// Shows photo `id` blurred (until revealed) or not.
    static func setBlurred(_ id: UUID, _ blurred: Bool, _ db: Database) throws {
        try PhotoRow.filter(key: id.uuidString).updateAll(db, Columns.isBlurred.set(to: blurred))
    }

    /// How many photos the sessions of challenge `challengeID` on `day` hold.
    static func count(challenge challengeID: Challenge.ID, on day: CalendarDay, _ db: Database) throws -> Int {
        try PhotoRow.joining(required: session.on(day, challenge: challengeID)).fetchCount(db)
    }

    /// The ids of every photo.
    static func ids(_ db: Database) throws -> Set<UUID> {
        Set(try String.fetchAll(db, PhotoRow.select(Columns.id)).compactMap(UUID.init(uuidString:)))
    }
}
