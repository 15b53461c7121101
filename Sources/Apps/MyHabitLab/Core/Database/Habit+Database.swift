import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension Habit: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "habit"

    /// The columns a habit is read from, in the order `init(row:)` reads them by position. NB:
    /// habits are read for nearly every page, and a column read by position costs a fraction of
    /// one looked up by name.
    static let columns = ["id", "name", "detail", "icon", "color", "scheduleKind", "scheduleWeekdays", "scheduleTimes",
                          "scheduleDays", "kind", "unit", "target", "direction", "createdDay", "position", "isArchived"]
    public static var databaseSelection: [any SQLSelectable] { columns.map { Column($0) } }

    /// The active habits (or the archived ones) in manual order. NB: read for nearly every page: a
    /// prepared statement, kept (compiling the query cost as much as reading 200 habits).
    static func list(archived: Bool = false, _ db: Database) throws -> [Habit] {
        let sql = "SELECT \(columns.joined(separator: ", ")) FROM habit WHERE isArchived = ? ORDER BY position"
        return try Habit.fetchAll(db.cachedStatement(sql: sql), arguments: [archived])
    }

    /// The habit with the id `id` (its text), if any. NB: read by every change and for nearly every
    /// page: a prepared statement, kept.
    static func withID(_ id: String, _ db: Database) throws -> Habit? {
        let sql = "SELECT \(columns.joined(separator: ", ")) FROM habit WHERE id = ?"
        return try Habit.fetchOne(db.cachedStatement(sql: sql), arguments: [id])
    }

    /// A habit from a row of `columns`.
    public init(row: Row) throws {
        let kind: HabitKind = row[9] as String == "measurable"
            ? .measurable(unit: row[10] ?? "", target: row[11] ?? 1, direction: TargetDirection(rawValue: row[12] ?? "") ?? .atLeast)
            : .yesNo
        let schedule: Schedule = switch row[5] as String {
        case "weekdays": .weekdays(Weekdays.days(of: row[6]))
        case "times": .times(row[7], per: row[8])
        default: .daily
        }
        self.init(id: UUID(text: row[0]) ?? UUID(), name: row[1], detail: row[2], icon: row[3],
                  color: HabitColor(rawValue: row[4]) ?? .blue, schedule: schedule, kind: kind,
                  createdDay: row[13], position: row[14], isArchived: row[15])
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id.text
        container["name"] = name
        container["detail"] = detail
        container["icon"] = icon
        container["color"] = color.rawValue
        switch schedule {
        case .daily:
            container["scheduleKind"] = "daily"
        case .weekdays(let days):
            container["scheduleKind"] = "weekdays"
            container["scheduleWeekdays"] = Weekdays.mask(of: days)
        case .times(let times, let days):
            container["scheduleKind"] = "times"
            container["scheduleTimes"] = times
            container["scheduleDays"] = days
        }
        container["kind"] = kind.name
        if case .measurable(let unit, let target, let direction) = kind {
            container["unit"] = unit
            container["target"] = target
            container["direction"] = direction.rawValue
        }
        container["createdDay"] = createdDay
        container["position"] = position
        container["isArchived"] = isArchived
    }
}

extension Entry: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "entry"

    public init(row: Row) throws {
        let mark: DayMark? = switch row["mark"] as String? {
        case "done": .done
        case "skipped": .skipped
        case "value": .value(row["value"] ?? 0)
        default: nil
        }
        self.init(id: UUID(text: row["id"]) ?? UUID(), habitID: UUID(text: row["habitID"]) ?? UUID(),
                  day: row["day"], mark: mark, note: row["note"])
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id.text
        container["habitID"] = habitID.text
        container["day"] = day
        switch mark {
        case .done?: container["mark"] = "done"
        case .skipped?: container["mark"] = "skipped"
        case .value(let value)?:
            container["mark"] = "value"
            container["value"] = value
        case nil: container["mark"] = nil as String?
        }
        container["note"] = note
    }
}

/// Weekday sets stored as a bitmask: bit 0 is Sunday … bit 6 Saturday (Loop's order too).
enum Weekdays {
    static func mask(of days: Set<Int>) -> Int { days.reduce(0) { $0 | 1 << ($1 - 1) } }
    static func days(of mask: Int) -> Set<Int> { Set((1...7).filter { mask & 1 << ($0 - 1) != 0 }) }
}

extension Habit {
    /// The position after the last of the active (or archived) list: 0 when it is empty.
    static func nextPosition(archived: Bool, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT MAX(position) + 1 FROM habit WHERE isArchived = ?", arguments: [archived]) ?? 0
    }
}
