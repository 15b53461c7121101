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

    /// The challenge `id`: kept by the timeline cache at its revision, else read.
    func challenge(_ id: Challenge.ID, _ db: Database) throws -> Challenge {
        // NB: the revision only, so that finding a challenge decodes no plan when the timeline
        // cache holds it at its revision (benchmark (a)).
        guard let revision = try ChallengeRow.storedRevision(of: id, db) else { throw UltimateError.unknownChallenge(id.uuidString) }
        if let kept = timelines.challenge(id, revision: revision) { return kept }
        guard let challenge = try ChallengeRow.challenge(id, db) else { throw UltimateError.unknownChallenge(id.uuidString) }
        return challenge
    }

    /// The task `id` of `challenge`.
    func task(_ id: ChallengeTask.ID, of challenge: Challenge) throws -> ChallengeTask {
        guard let task = challenge.tasks.first(where: { $0.id == id }) else {
            throw UltimateError.unknownTask(id.uuidString, challenge: challenge.name)
        }
        return task
    }

    // MARK: - Names

    /// The challenge named by `nameOrID`: its id, or its exact name (ignoring case) when unique.
    /// The edges that accept a name (the CLI) resolve it here once; the use cases take the id.
    public func resolve(_ nameOrID: String) throws -> Challenge.ID {
        try database.writer.read { db in
            // NB: ids and names only: resolving decodes no plan.
            let rows = try ChallengeRow.references(db)
            if let id = UUID(uuidString: nameOrID), rows.contains(where: { $0.id == id.uuidString }) { return Challenge.ID(id) }
            let key = nameOrID.trimmingCharacters(in: .whitespaces).lowercased()
            let named = rows.filter { $0.name.lowercased() == key }
            guard named.count <= 1 else { throw UltimateError.ambiguousChallenge(nameOrID, count: named.count) }
            guard let row = named.first, let id = UUID(uuidString: row.id) else { throw UltimateError.unknownChallenge(nameOrID) }
            return Challenge.ID(id)
        }
    }

    /// The task of challenge `challenge` named by `nameOrID`: its id, or its exact name (ignoring case).
    public func resolveTask(_ nameOrID: String, of challenge: Challenge.ID) throws -> ChallengeTask.ID {
        let challenge = try database.writer.read { db in try self.challenge(challenge, db) }
        let key = nameOrID.trimmingCharacters(in: .whitespaces).lowercased()
        guard let task = challenge.tasks.first(where: { $0.id.uuidString == nameOrID.uppercased() || $0.name.lowercased() == key }) else {
            throw UltimateError.unknownTask(nameOrID, challenge: challenge.name)
        }
        return task.id
    }

    /// The logs of `challenge`, by task then day.
    func logs(of challenge: Challenge, _ db: Database) throws -> [ChallengeTask.ID: [CalendarDay: TaskLog]] {
        var logs: [ChallengeTask.ID: [CalendarDay: TaskLog]] = [:]
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
    func timelineAndLogs(_ challenge: Challenge, _ db: Database) throws -> (ChallengeTimeline, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]]) {
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
