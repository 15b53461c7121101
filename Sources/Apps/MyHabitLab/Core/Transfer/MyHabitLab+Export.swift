import DayKit
import Foundation
import GRDB
import GRDBSQLite
import MyHabitLabFormats

extension MyHabitLab {
    /// Every habit, entry, reminder and setting as JSON (the format of docs/export-format.md).
    public func exportJSON() throws -> Data {
        let (habits, settings, entries) = try database.reader.read { db -> ([ExportFile.Habit], ExportFile.Settings, [UInt8]) in
            let habits = try Habit.inExportOrder(db)
            let exported = try habits.map { habit -> ExportFile.Habit in
                var unit: String?, target: Double?, direction: TargetDirection?
                if case .measurable(let u, let t, let d) = habit.kind { (unit, target, direction) = (u, t, d) }
                let reminders = try ReminderRecord.all(of: habit.id, db).map {
                    ExportFile.Reminder(time: $0.reminder.time, weekdays: $0.reminder.weekdays.sorted().map { Schedule.weekdayKeys[$0 - 1] })
                }
                return .init(id: habit.id.rawValue, name: habit.name, detail: habit.detail, icon: habit.icon, color: habit.color.rawValue,
                             schedule: habit.schedule.exported, kind: habit.kind.name.rawValue, unit: unit, target: target, direction: direction?.rawValue,
                             createdDay: habit.createdDay, position: habit.position, archived: habit.isArchived, reminders: reminders)
            }
            let settings = try HabitSettings.current(db)
            return (exported, ExportFile.Settings(dayStartsAt: TimeOfDay(minutes: settings.dayStartsAt)!.description, appearance: settings.appearance.rawValue),
                    try Self.entryLines(db))
        }
        // NB: one habit and one entry per line, keys sorted: readable, diffable, and fast to write for
        // hundreds of thousands of entries (JSONEncoder takes seconds for those on Linux).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data(capacity: entries.count + 64 * 1024)
        data.append(contentsOf: "{\n\"entries\":[\n".utf8)
        data.append(contentsOf: entries)
        var text = (entries.isEmpty ? "" : "\n") + "],\n"
        text += "\"format\":\"\(ExportFile.formatName)\",\n\"habits\":[\n"
        text += try habits.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: ",\n")
        text += (habits.isEmpty ? "" : "\n") + "],\n"
        text += "\"settings\":" + String(decoding: try encoder.encode(settings), as: UTF8.self) + ",\n"
        text += "\"version\":\(ExportFile.currentVersion)\n}\n"
        data.append(contentsOf: text.utf8)
        return data
    }

    /// Every entry, one line of JSON each with sorted keys, joined by `,\n`, in the order of
    /// habit and day. NB: half a million entries: the bytes are copied straight from SQLite's
    /// columns into one buffer, with no string made per entry (that took most of the export's time).
    static func entryLines(_ db: Database) throws -> [UInt8] {
        let statement = try Entry.exportStatement(db)
        let handle = statement.sqliteStatement
        var out: [UInt8] = []
        out.reserveCapacity(try Entry.fetchCount(db) * 130)
        func column(_ index: Int32) {
            guard let text = sqlite3_column_text(handle, index) else { return }
            out.append(contentsOf: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, index))))
        }
        func literal(_ text: StaticString) {
            out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        var first = true
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            if !first { literal(",\n") }
            first = false
            literal("{\"day\":\""); column(0)
            literal("\",\"habit\":\""); column(1)
            literal("\",\"id\":\""); column(2)
            literal("\"")
            if sqlite3_column_type(handle, 3) != SQLITE_NULL { literal(",\"mark\":\""); column(3); literal("\"") }
            if sqlite3_column_type(handle, 4) != SQLITE_NULL {
                literal(",\"note\":")
                let note = UnsafeBufferPointer(start: sqlite3_column_text(handle, 4), count: Int(sqlite3_column_bytes(handle, 4)))
                out.append(contentsOf: JSONText.quoted(String(decoding: note, as: UTF8.self)).utf8)
            }
            if sqlite3_column_type(handle, 5) != SQLITE_NULL {
                literal(",\"value\":")
                out.append(contentsOf: JSONText.number(sqlite3_column_double(handle, 5)).utf8)
            }
            literal("}")
        }
        return out
    }
}
