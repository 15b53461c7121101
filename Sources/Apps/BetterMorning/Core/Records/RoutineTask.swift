import DayKit
import DayKitDatabase
import GRDB

/// One timed step of a routine. Tasks are ordered by time; equal times keep the order they were added in.
public struct RoutineTask: Codable, Sendable, Hashable, Identifiable {
    /// The task's id; nil before it is inserted.
    public var id: Int64?
    /// The routine the task belongs to.
    public var routineID: Int64
    /// The place in the routine's time order, from 0.
    public var position: Int
    /// The task's title.
    public var title: String
    /// When the task is scheduled.
    public var time: TimeOfDay

    /// Table columns.
    public enum Columns {
        static let routineID = Column(CodingKeys.routineID)
        static let position = Column(CodingKeys.position)
    }
}

extension RoutineTask: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "task"

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension DerivableRequest<RoutineTask> {
    /// The tasks of one routine in time order.
    func of(routine routineID: Int64) -> Self {
        filter(RoutineTask.Columns.routineID == routineID).order(RoutineTask.Columns.position)
    }
}
