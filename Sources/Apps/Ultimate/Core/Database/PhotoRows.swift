import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// A photo session's row.
struct PhotoSessionRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "photoSession"

    var id: String
    var day: CalendarDay
    var challengeID: String?
    var note: String?
    var createdAt: Double

    init(_ session: PhotoSession, createdAt: Date) {
        id = session.id.uuidString
        day = session.day
        challengeID = session.challengeID?.uuidString
        note = session.note
        self.createdAt = createdAt.timeIntervalSince1970
    }

    var session: PhotoSession {
        PhotoSession(id: UUID(uuidString: id)!, day: day, challengeID: challengeID.flatMap(UUID.init(uuidString:)), note: note)
    }
}

/// A progress photo's row (its files are found from its id).
struct PhotoRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "photo"

    var id: String
    var sessionID: String
    var angle: String
    var isBlurred: Bool
    var width: Int
    var height: Int
    var createdAt: Double

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
