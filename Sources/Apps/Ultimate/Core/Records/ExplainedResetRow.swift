import Foundation
import GRDB

/// The latest attempt of a challenge whose strict reset the person has read about (migration v7).
struct ExplainedResetRow: Codable, Sendable {
    var challengeID: String
    var attempt: Int

    /// Table columns.
    enum Columns {
        static let challengeID = Column(CodingKeys.challengeID)
        static let attempt = Column(CodingKeys.attempt)
    }

    init(challengeID: Challenge.ID, attempt: Int) {
        self.challengeID = challengeID.uuidString
        self.attempt = attempt
    }
}

extension ExplainedResetRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "explainedReset"
}
