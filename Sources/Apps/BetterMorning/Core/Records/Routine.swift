import DayKit
import DayKitDatabase
import GRDB
// NB: exported, as MyHabitLab's and Ultimate's Cores do: a `Routine.ID` is used as a value (hashed,
// compared, encoded) in the web, the CLI, the iPhone model and shell, which then need no
// dependency on swift-tagged of their own.
@_exported import Tagged

/// Whether a routine is a famous person's (static) or the user's own (locked after creation).
public enum RoutineKind: String, Codable, Sendable, DatabaseValueConvertible {
    case celebrity
    case custom
}

/// A named list of timed tasks, as stored: its id is the database's. At most one routine is active
/// at a time. A routine not stored yet is a `NewRoutine`.
public struct Routine: Codable, Sendable, Hashable, Identifiable {
    /// A routine's id: a routine's, never a task's.
    public typealias ID = Tagged<Routine, Int64>

    /// The routine's id.
    public let id: ID
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

/// A routine about to be stored: everything but the id, which the insert gives (`inserted(_:)`).
struct NewRoutine: Codable, Sendable {
    var name: String
    var kind: RoutineKind
    var celebrityID: String?
    var isActive: Bool
    var createdDay: CalendarDay
    var firstStartDay: CalendarDay
    var startDay: CalendarDay
    var activationNumber: Int
}
