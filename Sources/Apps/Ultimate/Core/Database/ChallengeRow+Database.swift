import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension DerivableRequest<ChallengeRow> {
    /// Oldest first, then by name: the order every list of challenges is in.
    func oldestFirst() -> Self {
        order(ChallengeRow.Columns.createdAt, ChallengeRow.Columns.name)
    }
}

extension ChallengeRow {
    /// What finding a challenge by its id or name needs, without decoding any plan.
    struct Reference: Sendable {
        let id: String
        let name: String
        let revision: Int
    }

    /// Every challenge's id, name and revision.
    static func references(_ db: Database) throws -> [Reference] {
        // NB: SQL in a cached statement: every use case finds its challenge first, the durable log
        // included (benchmark (a), p99 ≤ 1 ms).
        try Row.fetchAll(db.cachedStatement(sql: "SELECT id, name, revision FROM challenge")).map { row in
            Reference(id: row[Columns.id], name: row[Columns.name], revision: row[Columns.revision])
        }
    }

    /// The challenge stored under `id`, if any.
    static func challenge(_ id: Challenge.ID, _ db: Database) throws -> Challenge? {
        try fetchOne(db, key: id.uuidString)?.challenge
    }

    /// The revision of challenge `id` (0 when there is none).
    static func revision(of id: Challenge.ID, _ db: Database) throws -> Int {
        try storedRevision(of: id, db) ?? 0
    }

    /// The revision of challenge `id`, or nil when there is no such challenge.
    static func storedRevision(of id: Challenge.ID, _ db: Database) throws -> Int? {
        // NB: a cached statement: read twice by every log (benchmark (a)).
        try Int.fetchOne(db.cachedStatement(sql: "SELECT revision FROM challenge WHERE id = ?"), arguments: [id.uuidString])
    }

    /// Marks challenge `id` changed (its plan or its logs): its timeline is derived again.
    static func bumpRevision(of id: Challenge.ID, _ db: Database) throws {
        // NB: SQL: written by every log (benchmark (a)).
        try db.execute(sql: "UPDATE challenge SET revision = revision + 1 WHERE id = ?", arguments: [id.uuidString])
    }

    /// Writes `challenge`'s plan, created at `createdAt` when new. Returns whether it existed (its
    /// plan's columns updated) rather than being inserted.
    static func write(_ challenge: Challenge, createdAt: Date, _ db: Database) throws -> Bool {
        let row = ChallengeRow(challenge, createdAt: createdAt)
        guard try exists(db, key: row.id) else {
            try row.insert(db)
            return false
        }
        try row.update(db, columns: planColumns)
        return true
    }
}
