import DayKit
import Foundation
import GRDB
@testable import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Issue 27, item 10: the appearance (light, dark or the system's) is a setting, kept in the
/// database, carried by the JSON export.
@Suite struct AppearanceTests {
    @Test func aNewUserFollowsTheSystemUntilChoosing() throws {
        let h = try MyHabitLabHarness()
        #expect(try h.app.settings().appearance == .system)
        try h.app.setAppearance(.dark)
        #expect(try h.app.settings().appearance == .dark)
        try h.app.setAppearance(.light)
        #expect(try h.app.settings() == HabitSettings(appearance: .light))
    }

    @Test func aDatabaseOfTheLastSchemaKeepsItsSettingsAndFollowsTheSystem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(MyHabitLabDatabase.fileName).path
        do {
            let queue = try DatabaseQueue(path: path)
            try MyHabitLabDatabase.migrator.migrate(queue, upTo: "v6: a habit's revision counts every change to it")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO settings (id, dayStartsAt, hasSeenWelcome, remindersOn) VALUES (1, 120, 1, 0)")
            }
        }
        let migrated = try MyHabitLabHarness(database: MyHabitLabDatabase.onDisk(in: directory))
        #expect(try migrated.app.settings() == HabitSettings(dayStartsAt: 120, hasSeenWelcome: true, remindersOn: false, appearance: .system))
        try migrated.app.setAppearance(.dark)
        let reopened = try MyHabitLabHarness(database: MyHabitLabDatabase.onDisk(in: directory))
        #expect(try reopened.app.settings() == HabitSettings(dayStartsAt: 120, hasSeenWelcome: true, remindersOn: false, appearance: .dark))
    }

    @Test func theExportCarriesTheAppearanceToAnotherDevice() throws {
        let original = try MyHabitLabHarness()
        try original.habit("Read")
        try original.app.setAppearance(.dark)
        let exported = try original.app.exportJSON()
        let settings = try #require((JSONSerialization.jsonObject(with: exported) as? [String: Any])?["settings"] as? [String: Any])
        #expect(settings["appearance"] as? String == "dark" && settings["dayStartsAt"] as? String == "00:00")
        let fresh = try MyHabitLabHarness()
        _ = try fresh.app.importJSON(exported)
        #expect(try fresh.app.settings().appearance == .dark)
        #expect(try fresh.app.exportJSON() == exported)
    }

    @Test func aFileWrittenBeforeTheAppearanceLeavesItAsItWas() throws {
        let original = try MyHabitLabHarness()
        try original.habit("Read")
        try original.app.setDayStart(minutes: 60)
        var json = try #require(JSONSerialization.jsonObject(with: original.app.exportJSON()) as? [String: Any])
        json["settings"] = ["dayStartsAt": "02:00"]
        let fresh = try MyHabitLabHarness()
        try fresh.app.setAppearance(.light)
        let report = try fresh.app.importJSON(JSONSerialization.data(withJSONObject: json))
        #expect(report.habits.added == 1)
        #expect(try fresh.app.settings() == HabitSettings(dayStartsAt: 120, appearance: .light))
    }

    @Test(arguments: [#""dim""#, "1", "null", #""Dark ""#])
    func anAppearanceThatIsNoneIsRefusedWithItsPathAndChangesNothing(value: String) throws {
        let original = try MyHabitLabHarness()
        try original.habit("Read")
        let export = String(decoding: try original.app.exportJSON(), as: UTF8.self)
        let file = export.replacingOccurrences(of: #""appearance":"system""#, with: #""appearance":\#(value)"#)
        #expect(file != export)
        let fresh = try MyHabitLabHarness()
        try fresh.app.setAppearance(.dark)
        #expect {
            try fresh.app.importJSON(Data(file.utf8))
        } throws: { error in
            (error as? MyHabitLabError)?.message.contains("$.settings.appearance: must be light, dark or system") == true
        }
        #expect(try fresh.app.habitList().isEmpty && fresh.app.settings().appearance == .dark)
    }
}
