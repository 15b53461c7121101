import DayKit
import DayKitDatabase
import GRDB
import Tagged

extension DayRecord: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "dayRecord"
}

extension DayRecord {
    /// Whether routine `routineID` has a day record on `day`: the day was finalized (closed).
    // NB: a cached statement: the Routine tab asks it on every read.
    static func exists(of routineID: Routine.ID, on day: CalendarDay, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM dayRecord WHERE routineID = ? AND day = ?"),
                          arguments: [routineID.rawValue, day]) ?? false
    }

    /// Whether routine `routineID` ran any day that was finalized.
    static func hasHistory(_ routineID: Routine.ID, _ db: Database) throws -> Bool {
        try all().of(routine: routineID).isEmpty(db) == false
    }

    /// The last day routine `routineID` has a record for, from `first` on.
    static func latestDay(of routineID: Routine.ID, from first: CalendarDay, _ db: Database) throws -> CalendarDay? {
        try CalendarDay.fetchOne(db, sql: "SELECT MAX(day) FROM dayRecord WHERE routineID = ? AND day >= ?",
                                 arguments: [routineID.rawValue, first])
    }

    /// The last day any routine has a record for.
    static func latestDay(_ db: Database) throws -> CalendarDay? {
        try CalendarDay.fetchOne(db, sql: "SELECT MAX(day) FROM dayRecord")
    }

    /// The done counts of routine `routineID` from `first` through `last`, by day.
    // NB: a cached statement: the Data tab asks this once per card.
    static func doneCounts(of routineID: Routine.ID, from first: CalendarDay, through last: CalendarDay,
                           _ db: Database) throws -> [CalendarDay: Int] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT day, completedCount FROM dayRecord WHERE routineID = ? AND day BETWEEN ? AND ?"),
                                    arguments: [routineID.rawValue, first, last])
        return Dictionary(uniqueKeysWithValues: rows.map { (row: Row) -> (CalendarDay, Int) in (row[0], row[1]) })
    }

    /// Records routine `routineID`'s day: the count of its tasks marked done that day (again, when
    /// the day had a record).
    static func record(_ routineID: Routine.ID, on day: CalendarDay, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO dayRecord (routineID, day, completedCount)
            SELECT ?, ?, COUNT(*) FROM taskMark WHERE routineID = ? AND day = ? AND mark = 'done'
            ON CONFLICT (routineID, day) DO UPDATE SET completedCount = excluded.completedCount
            """).execute(arguments: [routineID.rawValue, day, routineID.rawValue, day])
    }

    /// A prepared insert of one record (`routineID`, `day`, `completedCount`), for writing many at
    /// once (seeding years of history).
    static func insertStatement(_ db: Database) throws -> Statement {
        try db.cachedStatement(sql: "INSERT INTO dayRecord (routineID, day, completedCount) VALUES (?, ?, ?)")
    }

    /// Deletes every routine's records after `day`.
    static func deleteAll(after day: CalendarDay, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM dayRecord WHERE day > ?", arguments: [day])
    }

    /// Deletes every routine's records from `first` on.
    static func deleteAll(from first: CalendarDay, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM dayRecord WHERE day >= ?", arguments: [first])
    }
}

extension DerivableRequest<DayRecord> {
    /// The records of one routine.
    func of(routine routineID: Routine.ID) -> Self {
        filter(DayRecord.Columns.routineID == routineID.rawValue)
    }

    /// The records of one routine between two days, inclusive.
    func of(routine routineID: Routine.ID, from first: CalendarDay, through last: CalendarDay) -> Self {
        filter(DayRecord.Columns.routineID == routineID.rawValue && DayRecord.Columns.day >= first && DayRecord.Columns.day <= last)
    }
}
