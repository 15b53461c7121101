import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// One timed step of a routine, as stored. Tasks are ordered by time; equal times keep the order
/// they were added in. A task not stored yet is a `NewRoutineTask`.
public struct RoutineTask: Codable, Sendable, Hashable, Identifiable {
    /// A task's id: a task's, never a routine's.
    public typealias ID = Tagged<RoutineTask, Int64>

    /// The task's id.
    public let id: ID
    /// The routine the task belongs to.
    public var routineID: Routine.ID
    /// The place in the routine's time order, from 0.
    public var position: Int
    /// The task's title.
    public var title: String
    /// When the task is scheduled.
    public var time: TimeOfDay

    /// Table columns.
    public enum Columns {
        static let id = Column(CodingKeys.id)
        static let routineID = Column(CodingKeys.routineID)
        static let position = Column(CodingKeys.position)
        static let title = Column(CodingKeys.title)
        static let time = Column(CodingKeys.time)
    }
}

/// A task about to be stored: everything but the id, which the insert gives.
struct NewRoutineTask: Codable, Sendable {
    var routineID: Routine.ID
    var position: Int
    var title: String
    var time: TimeOfDay
}
