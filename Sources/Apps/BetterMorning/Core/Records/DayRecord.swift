import DayKit
import DayKitDatabase
import GRDB

/// The finalized outcome of one routine on one day: how many tasks were done. One per routine and day.
public struct DayRecord: Codable, Sendable, Hashable {
    /// The routine.
    public var routineID: Int64
    /// The day.
    public var day: CalendarDay
    /// The number of tasks checked ✓ that day.
    public var completedCount: Int

    /// Table columns.
    public enum Columns {
        static let routineID = Column(CodingKeys.routineID)
        static let day = Column(CodingKeys.day)
    }
}

extension DayRecord: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "dayRecord"
}

extension DerivableRequest<DayRecord> {
    /// The records of one routine between two days, inclusive.
    func of(routine routineID: Int64, from first: CalendarDay, through last: CalendarDay) -> Self {
        filter(DayRecord.Columns.routineID == routineID && DayRecord.Columns.day >= first && DayRecord.Columns.day <= last)
    }
}
