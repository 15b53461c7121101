import DayKit
import Foundation
import GRDB
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Importing JSON written other than by our export, and merging into data that is already there.
@Suite struct JSONImportTests {
    func seeded() throws -> (MyHabitLabHarness, Habit) {
        let h = try MyHabitLabHarness()
        let run = try h.habit("Run")
        try h.done(run, "2026-11-16", "2026-11-17")
        try h.app.setNote("Run", "Rainy \"day\"\n🌧", on: day("2026-11-17"))
        try h.app.skip("Run", on: day("2026-11-18"))
        return (h, run)
    }

    /// The export with `change` applied, written back by Foundation (its own key order and spacing).
    func rewritten(_ h: MyHabitLabHarness, pretty: Bool = false, _ change: (inout [String: Any]) throws -> Void = { _ in }) throws -> Data {
        var json = try #require(JSONSerialization.jsonObject(with: h.app.exportJSON()) as? [String: Any])
        try change(&json)
        return try JSONSerialization.data(withJSONObject: json, options: pretty ? [.prettyPrinted] : [])
    }

    func entries(_ h: MyHabitLabHarness) throws -> [[String: Any]] {
        let json = try #require(JSONSerialization.jsonObject(with: h.app.exportJSON()) as? [String: Any])
        return try #require(json["entries"] as? [[String: Any]])
    }

    @Test func aFileInAnyKeyOrderAndSpacingImportsAsTheExportDoes() throws {
        let (h, _) = try seeded()
        let fresh = try MyHabitLabHarness()
        let report = try fresh.app.importJSON(try rewritten(h, pretty: true))
        #expect(report.habits.added == 1 && report.entries.added == 3)
        #expect(try fresh.app.exportJSON() == h.app.exportJSON())
    }

    @Test func entriesInAnyOrderImportAsTheExportDoes() throws {
        let (h, _) = try seeded()
        let gym = try h.habit("Gym")
        try h.done(gym, "2026-11-15", "2026-11-18")
        // The habits' entries interleaved, and each habit's days falling.
        let file = try rewritten(h) { json in json["entries"] = try entries(h).reversed().enumerated().sorted { $0.offset % 2 < $1.offset % 2 }.map(\.element) }
        let fresh = try MyHabitLabHarness()
        #expect(try fresh.app.importJSON(file).entries.added == 5)
        #expect(try fresh.app.exportJSON() == h.app.exportJSON())
    }

    /// A file of `count` entries of a new habit "Read", one a day up to yesterday; `last` changes the last one.
    func longFile(_ h: MyHabitLabHarness, count: Int, last: (inout [String: Any]) -> Void = { _ in }) throws -> Data {
        let habitID = UUID().uuidString
        let yesterday = day("2026-11-21")
        var list = (0..<count).map { offset -> [String: Any] in
            ["id": UUID().uuidString, "habit": habitID, "day": yesterday.adding(days: offset - count + 1).description, "mark": "done"]
        }
        last(&list[count - 1])
        return try rewritten(h) { json in
            var habits = try #require(json["habits"] as? [[String: Any]])
            var read = habits[0]
            read["id"] = habitID
            read["name"] = "Read"
            read["createdDay"] = list[0]["day"]
            habits.append(read)
            json["habits"] = habits
            json["entries"] = try #require(json["entries"] as? [[String: Any]]) + list
        }
    }

    @Test func aLongFileWithAProblemAtItsEndChangesNothing() throws {
        // NB: its entries are written in batches while it is read (8,192 a batch): the first ones
        // are written before the problem is found, and rolled back.
        let (h, _) = try seeded()
        let before = try h.app.exportJSON()
        let bad = try longFile(h, count: 20_000) { $0["mark"] = "maybe" }
        #expect {
            try h.app.importJSON(bad)
        } throws: { error in
            (error as? MyHabitLabError)?.message.contains("$.entries[20002].mark: must be done, value or skipped") == true
        }
        let missing = try longFile(h, count: 20_000) { $0["habit"] = UUID().uuidString }
        #expect(throws: MyHabitLabError.self) { try h.app.importJSON(missing) }
        #expect(try h.app.exportJSON() == before)
        let good = try longFile(h, count: 20_000)
        let report = try h.app.importJSON(good)
        #expect(report.habits == .init(added: 1, updated: 0) && report.entries == .init(added: 20_000, updated: 0))
        #expect(try h.app.habitStats("Read").currentStreak == 20_000)
    }

    /// A long import commits its days in batches (issue 40, item 4): another process's writer
    /// that does not wait at all (the CLI, the widget) writes between them, and the import ends whole.
    @Test func anotherWriterThatDoesNotWaitWritesBetweenTheBatchesOfALongImport() throws {
        let directory = temporaryDirectory("mhl-import-beside")
        defer { try? FileManager.default.removeItem(at: directory) }
        let h = try MyHabitLabHarness(database: MyHabitLabDatabase.onDisk(in: directory))
        _ = try h.habit("Run")
        let file = try longFile(h, count: 40_000)
        var configuration = Configuration()
        configuration.busyMode = .immediateError
        let other = try DatabaseQueue(path: directory.appendingPathComponent(MyHabitLabDatabase.fileName).path, configuration: configuration)
        var written = 0
        var refused: [String] = []
        let report = try h.app.importJSON(file) { fraction in
            guard fraction > 0.5, fraction < 1 else { return }
            do {
                try other.write { db in try db.execute(sql: "UPDATE settings SET remindersOn = NOT remindersOn") }
                written += 1
            } catch {
                refused.append("\(error)")
            }
        }
        #expect(refused == [])
        #expect(written >= 4)
        #expect(report.entries == .init(added: 40_000, updated: 0))
        #expect(try h.app.habitStats("Read").currentStreak == 40_000)
    }

    @Test func entriesRepeatingAnIdOrADayAreReportedWithTheirPosition() throws {
        let (h, _) = try seeded()
        let list = try entries(h)
        func refused(_ entries: [[String: Any]]) throws -> String {
            let file = try rewritten(h) { json in json["entries"] = entries }
            do {
                _ = try MyHabitLabHarness().app.importJSON(file)
                return "imported"
            } catch let error as MyHabitLabError {
                return error.message
            }
        }
        // Days rising, the third entry with the first one's id.
        var sameID = list[2]
        sameID["id"] = list[0]["id"]
        let rising = try refused([list[0], list[1], sameID])
        #expect(rising.contains("$.entries[2].id: repeats an earlier entry's id") && !rising.contains("repeats a day"))
        // A rejected entry before the repeats: each is named by its place in the file.
        var sameDay = list[0]
        sameDay["id"] = UUID().uuidString
        let dayOnly = try refused([list[0], list[1], sameDay])
        #expect(dayOnly.contains("$.entries[2].day: repeats a day of the same habit") && !dayOnly.contains("repeats an earlier"))
        var movedID = list[2]
        movedID["day"] = "2026-11-10"
        let mixed = try refused([list[0], ["id": 5], list[1], sameDay, list[2], movedID])
        #expect(mixed.contains("$.entries[1].id: must be a UUID"))
        #expect(mixed.contains("$.entries[3].day: repeats a day of the same habit") && !mixed.contains("$.entries[3].id"))
        #expect(mixed.contains("$.entries[5].id: repeats an earlier entry's id") && !mixed.contains("$.entries[5].day"))
    }

    @Test func anEntryKeepsItsIdWhenItMovesAndAnotherTakesTheDayItLands() throws {
        let (h, _) = try seeded()
        let before = try entries(h)
        let on16 = try #require(before.first { $0["day"] as? String == "2026-11-16" })
        let on17 = try #require(before.first { $0["day"] as? String == "2026-11-17" })
        // The two entries swap days: each id moves onto the day the other leaves.
        let file = try rewritten(h) { json in
            json["entries"] = try entries(h).map { entry -> [String: Any] in
                var entry = entry
                if entry["id"] as? String == on16["id"] as? String { entry["day"] = "2026-11-17" }
                if entry["id"] as? String == on17["id"] as? String { entry["day"] = "2026-11-16" }
                return entry
            }
        }
        let report = try h.app.importJSON(file)
        #expect(report.entries == .init(added: 0, updated: 2))
        let after = try entries(h)
        #expect(after.count == 3)
        #expect(Set(after.compactMap { $0["id"] as? String }).count == 3)
        #expect(after.first { $0["day"] as? String == "2026-11-16" }?["id"] as? String == on17["id"] as? String)
        #expect(after.first { $0["day"] as? String == "2026-11-16" }?["note"] as? String == "Rainy \"day\"\n🌧")
        #expect(after.first { $0["day"] as? String == "2026-11-17" }?["id"] as? String == on16["id"] as? String)
        // And a new id on a day that has an entry replaces it.
        let replacing = try rewritten(h) { json in
            json["entries"] = try entries(h).map { entry -> [String: Any] in
                var entry = entry
                if entry["day"] as? String == "2026-11-18" { entry["id"] = UUID().uuidString; entry["mark"] = "done" }
                return entry
            }
        }
        #expect(try h.app.importJSON(replacing).entries == .init(added: 0, updated: 1))
        #expect(try h.app.historyScreen("Run", from: day("2026-11-18"), to: day("2026-11-18")).days[0].state == .done)
        #expect(try entries(h).count == 3)
    }

    @Test func entriesOfAHabitNotInTheFileAreReportedOnceWithTheirCount() throws {
        let (h, run) = try seeded()
        let file = try rewritten(h) { json in json["habits"] = [] }
        #expect {
            try MyHabitLabHarness().app.importJSON(file)
        } throws: { error in
            let message = (error as? MyHabitLabError)?.message ?? ""
            return message.contains("$.entries[0].habit: names no habit of this file (nor do the 2 later entries of the same habit)")
                && !message.contains("$.entries[1]") && !message.contains(run.id.uuidString)
        }
    }

    @Test func entryFieldsOfTheWrongTypeAreEachReportedWithTheirPath() throws {
        let (h, _) = try seeded()
        let file = try rewritten(h) { json in
            var list = try #require(json["entries"] as? [[String: Any]])
            list[0]["id"] = 5
            list[1]["day"] = "2026-13-01"
            list[2]["mark"] = ["done"]
            json["entries"] = list + [["id": UUID().uuidString, "habit": list[0]["habit"]!, "day": "2026-11-01", "mark": "value"]]
        }
        #expect {
            try h.app.importJSON(file)
        } throws: { error in
            let message = (error as? MyHabitLabError)?.message ?? ""
            return ["$.entries[0].id: must be a UUID", "$.entries[1].day: must be a date", "$.entries[2].mark: must be done, value or skipped",
                    "$.entries[3].value: must be a number of at least 0"].allSatisfy(message.contains)
        }
    }

    @Test func aDatabaseOfTheLastSchemaKeepsItsEntriesKeyedByHabitAndDay() throws {
        var configuration = Configuration()
        _ = MyHabitLabDatabase.sync?.prepare(&configuration)
        let queue = try DatabaseQueue(configuration: configuration)
        try MyHabitLabDatabase.migrator.migrate(queue, upTo: "v4: welcome and reminder settings")
        let habit = UUID().uuidString
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO habit (id, name, icon, color, scheduleKind, kind, createdDay, position) VALUES (?, 'Run', '🏃', 'green', 'daily', 'yesNo', '2026-11-01', 0)
                """, arguments: [habit])
            for (index, text) in ["2026-11-03", "2026-11-01", "2026-11-02"].enumerated() {
                try db.execute(sql: "INSERT INTO entry (id, habitID, day, mark, note) VALUES (?, ?, ?, 'done', ?)",
                               arguments: [UUID().uuidString, habit, text, index == 0 ? "kept" : nil])
            }
        }
        try MyHabitLabDatabase.migrator.migrate(queue)
        let (days, note, schema, idIndexes, primaryKey, parents) = try queue.read { db in
            (try String.fetchAll(db, sql: "SELECT day FROM entry WHERE habitID = ?", arguments: [habit]),
             try String.fetchOne(db, sql: "SELECT note FROM entry WHERE day = '2026-11-03'"),
             try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'entry'") ?? "",
             try db.indexes(on: "entry").filter { $0.columns.contains("id") },
             try db.primaryKey("entry").columns,
             try db.foreignKeys(on: "entry").map(\.destinationTable))
        }
        #expect(days == ["2026-11-01", "2026-11-02", "2026-11-03"] && note == "kept")
        #expect(schema.contains("WITHOUT ROWID") && idIndexes.isEmpty && primaryKey == ["habitID", "day"] && parents == ["habit"])
        // Deleting the habit still takes its entries with it.
        let left = try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA foreign_keys = ON")
            try db.execute(sql: "DELETE FROM habit")
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM entry")
        }
        #expect(left == 0)
    }
}

@Suite struct EntryPipeTests {
    /// NB: the reader ran on a detached thread that could outlive the import, still holding the
    /// file's bytes (LeakSanitizer reported it about once a minute while fuzzing the import).
    @Test func aJoinedThreadHasLetGoOfEverythingItHeldWhenJoinReturns() {
        final class Flag: @unchecked Sendable {
            private let lock = NSLock()
            private var raised = false
            func raise() { lock.withLock { raised = true } }
            var isRaised: Bool { lock.withLock { raised } }
        }
        final class Held: @unchecked Sendable {
            let released: Flag
            init(_ released: Flag) { self.released = released }
            deinit { released.raise() }
        }
        for _ in 0..<200 {
            let released = Flag()
            var held: Held? = Held(released)
            let thread = JoinedThread { [held] in _ = held }
            held = nil
            thread.join()
            #expect(released.isRaised)
        }
    }

    @Test func theReaderStopsWhenTheWriterCloses() {
        let pipe = EntryPipe(ahead: 1)
        let entry = Entry(habitID: Habit.ID(), day: day("2026-11-21"), mark: .done)
        let firstSent = DispatchSemaphore(value: 0), stopped = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var sent = 0
        let thread = Thread {
            // The second send waits for the writer, which closes instead of taking the first.
            do {
                for _ in 0..<3 {
                    try pipe.send([entry], progress: 0)
                    sent += 1
                    if sent == 1 { firstSent.signal() }
                }
            } catch {}
            stopped.signal()
        }
        thread.start()
        firstSent.wait()
        pipe.close()
        stopped.wait()
        #expect(sent == 1)
    }

    @Test func theWriterTakesEveryBatchThenTheOutcome() throws {
        let pipe = EntryPipe(ahead: 2)
        let habitID = Habit.ID()
        let thread = Thread {
            for offset in 0..<5 {
                try? pipe.send([Entry(habitID: habitID, day: day("2026-11-01").adding(days: offset), mark: .done)], progress: Double(offset) / 4)
            }
            pipe.finish(.success(.init(habits: [], dayStartsAt: 60)))
        }
        thread.start()
        var days: [CalendarDay] = []
        while let batch = pipe.receive() { days += batch.entries.map(\.day) }
        #expect(days == (0..<5).map { day("2026-11-01").adding(days: $0) })
        #expect(try pipe.outcome().dayStartsAt == 60)
    }
}
