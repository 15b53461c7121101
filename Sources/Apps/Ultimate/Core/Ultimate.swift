import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// Ultimate's use cases. Each is one write transaction: all of it happens or none of it. Screens
/// are built by the `…Screen` methods from the same database.
public final class Ultimate: Sendable {
    /// The store.
    public let database: UltimateDatabase
    /// Where now comes from.
    public let clock: Clock
    /// The user's calendar: time zone and locale.
    public let calendar: Calendar
    /// Where progress photos are kept and what prepares them.
    public let photos: PhotoLibrary
    /// Derived timelines, kept while their challenges are unchanged.
    let timelines = TimelineCache()

    /// The app over its database, clock and calendar, with its photos in `photos` (by default a
    /// new temporary directory: an in-memory app's).
    public init(database: UltimateDatabase, clock: Clock, calendar: Calendar, photos: PhotoLibrary = .temporary()) {
        self.database = database
        self.clock = clock
        self.calendar = calendar
        self.photos = photos
    }

    /// The app over the data in `directory` (its photos in `photos/` there). Opening it removes the
    /// files of photo adds that were interrupted.
    public static func onDisk(directory: URL, clock: Clock, calendar: Calendar,
                              photoProcessor: (any PhotoProcessor)? = PhotoLibrary.platformProcessor) throws -> Ultimate {
        let app = Ultimate(database: try UltimateDatabase.onDisk(in: directory), clock: clock, calendar: calendar,
                           photos: PhotoLibrary(root: directory, processor: photoProcessor))
        try app.sweepPhotoFiles()
        return app
    }

    /// Today in the user's calendar.
    public var today: CalendarDay { clock.today(in: calendar) }

    // MARK: - Finding

    /// Every challenge, oldest first.
    func challenges(_ db: Database) throws -> [Challenge] {
        try ChallengeRow.all().oldestFirst().fetchAll(db).map(\.challenge)
    }

    /// The challenge named by `reference`: its id, or its exact name (ignoring case) when unique.
    func challenge(_ reference: String, _ db: Database) throws -> Challenge {
        // NB: ids, names and revisions only, so that finding a challenge decodes at most its own
        // plan, and none when the timeline cache holds it at its revision.
        let rows = try ChallengeRow.references(db)
        let found: ChallengeRow.Reference
        if let id = UUID(uuidString: reference), let row = rows.first(where: { $0.id == id.uuidString }) {
            found = row
        } else {
            let key = reference.trimmingCharacters(in: .whitespaces).lowercased()
            let named = rows.filter { $0.name.lowercased() == key }
            guard named.count <= 1 else { throw UltimateError.ambiguousChallenge(reference, count: named.count) }
            guard let row = named.first else { throw UltimateError.unknownChallenge(reference) }
            found = row
        }
        if let uuid = UUID(uuidString: found.id), let kept = timelines.challenge(uuid, revision: found.revision) { return kept }
        guard let challenge = try ChallengeRow.challenge(found.id, db) else { throw UltimateError.unknownChallenge(reference) }
        return challenge
    }

    /// The task of `challenge` named by `reference`: its id, or its exact name (ignoring case).
    func task(_ reference: String, of challenge: Challenge) throws -> ChallengeTask {
        let key = reference.trimmingCharacters(in: .whitespaces).lowercased()
        guard let task = challenge.tasks.first(where: { $0.id.uuidString == reference.uppercased() || $0.name.lowercased() == key }) else {
            throw UltimateError.unknownTask(reference, challenge: challenge.name)
        }
        return task
    }

    /// The logs of `challenge`, by task then day.
    func logs(of challenge: Challenge, _ db: Database) throws -> [UUID: [CalendarDay: TaskLog]] {
        var logs: [UUID: [CalendarDay: TaskLog]] = [:]
        for row in try TaskLogRow.all().of(challenge: challenge.id).fetchAll(db) {
            let log = row.log
            logs[log.taskID, default: [:]][log.day] = log
        }
        return logs
    }

    /// The timeline of `challenge` as of today.
    func timeline(_ challenge: Challenge, _ db: Database) throws -> ChallengeTimeline {
        try timelineAndLogs(challenge, db).0
    }

    /// The timeline of `challenge` as of today with the logs it comes from.
    func timelineAndLogs(_ challenge: Challenge, _ db: Database) throws -> (ChallengeTimeline, logs: [UUID: [CalendarDay: TaskLog]]) {
        try timelines.timeline(challenge, revision: revision(of: challenge, db), today: today) { try logs(of: challenge, db) }
    }

    func revision(of challenge: Challenge, _ db: Database) throws -> Int {
        try ChallengeRow.revision(of: challenge.id, db)
    }

    /// Saves `challenge`'s plan (new or changed).
    func save(_ challenge: Challenge, _ db: Database) throws {
        if try ChallengeRow.write(challenge, createdAt: clock.now, db) { try changed(challenge, db) }
    }

    /// Marks `challenge` (its plan or its logs) changed: its timeline is derived again.
    func changed(_ challenge: Challenge, _ db: Database) throws {
        try ChallengeRow.bumpRevision(of: challenge.id, db)
    }
}
