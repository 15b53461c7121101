import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension Habit: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "habit"

    /// The active habits (or the archived ones) in manual order. NB: read for nearly every page: a
    /// prepared statement, kept (compiling the query cost as much as reading 200 habits).
    static func list(archived: Bool = false, _ db: Database) throws -> [Habit] {
        try Habit.fetchAll(db.cachedStatement(sql: "SELECT * FROM habit WHERE isArchived = ? ORDER BY position"), arguments: [archived])
    }

    public init(row: Row) throws {
        let kindName: String = row["kind"]
        let kind: HabitKind = kindName == "measurable"
            ? .measurable(unit: row["unit"] ?? "", target: row["target"] ?? 1, direction: TargetDirection(rawValue: row["direction"] ?? "") ?? .atLeast)
            : .yesNo
        let schedule: Schedule = switch row["scheduleKind"] as String {
        case "weekdays": .weekdays(Weekdays.days(of: row["scheduleWeekdays"]))
        case "times": .times(row["scheduleTimes"], per: row["scheduleDays"])
        default: .daily
        }
        self.init(id: UUID(text: row["id"]) ?? UUID(), name: row["name"], detail: row["detail"], icon: row["icon"],
                  color: HabitColor(rawValue: row["color"]) ?? .blue, schedule: schedule, kind: kind,
                  createdDay: row["createdDay"], position: row["position"], isArchived: row["isArchived"])
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
