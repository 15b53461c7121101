import DayKit
import Foundation
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabTestSupport
import Testing
import TestSupport

@Suite struct TransferTests {
    func seeded() throws -> MyHabitLabHarness {
        let h = try MyHabitLabHarness()
        let read = try h.app.createHabit(HabitFields(name: "Read “books” & <more>", detail: "Line one\nline two", icon: "📚", color: .indigo,
                                                     schedule: .times(3, per: 7), kind: .measurable(unit: "pages", target: 12.5, direction: .atLeast)))
        try h.app.createHabit(HabitFields(name: "Run", icon: "🏃", color: .green, schedule: .weekdays([2, 4, 6])))
        try h.app.setValue(read.id, 20, on: day("2026-11-20"))
        try h.app.skip("Run", on: day("2026-11-18"))
        try h.app.toggle("Run", on: day("2026-11-16"))
        try h.app.setNote("Run", "Rainy", on: day("2026-11-16"))
        try h.app.addReminder("Run", minutes: 6 * 60 + 45, weekdays: [2, 4])
        try h.app.archiveHabit("Run")
        try h.app.setDayStart(minutes: 120)
        return h
    }

    @Test func entriesAreWrittenOnePerLineWithSortedKeysAsTheFormatSays() throws {
        let h = try MyHabitLabHarness()
        let run = try h.habit("Run")
        let water = try h.habit("Water", kind: .measurable(unit: "glasses", target: 8, direction: .atLeast))
        try h.done(run, "2026-11-16")
        _ = try h.app.setNote("Run", "Rainy \"day\"\n🌧", on: day("2026-11-17"))
        _ = try h.app.skip("Run", on: day("2026-11-18"))
        _ = try h.app.setValue("Water", 2.5, on: day("2026-11-20"))
        _ = try h.app.setValue("Water", 3, on: day("2026-11-21"))
        let text = String(decoding: try h.app.exportJSON(), as: UTF8.self)
        let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let ids = Dictionary(uniqueKeysWithValues: try #require(json["entries"] as? [[String: Any]]).map { ($0["day"] as! String, $0["id"] as! String) })
        let (r, w) = (run.id.uuidString, water.id.uuidString)
        let runLines = [
            "{\"day\":\"2026-11-16\",\"habit\":\"\(r)\",\"id\":\"\(ids["2026-11-16"]!)\",\"mark\":\"done\"}",
            "{\"day\":\"2026-11-17\",\"habit\":\"\(r)\",\"id\":\"\(ids["2026-11-17"]!)\",\"note\":\"Rainy \\\"day\\\"\\n🌧\"}",
            "{\"day\":\"2026-11-18\",\"habit\":\"\(r)\",\"id\":\"\(ids["2026-11-18"]!)\",\"mark\":\"skipped\"}",
        ]
        let waterLines = [
            "{\"day\":\"2026-11-20\",\"habit\":\"\(w)\",\"id\":\"\(ids["2026-11-20"]!)\",\"mark\":\"value\",\"value\":2.5}",
            "{\"day\":\"2026-11-21\",\"habit\":\"\(w)\",\"id\":\"\(ids["2026-11-21"]!)\",\"mark\":\"value\",\"value\":3}",
        ]
        let lines = r < w ? runLines + waterLines : waterLines + runLines
        #expect(text.hasPrefix("{\n\"entries\":[\n" + lines.joined(separator: ",\n") + "\n],\n\"format\":\"myhabitlab\",\n\"habits\":[\n"))
    }

    @Test func exportThenImportIntoAFreshAppRecreatesTheSameBytes() throws {
        let original = try seeded()
        let exported = try original.app.exportJSON()
        let fresh = try MyHabitLabHarness()
        let report = try fresh.app.importJSON(exported)
        #expect(report.habits == .init(added: 2, updated: 0))
        #expect(report.entries == .init(added: 3, updated: 0))
        #expect(try fresh.app.exportJSON() == exported)
        // The same file twice changes nothing the second time.
        let again = try fresh.app.importJSON(exported)
        #expect(again.habits == .init(added: 0, updated: 0) && again.entries == .init(added: 0, updated: 0))
        #expect(try fresh.app.exportJSON() == exported)
    }

    @Test func importMergesByIdUpdatingKnownAndAddingNew() throws {
        let h = try seeded()
        var json = try #require(JSONSerialization.jsonObject(with: h.app.exportJSON()) as? [String: Any])
        var habits = try #require(json["habits"] as? [[String: Any]])
        habits[0]["name"] = "Read more"
        json["habits"] = habits
        let other = try MyHabitLabHarness()
        try other.habit("Meditate")
        let report = try other.app.importJSON(JSONSerialization.data(withJSONObject: json))
        #expect(report.habits.added == 2)
        #expect(try other.app.habitList().map(\.name).contains("Read more"))
        #expect(try other.app.habitList().map(\.name).contains("Meditate"))
        let second = try h.app.importJSON(JSONSerialization.data(withJSONObject: json))
        #expect(second.habits == .init(added: 0, updated: 1))
    }

    @Test(arguments: [
        (#"{"format":"myhabitlab","version":2,"habits":[],"entries":[]}"#, "$.version: is 2"),
        (#"{"format":"other","version":1}"#, "$.format"),
        (#"{"format":"myhabitlab","version":1,"habits":[{"id":"nope","name":"","icon":"x","color":"plaid","createdDay":"2026-02-30","schedule":{"kind":"daily"},"kind":"yesNo"}],"entries":[]}"#,
         "$.habits[0].id: must be a UUID"),
        (#"{"format":"myhabitlab","version":1,"habits":[],"entries":[{"id":"8A0C1E7B-2C55-4C1E-9C7A-1C1F0F1D2E3F","habit":"8A0C1E7B-2C55-4C1E-9C7A-1C1F0F1D2E30","day":"2026-11-01","mark":"done"}]}"#,
         "$.entries[0].habit: names no habit of this file"),
    ])
    func invalidFilesReportEveryProblemWithItsPathAndChangeNothing(json: String, problem: String) throws {
        let h = try seeded()
        let before = try h.app.exportJSON()
        do {
            _ = try h.app.importFile(Data(json.utf8))
            Issue.record("imported \(json)")
        } catch let error as MyHabitLabError {
            #expect(error.message.contains(problem), "\(error.message)")
        }
        #expect(try h.app.exportJSON() == before)
    }

    @Test func everyProblemOfAFileIsListed() throws {
        let h = try MyHabitLabHarness()
        let json = #"{"format":"myhabitlab","version":1,"habits":[{"id":"nope","name":"","icon":"x","color":"plaid","createdDay":"2026-02-30","schedule":{"kind":"daily"},"kind":"yesNo"}],"entries":[]}"#
        #expect {
            try h.app.importJSON(Data(json.utf8))
        } throws: { error in
            let message = (error as? MyHabitLabError)?.message ?? ""
            return ["$.habits[0].id", "$.habits[0].color", "$.habits[0].createdDay", "Give the habit a name"].allSatisfy(message.contains)
        }
    }

    @Test(arguments: [
        (Data("SQLite format 3\0".utf8) + Data(count: 100), "damaged"),
        (Data([0x50, 0x4B, 0x03, 0x04, 0, 0]), "damaged"),
        (Data("hello, world".utf8), "not a MyHabitLab export"),
        (Data(#"{"format":"myhabitlab","version":1,"habits":[{"#.utf8), "not valid JSON"),
        // The cap is above our own export of 200 habits × 10 years (it was 50 MB before issue 23).
        (Data(count: MyHabitLab.largestImport + 1), "larger than 160 MB"),
    ])
    func otherFilesAreRecognisedByTheirContent(data: Data, message: String) throws {
        let h = try MyHabitLabHarness()
        #expect {
            try h.app.importFile(data)
        } throws: { error in
            (error as? MyHabitLabError)?.message.contains(message) == true
        }
    }
}

@Suite struct UUIDTextTests {
    @Test func theFastFormsAgreeWithFoundations() {
        for _ in 0..<200 {
            let id = UUID()
            #expect(UUID(text: id.uuidString) == id)
            #expect(UUID(text: id.uuidString.lowercased()) == id)
            #expect(id.text == id.uuidString)
        }
        let good = "8A0C1E7B-2C55-4C1E-9C7A-1C1F0F1D2E3F"
        #expect(UUID(text: good)?.uuidString == good)
        #expect(UUID(text: "abcdef09-ABCD-EF09-0000-ffffffffffff")?.uuidString == "ABCDEF09-ABCD-EF09-0000-FFFFFFFFFFFF")
        for bad in ["", "nope", "8A0C1E7B-2C55-4C1E-9C7A-1C1F0F1D2E3", "8A0C1E7B-2C55-4C1E-9C7A-1C1F0F1D2E3FF", "8A0C1E7B_2C55-4C1E-9C7A-1C1F0F1D2E3F",
                    "8A0C1E7B-2C55-4C1E-9C7A-1C1F0F1D2E3G", "8A0C1E7B-2C55-4C1E-9C7A1-C1F0F1D2E3F"] {
            #expect(UUID(text: bad) == nil, "\(bad)")
        }
        // Every character next to a hex digit's range, in each group of digits.
        for character in ["/", ":", "@", "G", "`", "g", "[", "{", " ", "é"] {
            for position in [0, 10, 15, 20, 35] {
                var text = Array(good)
                text[position] = Character(character)
                #expect(UUID(text: String(text)) == nil, "\(String(text))")
            }
        }
    }
}
