import DayKit
import Foundation
import GRDB
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabTestSupport
import Testing
import TestSupport
import ZIPFoundation

/// Damaged and hostile files, as a careful attacker or a broken backup sends them: each is refused
/// with a clear message (or imported as far as it can be, saying what was left out) and nothing
/// crashes, exhausts memory or changes when it is refused.
@Suite struct HostileFileTests {
    /// A harness with one habit of its own, and the export that shows it unchanged.
    func seeded() throws -> (MyHabitLabHarness, Data) {
        let h = try MyHabitLabHarness()
        try h.done(try h.habit("Keep"), "2026-11-21")
        return (h, try h.app.exportJSON())
    }

    func refusal(_ h: MyHabitLabHarness, _ data: Data) -> String {
        do {
            let report = try h.app.importFile(data)
            Issue.record("imported: \(report)")
            return ""
        } catch let error as MyHabitLabError {
            return error.message
        } catch {
            Issue.record("not the app's error: \(error)")
            return ""
        }
    }

    // MARK: - Loop backups

    @Test(arguments: [
        ("UPDATE Habits SET target_value = 'twelve'", "“Read” has text in its “target_value” column, where Loop writes a number"),
        ("UPDATE Habits SET freq_num = 'x'", "“Read” has text in its “freq_num” column, where Loop writes a whole number"),
        ("UPDATE Habits SET name = x'00ff'", "habit 1 has binary data in its “name” column, where Loop writes text"),
        ("UPDATE Habits SET reminder_hour = 'seven'", "“Read” has text in its “reminder_hour” column"),
        ("UPDATE Repetitions SET value = 'lots'", "“Read” has text in its “value” column, where Loop writes a whole number"),
        ("UPDATE Repetitions SET timestamp = '2026-11-20'", "“Read” has text in its “timestamp” column"),
        ("UPDATE Repetitions SET habit = 'one'", "a repetition has text in its “habit” column"),
    ])
    func aLoopColumnOfTheWrongTypeRefusesTheFileNamingTheHabitAndTheColumn(change: String, message: String) throws {
        let data = try LoopImportTests.backup(version: 26) { db in
            try db.execute(sql: """
                INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, reminder_hour, reminder_min, type, target_type, target_value, unit)
                VALUES (1, 0, 3, 1, 1, 'Read', 0, 7, 30, 1, 0, 12, 'pages')
                """)
            try db.execute(sql: "INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, ?, 12000)", arguments: [LoopImportTests.stamp("2026-11-20")])
            try db.execute(sql: change)
        }
        let (h, before) = try seeded()
        let refused = refusal(h, data)
        #expect(refused.contains(message), "\(refused)")
        #expect(refused.hasSuffix("Nothing changed."))
        #expect(try h.app.exportJSON() == before)
    }

    @Test func aReminderHourNoClockHasIsLeftOutNotOverflowed() throws {
        let data = try LoopImportTests.backup(version: 26) { db in
            try db.execute(sql: """
                INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, reminder_hour, reminder_min, type)
                VALUES (1, 0, 3, 1, 1, 'Walk', 0, 9223372036854775807, 30, 0)
                """)
        }
        let h = try MyHabitLabHarness()
        let report = try h.app.importFile(data)
        #expect(report.habits.added == 1 && report.problems.contains { $0.contains("is not a time of day") })
        #expect(try h.app.reminders(of: "Walk").isEmpty)
    }

    @Test func aDamagedBackupIsRefusedInAPersonsWordsWithoutSQLite() throws {
        let good = try LoopImportTests.backup(version: 26) { db in
            try db.execute(sql: "INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, type) VALUES (1, 0, 3, 1, 1, 'Walk', 0, 0)")
        }
        var damaged = good
        damaged.replaceSubrange(100..<min(good.count, 4096), with: Data(repeating: 0xA5, count: min(good.count, 4096) - 100))
        let (h, before) = try seeded()
        for data in [Data(good.prefix(200)), damaged] {
            let refused = refusal(h, data)
            #expect(refused.hasSuffix("Nothing changed."), "\(refused)")
            for detail in ["SQLite", "error", "SELECT", "sqlite_master", "malformed"] {
                #expect(!refused.contains(detail), "\(refused)")
            }
        }
        #expect(try h.app.exportJSON() == before)
    }

    /// NB: a copy in the temp folder outlived a kill -9 during the import; the backup is now never
    /// written anywhere: while the import runs, no file there holds it.
    @Test func aBackupIsNeverCopiedToTheTemporaryFolder() throws {
        let marker = "Marker \(UUID().uuidString.prefix(8))"
        let data = try LoopImportTests.backup(version: 26) { db in
            try db.execute(sql: "INSERT INTO Habits (id, archived, color, freq_den, freq_num, name, position, type) VALUES (1, 0, 3, 1, 1, ?, 0, 0)",
                           arguments: [marker])
        }
        let h = try MyHabitLabHarness()
        let folder = FileManager.default.temporaryDirectory
        var copies: [String] = []
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        _ = try h.app.importLoopBackup(data) { _ in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where !before.contains(name) {
                let url = folder.appendingPathComponent(name)
                guard let held = try? Data(contentsOf: url), held.count == data.count else { continue }
                if held.range(of: Data(marker.utf8)) != nil { copies.append(name) }
            }
        }
        #expect(copies.isEmpty, "copies of the backup: \(copies)")
        #expect(try h.app.habit(marker).name == marker)
    }

    // MARK: - Zips

    /// A zip of `files`, deflated; `declaring` replaces every entry's uncompressed size in its
    /// headers (a zip that lies about its size).
    static func zip(_ files: [(String, Data)], declaring size: UInt32? = nil) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, data) in files {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, count in
                data.subdata(in: Int(position)..<Int(position) + count)
            }
        }
        var zip = try #require(archive.data)
        guard let size else { return zip }
        // Local headers (PK\3\4) keep the size 22 bytes in, central directory entries (PK\1\2) 24.
        for (signature, offset) in [([0x50, 0x4B, 0x03, 0x04] as [UInt8], 22), ([0x50, 0x4B, 0x01, 0x02], 24)] {
            var start = zip.startIndex
            while let found = zip.range(of: Data(signature), in: start..<zip.endIndex) {
                withUnsafeBytes(of: size.littleEndian) { zip.replaceSubrange(found.lowerBound + offset..<found.lowerBound + offset + 4, with: $0) }
                start = found.upperBound
            }
        }
        return zip
    }

    @Test func aZipLyingAboutItsSizeIsRefusedAsItInflates() throws {
        let habits = Data("Position,Name,Type\n001,Walk,YES_NO\n".utf8)
        let bomb = try Self.zip([("Habits.csv", habits), ("001 Walk/Checkmarks.csv", Data(count: 60 << 20))], declaring: 1024)
        #expect(bomb.count < 200_000)
        let (h, before) = try seeded()
        let refused = refusal(h, bomb)
        #expect(refused.contains("inflates to over 200 times its size") || refused.contains("more than 50 MB"), "\(refused)")
        #expect(try h.app.exportJSON() == before)
    }

    @Test func manySmallFilesOrOneThatInflatesAThousandfoldAreRefused() throws {
        let (h, before) = try seeded()
        let many = try Self.zip((0...LoopCSVArchive.largestFileCount).map { ("\($0).csv", Data("a".utf8)) })
        #expect(refusal(h, many).contains("more than 4000 files"))
        let dense = try Self.zip([("Habits.csv", Data(repeating: UInt8(ascii: "a"), count: 4 << 20))])
        #expect(refusal(h, dense).contains("“Habits.csv” in the zip inflates to over 200 times its size"))
        #expect(try h.app.exportJSON() == before)
    }

    // MARK: - CSV

    @Test func aByteOrderMarkIsNotPartOfTheHeader() throws {
        let h = try MyHabitLabHarness()
        let zip = try LoopCSVTests.zip([
            ("Habits.csv", "\u{FEFF}Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n001,Stretch,YES_NO,,,1,1,#AAAAAA,,AT_LEAST,0,false\n"),
            ("001 Stretch/Checkmarks.csv", "\u{FEFF}Date,Value,Notes\n2026-11-21,YES_MANUAL,\n"),
        ])
        let report = try h.app.importFile(zip)
        #expect(report.habits.added == 1 && report.entries.added == 1)
        #expect(try h.app.habitList().map(\.name) == ["Stretch"])
    }

    @Test func aHeaderThatIsNotLoopsIsRefusedAndNamed() throws {
        let (h, before) = try seeded()
        let zip = try LoopCSVTests.zip([("Habits.csv", "Name,Goal,Colour\nRead,20,red\nRun,5,blue\n")])
        let refused = refusal(h, zip)
        #expect(refused.contains("Habits.csv starts with “Name, Goal, Colour”, which is not Loop Habit Tracker's header"), "\(refused)")
        #expect(try h.app.exportJSON() == before)
    }

    @Test func aFileWithNothingToImportIsRefusedListingTheFirstProblemsAndStopsEarly() throws {
        let (h, before) = try seeded()
        let rows = (1...1_000_000).map { "\($0),\n" }.joined()
        let zip = try Self.zip([("Habits.csv", Data(("Position,Name,Type\n" + rows).utf8))])
        let refused = refusal(h, zip)
        let lines = refused.split(separator: "\n")
        #expect(lines.count <= ImportProblems.listed + 2, "\(lines.count) lines")
        #expect(refused.contains("Habits.csv row 1 has no position or name"))
        #expect(refused.contains("reading stopped after 1000 problems"))
        // A file with a few bad rows and no good one is refused too.
        let few = try LoopCSVTests.zip([("Habits.csv", "Position,Name\n001,\n002,\n")])
        #expect(refusal(h, few).contains("There is no habit in this file that could be imported."))
        #expect(try h.app.exportJSON() == before)
    }

    /// NB: found by fuzzing: ZIPFoundation's in-memory archive trapped on a local header offset past the end.
    @Test func aZipWhoseHeaderPointsPastItsEndIsRefusedAsDamaged() throws {
        let (h, before) = try seeded()
        var zip = try Self.zip([("Habits.csv", Data("Position,Name\n001,Walk\n".utf8))])
        let central = try #require(zip.range(of: Data([0x50, 0x4B, 0x01, 0x02])))
        withUnsafeBytes(of: UInt32(900_000).littleEndian) { zip.replaceSubrange(central.lowerBound + 42..<central.lowerBound + 46, with: $0) }
        #expect(refusal(h, zip) == "The zip file is damaged or truncated. Nothing changed.")
        #expect(try h.app.exportJSON() == before)
    }

    @Test func controlCharactersInAnotherAppsFileAreRemovedAndSaidSo() throws {
        let h = try MyHabitLabHarness()
        let zip = try LoopCSVTests.zip([
            ("Habits.csv", "001,Wa\u{07}lk,YES_NO,Did you\u{1B} walk?,,1,1,#AAAAAA,,AT_LEAST,0,false\n"),
            ("001 Walk/Checkmarks.csv", "2026-11-21,YES_MANUAL,\"Rain\u{00}y\nand cold\"\n"),
        ])
        let report = try h.app.importFile(zip)
        #expect(report.problems.contains("Control characters were removed from 1 habit's name, unit or description."))
        #expect(report.problems.contains("Control characters were removed from 1 note."))
        let walk = try h.app.habit("Walk")
        #expect(walk.detail == "Did you walk?")
        #expect(try h.app.historyScreen("Walk", from: day("2026-11-21"), to: day("2026-11-21")).days[0].note == "Rainy\nand cold")
    }

    @Test func loopEntriesOnFutureDaysAreLeftOutAndSaidSo() throws {
        let h = try MyHabitLabHarness()
        let zip = try LoopCSVTests.zip([
            ("Habits.csv", "001,Stretch,YES_NO,,,1,1,#AAAAAA,,AT_LEAST,0,false\n"),
            ("001 Stretch/Checkmarks.csv", "2026-11-24,YES_MANUAL,\n2026-11-23,YES_MANUAL,\n2026-11-22,YES_MANUAL,\n2026-11-21,YES_MANUAL,\n"),
        ])
        let report = try h.app.importFile(zip)
        #expect(report.entries.added == 2)
        #expect(report.problems.contains("2 entries on days after today (2026-11-22) were left out: only days up to today can be marked."))
        #expect(try h.app.historyScreen("Stretch", from: day("2026-11-21"), to: day("2026-11-22")).days.map(\.state) == [.done, .done])
    }

    // MARK: - JSON

    func export(_ h: MyHabitLabHarness, _ change: (inout [String: Any]) throws -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: h.app.exportJSON()) as? [String: Any])
        try change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func entriesOnFutureDaysAreRefusedAsATapRefusesThem() throws {
        let (h, before) = try seeded()
        let data = try export(h) { object in
            var entries = object["entries"] as! [[String: Any]]
            entries[0]["day"] = "2026-11-23"
            object["entries"] = entries
        }
        #expect(refusal(h, data).contains("$.entries[0].day: 2026-11-23 is after today (2026-11-22); only days up to today can be marked"))
        #expect(try h.app.exportJSON() == before)
    }

    @Test(arguments: [
        #"{"format": "myhabitlab", "version": 1, "habits": [{"name": "\ud800"}], "entries": []}"#,
        #"{"format": "myhabitlab", "version": 1, "settings": {"x": "\udc00 and \ud800\u0041"}, "habits": [], "entries": []}"#,
        #"{"format": "myhabitlab", "version": 1, "habits": [], "entries": [{"note": "\ud83d"}]}"#,
    ])
    func aLoneSurrogateIsRefusedAsJSONThatCannotBeRead(text: String) throws {
        let (h, before) = try seeded()
        #expect(refusal(h, Data(text.utf8)) == "The file is not valid JSON (it may be truncated). Nothing changed.")
        #expect(try h.app.exportJSON() == before)
    }

    @Test func invalidUTF8AnywhereIsRefused() throws {
        let (h, before) = try seeded()
        let export = try h.app.exportJSON()
        let text = try #require(String(data: export, encoding: .utf8))
        for key in ["\"Keep\"", "\"entries\"", "\"format\""] {
            var bytes = Data(text.utf8)
            let range = try #require(bytes.range(of: Data(key.utf8)))
            bytes.replaceSubrange(range.lowerBound + 1..<range.lowerBound + 2, with: [0xFF, 0xFE])
            #expect(refusal(h, bytes) == "The file is not valid JSON (it may be truncated). Nothing changed.", "\(key)")
        }
        #expect(try h.app.exportJSON() == before)
    }

    @Test func aMillionBadEntriesAreRefusedAfterAThousandListingTwenty() throws {
        let (h, before) = try seeded()
        let entries = Array(repeating: "{}", count: 1_000_000).joined(separator: ",")
        let text = #"{"format": "myhabitlab", "version": 1, "habits": [], "entries": ["# + entries + "]}"
        let refused = refusal(h, Data(text.utf8))
        #expect(refused.split(separator: "\n").count <= ImportProblems.listed + 2)
        #expect(refused.contains("$.entries[0].id: must be a UUID"))
        #expect(refused.contains("reading stopped after 1000 problems"))
        #expect(try h.app.exportJSON() == before)
    }

    @Test func anExportWithNoHabitIsRefused() throws {
        let h = try MyHabitLabHarness()
        let empty = try h.app.exportJSON()
        #expect(refusal(h, empty).contains("$.habits: holds no habit, so there is nothing to import"))
    }
}
