import DayKit
import Foundation
import GRDB

extension MyHabitLab {
    /// The largest file an import reads.
    public static let largestImport = 50 * 1024 * 1024

    /// Imports a file: the type is detected from its content. A file that is too large, truncated,
    /// corrupt or of another kind is refused with a clear message and changes nothing.
    public func importFile(_ data: Data, progress: (Double) -> Void = { _ in }) throws -> ImportReport {
        guard data.count <= Self.largestImport else {
            throw MyHabitLabError.unreadableFile("The file is larger than 50 MB, so it was not imported.")
        }
        let head = data.prefix(16)
        if head.starts(with: Data("SQLite format 3".utf8)) {
            return try importLoopBackup(data, progress: progress)
        }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            return try importLoopCSV(data, progress: progress)
        }
        let text = data.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        guard text.first == UInt8(ascii: "{") else {
            throw MyHabitLabError.unreadableFile("This is not a MyHabitLab export (JSON) file. Nothing changed.")
        }
        return try importJSON(data, progress: progress)
    }

    /// Imports a MyHabitLab JSON export: the whole file is checked first, every problem reported
    /// with its JSON path; then habits and entries are merged by UUID in one transaction.
    public func importJSON(_ data: Data, progress: (Double) -> Void = { _ in }) throws -> ImportReport {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw MyHabitLabError.unreadableFile("The file is not valid JSON (it may be truncated). Nothing changed.")
        }
        var validator = ImportValidator()
        let file = validator.file(root)
        guard validator.problems.isEmpty, let file else { throw MyHabitLabError.invalidImport(validator.problems) }
        progress(0.1)
        return try merge(file, progress: progress)
    }

    /// Writes checked habits and entries in one transaction, merging by UUID.
    func merge(_ file: ImportValidator.Checked, problems: [String] = [], progress: (Double) -> Void) throws -> ImportReport {
        let report = try database.writer.write { db -> ImportReport in
            var report = ImportReport()
            report.problems = problems
            for habit in file.habits {
                if let existing = try Habit.fetchOne(db, key: habit.habit.id.uuidString) {
                    let reminders = try reminderRows(habit.habit.id, db).map(\.reminder)
                    if existing != habit.habit || reminders != habit.reminders {
                        try habit.habit.update(db)
                        report.habits.updated += 1
                    }
                } else {
                    try habit.habit.insert(db)
                    report.habits.added += 1
                }
                if try reminderRows(habit.habit.id, db).map(\.reminder) != habit.reminders {
                    try db.execute(sql: "DELETE FROM reminder WHERE habitID = ?", arguments: [habit.habit.id.uuidString])
                    for reminder in habit.reminders {
                        try db.execute(sql: "INSERT INTO reminder (habitID, minutes, weekdays) VALUES (?, ?, ?)",
                                       arguments: [habit.habit.id.uuidString, reminder.minutes, Weekdays.mask(of: reminder.weekdays)])
                    }
                }
            }
            progress(0.3)
            // NB: the entries already stored are read once, not looked up one by one.
            var byID: [UUID: Entry] = [:]
            var byDay: [String: UUID] = [:]
            for entry in try Entry.fetchAll(db) {
                byID[entry.id] = entry
                byDay["\(entry.habitID.text) \(entry.day)"] = entry.id
            }
            // NB: half a million random keys thrash SQLite's default page cache; give the import room.
            try db.execute(sql: "PRAGMA cache_size = -262144")
            defer { try? db.execute(sql: "PRAGMA cache_size = -2000") }
            let insert = try db.cachedStatement(sql: "INSERT INTO entry (id, habitID, day, mark, value, note) VALUES (?, ?, ?, ?, ?, ?)")
            let update = try db.cachedStatement(sql: "UPDATE entry SET habitID = ?, day = ?, mark = ?, value = ?, note = ? WHERE id = ?")
            let delete = try db.cachedStatement(sql: "DELETE FROM entry WHERE id = ?")
            for (index, entry) in file.entries.enumerated() {
                let key = "\(entry.habitID.text) \(entry.day)"
                let sameDay = byDay[key]
                if let sameDay, sameDay != entry.id {
                    try delete.execute(arguments: [sameDay.text])
                }
                let (mark, value) = Self.stored(entry.mark)
                if let existing = byID[entry.id] {
                    if existing != entry {
                        try update.execute(arguments: [entry.habitID.text, entry.day, mark, value, entry.note, entry.id.text])
                        report.entries.updated += 1
                    }
                } else {
                    try insert.execute(arguments: [entry.id.text, entry.habitID.text, entry.day, mark, value, entry.note])
                    if sameDay == nil { report.entries.added += 1 } else { report.entries.updated += 1 }
                }
                byDay[key] = entry.id
                if index % 10_000 == 0 { progress(0.3 + 0.7 * Double(index) / Double(max(1, file.entries.count))) }
            }
            if let shift = file.dayStartsAt {
                var settings = try HabitSettings.current(db)
                settings.dayStartsAt = shift
                try settings.save(db)
            }
            for id in Set(file.habits.map(\.habit.id) + file.entries.map(\.habitID)) {
                try MyHabitLabDatabase.bumpRevision(of: id, db)
            }
            return report
        }
        progress(1)
        try replanReminders()
        return report
    }

    /// A mark as the `entry` table stores it.
    static func stored(_ mark: DayMark?) -> (String?, Double?) {
        switch mark {
        case .done?: ("done", nil)
        case .skipped?: ("skipped", nil)
        case .value(let value)?: ("value", value)
        case nil: (nil, nil)
        }
    }
}
