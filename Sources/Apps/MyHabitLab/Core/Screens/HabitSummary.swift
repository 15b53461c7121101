import DayKit
import Foundation
import GRDB

/// A habit as lists show it, and as `list --json` prints it.
public struct HabitSummary: Codable, Sendable, Hashable {
    public let id: Habit.ID
    public let name: String
    public let detail: String?
    /// The emoji text draws: the habit's emoji, or its symbol's stand-in.
    public let icon: String
    /// The SF Symbol the iPhone draws instead of `icon`, when the habit's icon is a symbol.
    public let symbol: String?
    public let color: HabitColor
    public let colorHex: String
    public let archived: Bool
    /// `yesNo` or `measurable`.
    public let kind: HabitKind.Name
    public let unit: String?
    public let target: Double?
    public let direction: TargetDirection?
    public let schedule: Schedule
    /// The schedule in words: "Every day", "3 times a week".
    public let scheduleText: String
    public let createdDay: CalendarDay
    /// 1 = first in the manual order.
    public let position: Int

    init(_ habit: Habit, position: Int) {
        id = habit.id
        name = habit.name
        detail = habit.detail
        let drawn = HabitIcon(stored: habit.icon)
        (icon, symbol) = (drawn.emoji, drawn.symbolName)
        color = habit.color
        colorHex = habit.color.hex
        archived = habit.isArchived
        kind = habit.kind.name
        if case .measurable(let unit, let target, let direction) = habit.kind {
            (self.unit, self.target, self.direction) = (unit, target, direction)
        } else {
            (unit, target, direction) = (nil, nil, nil)
        }
        schedule = habit.schedule
        scheduleText = habit.schedule.summary
        createdDay = habit.createdDay
        self.position = position
    }
}

extension MyHabitLab {
    /// The habits in manual order: the active ones, or the archived ones.
    public func habitList(archived: Bool = false) throws -> [HabitSummary] {
        try database.reader.read { db in try habitList(archived: archived, db) }
    }

    func habitList(archived: Bool, _ db: Database) throws -> [HabitSummary] {
        try Habit.list(archived: archived, db).enumerated().map { HabitSummary($1, position: $0 + 1) }
    }
}
