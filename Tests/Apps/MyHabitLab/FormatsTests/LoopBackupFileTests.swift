import Foundation
import GRDBSQLite
import MyHabitLabFormats
import Testing

/// Loop backups at the format level: small backups made here with SQLite, read as plain rows, and
/// the refusals of what is not a backup or holds a value of the wrong type.
@Suite struct LoopBackupFileTests {
    /// The bytes of an SQLite database made by running `statements` in memory.
    static func database(_ statements: [String]) throws -> Data {
        var handle: OpaquePointer?
        #expect(sqlite3_open_v2(":memory:", &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK)
        let db = try #require(handle)
        defer { sqlite3_close_v2(db) }
        for statement in statements {
            let code = sqlite3_exec(db, statement, nil, nil, nil)
            #expect(code == SQLITE_OK, "\(statement): \(String(cString: sqlite3_errmsg(db)))")
        }
        var size: sqlite3_int64 = 0
        let bytes = try #require(sqlite3_serialize(db, "main", &size, 0))
        defer { sqlite3_free(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }

    /// A backup of Loop's schema 26 (repetitions with values and notes, habit groups), filled by `rows`.
    static func backup(_ rows: [String]) throws -> Data {
        try database([
            "CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer, description text, freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer, reminder_min integer, reminder_days integer not null default 127, type integer not null default 0, target_type integer not null default 0, target_value real not null default 0, unit text not null default '', question text, uuid text)",
            "CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer, timestamp integer, value integer, notes text)",
            "CREATE TABLE HabitGroups (id integer primary key, name text, uuid text)",
            "PRAGMA user_version = 26",
        ] + rows)
    }

    @Test func aBackupMadeHereReadsAsPlainRows() throws {
        let data = try Self.backup([
            "INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, reminder_hour, reminder_min, type, target_type, target_value, unit, question) VALUES (1, 0, 3, 7, 3, 'Read', 0, 7, 30, 1, 0, 12.5, 'pages', 'Did you read?')",
            "INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, 1795219200000, 12000, 'Rainy'), (1, 1795132800000, 3, NULL)",
        ])
        let file = try LoopBackupFile(data)
        #expect(try file.isLoopBackup())
        #expect(try file.schemaVersion() == 26)
        #expect(try !file.hasHabitGroups())
        let habits = try file.habits()
        #expect(habits.count == 1)
        let read = try #require(habits.first)
        #expect(try read.value("name", of: "a habit") == "Read")
        #expect(try read.value("target_value", of: "“Read”") == 12.5)
        #expect(try read.value("freq_num", of: "“Read”") == 3 as Int64)
        #expect(try read.value("question", of: "“Read”") == "Did you read?")
        #expect(try read.value("uuid", of: "“Read”") as String? == nil)
        var repetitions: [(Int64?, Int64?, Int64?, String?)] = []
        try file.repetitions { row in
            repetitions.append((try row.value("habit", of: "a repetition"), try row.value("timestamp", of: "a repetition"),
                                try row.value("value", of: "a repetition"), try row.value("notes", of: "a repetition")))
        }
        #expect(repetitions.map { $0.1 } == [1795132800000, 1795219200000])
        #expect(repetitions.map { $0.2 } == [3, 12000])
        #expect(repetitions.map { $0.3 } == [nil, "Rainy"])
    }

    @Test func anOlderSchemaFillsTheColumnsItLacks() throws {
        let data = try Self.database([
            "CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer, description text, freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer, reminder_min integer)",
            "CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer, timestamp integer)",
            "PRAGMA user_version = 12",
            "INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position) VALUES (1, 0, 3, 1, 1, 'Walk', 0)",
            "INSERT INTO Repetitions (habit, timestamp) VALUES (1, 1795219200000)",
        ])
        let file = try LoopBackupFile(data)
        #expect(try file.schemaVersion() == 12)
        let habits = try file.habits()
        let walk = try #require(habits.first)
        #expect(try walk.value("reminder_days", of: "“Walk”") == 127 as Int64)
        #expect(try walk.value("unit", of: "“Walk”") == "")
        var values: [Int64?] = []
        try file.repetitions { values.append(try $0.value("value", of: "a repetition")) }
        #expect(values == [2])
    }

    @Test(arguments: [
        ("UPDATE Habits SET target_value = 'twelve'", "target_value", "“Read” has text in its “target_value” column, where Loop writes a number"),
        ("UPDATE Habits SET freq_num = 'x'", "freq_num", "“Read” has text in its “freq_num” column, where Loop writes a whole number"),
        ("UPDATE Habits SET name = x'00ff'", "name", "“Read” has binary data in its “name” column, where Loop writes text"),
    ])
    func aColumnOfTheWrongTypeIsRefusedNamingTheOwnerAndTheColumn(change: String, column: String, message: String) throws {
        let data = try Self.backup([
            "INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, type, target_value) VALUES (1, 0, 3, 1, 1, 'Read', 0, 1, 12)",
            change,
        ])
        let habits = try LoopBackupFile(data).habits()
        let row = try #require(habits.first)
        let refused = formatRefusal {
            if column == "name" { _ = try row.value(column, of: "“Read”") as String? } else if column == "target_value" {
                _ = try row.value(column, of: "“Read”") as Double?
            } else {
                _ = try row.value(column, of: "“Read”") as Int64?
            }
        }
        #expect(refused.contains(message), "\(refused)")
        #expect(refused.hasSuffix("Nothing changed."))
    }

    @Test func bytesThatAreNotADatabaseOrNotLoopsAreTold() throws {
        #expect(throws: LoopBackupFile.SQLiteError.self) { _ = try LoopBackupFile(Data("SQLite format 3\u{0}but nothing more".utf8)) }
        let other = try LoopBackupFileTests.database(["CREATE TABLE notes (text)"])
        #expect(try !LoopBackupFile(other).isLoopBackup())
    }
}
