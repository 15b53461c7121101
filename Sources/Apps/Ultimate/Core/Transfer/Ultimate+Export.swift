import DayKit
import Foundation
import GRDB
import ZIPFoundation

/// Everything Ultimate keeps, as the export's `ultimate.json` holds it.
public struct UltimateExport: Codable, Sendable {
    /// The format's version (1).
    public let version: Int
    public let exportedAt: Date
    public let profile: UltimateProfile
    public let challenges: [Challenge]
    public let logs: [Log]

    /// One task's log on one day.
    public struct Log: Codable, Sendable, Hashable {
        public let challengeID: UUID
        public let taskID: UUID
        public let day: CalendarDay
        public let value: Double
        public let checked: [String]
        public let note: String?
        public let completedAt: Date?
    }
}

extension Ultimate {
    /// All data as a zip: `ultimate.json` (the profile, every challenge with its plan, starts and
    /// abandons, every log). Progress photos join it under `photos/` once they exist.
    public func exportZip() throws -> Data {
        let export = try database.writer.read { db in
            UltimateExport(
                version: 1, exportedAt: clock.now, profile: try ProfileRow.current(db), challenges: try challenges(db),
                logs: try TaskLogRow.order(Column("challengeID"), Column("day"), Column("taskID")).fetchAll(db).map { row in
                    let log = row.log
                    return .init(challengeID: UUID(uuidString: row.challengeID)!, taskID: log.taskID, day: log.day, value: log.value,
                                 checked: log.checked.sorted(), note: log.note, completedAt: log.completedAt)
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
        return archive.data!
    }
}
