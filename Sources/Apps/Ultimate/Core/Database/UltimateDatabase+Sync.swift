import DayKitDatabase
import GRDB

extension UltimateDatabase {
    /// What Ultimate syncs across a person's devices (issue 37): the facts every judged day is
    /// derived from — each challenge's plan, the days it was started and abandoned, and what was
    /// logged — so that every device derives the same attempts, strict resets and statuses
    /// (`ChallengeTimeline`) and no two devices judging the same missed day offline make two
    /// "attempt 2". A day's log is one value (its amount, its checks, when it was completed and
    /// its running timer move together); its note is another. The plan's tasks, its starts and
    /// its abandons are each one value, the later edit winning whole.
    /// Not yet: progress photos (their files travel as content-addressed files, next), the profile
    /// and the notifications shown on this device.
    public static let sync: SyncSchema? = SyncSchema(version: 1, tables: [
        // NB: the timeline cache is keyed by a challenge's revision, which its own writes bump; a received change must too.
        .init(entity: "challenge", table: "challenge", keyColumns: ["id"],
              fields: ["name", "templateID", "rule", "grace", "days", "starts", "abandons", "tasks", "createdAt"],
              afterApply: "UPDATE challenge SET revision = revision + 1 WHERE id = :id"),
        .init(entity: "taskLog", table: "taskLog", keyColumns: ["challengeID", "taskID", "day"],
              fields: ["value+checked+completedAt+timerStartedAt", "note"],
              afterApply: "UPDATE challenge SET revision = revision + 1 WHERE id = :challengeID"),
    ])

    /// Migration v9: the sync tables, the triggers that capture every write to challenges and
    /// logs, and what the file holds now, captured as this device's changes.
    static func startSyncing(_ db: Database) throws {
        try sync?.createTables(db)
    }
}
