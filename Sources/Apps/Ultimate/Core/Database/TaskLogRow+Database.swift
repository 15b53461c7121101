import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension DerivableRequest<TaskLogRow> {
    /// The logs of challenge `id`.
    func of(challenge id: Challenge.ID) -> Self {
        filter(TaskLogRow.Columns.challengeID == id.uuidString)
    }

    /// The logs of task `id`.
    func of(task id: ChallengeTask.ID) -> Self {
        filter(TaskLogRow.Columns.taskID == id.uuidString)
    }

    /// The logs whose timer is running.
    func timerRunning() -> Self {
        filter(TaskLogRow.Columns.timerStartedAt != nil)
    }

    /// By challenge, day, then task: the export's order.
    func byChallengeAndDay() -> Self {
        order(TaskLogRow.Columns.challengeID, TaskLogRow.Columns.day, TaskLogRow.Columns.taskID)
    }
}

extension TaskLogRow {
    /// Deletes what was logged for task `taskID` of challenge `challengeID`, every day.
    static func deleteAll(of taskID: ChallengeTask.ID, in challengeID: Challenge.ID, _ db: Database) throws {
        try TaskLogRow.all().of(challenge: challengeID).of(task: taskID).deleteAll(db)
    }

    /// When task `taskID` of challenge `challengeID` was last completed, most recent day first
    /// (`limit` at most), in seconds since 1970.
    static func completionStamps(of taskID: ChallengeTask.ID, in challengeID: Challenge.ID, limit: Int, _ db: Database) throws -> [Double] {
        // NB: SQL in a cached statement: read for every task of every running challenge by
        // today's notification plan (benchmark (d)) and by each delivery check.
        try Double.fetchAll(db.cachedStatement(sql: """
            SELECT completedAt FROM taskLog WHERE challengeID = ? AND taskID = ? AND completedAt IS NOT NULL ORDER BY day DESC LIMIT ?
            """), arguments: [challengeID.uuidString, taskID.uuidString, limit])
    }
}
