import DayKit
import Foundation
import GRDB
import ZIPFoundation

/// Everything Ultimate keeps, as the export's `ultimate.json` holds it.
public struct UltimateExport: Codable, Sendable {
    /// The format's version (2: with photos).
    public let version: Int
    public let exportedAt: Date
    public let profile: UltimateProfile
    public let challenges: [Challenge]
    public let logs: [Log]
    public let photoSessions: [Session]
    /// Each photo's full image is in the zip at `file`.
    public let photos: [Photo]

    /// A photo session.
    public struct Session: Codable, Sendable, Hashable {
        public let id: UUID
        public let day: CalendarDay
        public let challengeID: Challenge.ID?
        public let note: String?
    }

    /// A progress photo.
    public struct Photo: Codable, Sendable, Hashable {
        public let id: UUID
        public let sessionID: UUID
        public let angle: String
        public let blurred: Bool
        public let width: Int
        public let height: Int
        public let file: String
    }

    /// One task's log on one day.
    public struct Log: Codable, Sendable, Hashable {
        public let challengeID: Challenge.ID
        public let taskID: ChallengeTask.ID
        public let day: CalendarDay
        public let value: Double
        public let checked: [String]
        public let note: String?
        public let completedAt: Date?
    }
}

extension Ultimate {
    /// All data as a zip: `ultimate.json` (the profile, every challenge with its plan, starts and
    /// abandons, every log, every photo session and photo), and each photo's full image under
    /// `photos/<id>/full.jpg`.
    public func exportZip() throws -> Data {
        let export = try database.writer.read { db in
            UltimateExport(
                version: 2, exportedAt: clock.now, profile: try ProfileRow.current(db), challenges: try challenges(db),
                logs: try TaskLogRow.all().byChallengeAndDay().fetchAll(db).map { row in
                    let log = row.log
                    return .init(challengeID: Challenge.ID(UUID(uuidString: row.challengeID)!), taskID: log.taskID, day: log.day, value: log.value,
                                 checked: log.checked.sorted(), note: log.note, completedAt: log.completedAt)
                },
                photoSessions: try PhotoSessionRow.all().oldestFirst().fetchAll(db).map { row in
                    let session = row.session
                    return .init(id: session.id, day: session.day, challengeID: session.challengeID, note: session.note)
                },
                photos: try PhotoRow.all().inOrderAdded().fetchAll(db).map { row in
                    let photo = row.photo
                    return .init(id: photo.id, sessionID: photo.sessionID, angle: photo.angle.name, blurred: photo.isBlurred,
                                 width: photo.width, height: photo.height, file: photo.files.full)
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let json = try encoder.encode(export)
        let archive = try Archive(data: Data(), accessMode: .create)
        try archive.addEntry(with: "ultimate.json", type: .file, uncompressedSize: Int64(json.count), modificationDate: clock.now,
                             compressionMethod: .deflate) { position, size in
            json.subdata(in: Int(position)..<Int(position) + size)
        }
        for photo in export.photos {
            // NB: a photo whose file is missing is listed without it rather than failing the export.
            guard let jpeg = try? Data(contentsOf: photos.url(photo.file)) else { continue }
            try archive.addEntry(with: photo.file, type: .file, uncompressedSize: Int64(jpeg.count), modificationDate: clock.now,
                                 compressionMethod: .none) { position, size in
                jpeg.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return archive.data!
    }
}
