import DayKit
import DayKitDatabase
import GRDB

/// The custom routine being created, saved on every change so it survives the app being killed.
struct Draft: Codable, Sendable, Hashable {
    var id: Int = 1
    var title: String
}

extension Draft: FetchableRecord, PersistableRecord {
    static let databaseTableName = "draft"
}

/// One task of the draft. Its id is the order in which it was added, which breaks ties between equal times.
struct DraftTask: Codable, Sendable, Hashable {
    var id: Int64?
    var title: String
    var time: TimeOfDay

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let time = Column(CodingKeys.time)
    }
}

extension DraftTask: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "draftTask"

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension DerivableRequest<DraftTask> {
    /// Draft tasks by time, stable for equal times.
    func inTimeOrder() -> Self {
        order(DraftTask.Columns.time, DraftTask.Columns.id)
    }
}
