import DayKit
import Foundation
import GRDB
import GRDBSQLite
import MyHabitLabFormats

extension MyHabitLab {
    /// The largest file an import reads: our own JSON export of the promised scale (200 habits ×
    /// 10 years, the benchmark's data) is about 70 MB, and notes make it larger.
    public static let largestImport = 160 * 1024 * 1024
    /// `largestImport` as a person reads it.
    public static let largestImportText = "160 MB"

    /// Imports a file: the type is detected from its content. A file that is too large, truncated,
    /// corrupt or of another kind is refused with a clear message and changes nothing.
    public func importFile(_ data: Data, progress: (Double) -> Void = { _ in }) throws -> ImportReport {
        guard data.count <= Self.largestImport else {
            throw MyHabitLabError.unreadableFile("The file is larger than \(Self.largestImportText), so it was not imported.")
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
            if Self.isLoopHabitsCSV(text) {
                throw MyHabitLabError.unreadableFile("This is Loop Habit Tracker's Habits.csv alone, without the days of each habit: "
                    + "import the whole zip that Loop's “Export as CSV” writes (or a Loop backup, .db). Nothing changed.")
            }
            throw MyHabitLabError.unreadableFile("This is not a MyHabitLab export (JSON) file. Nothing changed.")
        }
        return try importJSON(data, progress: progress)
    }

    /// Whether `text` starts as Loop's `Habits.csv` does (its header, or a row starting with a position).
    private static func isLoopHabitsCSV(_ text: Data) -> Bool {
        let line = String(decoding: text.prefix(200), as: UTF8.self).split(whereSeparator: \.isNewline).first ?? ""
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        return line.hasPrefix(LoopCSV.habitsHeader.prefix(2).joined(separator: ","))
            || (fields.count >= 5 && Int(fields[0]) != nil && ["YES_NO", "NUMERICAL"].contains(String(fields[2])))
    }

    /// Imports a MyHabitLab JSON export: every problem is reported with its JSON path, and a file
    /// with any changes nothing; habits and entries are merged by UUID in one transaction.
    public func importJSON(_ data: Data, progress: (Double) -> Void = { _ in }) throws -> ImportReport {
        // NB: the file is read and checked on a thread of its own while its entries are written; the
        // transaction is rolled back when the reading ends in a problem.
        let pipe = EntryPipe()
        let today = try today
        let reader = JoinedThread {
            pipe.finish(Result {
                var validator = ImportValidator(today: today)
                let file: ImportValidator.Checked?
                do {
                    file = try validator.file(data, sending: pipe)
                } catch is JSONReader.SyntaxError {
                    throw MyHabitLabError.unreadableFile("The file is not valid JSON (it may be truncated). Nothing changed.")
                } catch is ImportValidator.StoppedReading {
                    throw validator.problems.refusal
                }
                guard validator.problems.isEmpty, let file else { throw MyHabitLabError.invalidImport(validator.problems.messages) }
                return file
            })
        }
        // NB: the merge closes the pipe however it ends, so a reader waiting to send stops, and is waited for.
        defer { reader.join() }
        return try merge(pipe, progress: progress)
    }

    /// Writes a file read in full before (another app's): habits and entries, merging by UUID.
    func merge(_ file: ImportValidator.Checked, problems: [String] = [], progress: (Double) -> Void) throws -> ImportReport {
        try merge(EntryPipe(ended: file), problems: problems, progress: progress)
    }

    /// The most entries one transaction of an import writes: what another writer (a toggle, a
    /// sync) may wait for, a few tens of milliseconds, never the whole import.
    static let entriesPerTransaction = 8192

    /// Writes what comes through `pipe`, merging by UUID: nothing when the reading ends in a
    /// problem; otherwise the habits and settings in one transaction, then the entries, in
    /// transactions of `entriesPerTransaction`, so other writers interleave. No transaction leaves
    /// anything half-made: an entry's habit is written first, and a habit deleted meanwhile gets
    /// none of its entries. A disk that fills midway keeps the batches written, and says how many
    /// days they hold (`MyHabitLabError.importStopped`).
    private func merge(_ pipe: EntryPipe, problems: [String] = [], progress: (Double) -> Void) throws -> ImportReport {
        defer { pipe.close() }
        // NB: the entries are held until the reading ends: a file with a problem anywhere in it
        // changes nothing, and a transaction once committed stays.
        var batches: [[Entry]] = []
        while let batch = pipe.receive() {
            batches.append(batch.entries)
            progress(0.1 + 0.4 * batch.progress)
        }
        let file = try pipe.outcome()
        for start in stride(from: 0, to: file.entries.count, by: Self.entriesPerTransaction) {
            batches.append(Array(file.entries[start..<min(start + Self.entriesPerTransaction, file.entries.count)]))
        }
        var report = ImportReport()
        report.problems = problems
        report.habits = try importTransaction { db in try mergeHabits(file, db) }
        let total = batches.reduce(0) { $0 + $1.count }
        var entries = EntryMerger()
        var saved = 0
        for batch in batches {
            do {
                try importTransaction { db in try entries.merge(batch, db) }
            } catch {
                guard let problem = database.store.problem(error) else { throw error }
                throw MyHabitLabError.importStopped(saved: saved, total: total, because: problem)
            }
            saved += batch.count
            progress(0.5 + 0.5 * Double(saved) / Double(max(total, 1)))
        }
        report.entries = entries.counts
        progress(1)
        return report
    }

    /// Runs one transaction of an import: foreign keys unchecked (every entry's habit is in the
    /// file, and `EntryMerger` leaves out those of a habit deleted meanwhile; SQLite checking
    /// each of half a million rows nearly doubles the time), its writes captured for sync
    /// set-wise (`SyncLog.inBulk`), not by a trigger per row.
    private func importTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        try database.writer.writeWithoutTransaction { db in
            try MyHabitLabDatabase.setForeignKeyChecks(false, db)
            defer { try? MyHabitLabDatabase.setForeignKeyChecks(true, db) }
            var result: T?
            try db.inTransaction {
                result = try database.store.sync.map { try $0.inBulk(db) { try body(db) } } ?? body(db)
                return .commit
            }
            return result!
        }
    }

    /// Writes the file's habits and settings: a habit the store has keeps its place; new ones go
    /// after the person's own, in the file's order, each list (active, archived) on its own (into
    /// an empty list, at the file's own positions).
    private func mergeHabits(_ file: ImportValidator.Checked, _ db: Database) throws -> ImportReport.Counts {
        var counts = ImportReport.Counts()
        let after = [false: try Habit.nextPosition(archived: false, db), true: try Habit.nextPosition(archived: true, db)]
        for var habit in file.habits {
            let existing = try Habit.withID(habit.habit.id, db)
            if let existing, existing.isArchived == habit.habit.isArchived {
                habit.habit.position = existing.position
            } else {
                habit.habit.position += after[habit.habit.isArchived] ?? 0
            }
            if let existing {
                let reminders = try ReminderRecord.all(of: habit.habit.id, db).map(\.reminder)
                if existing != habit.habit || reminders != habit.reminders {
                    try habit.habit.update(db)
                    counts.updated += 1
                }
            } else {
                try habit.habit.insert(db)
                counts.added += 1
            }
            if try ReminderRecord.all(of: habit.habit.id, db).map(\.reminder) != habit.reminders {
                try ReminderRecord.replace(of: habit.habit.id, with: habit.reminders, db)
            }
        }
        if file.dayStartsAt != nil || file.appearance != nil {
            var settings = try HabitSettings.current(db)
            settings.dayStartsAt = file.dayStartsAt ?? settings.dayStartsAt
            settings.appearance = file.appearance ?? settings.appearance
            try settings.save(db)
        }
        for habit in file.habits {
            try Habit.bumpRevision(of: habit.habit.id, db)
        }
        return counts
    }
}

/// Merges an import's entries by UUID into those stored, batch by batch, each in a transaction of
/// its own: a known id is updated (moved when its habit or day changed), a new one added; an entry
/// on a day that already has another takes its place. The import repeats no id and no habit and
/// day (the validator and the Loop readers see to it), so only the entries stored before it need
/// looking up: they are read once, with the first batch.
private struct EntryMerger {
    private(set) var counts = ImportReport.Counts()
    /// Whether the entries stored before the import were read (with the first batch).
    private var hasRead = false
    /// The entries stored before the import, by habit and day, and where each id was.
    private var stored: [EntrySlot: Entry] = [:]
    private var slotOfID: [UUID: EntrySlot] = [:]
    /// Stored entries another took the day of: when they come, they are updates, not additions.
    private var displaced = Set<UUID>()

    /// Writes `entries` on `db`, and marks their habits' histories as changed. An entry whose
    /// habit was deleted since the import began is left out.
    mutating func merge(_ entries: [Entry], _ db: Database) throws {
        if !hasRead { try readStored(db) }
        let habits = try Habit.revisions(db)
        let entries = entries.allSatisfy { habits[$0.habitID] != nil } ? entries : entries.filter { habits[$0.habitID] != nil }
        // NB: another writer may have added an entry on a day of the file between two batches:
        // the file's takes its place, as a stored one's does.
        let writer = try EntryWriter(db, replacing: true)
        if stored.isEmpty {
            // NB: into a store that was empty nothing needs looking up.
            try writer.write(entries)
            counts.added += entries.count
        } else {
            for entry in entries { try merge(entry, writer) }
        }
        for habit in Set(entries.map(\.habitID)) { try Habit.bumpRevision(of: habit, db) }
    }

    private mutating func readStored(_ db: Database) throws {
        let before = try Entry.fetchAll(db)
        stored.reserveCapacity(before.count)
        slotOfID.reserveCapacity(before.count)
        for entry in before {
            stored[entry.slot] = entry
            slotOfID[entry.id] = entry.slot
        }
        hasRead = true
    }

    private mutating func merge(_ entry: Entry, _ writer: EntryWriter) throws {
        let slot = entry.slot
        var moved = false
        if let old = slotOfID[entry.id], old != slot {
            try writer.delete(old)
            stored[old] = nil
            moved = true
        }
        let existing = stored[slot]
        if existing == entry { return }
        if let existing {
            slotOfID[existing.id] = nil
            displaced.insert(existing.id)
        }
        try writer.write(CollectionOfOne(entry))
        if existing == nil && !moved && !displaced.contains(entry.id) { counts.added += 1 } else { counts.updated += 1 }
    }
}

/// Writes entries straight through SQLite's C interface, many rows a statement, binding ids and
/// days as text written into the writer's own buffer. NB: an import writes hundreds of thousands of
/// entries; GRDB's arguments (a boxed value and a string per column) cost more per row than SQLite
/// spends storing it, and a statement a row costs SQLite more than the row.
private final class EntryWriter {
    /// The rows one statement inserts (6 values each, well under SQLite's 32,766).
    private static let rowsPerStatement = 64
    /// The text of a row: the habit's id, the day, the entry's id.
    private static let textPerRow = 36 + 10 + 36
    private let db: Database
    private let one: Statement
    private let many: Statement
    /// The rows' text, which SQLite reads in place while the statement runs.
    private let text = UnsafeMutablePointer<UInt8>.allocate(capacity: rowsPerStatement * textPerRow)

    /// A writer; `replacing` lets a row take the place of the entry stored on its habit and day.
    init(_ db: Database, replacing: Bool) throws {
        self.db = db
        one = try Entry.insertStatement(rows: 1, replacing: replacing, db)
        many = try Entry.insertStatement(rows: Self.rowsPerStatement, replacing: replacing, db)
    }

    deinit {
        sqlite3_clear_bindings(one.sqliteStatement)
        sqlite3_clear_bindings(many.sqliteStatement)
        text.deallocate()
    }

    /// Writes `entries` in order.
    func write(_ entries: some Collection<Entry>) throws {
        var rest = entries[...]
        while rest.count >= Self.rowsPerStatement {
            try run(many, rest.prefix(Self.rowsPerStatement))
            rest = rest.dropFirst(Self.rowsPerStatement)
        }
        for entry in rest { try run(one, CollectionOfOne(entry)) }
    }

    /// Deletes the entry at `slot`.
    func delete(_ slot: EntrySlot) throws {
        try Entry.delete(at: slot, db)
    }

    private func run(_ statement: Statement, _ rows: some Collection<Entry>) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        for (row, entry) in rows.enumerated() {
            let column = Int32(row * 6)
            let habitID = text + row * Self.textPerRow, day = habitID + 36, id = day + 10
            entry.habitID.rawValue.writeText(to: habitID)
            entry.day.writeText(to: day)
            entry.id.writeText(to: id)
            // NB: a nil destructor: SQLite reads the text in place (the buffer, the static marks).
            sqlite3_bind_text(handle, column + 1, habitID, 36, nil)
            sqlite3_bind_text(handle, column + 2, day, 10, nil)
            sqlite3_bind_text(handle, column + 3, id, 36, nil)
            let (mark, value) = (entry.mark?.storedName, entry.mark?.storedValue)
            if let mark { sqlite3_bind_text(handle, column + 4, mark.utf8Start, Int32(mark.utf8CodeUnitCount), nil) } else { sqlite3_bind_null(handle, column + 4) }
            if let value { sqlite3_bind_double(handle, column + 5, value) } else { sqlite3_bind_null(handle, column + 5) }
            if var note = entry.note {
                note.withUTF8 { _ = sqlite3_bind_text(handle, column + 6, $0.baseAddress, Int32($0.count), transient) }
            } else {
                sqlite3_bind_null(handle, column + 6)
            }
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }
}

/// SQLite copies the bytes bound with this before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
