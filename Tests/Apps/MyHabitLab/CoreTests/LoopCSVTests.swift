import DayKit
import Foundation
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabTestSupport
import Testing
import TestSupport
import ZIPFoundation

@Suite struct LoopCSVTests {
    static func files(_ zip: Data) throws -> [String: String] {
        let archive = try Archive(data: zip, accessMode: .read)
        var files: [String: String] = [:]
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            files[entry.path] = String(decoding: data, as: UTF8.self)
        }
        return files
    }

    static func zip(_ files: [(String, String)]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, text) in files {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return archive.data!
    }

    @Test func theExportHasLoopsLayoutWithScoresToFourDecimals() throws {
        let h = try MyHabitLabHarness()
        let read = try h.app.createHabit(HabitFields(name: "Read, “books”", icon: "📚", color: .indigo,
                                                     kind: .measurable(unit: "pages", target: 20, direction: .atLeast)))
        try h.app.setValue(read.id, 12.5, on: day("2026-11-20"))
        try h.app.setValue(read.id, 25, on: day("2026-11-21"))
        try h.habit("Run")
        try h.app.skip("Run")
        let files = try Self.files(h.app.exportLoopCSV())
        // Issue 39, item 4: MyHabitLab.csv beside Loop's files carries what Loop's layout has no column for.
        #expect(Set(files.keys) == ["Habits.csv", "001 Read books/Checkmarks.csv", "001 Read books/Scores.csv", "002 Run/Checkmarks.csv", "002 Run/Scores.csv",
                                    "MyHabitLab.csv"])
        let habits = LoopCSV.rows(files["Habits.csv"]!)
        #expect(habits[0] == LoopCSV.habitsHeader)
        #expect(habits[1] == ["001", "Read, “books”", "NUMERICAL", "", "", "1", "1", "#3E63DD", "pages", "AT_LEAST", "20", "false"])
        #expect(LoopCSV.rows(files["001 Read books/Checkmarks.csv"]!) == [["Date", "Value", "Notes"], ["2026-11-21", "25000", ""], ["2026-11-20", "12500", ""]])
        #expect(LoopCSV.rows(files["002 Run/Checkmarks.csv"]!)[1] == ["2026-11-22", "SKIP", ""])
        let scores = LoopCSV.rows(files["001 Read books/Scores.csv"]!)
        let expected = try h.app.scoreScreen("Read, “books”").days.reversed().map { [$0.date.description, String(format: "%.4f", $0.score)] }
        #expect(Array(scores.dropFirst()) == expected)
    }

    @Test func aLoopCsvZipImportsWithOrWithoutHeaders() throws {
        let withHeaders = try Self.zip([
            ("Loop Habits CSV 2026-11-22/Habits.csv", LoopCSV.row(LoopCSV.habitsHeader)
                + "001,Meditate,YES_NO,Did you meditate?,,1,1,#388E3C,,AT_LEAST,0,false\n"
                + "002,Water,NUMERICAL,,,1,1,#039BE5,glasses,AT_LEAST,8,true\n"),
            ("Loop Habits CSV 2026-11-22/001 Meditate/Checkmarks.csv", "Date,Value,Notes\n2026-11-21,YES_MANUAL,\"Calm, quiet\"\n2026-11-20,YES_AUTO,\n2026-11-19,SKIP,\n2026-11-18,NO,\n"),
            ("Loop Habits CSV 2026-11-22/002 Water/Checkmarks.csv", "Date,Value,Notes\n2026-11-21,6500,\n"),
        ])
        let h = try MyHabitLabHarness()
        let report = try h.app.importFile(withHeaders)
        #expect(report.habits.added == 2 && report.entries.added == 3)
        #expect(report.problems == ["“Meditate”: 1 days that Loop filled in itself (not checked by you) were not imported."])
        let meditate = try h.app.habit("Meditate")
        #expect(meditate.detail == "Did you meditate?" && meditate.color == .green && meditate.createdDay == day("2026-11-19"))
        let days = try h.app.historyScreen("Meditate", from: day("2026-11-19"), to: day("2026-11-21")).days
        #expect(days.map(\.state) == [.skipped, .missed, .done] && days[2].note == "Calm, quiet")
        #expect(try h.app.habit("Water").isArchived)
        #expect(try h.app.importFile(withHeaders).entries == .init(added: 0, updated: 0))
        // Old exports: no header rows, fewer columns.
        let bare = try Self.zip([("Habits.csv", "001,Stretch,Every day,,1,1,#AAAAAA\n"), ("001 Stretch/Checkmarks.csv", "2026-11-21,YES_MANUAL\n")])
        let old = try MyHabitLabHarness()
        #expect(try old.app.importFile(bare).entries.added == 1)
    }

    @Test func ourOwnCsvExportImportsBack() throws {
        let h = try MyHabitLabHarness()
        try h.habit("Run", schedule: .times(3, per: 7))
        try h.done(try h.app.habit("Run"), "2026-11-20", "2026-11-21")
        let fresh = try MyHabitLabHarness()
        let report = try fresh.app.importFile(h.app.exportLoopCSV())
        #expect(report.habits.added == 1 && report.entries.added == 2 && report.problems.isEmpty)
        #expect(try fresh.app.habit("Run").schedule == .times(3, per: 7))
        #expect(try fresh.app.habitStats("Run").total == 2)
    }

    @Test func damagedOrForeignZipsChangeNothing() throws {
        let h = try MyHabitLabHarness()
        try h.habit("Keep")
        let before = try h.app.exportJSON()
        let foreign = try Self.zip([("notes.txt", "hello")])
        let valid = try Self.zip([("Habits.csv", "001,Stretch,YES_NO,,,1,1,#AAAAAA,,AT_LEAST,0,false\n")])
        for (data, message) in [(foreign, "no Habits.csv"), (Data(valid.prefix(20)), "damaged")] {
            #expect {
                try h.app.importFile(data)
            } throws: { error in
                (error as? MyHabitLabError)?.message.contains(message) == true
            }
        }
        #expect(try h.app.exportJSON() == before)
    }
}
