import DayKit
import DayKitDatabase
import GRDB
import Tagged

extension TaskMarkRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "taskMark"
}

extension TaskMarkRecord {
    /// The marks of routine `routineID` on `day`, by task.
    // NB: a cached statement: the Routine tab reads them on every read.
    static func marks(of routineID: Routine.ID, on day: CalendarDay, _ db: Database) throws -> [RoutineTask.ID: TaskMark] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT taskID, mark FROM taskMark WHERE routineID = ? AND day = ?"),
                                    arguments: [routineID.rawValue, day])
        return Dictionary(uniqueKeysWithValues: rows.map { (row: Row) -> (RoutineTask.ID, TaskMark) in (RoutineTask.ID(row[0] as Int64), row[1]) })
    }

    /// Forgets task `taskID`'s mark on `day` (it is untouched again); false when it had none.
    @discardableResult
    static func forget(_ taskID: RoutineTask.ID, on day: CalendarDay, _ db: Database) throws -> Bool {
        try deleteOne(db, key: [Columns.taskID.name: taskID.rawValue, Columns.day.name: day])
    }

    /// Marks every task of routine `routineID` with no mark on `day` missed.
    static func markUntouchedMissed(of routineID: Routine.ID, on day: CalendarDay, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO taskMark (taskID, routineID, day, mark)
            SELECT id, routineID, ?, 'missed' FROM task WHERE routineID = ?
            """).execute(arguments: [day, routineID.rawValue])
    }

    /// A prepared insert of one mark (`taskID`, `routineID`, `day`, `mark`), for writing many at
    /// once (seeding years of history).
    static func insertStatement(_ db: Database) throws -> Statement {
        try db.cachedStatement(sql: "INSERT INTO taskMark (taskID, routineID, day, mark) VALUES (?, ?, ?, ?)")
    }

    /// Forgets every mark after `day`.
    static func deleteAll(after day: CalendarDay, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM taskMark WHERE day > ?", arguments: [day])
    }

    /// Forgets every missed mark from `first` on (those tasks are untouched again).
    static func forgetMissed(from first: CalendarDay, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM taskMark WHERE day >= ? AND mark = 'missed'", arguments: [first])
    }
}

extension DerivableRequest<TaskMarkRecord> {
    /// The marks of one routine on one day.
    func of(routine routineID: Routine.ID, on day: CalendarDay) -> Self {
        filter(TaskMarkRecord.Columns.routineID == routineID.rawValue && TaskMarkRecord.Columns.day == day)
    }
}
