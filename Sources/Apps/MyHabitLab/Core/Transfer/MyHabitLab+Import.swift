import DayKit
import Foundation
import GRDB
import GRDBSQLite

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
        var validator = ImportValidator()
        let file: ImportValidator.Checked?
        do {
            file = try validator.file(data)
        } catch {
            throw MyHabitLabError.unreadableFile("The file is not valid JSON (it may be truncated). Nothing changed.")
        }
        guard validator.problems.isEmpty, let file else { throw MyHabitLabError.invalidImport(validator.problems) }
        progress(0.1)
        return try merge(file, progress: progress)
    }

    /// Writes checked habits and entries in one transaction, merging by UUID.
    func merge(_ file: ImportValidator.Checked, problems: [String] = [], progress: (Double) -> Void) throws -> ImportReport {
        let report = try database.writer.writeWithoutTransaction { db -> ImportReport in
            // NB: every entry's habit is in the file (the validator and the Loop readers see to it)
            // and is written first, so the foreign key holds; SQLite checking it for every row would
            // nearly double the time to write half a million entries.
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
            var report = ImportReport()
            report.problems = problems
            try db.inTransaction {
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
                report.entries = try mergeEntries(file.entries, db, progress: { progress(0.3 + 0.7 * $0) })
                if let shift = file.dayStartsAt {
                    var settings = try HabitSettings.current(db)
                    settings.dayStartsAt = shift
                    try settings.save(db)
                }
                for habit in file.habits {
                    try MyHabitLabDatabase.bumpRevision(of: habit.habit.id, db)
                }
                return .commit
            }
            return report
        }
        progress(1)
        try replanReminders()
        return report
    }

    /// Merges `entries` by UUID into those stored: a known id is updated (moved when its habit or
    /// day changed), a new one added; an entry on a day that already has another takes its place.
    /// `entries` repeat no id and no habit and day (the validator and the Loop readers see to it),
    /// so only the entries stored before the import need looking up.
    private func mergeEntries(_ entries: [Entry], _ db: Database, progress: (Double) -> Void) throws -> ImportReport.Counts {
        // NB: the entries already stored are read once, not looked up one by one.
        let before = try Entry.fetchAll(db)
        var stored: [EntrySlot: Entry] = Dictionary(minimumCapacity: before.count)
        var slotOfID: [UUID: EntrySlot] = Dictionary(minimumCapacity: before.count)
        for entry in before {
            stored[entry.slot] = entry
            slotOfID[entry.id] = entry.slot
        }
        var counts = ImportReport.Counts()
        /// Stored entries another took the day of: when they come, they are updates, not additions.
        var displaced = Set<UUID>()
        let writer = try EntryWriter(db)
        for (index, entry) in entries.enumerated() {
            if index % 10_000 == 0 { progress(Double(index) / Double(entries.count)) }
            let slot = entry.slot
            var moved = false
            // NB: into an empty store (a new phone, a fresh directory) nothing needs looking up.
            guard !before.isEmpty else {
                try writer.write(entry)
                counts.added += 1
                continue
            }
            if let old = slotOfID[entry.id], old != slot {
                try writer.delete(old)
                stored[old] = nil
                moved = true
            }
            let existing = stored[slot]
            if existing == entry { continue }
            if let existing {
                slotOfID[existing.id] = nil
                displaced.insert(existing.id)
            }
            try writer.write(entry)
            if existing == nil && !moved && !displaced.contains(entry.id) { counts.added += 1 } else { counts.updated += 1 }
        }
        return counts
    }
}

/// Writes entries straight through SQLite's C interface, binding ids and days from bytes on the
/// stack. NB: an import writes hundreds of thousands of entries; GRDB's arguments (a boxed value and
/// a string per column) cost more per row than SQLite spends storing it.
private struct EntryWriter {
    private let db: Database
    private let statement: Statement

    init(_ db: Database) throws {
        self.db = db
        statement = try db.makeStatement(sql: "INSERT OR REPLACE INTO entry (habitID, day, id, mark, value, note) VALUES (?, ?, ?, ?, ?, ?)")
    }

    func write(_ entry: Entry) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        entry.habitID.withText { sqlite3_bind_text(handle, 1, $0.baseAddress, 36, transient) }
        entry.day.withText { sqlite3_bind_text(handle, 2, $0.baseAddress, 10, transient) }
        entry.id.withText { sqlite3_bind_text(handle, 3, $0.baseAddress, 36, transient) }
        // NB: the mark's text is static: SQLite reads it in place.
        let (mark, value): (StaticString?, Double?) = switch entry.mark {
        case .done?: ("done", nil)
        case .skipped?: ("skipped", nil)
        case .value(let value)?: ("value", value)
        case nil: (nil, nil)
        }
        if let mark { sqlite3_bind_text(handle, 4, mark.utf8Start, Int32(mark.utf8CodeUnitCount), nil) } else { sqlite3_bind_null(handle, 4) }
        if let value { sqlite3_bind_double(handle, 5, value) } else { sqlite3_bind_null(handle, 5) }
        if var note = entry.note {
            note.withUTF8 { _ = sqlite3_bind_text(handle, 6, $0.baseAddress, Int32($0.count), transient) }
        } else {
            sqlite3_bind_null(handle, 6)
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }

    /// Deletes the entry at `slot`.
    func delete(_ slot: EntrySlot) throws {
        try db.execute(sql: "DELETE FROM entry WHERE habitID = ? AND day = ?", arguments: [slot.habitID.text, slot.day])
    }
}

/// SQLite copies the bytes bound with this before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
