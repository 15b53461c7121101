import Foundation
import GRDBSQLite

/// A Loop Habit Tracker backup (its SQLite database) opened in memory, read-only, through SQLite's
/// C interface: the user's backup is never copied to a file. It hands out Loop's rows as plain
/// values (`LoopBackupFile.Row`); the Core maps them to habits and entries.
///
/// NB: a backup is a file from outside: SQLite's errors (`SQLiteError`) say nothing to a person,
/// and every value is read as "maybe the wrong type" (`Row.value(_:of:)`).
public final class LoopBackupFile {
    /// SQLite refused the bytes or a statement: a damaged or truncated file, or not a database.
    public struct SQLiteError: Error, CustomStringConvertible {
        /// SQLite's result code.
        public let code: Int32
        /// SQLite's message.
        public let message: String

        public var description: String { "SQLite error \(code): \(message)" }
    }

    private let connection: OpaquePointer

    /// The backup `data`, opened in memory (`sqlite3_deserialize`, read-only). Throws
    /// `SQLiteError` when the bytes are not an SQLite database.
    public init(_ data: Data) throws {
        var handle: OpaquePointer?
        let opened = sqlite3_open_v2(":memory:", &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard opened == SQLITE_OK, let handle else {
            defer { sqlite3_close_v2(handle) }
            throw SQLiteError(code: opened, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory")
        }
        connection = handle
        guard let bytes = sqlite3_malloc64(UInt64(data.count))?.assumingMemoryBound(to: UInt8.self) else {
            throw SQLiteError(code: SQLITE_NOMEM, message: "out of memory")
        }
        data.copyBytes(to: bytes, count: data.count)
        // NB: a backup of a database in WAL mode says so in bytes 18 and 19; an image in memory
        // has no WAL, and SQLite reads it only as a rollback-journal database.
        if data.count > 19, bytes[18] == 2, bytes[19] == 2 { (bytes[18], bytes[19]) = (1, 1) }
        // NB: on failure SQLite frees the bytes itself (FREEONCLOSE).
        let code = sqlite3_deserialize(connection, "main", bytes, sqlite3_int64(data.count), sqlite3_int64(data.count),
                                       UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY))
        guard code == SQLITE_OK else { throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(connection))) }
        // Reading the schema finds a file that is not a database at all.
        try rows("SELECT COUNT(*) FROM sqlite_master") { _ in }
    }

    deinit {
        sqlite3_close_v2(connection)
    }

    // MARK: - Loop's schema

    /// Whether the file has Loop's two tables (`Habits`, `Repetitions`).
    public func isLoopBackup() throws -> Bool {
        try tableExists("Habits") && tableExists("Repetitions")
    }

    /// The schema version Loop wrote (`PRAGMA user_version`: 12 to 26 are known).
    public func schemaVersion() throws -> Int {
        var version = 0
        try rows("PRAGMA user_version") { version = Int(truncatingIfNeeded: try $0.value("user_version", of: "the backup") ?? 0 as Int64) }
        return version
    }

    /// Whether the backup puts habits in groups (Loop's `HabitGroups`, which has no equivalent here).
    public func hasHabitGroups() throws -> Bool {
        guard try tableExists("HabitGroups") else { return false }
        var count: Int64 = 0
        try rows("SELECT COUNT(*) AS count FROM HabitGroups") { count = try $0.value("count", of: "the backup") ?? 0 }
        return count > 0
    }

    /// Loop's habits, by position then id, each with the columns `id`, `name`, `description`,
    /// `question`, `color`, `archived`, `freq_num`, `freq_den`, `position`, `reminder_hour`,
    /// `reminder_min`, `reminder_days`, `type`, `target_type`, `target_value`, `unit` and `uuid`
    /// (what an older schema lacks is NULL, or Loop's default).
    public func habits() throws -> [Row] {
        let columns = try columnNames(in: "Habits")
        func column(_ name: String, _ fallback: String) -> String { columns.contains(name) ? name : fallback }
        var habits: [Row] = []
        try rows("""
            SELECT id, name, \(column("description", "NULL")) AS description, \(column("question", "NULL")) AS question,
                   color, archived, freq_num, freq_den, position, reminder_hour, reminder_min,
                   \(column("reminder_days", "127")) AS reminder_days, \(column("type", "0")) AS type,
                   \(column("target_type", "0")) AS target_type, \(column("target_value", "0")) AS target_value,
                   \(column("unit", "''")) AS unit, \(column("uuid", "NULL")) AS uuid
            FROM Habits ORDER BY position, id
            """) { habits.append($0) }
        return habits
    }

    /// Hands `each` Loop's repetitions one by one, by habit then time, each with the columns
    /// `habit`, `timestamp` (milliseconds since 1970, at UTC midnight), `value` (2, done, in old
    /// schemas without one) and `notes`.
    public func repetitions(_ each: (Row) throws -> Void) throws {
        let columns = try columnNames(in: "Repetitions")
        let value = columns.contains("value") ? "value" : "2"
        let notes = columns.contains("notes") ? "notes" : "NULL"
        try rows("SELECT habit, timestamp, \(value) AS value, \(notes) AS notes FROM Repetitions ORDER BY habit, timestamp", each)
    }

    // MARK: - SQLite

    private func tableExists(_ name: String) throws -> Bool {
        var found = false
        try rows("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND lower(name) = '\(name.lowercased())'") { _ in found = true }
        return found
    }

    /// The names of `table`'s columns, lower-cased.
    private func columnNames(in table: String) throws -> Set<String> {
        var names = Set<String>()
        try rows("PRAGMA table_info(\(table))") { row in
            if let name: String = try row.value("name", of: "the backup") { names.insert(name.lowercased()) }
        }
        return names
    }

    /// Runs `sql`, handing `each` every row.
    private func rows(_ sql: String, _ each: (Row) throws -> Void) throws {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        guard prepared == SQLITE_OK, let statement else { throw error(prepared) }
        let count = sqlite3_column_count(statement)
        let names = (0..<count).map { String(cString: sqlite3_column_name(statement, $0)) }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw error(code) }
            try each(Row(names: names, values: (0..<count).map { Value(statement, $0) }))
        }
    }

    private func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(connection)))
    }
}

extension LoopBackupFile {
    /// A value as SQLite stores it: any column may hold any of these.
    public enum Value: Sendable, Hashable {
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob([UInt8])
        case null

        fileprivate init(_ statement: OpaquePointer, _ index: Int32) {
            switch sqlite3_column_type(statement, index) {
            case SQLITE_INTEGER: self = .integer(sqlite3_column_int64(statement, index))
            case SQLITE_FLOAT: self = .real(sqlite3_column_double(statement, index))
            case SQLITE_TEXT:
                // NB: as GRDB read it before (up to a NUL byte, invalid UTF-8 repaired).
                self = .text(sqlite3_column_text(statement, index).map { String(cString: $0) } ?? "")
            case SQLITE_BLOB:
                let count = Int(sqlite3_column_bytes(statement, index))
                self = .blob(sqlite3_column_blob(statement, index).map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? [])
            default: self = .null
            }
        }
    }

    /// A row of the backup, its values by column name.
    public struct Row: Sendable, Hashable {
        /// The columns' names, as the query named them.
        public let names: [String]
        /// The values, in the order of `names`.
        public let values: [Value]

        /// A row of `values` named `names`.
        public init(names: [String], values: [Value]) {
            self.names = names
            self.values = values
        }

        /// The value of `column`, nil when NULL (or when the row has no such column); a value of
        /// another type refuses the file (`FormatRefusal`), naming `owner` (the habit, or the
        /// repetition's habit) and the column. A whole number is read as a number, a number as a
        /// whole number (truncated), valid UTF-8 data as text, as SQLite converts them.
        public func value<T: LoopBackupValue>(_ column: String, of owner: String) throws -> T? {
            // NB: a backup has a million repetitions and more: a name is looked up as it is first, and
            // ignoring case only when it is not found (Foundation's comparison, every time, doubled
            // the time to read a 33 MB backup: the Loop benchmark (g), 0.41 s → 0.83 s).
            let index = names.firstIndex(of: column) ?? names.firstIndex { $0.lowercased() == column.lowercased() }
            let stored = index.map { values[$0] } ?? .null
            if stored == .null { return nil }
            guard let value = T(stored) else {
                let found = switch stored {
                case .integer: "a whole number"
                case .real: "a number with decimals"
                case .text: "text"
                case .blob: "binary data"
                case .null: "nothing"
                }
                throw FormatRefusal(
                    "This Loop backup cannot be imported: \(owner) has \(found) in its “\(column)” column, where Loop writes \(T.kindName). Nothing changed.")
            }
            return value
        }
    }
}

/// A type a Loop backup's column is read as: whole numbers, numbers and text.
public protocol LoopBackupValue {
    /// The value `stored` holds as this type, if it is one.
    init?(_ stored: LoopBackupFile.Value)
    /// What Loop writes in a column of this type, as a person reads it.
    static var kindName: String { get }
}

extension Int64: LoopBackupValue {
    public init?(_ stored: LoopBackupFile.Value) {
        switch stored {
        case .integer(let value): self = value
        case .real(let value) where value >= Double(Int64.min) && value < Double(Int64.max): self = Int64(value)
        default: return nil
        }
    }

    public static var kindName: String { "a whole number" }
}

extension Double: LoopBackupValue {
    public init?(_ stored: LoopBackupFile.Value) {
        switch stored {
        case .integer(let value): self = Double(value)
        case .real(let value): self = value
        default: return nil
        }
    }

    public static var kindName: String { "a number" }
}

extension String: LoopBackupValue {
    public init?(_ stored: LoopBackupFile.Value) {
        switch stored {
        case .text(let text): self = text
        case .blob(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        default: return nil
        }
    }

    public static var kindName: String { "text" }
}
