import Foundation
import GRDB

extension ExplainedResetRow {
    /// The latest explained attempt of each challenge.
    static func latestByChallenge(_ db: Database) throws -> [Challenge.ID: Int] {
        var explained: [Challenge.ID: Int] = [:]
        for row in try ExplainedResetRow.fetchAll(db) {
            if let id = UUID(uuidString: row.challengeID) { explained[Challenge.ID(id)] = row.attempt }
        }
        return explained
    }

    /// Records `attempt` as the latest explained attempt of challenge `challengeID`.
    static func record(_ attempt: Int, of challengeID: Challenge.ID, _ db: Database) throws {
        try ExplainedResetRow(challengeID: challengeID, attempt: attempt).insert(db, onConflict: .replace)
    }
}
