import DayKit
import Foundation
import GRDB
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Loop Habit Tracker backups of each schema generation, built here, imported.
@Suite struct LoopImportTests {
    /// Milliseconds at UTC midnight of `text`, as Loop stores days.
    static func stamp(_ text: String) -> Int64 { Int64(day(text).dayNumber) * 86_400_000 }

    /// A backup with schema `version`: 12–21 (repetitions without values, colours as ARGB in the oldest),
    /// 22–25 (values, numerical habits), 26 (uuids, questions, notes, groups).
    static func backup(version: Int, _ fill: (Database) throws -> Void) throws -> Data {
        let url = temporaryDirectory("loop").appendingPathExtension("db")
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            var habits = "id integer primary key autoincrement, archived integer, color integer, description text, freq_den integer, freq_num integer, highlight integer, name text, position integer, reminder_hour integer, reminder_min integer"
            if version >= 14 { habits += ", reminder_days integer not null default 127" }
            if version >= 16 { habits += ", type integer not null default 0, target_type integer not null default 0, target_value real not null default 0, unit text not null default ''" }
            if version >= 24 { habits += ", question text, uuid text" }
            try db.execute(sql: "CREATE TABLE Habits (\(habits))")
            var repetitions = "id integer primary key autoincrement, habit integer, timestamp integer"
            if version >= 16 { repetitions += ", value integer" }
            if version >= 26 { repetitions += ", notes text" }
            try db.execute(sql: "CREATE TABLE Repetitions (\(repetitions))")
            if version >= 26 { try db.execute(sql: "CREATE TABLE HabitGroups (id integer primary key, name text, uuid text)") }
            try db.execute(sql: "PRAGMA user_version = \(version)")
            try fill(db)
        }
        try queue.close()
        return try Data(contentsOf: url)
    }

    @Test func theOldestSupportedSchemaImportsWithArgbColoursAndValuelessRepetitions() throws {
        let data = try Self.backup(version: 12) { db in
            try db.execute(sql: "INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, name, position, reminder_hour, reminder_min) VALUES (1, 0, ?, 'Every morning?', 1, 1, 'Meditate', 0, 7, 30)",
                           arguments: [Int64(Int32(bitPattern: 0xFF388E3C))])
            for text in ["2026-11-01", "2026-11-02", "2026-11-03"] {
                try db.execute(sql: "INSERT INTO Repetitions (habit, timestamp) VALUES (1, ?)", arguments: [Self.stamp(text)])
            }
        }
        let h = try MyHabitLabHarness()
        let report = try h.app.importFile(data)
        #expect(report.habits.added == 1 && report.entries.added == 3)
        let habit = try h.app.habit("Meditate")
        #expect(habit.color == .green && habit.detail == "Every morning?" && habit.createdDay == day("2026-11-01"))
        #expect(try h.app.reminders(of: "Meditate").map(\.time) == ["07:30"])
        #expect(try h.app.habitStats("Meditate").longestStreak == 3)
    }

    @Test func numericalHabitsSkipsAutoDaysAndWeekdaysMap() throws {
        let data = try Self.backup(version: 22) { db in
            try db.execute(sql: """
                INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit)
                VALUES (1, 0, 11, 1, 1, 'Read', 0, 21, 0, 6, 1, 0, 20, 'pages'),
                       (2, 1, 0, 7, 3, 'Gym', 1, NULL, NULL, 127, 0, 0, 0, ''),
                       (3, 0, 3, 1, 1, 'Coffee', 2, NULL, NULL, 127, 1, 1, 2, 'cups')
                """)
            let rows: [(Int, String, Int)] = [(1, "2026-11-20", 25_000), (1, "2026-11-21", 12_500), (2, "2026-11-16", 2), (2, "2026-11-17", 1),
                                              (2, "2026-11-18", 3), (3, "2026-11-21", 3_000)]
            for (habit, text, value) in rows {
                try db.execute(sql: "INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)", arguments: [habit, Self.stamp(text), value])
            }
        }
        let h = try MyHabitLabHarness()
        let report = try h.app.importFile(data)
        #expect(report.habits.added == 3 && report.entries.added == 5)
        #expect(report.problems.contains { $0.contains("“Gym”: 1 days that Loop filled in itself") })
        let read = try h.app.habit("Read")
        #expect(read.kind == .measurable(unit: "pages", target: 20, direction: .atLeast) && read.color == .indigo)
        // Loop's bits 1 and 2 are Sunday and Monday.
        #expect(try h.app.reminders(of: "Read").first?.weekdays == [1, 2])
        #expect(try h.app.historyScreen("Read", from: day("2026-11-20"), to: day("2026-11-21")).days.map(\.value) == [25, 12.5])
        let gym = try h.app.habit("Gym")
        #expect(gym.schedule == .times(3, per: 7) && gym.isArchived)
        #expect(try h.app.historyScreen("Gym", from: day("2026-11-16"), to: day("2026-11-18")).days.map(\.state).first == .done)
        #expect(try h.app.historyScreen("Gym", from: day("2026-11-18"), to: day("2026-11-18")).days[0].state == .skipped)
        #expect(try h.app.habit("Coffee").kind == .measurable(unit: "cups", target: 2, direction: .atMost))
    }

    @Test func derivedIdsStayTheSameFromOneVersionToTheNext() throws {
        // Importing a backup again finds what the last import made only while these stay the same.
        #expect(LoopBackup.derivedID("loop habit 3 Read").uuidString == "DC6E8084-9647-54E1-A937-3D26ED6FCB30")
        let habit = try #require(UUID(uuidString: "8A0C1E7B-2C55-4C1E-9C7A-1C1F0F1D2E3F"))
        #expect(LoopBackup.derivedID("\(habit.uuidString) 2026-11-22").uuidString == "5AB1D453-8A23-56B2-BC0A-2DEC80DF2CBC")
        #expect(LoopBackup.entryID(habit: habit, day: day("2026-11-22")).uuidString == "5AB1D453-8A23-56B2-BC0A-2DEC80DF2CBC")
    }

    @Test func repeatedDaysAreDroppedWhateverTheOrderOfTheRows() throws {
        let a = Habit(name: "A", icon: "📖", color: .blue, schedule: .daily, kind: .yesNo, createdDay: day("2026-11-01"), position: 0)
        let b = Habit(name: "B", icon: "🏃", color: .green, schedule: .daily, kind: .yesNo, createdDay: day("2026-11-01"), position: 1)
        func entry(_ habit: Habit, _ text: String, _ mark: DayMark) -> Entry { Entry(habitID: habit.id, day: day(text), mark: mark) }
        let stray = Entry(habitID: Habit.ID(), day: day("2026-11-02"), mark: .done)
        // Each habit's rows together by day (as Loop writes them), then the same rows mixed up.
        let together = [entry(a, "2026-11-01", .done), entry(a, "2026-11-02", .done), entry(a, "2026-11-02", .skipped), stray,
                        entry(b, "2026-11-02", .done)]
        let mixed = [together[4], together[1], together[3], together[0], together[2]]
        for rows in [together, mixed] {
            var file = ImportValidator.Checked(habits: [(a, []), (b, []), (a, [])], entries: rows)
            let messages = file.droppingRepeats()
            #expect(file.habits.map(\.habit.id) == [a.id, b.id])
            #expect(Set(file.entries) == [together[0], together[2], together[4]])
            #expect(messages == ["1 habits repeating another's id were left out.",
                                 "2 rows repeating a day of the same habit were left out; the last row of each day was kept."])
        }
    }

    /// A Loop CSV lists each habit's days newest first: its repeats are found next to their twins
    /// too (they were found through a set of every entry and two copies, 270 MB for a million).
    @Test func repeatedDaysNewestFirstKeepTheLastRowOfEachDay() throws {
        let a = Habit(name: "A", icon: "📖", color: .blue, schedule: .daily, kind: .yesNo, createdDay: day("2026-11-01"), position: 0)
        func entry(_ text: String, _ mark: DayMark) -> Entry { Entry(habitID: a.id, day: day(text), mark: mark) }
        let rows = [entry("2026-11-03", .done), entry("2026-11-02", .done), entry("2026-11-02", .skipped), entry("2026-11-01", .done)]
        var file = ImportValidator.Checked(habits: [(a, [])], entries: rows)
        #expect(file.droppingRepeats() == ["1 rows repeating a day of the same habit were left out; the last row of each day was kept."])
        #expect(file.entries == [rows[0], rows[2], rows[3]])
    }

    @Test func aDayRepeatedInTheBackupIsImportedOnceAsItsLastRow() throws {
        let data = try Self.backup(version: 26) { db in
            try db.execute(sql: "INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, type) VALUES (1, 0, 7, 1, 1, 'Walk', 0, 0)")
            try db.execute(sql: "INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, ?, 2), (1, ?, 3), (1, ?, 2)",
                           arguments: [Self.stamp("2026-11-20"), Self.stamp("2026-11-20") + 3_600_000, Self.stamp("2026-11-21")])
        }
        let h = try MyHabitLabHarness()
        let report = try h.app.importFile(data)
        #expect(report.entries == .init(added: 2, updated: 0))
        #expect(report.problems.contains("1 rows repeating a day of the same habit were left out; the last row of each day was kept."))
        #expect(try h.app.historyScreen("Walk", from: day("2026-11-20"), to: day("2026-11-21")).days.map(\.state) == [.skipped, .done])
    }

    @Test func theCurrentSchemaKeepsUuidsQuestionsAndNotesAndImportsTwiceWithoutChange() throws {
        let data = try Self.backup(version: 26) { db in
            try db.execute(sql: """
                INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, type, question, uuid, description)
                VALUES (1, 0, 7, 1, 1, 'Walk', 0, 0, 'Did you walk today?', '0f1e2d3c4b5a69788796a5b4c3d2e1f0', ''),
                       (2, 0, 7, 45, 50, 'Odd', 1, 0, '', NULL, '')
                """)
            try db.execute(sql: "INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, ?, 2, 'Park loop'), (1, ?, 0, 'Rain')",
                           arguments: [Self.stamp("2026-11-20"), Self.stamp("2026-11-21")])
            try db.execute(sql: "INSERT INTO HabitGroups (id, name, uuid) VALUES (1, 'Health', 'abc')")
        }
        let h = try MyHabitLabHarness()
        let first = try h.app.importFile(data)
        #expect(first.habits.added == 2 && first.entries.added == 2)
        #expect(first.problems.contains { $0.contains("groups") })
        #expect(first.problems.contains { $0.contains("“Odd”: its frequency 50 in 45 days cannot be mapped") })
        let walk = try h.app.habit("0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")
        #expect(walk.name == "Walk" && walk.detail == "Did you walk today?")
        let days = try h.app.historyScreen("Walk", from: day("2026-11-20"), to: day("2026-11-21")).days
        #expect(days.map(\.note) == ["Park loop", "Rain"] && days.map(\.state) == [.done, .missed])
        let second = try h.app.importFile(data)
        #expect(second.habits == .init(added: 0, updated: 0) && second.entries == .init(added: 0, updated: 0))
    }

    @Test func damagedOrForeignDatabasesChangeNothing() throws {
        let h = try MyHabitLabHarness()
        try h.habit("Keep")
        let before = try h.app.exportJSON()
        let foreign = try Self.backup(version: 22) { db in try db.execute(sql: "DROP TABLE Repetitions") }
        let tooOld = try Self.backup(version: 9) { _ in }
        let valid = try Self.backup(version: 22) { db in
            try db.execute(sql: "INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position) VALUES (1, 0, 1, 1, 1, 'Read', 0)")
        }
        for (data, message) in [(foreign, "not a Loop Habit Tracker backup"), (tooOld, "older than 12"),
                                (valid.prefix(valid.count / 2), "damaged")] {
            #expect {
                try h.app.importFile(Data(data))
            } throws: { error in
                (error as? MyHabitLabError)?.message.contains(message) == true
            }
        }
        #expect(try h.app.exportJSON() == before)
    }
}
