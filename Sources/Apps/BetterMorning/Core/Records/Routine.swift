import DayKit
import DayKitDatabase
import GRDB

/// Whether a routine is a famous person's (static) or the user's own (locked after creation).
public enum RoutineKind: String, Codable, Sendable, DatabaseValueConvertible {
    case celebrity
    case custom
}

/// A named list of timed tasks. At most one routine is active at a time.
public struct Routine: Codable, Sendable, Hashable, Identifiable {
    /// The routine's id; nil before it is inserted.
    public var id: Int64?
    /// The display name, also the Data Card's name.
    public var name: String
    /// Celebrity or custom.
    public var kind: RoutineKind
    /// The catalog id of the famous person, for celebrity routines.
    public var celebrityID: String?
    /// Whether this is the active routine.
    public var isActive: Bool
    /// The day the routine was first activated or created.
    public var createdDay: CalendarDay
    /// The first day the routine ever ran: its Data Card's weeks go back to this day's week.
    public var firstStartDay: CalendarDay
    /// The day the current (or latest) activation starts running.
    public var startDay: CalendarDay
    /// Grows with every activation; orders the Data Cards most recently active first.
    public var activationNumber: Int

    /// Table columns.
    public enum Columns {
        static let id = Column(CodingKeys.id)
        static let celebrityID = Column(CodingKeys.celebrityID)
        static let isActive = Column(CodingKeys.isActive)
        static let activationNumber = Column(CodingKeys.activationNumber)
    }
}

extension Routine: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "routine"
    static let tasks = hasMany(RoutineTask.self)

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
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
