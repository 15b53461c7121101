import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// A progress photo's row (its files are found from its id); the angle as its name.
struct PhotoRow: Codable, Sendable {
    var id: String
    var sessionID: String
    var angle: String
    var isBlurred: Bool
    var width: Int
    var height: Int
    var createdAt: Double

    /// Table columns.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let sessionID = Column(CodingKeys.sessionID)
        static let isBlurred = Column(CodingKeys.isBlurred)
    }

    init(_ photo: ProgressPhoto, createdAt: Date) {
        id = photo.id.uuidString
        sessionID = photo.sessionID.uuidString
        angle = photo.angle.name
        isBlurred = photo.isBlurred
        width = photo.width
        height = photo.height
        self.createdAt = createdAt.timeIntervalSince1970
    }

    var photo: ProgressPhoto {
        ProgressPhoto(id: UUID(uuidString: id)!, sessionID: UUID(uuidString: sessionID)!,
                      angle: (try? PhotoAngle(angle)) ?? .custom(angle), isBlurred: isBlurred, width: width, height: height)
    }
}

extension PhotoRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "photo"

    /// The session the photo belongs to (`sessionID`).
    static let session = belongsTo(PhotoSessionRow.self, using: ForeignKey([Columns.sessionID]))
}
