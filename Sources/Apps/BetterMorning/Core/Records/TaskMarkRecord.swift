import DayKit
import DayKitDatabase
import GRDB

/// What happened to a task on a day. Untouched tasks have no stored mark.
public enum TaskMark: String, Codable, Sendable, DatabaseValueConvertible {
    /// Not checked (yet): the start of every day.
    case untouched
    /// Checked ✓.
    case done
    /// Not checked when the day was finalized ✗.
    case missed
}

/// The stored mark of one task on one day (`done` or `missed`).
struct TaskMarkRecord: Codable, Sendable, Hashable {
    var taskID: Int64
    var routineID: Int64
    var day: CalendarDay
    var mark: TaskMark

    enum Columns {
        static let taskID = Column(CodingKeys.taskID)
        static let routineID = Column(CodingKeys.routineID)
        static let day = Column(CodingKeys.day)
        static let mark = Column(CodingKeys.mark)
    }
}

extension TaskMarkRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "taskMark"
}

extension DerivableRequest<TaskMarkRecord> {
    /// The marks of one routine on one day.
    func of(routine routineID: Int64, on day: CalendarDay) -> Self {
        filter(TaskMarkRecord.Columns.routineID == routineID && TaskMarkRecord.Columns.day == day)
    }
}
