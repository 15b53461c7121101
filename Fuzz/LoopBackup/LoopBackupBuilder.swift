import Foundation
import FuzzSupport
import GRDB
import GRDBSQLite

/// A Loop Habit Tracker backup made from a fuzz input's choices: the schema version (12–26 mostly,
/// any 32-bit number sometimes), Loop's `Habits`, `Repetitions` and (from 26) `HabitGroups` tables
/// with the columns that version has, each declared as Loop declares it or as another type, and
/// rows whose every value is of the type and content the input chooses (`value(for:)`).
/// Tests/Apps/MyHabitLab/CoreTests/LoopImportTests.swift builds the same schemas by hand.
enum LoopBackupBuilder {
    /// A column: its name and Loop's declaration, and what its values usually are.
    private struct Column {
        var name: String
        var declaration: String
        var usual: Usual
    }

    /// What Loop stores in a column.
    private enum Usual {
        case id, smallInteger, timestamp, real, text
    }

    /// The bytes of the SQLite file the input describes.
    static func backup(from data: Data) throws -> Data {
        var input = FuzzBytes(data)
        let versionChoice = input.byte()
        let version = versionChoice < 240 ? 12 + Int(versionChoice) % 15 : Int(Int32(truncatingIfNeeded: input.int64()))
        let queue = try DatabaseQueue()
        // NB: outside a transaction, each statement on its own: a row that fails does not abort the others.
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA user_version = \(version)")
            let habits = try create("Habits", habitColumns(version), &input, db)
            let repetitions = try create("Repetitions", repetitionColumns(version), &input, db)
            let groups = version >= 26 ? try create("HabitGroups", groupColumns, &input, db) : []
            for (table, columns, most) in [("Habits", habits, 5), ("Repetitions", repetitions, 24), ("HabitGroups", groups, 2)] where !columns.isEmpty {
                for _ in 0..<input.below(most + 1) {
                    let values = columns.map { value(for: $0.usual, &input) }
                    // NB: a value the declaration refuses (text in an integer primary key, a null
                    // where NOT NULL) fails its row only.
                    try? db.execute(sql: "INSERT INTO \(table) (\(columns.map(\.name).joined(separator: ", "))) VALUES (\(values.map(\.sql).joined(separator: ", ")))",
                                    arguments: StatementArguments(values.map(\.argument)))
                }
            }
        }
        return try queue.inDatabase { db in try serialized(db) }
    }

    // MARK: - Schema

    private static func habitColumns(_ version: Int) -> [Column] {
        var columns = [Column(name: "id", declaration: "integer primary key autoincrement", usual: .id),
                       Column(name: "archived", declaration: "integer", usual: .smallInteger),
                       Column(name: "color", declaration: "integer", usual: .smallInteger),
                       Column(name: "description", declaration: "text", usual: .text),
                       Column(name: "freq_den", declaration: "integer", usual: .smallInteger),
                       Column(name: "freq_num", declaration: "integer", usual: .smallInteger),
                       Column(name: "highlight", declaration: "integer", usual: .smallInteger),
                       Column(name: "name", declaration: "text", usual: .text),
                       Column(name: "position", declaration: "integer", usual: .smallInteger),
                       Column(name: "reminder_hour", declaration: "integer", usual: .smallInteger),
                       Column(name: "reminder_min", declaration: "integer", usual: .smallInteger)]
        if version >= 14 { columns.append(Column(name: "reminder_days", declaration: "integer not null default 127", usual: .smallInteger)) }
        if version >= 16 {
            columns += [Column(name: "type", declaration: "integer not null default 0", usual: .smallInteger),
                        Column(name: "target_type", declaration: "integer not null default 0", usual: .smallInteger),
                        Column(name: "target_value", declaration: "real not null default 0", usual: .real),
                        Column(name: "unit", declaration: "text not null default ''", usual: .text)]
        }
        if version >= 24 { columns += [Column(name: "question", declaration: "text", usual: .text), Column(name: "uuid", declaration: "text", usual: .text)] }
        return columns
    }

    private static func repetitionColumns(_ version: Int) -> [Column] {
        var columns = [Column(name: "id", declaration: "integer primary key autoincrement", usual: .id),
                       Column(name: "habit", declaration: "integer", usual: .id),
                       Column(name: "timestamp", declaration: "integer", usual: .timestamp)]
        if version >= 16 { columns.append(Column(name: "value", declaration: "integer", usual: .smallInteger)) }
        if version >= 26 { columns.append(Column(name: "notes", declaration: "text", usual: .text)) }
        return columns
    }

    private static let groupColumns = [Column(name: "id", declaration: "integer primary key", usual: .id),
                                       Column(name: "name", declaration: "text", usual: .text),
                                       Column(name: "uuid", declaration: "text", usual: .text)]

    /// Creates `table` with `columns`, each declared as Loop does or (one time in four) as another
    /// type without constraints; returns the columns as declared.
    private static func create(_ table: String, _ columns: [Column], _ input: inout FuzzBytes, _ db: Database) throws -> [Column] {
        let declared = columns.map { column in
            guard input.below(4) == 3 else { return column }
            var changed = column
            changed.declaration = ["integer", "real", "text", "blob", "", "integer primary key"][input.below(6)]
            return changed
        }
        // NB: two primary keys are refused; the table then keeps Loop's declarations.
        do {
            try db.execute(sql: "CREATE TABLE \(table) (\(declared.map { "\($0.name) \($0.declaration)" }.joined(separator: ", ")))")
            return declared
        } catch {
            try db.execute(sql: "CREATE TABLE \(table) (\(columns.map { "\($0.name) \($0.declaration)" }.joined(separator: ", ")))")
            return columns
        }
    }

    // MARK: - Values

    /// A value's SQL (a parameter, or text made from any bytes) and its argument.
    private struct Value {
        var sql = "?"
        var argument: DatabaseValue
    }

    /// The value the input chooses for a column that usually holds `usual`: what Loop writes there,
    /// null, a small, any, extreme or negative integer, any real, text of any bytes (invalid UTF-8
    /// included), a blob, text that looks like a number, or huge text.
    private static func value(for usual: Usual, _ input: inout FuzzBytes) -> Value {
        switch input.below(11) {
        case 0: return usualValue(usual, &input)
        case 1: return Value(argument: .null)
        case 2: return Value(argument: Int64(Int8(bitPattern: input.byte())).databaseValue)
        case 3: return Value(argument: input.int64().databaseValue)
        case 4: return Value(argument: [Int64.max, Int64.min, Int64(Int32.max) + 1, Int64(Int32.min) - 1][input.below(4)].databaseValue)
        case 5: return Value(argument: (-1 - Int64(input.byte()) * Int64(input.byte() | 1) * 1_000_000).databaseValue)
        case 6: return Value(argument: Double(bitPattern: UInt64(bitPattern: input.int64())).databaseValue)
        case 7: return Value(sql: "CAST(? AS TEXT)", argument: Data(input.bytes(input.below(64))).databaseValue)
        case 8: return Value(argument: Data(input.bytes(input.below(64))).databaseValue)
        case 9:
            let texts = ["0", "1", "2", "3", "-1", "1000", "1.5", "1e3", " 7", "0x10", "NaN", "inf", "9223372036854775808", "-0", "", "true", "2026-11-20"]
            return Value(argument: texts[input.below(texts.count)].databaseValue)
        default:
            let unit = ["a", "😀", "\u{301}", " ", "\n"][input.below(5)]
            return Value(argument: String(repeating: unit, count: 1 + Int(input.byte()) * 300).databaseValue)
        }
    }

    /// A value as Loop writes it in a column that holds `usual`.
    private static func usualValue(_ usual: Usual, _ input: inout FuzzBytes) -> Value {
        switch usual {
        case .id: return Value(argument: Int64(1 + input.below(4)).databaseValue)
        case .smallInteger: return Value(argument: Int64(input.byte()).databaseValue)
        case .timestamp:
            // A UTC midnight in 2026 (day 20,454 is 2026-01-01), in milliseconds.
            return Value(argument: (Int64(20_454 + Int(input.byte()) + Int(input.byte())) * 86_400_000).databaseValue)
        case .real: return Value(argument: (Double(input.byte()) / 4).databaseValue)
        case .text:
            let words = ["Meditate", "Read", "Gym", "Coffee", "", "9c5e1b2a4d6f4e8a9b0c1d2e3f4a5b6c", "Every morning?"]
            return Value(argument: words[input.below(words.count)].databaseValue)
        }
    }

    // MARK: - File

    /// The database's file image, as SQLite would write it to disk.
    private static func serialized(_ db: Database) throws -> Data {
        var size: sqlite3_int64 = 0
        guard let image = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
            throw DatabaseError(resultCode: .SQLITE_NOMEM, message: "sqlite3_serialize")
        }
        defer { sqlite3_free(image) }
        return Data(bytes: image, count: Int(size))
    }
}
