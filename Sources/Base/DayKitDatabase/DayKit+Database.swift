import DayKit
import GRDB

extension CalendarDay: DatabaseValueConvertible {
    /// Stored as `YYYY-MM-DD` text, so days sort and compare in SQL.
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CalendarDay? {
        String.fromDatabaseValue(dbValue).flatMap { CalendarDay($0) }
    }
}

extension TimeOfDay: DatabaseValueConvertible {
    /// Stored as minutes since midnight.
    public var databaseValue: DatabaseValue { minutes.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> TimeOfDay? {
        Int.fromDatabaseValue(dbValue).flatMap { TimeOfDay(minutes: $0) }
    }
}
