import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// The stored mark of one task on one day (`done` or `missed`); an untouched task has none.
struct TaskMarkRecord: Codable, Sendable, Hashable {
    var taskID: RoutineTask.ID
    var routineID: Routine.ID
    var day: CalendarDay
    var mark: TaskMark

    enum Columns {
        static let taskID = Column(CodingKeys.taskID)
        static let routineID = Column(CodingKeys.routineID)
        static let day = Column(CodingKeys.day)
        static let mark = Column(CodingKeys.mark)
    }
}
