import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabFormats

extension Habit: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "habit"

    /// The table's columns.
    public enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let detail = Column("detail")
        static let icon = Column("icon")
        static let color = Column("color")
        static let scheduleKind = Column("scheduleKind")
        static let scheduleWeekdays = Column("scheduleWeekdays")
        static let scheduleTimes = Column("scheduleTimes")
        static let scheduleDays = Column("scheduleDays")
        static let kind = Column("kind")
        static let unit = Column("unit")
        static let target = Column("target")
        static let direction = Column("direction")
        static let createdDay = Column("createdDay")
        static let position = Column("position")
        static let isArchived = Column("isArchived")
        /// Bumped by every change to the habit or its entries (caches recompute it).
        static let revision = Column("revision")
        /// The start the habit had before a mark on an earlier day moved it back (null otherwise).
        static let startBeforeMarks = Column("startBeforeMarks")
    }

    /// The columns a habit is read from, in the order `init(row:)` reads them by position.
    static let selection = [Columns.id, Columns.name, Columns.detail, Columns.icon, Columns.color, Columns.scheduleKind,
                            Columns.scheduleWeekdays, Columns.scheduleTimes, Columns.scheduleDays, Columns.kind, Columns.unit,
                            Columns.target, Columns.direction, Columns.createdDay, Columns.position, Columns.isArchived]
    public static var databaseSelection: [any SQLSelectable] { selection }

    /// A habit from a row of `selection`. NB: habits are read for nearly every page, so the row is
    /// read by position, in `selection`'s order, not by name: with the kept statements of
    /// `list`/`withID`, a durable toggle went from 0.6–1.0 to 0.3–0.4 ms median (commit f910559).
    public init(row: Row) throws {
        let kind = HabitKind(stored: row[9], unit: row[10], target: row[11], direction: row[12])
        let schedule = Schedule(stored: row[5], weekdays: row[6], times: row[7], days: row[8])
        // NB: a colour or direction that is not ours (a file edited by hand) reads as the default, never a trap.
        self.init(id: ID(text: row[0]) ?? ID(), name: row[1], detail: row[2], icon: row[3], color: HabitColor(rawValue: row[4]) ?? .blue,
                  schedule: schedule, kind: kind, createdDay: row[13], position: row[14], isArchived: row[15])
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container[Columns.id] = id.text
        container[Columns.name] = name
        container[Columns.detail] = detail
        container[Columns.icon] = icon
        container[Columns.color] = color
        schedule.encode(to: &container)
        kind.encode(to: &container)
        container[Columns.createdDay] = createdDay
        container[Columns.position] = position
        container[Columns.isArchived] = isArchived
    }
}

// MARK: - Storage of the habit's values

extension Habit.ID {
    /// The id stored as `text` (canonical `8-4-4-4-12` hex digits), nil for any other text.
    /// NB: stored as text, as before ids were typed: the schema does not change.
    init?(text: String) {
        guard let uuid = UUID(text: text) else { return nil }
        self.init(uuid)
    }
}

extension HabitColor: DatabaseValueConvertible {}

extension TargetDirection: DatabaseValueConvertible {}

extension Schedule {
    /// A schedule from its columns (`scheduleKind`, `scheduleWeekdays`, `scheduleTimes`, `scheduleDays`).
    init(stored kind: String, weekdays: Int, times: Int, days: Int) {
        self = switch kind {
        case "weekdays": .weekdays(Weekdays.days(of: weekdays))
        case "times": .times(times, per: days)
        default: .daily
        }
    }

    /// Writes the schedule's columns.
    func encode(to container: inout PersistenceContainer) {
        switch self {
        case .daily:
            container[Habit.Columns.scheduleKind] = "daily"
        case .weekdays(let days):
            container[Habit.Columns.scheduleKind] = "weekdays"
            container[Habit.Columns.scheduleWeekdays] = Weekdays.mask(of: days)
        case .times(let times, let days):
            container[Habit.Columns.scheduleKind] = "times"
            container[Habit.Columns.scheduleTimes] = times
            container[Habit.Columns.scheduleDays] = days
        }
    }
}

extension HabitKind {
    /// A kind from its columns (`kind`, `unit`, `target`, `direction`).
    init(stored kind: String, unit: String?, target: Double?, direction: String?) {
        self = kind == "measurable"
            ? .measurable(unit: unit ?? "", target: target ?? 1, direction: direction.flatMap(TargetDirection.init(rawValue:)) ?? .atLeast)
            : .yesNo
    }

    /// Writes the kind's columns.
    func encode(to container: inout PersistenceContainer) {
        container[Habit.Columns.kind] = name.rawValue
        if case .measurable(let unit, let target, let direction) = self {
            container[Habit.Columns.unit] = unit
            container[Habit.Columns.target] = target
            container[Habit.Columns.direction] = direction
        }
    }
}

/// Weekday sets stored as a bitmask: bit 0 is Sunday … bit 6 Saturday (Loop's order too).
enum Weekdays {
    static func mask(of days: Set<Int>) -> Int { days.reduce(0) { $0 | 1 << ($1 - 1) } }
    static func days(of mask: Int) -> Set<Int> { Set((1...7).filter { mask & 1 << ($0 - 1) != 0 }) }
}

extension Habit {
    /// The selected columns as SQL, for the statements kept below.
    private static let selectionSQL = selection.map(\.name).joined(separator: ", ")
    // NB: the statements kept below are found by their text: written once, not on every call.
    private static let listSQL = "SELECT \(selectionSQL) FROM habit WHERE \(Columns.isArchived.name) = ? ORDER BY \(Columns.position.name)"
    private static let withIDSQL = "SELECT \(selectionSQL) FROM habit WHERE \(Columns.id.name) = ?"
    private static let revisionSQL = "SELECT \(Columns.revision.name) FROM habit WHERE \(Columns.id.name) = ?"
    private static let bumpRevisionSQL = "UPDATE habit SET \(Columns.revision.name) = \(Columns.revision.name) + 1 WHERE \(Columns.id.name) = ?"
    private static let listedActiveSQL = "SELECT \(Columns.id.name), \(Columns.revision.name), \(Columns.position.name) FROM habit "
        + "WHERE \(Columns.isArchived.name) = 0 ORDER BY \(Columns.position.name)"
    private static let revisionsSQL = "SELECT \(Columns.id.name), \(Columns.revision.name) FROM habit"

    /// The active habits (or the archived ones) in manual order. NB: read for nearly every page: a
    /// prepared statement, kept (compiling the query cost as much as reading 200 habits).
    static func list(archived: Bool = false, _ db: Database) throws -> [Habit] {
        try Habit.fetchAll(db.cachedStatement(sql: listSQL), arguments: [archived])
    }

    /// The habit with the id `id`, if any. NB: read by every change and for nearly every page: a
    /// prepared statement, kept.
    static func withID(_ id: Habit.ID, _ db: Database) throws -> Habit? {
        try withID(text: id.text, db)
    }

    /// The habit whose id is stored as `text`, if any (a listed habit's id as read).
    static func withID(text: String, _ db: Database) throws -> Habit? {
        try Habit.fetchOne(db.cachedStatement(sql: withIDSQL), arguments: [text])
    }

    /// The habits named `name`, ignoring case.
    static func named(_ name: String, _ db: Database) throws -> [Habit] {
        // NB: both sides through SQLite's lower(), as the name is stored.
        try Habit.filter(Columns.name.lowercased == name.sqlExpression.lowercased).fetchAll(db)
    }

    /// Every habit as the exports list them: the active ones, then the archived, each in manual order.
    static func inExportOrder(_ db: Database) throws -> [Habit] {
        try Habit.order(Columns.isArchived, Columns.position, Columns.id).fetchAll(db)
    }

    /// The position after the last of the active (or archived) list: 0 when it is empty.
    static func nextPosition(archived: Bool, _ db: Database) throws -> Int {
        try Habit.filter(Columns.isArchived == archived).select(max(Columns.position) + 1, as: Int?.self).fetchOne(db).flatMap { $0 } ?? 0
    }

    /// The position after the last habit, active or archived: 0 when there is none.
    static func nextPositionOfAll(_ db: Database) throws -> Int {
        (try Habit.select(max(Columns.position), as: Int?.self).fetchOne(db).flatMap { $0 } ?? -1) + 1
    }

    // MARK: - The start a mark moved

    /// The start `habitID` had before a mark on an earlier day moved it back, if one did.
    static func startBeforeMarks(of habitID: Habit.ID, _ db: Database) throws -> CalendarDay? {
        try Habit.filter(Columns.id == habitID.uuidString).select(Columns.startBeforeMarks, as: CalendarDay?.self).fetchOne(db) ?? nil
    }

    /// Keeps `start` as the start `habitID` had before a mark moved it (nil: none to put back).
    static func setStartBeforeMarks(_ start: CalendarDay?, of habitID: Habit.ID, _ db: Database) throws {
        try Habit.filter(Columns.id == habitID.uuidString).updateAll(db, Columns.startBeforeMarks.set(to: start))
    }

    // MARK: - Revisions

    /// The revision of the habit `habitID` (0 when there is none). NB: every change reads it: a
    /// prepared statement, kept.
    static func revision(of habitID: Habit.ID, _ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: revisionSQL), arguments: [habitID.uuidString]) ?? 0
    }

    /// Marks `habitID`'s history as changed (in the caller's transaction): caches recompute it.
    /// NB: every change does this: a prepared statement, kept.
    static func bumpRevision(of habitID: Habit.ID, _ db: Database) throws {
        try db.cachedStatement(sql: bumpRevisionSQL).execute(arguments: [habitID.uuidString])
    }

    /// One active habit as Today and Stats list it when its history may be kept: its id (as
    /// stored), revision and position.
    struct Listed {
        let id: Habit.ID
        let text: String
        let revision: Int
        let position: Int
    }

    /// The active habits in manual order, each as its id, revision and position only. NB: Today
    /// and Stats list every habit on every read: a prepared statement, kept, its rows read by
    /// position in its select's order (by name, 200 habits' revisions cost a detail read 50 µs of
    /// its 0.42 ms median: benchmark (c), 0.415 → 0.465 ms).
    static func listedActive(_ db: Database) throws -> [Listed] {
        var listed: [Listed] = []
        let rows = try Row.fetchCursor(db.cachedStatement(sql: listedActiveSQL))
        while let row = try rows.next() {
            let text: String = row[0]
            guard let id = Habit.ID(text: text) else { continue }
            listed.append(Listed(id: id, text: text, revision: row[1], position: row[2]))
        }
        return listed
    }

    /// Every habit's revision, by id. NB: every history read asks: a prepared statement, kept, its
    /// rows read by position (as `listedActive`'s, for the same measurement).
    static func revisions(_ db: Database) throws -> [Habit.ID: Int] {
        var revisions: [Habit.ID: Int] = [:]
        let rows = try Row.fetchCursor(db.cachedStatement(sql: revisionsSQL))
        while let row = try rows.next() {
            if let id = Habit.ID(text: row[0]) { revisions[id] = row[1] }
        }
        return revisions
    }
}
