import DayKit
import Foundation
import GRDB

extension MyHabitLab {
    /// Every habit, entry, reminder and setting as JSON (the format of docs/export-format.md).
    public func exportJSON() throws -> Data {
        let (habits, settings, entries) = try database.reader.read { db -> ([ExportFile.ExportedHabit], ExportFile.Settings, [String]) in
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
            let shift = try HabitSettings.current(db).dayStartsAt
            var entries: [String] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT id, habitID, day, mark, value, note FROM entry ORDER BY habitID, day")
            while let row = try rows.next() {
                entries.append(Self.entryLine(id: row[0], habit: row[1], day: row[2], mark: row[3], value: row[4], note: row[5]))
            }
            return (exported, ExportFile.Settings(dayStartsAt: HabitReminder(minutes: shift)!.time), entries)
        }
        // NB: one habit and one entry per line, keys sorted: readable, diffable, and fast to write for
        // hundreds of thousands of entries (JSONEncoder takes seconds for those on Linux).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var text = "{\n\"entries\":[\n" + entries.joined(separator: ",\n") + (entries.isEmpty ? "" : "\n") + "],\n"
        text += "\"format\":\"\(ExportFile.formatName)\",\n\"habits\":[\n"
        text += try habits.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: ",\n")
        text += (habits.isEmpty ? "" : "\n") + "],\n"
        text += "\"settings\":" + String(decoding: try encoder.encode(settings), as: UTF8.self) + ",\n"
        text += "\"version\":\(ExportFile.currentVersion)\n}\n"
        return Data(text.utf8)
    }

    /// One entry as a line of JSON with sorted keys.
    static func entryLine(id: String, habit: String, day: String, mark: String?, value: Double?, note: String?) -> String {
        var line = "{\"day\":\"\(day)\",\"habit\":\"\(habit)\",\"id\":\"\(id)\""
        if let mark { line += ",\"mark\":\"\(mark)\"" }
        if let note { line += ",\"note\":" + JSONText.quoted(note) }
        if let value { line += ",\"value\":" + JSONText.number(value) }
        return line + "}"
    }
}
