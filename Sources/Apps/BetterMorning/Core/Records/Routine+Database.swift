import DayKit
import DayKitDatabase
import GRDB
import Tagged

// NB: `Routine.ID` is read and written through Tagged's single-value coding (GRDB decodes it from
// the column as an Int64); a query names it by `rawValue`.

extension Routine: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "routine"
}

extension NewRoutine: PersistableRecord {
    static let databaseTableName = Routine.databaseTableName

    /// Stores the routine; the stored routine, with the id the insert gave it.
    func inserted(_ db: Database) throws -> Routine {
        try insert(db)
        return Routine(id: Routine.ID(db.lastInsertedRowID), name: name, kind: kind, celebrityID: celebrityID, isActive: isActive,
                       createdDay: createdDay, firstStartDay: firstStartDay, startDay: startDay, activationNumber: activationNumber)
    }
}

extension Routine {
    /// The routine with `id`, or nil.
    static func find(_ id: ID, _ db: Database) throws -> Routine? {
        try fetchOne(db, key: id.rawValue)
    }

    /// The famous person's routine (`celebrityID`), if the user ever chose it.
    static func ofCelebrity(_ celebrityID: String, _ db: Database) throws -> Routine? {
        try filter(Columns.celebrityID == celebrityID).fetchOne(db)
    }

    /// The active routine, the most recently activated if the file is corrupt and holds more.
    // NB: every screen reads it; a cached statement spares compiling its SQL each time (the query
    // interface's compile cost was most of a screen's time).
    static func active(_ db: Database) throws -> Routine? {
        try fetchOne(db.cachedStatement(sql: "SELECT * FROM routine WHERE isActive ORDER BY activationNumber DESC LIMIT 1"))
    }

    /// The highest activation number given so far (0 when there is no routine).
    static func latestActivationNumber(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT MAX(activationNumber) FROM routine") ?? 0
    }
}

extension DerivableRequest<Routine> {
    /// The active routines (one, unless the file is corrupt), most recently activated first.
    func active() -> Self {
        filter(Routine.Columns.isActive).order(Routine.Columns.activationNumber.desc)
    }

    /// Routines in Data-tab order: the active one first, then most recently active first.
    func inDisplayOrder() -> Self {
        order(Routine.Columns.isActive.desc, Routine.Columns.activationNumber.desc, Routine.Columns.id.desc)
    }
}
