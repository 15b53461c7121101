import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// The finalized outcome of one routine on one day: how many tasks were done. One per routine and day.
public struct DayRecord: Codable, Sendable, Hashable {
    /// The routine.
    public var routineID: Routine.ID
    /// The day.
    public var day: CalendarDay
    /// The number of tasks checked ✓ that day.
    public var completedCount: Int

    /// Table columns.
    public enum Columns {
        static let routineID = Column(CodingKeys.routineID)
        static let day = Column(CodingKeys.day)
        static let completedCount = Column(CodingKeys.completedCount)
    }
}
