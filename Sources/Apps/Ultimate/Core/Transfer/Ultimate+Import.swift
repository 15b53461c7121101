import DayKit
import Foundation
import GRDB
import ZIPFoundation

/// What restoring an export added and updated.
public struct UltimateImportReport: Codable, Sendable, Hashable {
    /// Challenges new to this folder, and those already here whose plan the file set again.
    public let challengesAdded: Int
    public let challengesUpdated: Int
    /// Days of tasks logged, and photos restored.
    public let logs: Int
    public let photos: Int
}

extension Ultimate {
    /// The largest export a restore reads (ultimate.json and every photo's full image).
    public static let largestImport = 512 * 1024 * 1024

    /// Restores an export (`exportZip()`): the profile, every challenge (merged by id), its logs,
    /// and the photos with their sessions, in one transaction. A file that is not an export, or
    /// holds anything this app cannot read, is refused, saying what, and changes nothing
    /// (issue 39, item 8).
    public func importZip(_ data: Data) throws -> UltimateImportReport {
        guard data.count <= Self.largestImport else { throw UltimateError.importRefused(["The file is larger than 512 MB."]) }
        guard data.starts(with: [0x50, 0x4B, 0x03, 0x04]) else {
            throw UltimateError.importRefused(["This is not an Ultimate export: those are zip files holding ultimate.json."])
        }
        // NB: read from a file, not from memory: ZIPFoundation's in-memory archive traps on a
        // header pointing past the end of the bytes, where its file reading throws.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ultimate-import-\(UUID().uuidString).zip")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let archive: Archive
        do { archive = try Archive(url: file, accessMode: .read) } catch {
            throw UltimateError.importRefused(["The zip file is damaged or truncated."])
        }
        func contents(_ path: String, largest: Int) throws -> Data? {
            guard let entry = archive[path] else { return nil }
            var bytes = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    bytes.append(chunk)
                    guard bytes.count <= largest else { throw CocoaError(.fileReadTooLarge) }
                }
            } catch {
                throw UltimateError.importRefused(["“\(path)” in the zip is damaged or too large."])
            }
            return bytes
        }
        guard let json = try contents("ultimate.json", largest: 64 * 1024 * 1024) else {
            throw UltimateError.importRefused(["The zip holds no ultimate.json, so it is not an Ultimate export."])
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let export: UltimateExport
        do { export = try decoder.decode(UltimateExport.self, from: json) } catch {
            throw UltimateError.importRefused(["ultimate.json is not an export this app can read (\(Self.where(error)))."])
        }
        try Self.check(export)
        var photoFiles: [(UltimateExport.Photo, PreparedPhoto)] = []
        if !export.photos.isEmpty {
            guard let processor = photos.processor else { throw UltimateError.photosUnavailable }
            for photo in export.photos {
                guard let jpeg = try contents(photo.file, largest: UltimateLimits.photoBytes) else {
                    throw UltimateError.importRefused(["The photo “\(photo.file)” that ultimate.json lists is not in the zip."])
                }
                photoFiles.append((photo, try processor.prepare(jpeg)))
            }
        }
        return try restore(export, photoFiles)
    }

    /// Writes a checked export; the photos' files first, removed again when the write fails.
    private func restore(_ export: UltimateExport, _ photoFiles: [(UltimateExport.Photo, PreparedPhoto)]) throws -> UltimateImportReport {
        var written: [UUID] = []
        do {
            for (photo, prepared) in photoFiles where !photos.hasFolder(photo.id) {
                try photos.write(prepared, id: photo.id)
                written.append(photo.id)
            }
            return try database.writer.write { db in
                try ProfileRow(profile: export.profile).save(db)
                var added = 0
                for challenge in export.challenges {
                    if try !ChallengeRow.exists(db, key: challenge.id.uuidString) { added += 1 }
                    try save(challenge, db)
                }
                for log in export.logs {
                    try TaskLogRow(challengeID: log.challengeID, TaskLog(taskID: log.taskID, day: log.day, value: log.value,
                                                                        checked: Set(log.checked), note: log.note,
                                                                        completedAt: log.completedAt)).save(db)
                }
                for challenge in export.challenges { try changed(challenge, db) }
                for session in export.photoSessions {
                    try PhotoSessionRow(PhotoSession(id: session.id, day: session.day, challengeID: session.challengeID, note: session.note),
                                        createdAt: clock.now).save(db)
                }
                for (photo, prepared) in photoFiles {
                    try PhotoRow(ProgressPhoto(id: photo.id, sessionID: photo.sessionID, angle: try PhotoAngle(photo.angle),
                                               isBlurred: photo.blurred, width: prepared.width, height: prepared.height),
                                 createdAt: clock.now).save(db)
                }
                return UltimateImportReport(challengesAdded: added, challengesUpdated: export.challenges.count - added,
                                            logs: export.logs.count, photos: photoFiles.count)
            }
        } catch {
            for id in written { photos.remove(id) }
            throw error
        }
    }

    /// Refuses an export holding what the app would refuse if typed: every problem, named.
    private static func check(_ export: UltimateExport) throws {
        var problems: [String] = []
        if !(1...2).contains(export.version) { problems.append("ultimate.json is version \(export.version); this app reads versions 1 and 2.") }
        var tasks: [Challenge.ID: Set<ChallengeTask.ID>] = [:]
        for challenge in export.challenges {
            do {
                _ = try validName(challenge.name)
                guard Challenge.dayRange.contains(challenge.days) else { throw UltimateError.daysOutOfRange(challenge.days) }
                guard Challenge.graceRange.contains(challenge.grace) else { throw UltimateError.graceOutOfRange(challenge.grace) }
                guard challenge.tasks.count <= Challenge.taskCountRange.upperBound else { throw UltimateError.tooManyTasks }
                for task in challenge.tasks { try validate(task) }
            } catch let error as UltimateError {
                problems.append("Challenge “\(challenge.name.prefix(60))”: \(error.message)")
            }
            tasks[challenge.id] = Set(challenge.tasks.map(\.id))
        }
        for log in export.logs.prefix(100_000) {
            guard tasks[log.challengeID]?.contains(log.taskID) == true else {
                problems.append("A log of \(log.day) names a task that no challenge of the file has.")
                break
            }
            guard log.value.isFinite, (0...1_000_000).contains(log.value) else {
                problems.append("A log of \(log.day) holds \(log.value), outside 0 to 1,000,000.")
                break
            }
        }
        let sessions = Set(export.photoSessions.map(\.id))
        for photo in export.photos where !sessions.contains(photo.sessionID) || (try? PhotoAngle(photo.angle)) == nil {
            problems.append("The photo \(photo.id) names no session of the file, or an angle that is none.")
            break
        }
        guard problems.isEmpty else { throw UltimateError.importRefused(problems) }
    }

    /// Where a decoding error is, in words: the path of keys to the value.
    private static func `where`(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it is not JSON" }
        let context: DecodingError.Context? = switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context): context
        @unknown default: nil
        }
        let path = context?.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined() ?? ""
        return path.isEmpty ? "it is not JSON of an export" : "at \(path)"
    }
}
