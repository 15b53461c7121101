import DayKit
import Foundation
import GRDB

extension MyHabitLab {
    /// Every habit, entry, reminder and setting as JSON (the format of docs/export-format.md).
    public func exportJSON() throws -> Data {
        let file = try database.reader.read { db -> ExportFile in
            let habits = try Habit.order(sql: "isArchived, position, id").fetchAll(db)
            let exported = try habits.map { habit -> ExportFile.ExportedHabit in
                var unit: String?, target: Double?, direction: TargetDirection?
                if case .measurable(let u, let t, let d) = habit.kind { (unit, target, direction) = (u, t, d) }
                let reminders = try reminderRows(habit.id, db).map {
                    ExportFile.ExportedReminder(time: $0.reminder.time, weekdays: $0.reminder.weekdays.sorted().map { Schedule.weekdayKeys[$0 - 1] })
                }
                return .init(id: habit.id, name: habit.name, detail: habit.detail, icon: habit.icon, color: habit.color,
                             schedule: habit.schedule, kind: habit.kind.name, unit: unit, target: target, direction: direction,
                             createdDay: habit.createdDay, position: habit.position, archived: habit.isArchived, reminders: reminders)
            }
            let entries = try Entry.order(sql: "habitID, day").fetchAll(db).map { entry -> ExportFile.ExportedEntry in
                var mark: String?, value: Double?
                switch entry.mark {
                case .done?: mark = "done"
                case .skipped?: mark = "skipped"
                case .value(let v)?: (mark, value) = ("value", v)
                case nil: break
                }
                return .init(id: entry.id, habit: entry.habitID, day: entry.day, mark: mark, value: value, note: entry.note)
            }
            let shift = try HabitSettings.current(db).dayStartsAt
            return ExportFile(settings: .init(dayStartsAt: HabitReminder(minutes: shift)!.time), habits: exported, entries: entries)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(file) + Data("\n".utf8)
    }
}
