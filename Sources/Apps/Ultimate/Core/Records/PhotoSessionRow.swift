import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// A photo session's row.
struct PhotoSessionRow: Codable, Sendable {
    var id: String
    var day: CalendarDay
    var challengeID: String?
    var note: String?
    var createdAt: Double

    /// Table columns.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let day = Column(CodingKeys.day)
        static let challengeID = Column(CodingKeys.challengeID)
        static let createdAt = Column(CodingKeys.createdAt)
    }

    init(_ session: PhotoSession, createdAt: Date) {
        id = session.id.uuidString
        day = session.day
        challengeID = session.challengeID?.uuidString
        note = session.note
        self.createdAt = createdAt.timeIntervalSince1970
    }

    var session: PhotoSession {
        PhotoSession(id: UUID(uuidString: id)!, day: day, challengeID: challengeID.flatMap(UUID.init(uuidString:)).map { Challenge.ID($0) }, note: note)
    }
}

extension PhotoSessionRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "photoSession"
}
