import DayKit
import DayKitDatabase
import GRDB
import Tagged

extension RoutineTask: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "task"
}

extension NewRoutineTask: PersistableRecord {
    static let databaseTableName = RoutineTask.databaseTableName

    /// Stores the task; the id the insert gave it.
    func inserted(_ db: Database) throws -> RoutineTask.ID {
        try insert(db)
        return RoutineTask.ID(db.lastInsertedRowID)
    }
}

extension RoutineTask {
    /// The tasks of routine `routineID` in time order.
    // NB: every screen reads them; a cached statement spares compiling the SQL each time.
    static func of(_ routineID: Routine.ID, _ db: Database) throws -> [RoutineTask] {
        try fetchAll(db.cachedStatement(sql: "SELECT * FROM task WHERE routineID = ? ORDER BY position"), arguments: [routineID.rawValue])
    }

    /// How many tasks each routine has, in one query (the Data tab's bar scales).
    static func countsByRoutine(_ db: Database) throws -> [Routine.ID: Int] {
        let rows = try Row.fetchAll(db, sql: "SELECT routineID, COUNT(*) FROM task GROUP BY routineID")
        return Dictionary(uniqueKeysWithValues: rows.map { (row: Row) -> (Routine.ID, Int) in (Routine.ID(row[0] as Int64), row[1]) })
    }
}

extension DerivableRequest<RoutineTask> {
    /// The tasks of one routine in time order.
    func of(routine routineID: Routine.ID) -> Self {
        filter(RoutineTask.Columns.routineID == routineID.rawValue).order(RoutineTask.Columns.position)
    }
}
