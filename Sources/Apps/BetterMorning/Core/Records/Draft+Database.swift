import DayKit
import DayKitDatabase
import GRDB
import Tagged

extension Draft: FetchableRecord, PersistableRecord {
    static let databaseTableName = "draft"
}

extension DraftTask: FetchableRecord, PersistableRecord {
    static let databaseTableName = "draftTask"

    /// The draft's task with `id`, or nil.
    static func find(_ id: DraftTaskRow.ID, _ db: Database) throws -> DraftTask? {
        try fetchOne(db, key: id.rawValue)
    }
}

extension NewDraftTask: PersistableRecord {
    static let databaseTableName = DraftTask.databaseTableName
}

extension DerivableRequest<DraftTask> {
    /// Draft tasks by time, stable for equal times.
    func inTimeOrder() -> Self {
        order(DraftTask.Columns.time, DraftTask.Columns.id)
    }
}
