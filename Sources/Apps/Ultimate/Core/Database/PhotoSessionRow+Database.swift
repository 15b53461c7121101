import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension DerivableRequest<PhotoSessionRow> {
    /// Newest day first, then the later created.
    func newestFirst() -> Self {
        order(PhotoSessionRow.Columns.day.desc, PhotoSessionRow.Columns.createdAt.desc)
    }

    /// Oldest day first, then the earlier created: the export's order.
    func oldestFirst() -> Self {
        order(PhotoSessionRow.Columns.day, PhotoSessionRow.Columns.createdAt)
    }

    /// The sessions named by `key` (an uppercased id): that id, or ids starting with it when it
    /// has 4 characters or more.
    func named(_ key: String) -> Self {
        filter(PhotoSessionRow.Columns.id == key || (PhotoSessionRow.Columns.id.like("\(key)%") && key.count >= 4))
    }

    /// The sessions of `day` for challenge `challengeID` (for none when nil).
    func on(_ day: CalendarDay, challenge challengeID: Challenge.ID?) -> Self {
        filter(PhotoSessionRow.Columns.day == day && PhotoSessionRow.Columns.challengeID == challengeID?.uuidString)
    }
}

extension PhotoSessionRow {
    /// The session stored under `id`, if any.
    static func session(_ id: UUID, _ db: Database) throws -> PhotoSession? {
        try fetchOne(db, key: id.uuidString)?.session
    }
}
