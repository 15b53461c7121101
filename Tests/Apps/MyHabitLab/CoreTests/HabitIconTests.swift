import DayKit
import Foundation
import GRDB
@testable import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// A habit's icon: one emoji, or a symbol of the Core's catalogue (an SF Symbol on the iPhone, its
/// emoji stand-in wherever text draws it), checked in one place and carried by the JSON file.
@Suite struct HabitIconTests {
    @Test(arguments: [
        ("🏃", HabitIcon.emoji("🏃")),
        (" 👨‍👩‍👧 ", .emoji("👨‍👩‍👧")),
        ("figure.run", .symbol(HabitSymbol.named("figure.run")!)),
        ("  drop.fill ", .symbol(HabitSymbol.named("drop.fill")!)),
    ])
    func anEmojiOrACatalogueSymbolIsAnIcon(text: String, icon: HabitIcon) throws {
        #expect(try HabitIcon(validating: text) == icon)
        #expect(HabitIcon(stored: icon.stored) == icon)
    }

    @Test(arguments: [
        ("figure.flying", MyHabitLabError.unknownSymbol("figure.flying")),
        ("running", .unknownSymbol("running")),
        ("Figure.run", .iconNotOneEmoji("Figure.run")),
        ("📚📚", .iconNotOneEmoji("📚📚")),
        ("", .iconNotOneEmoji("")),
        ("a b", .iconNotOneEmoji("a b")),
    ])
    func anythingElseIsRefusedSayingWhy(text: String, error: MyHabitLabError) {
        #expect(throws: error) { try HabitIcon(validating: text) }
    }

    @Test func theCatalogueOffersDistinctSymbolsEachWithOneEmojiAndAName() {
        let catalogue = HabitSymbol.catalogue
        #expect((40...60).contains(catalogue.count))
        #expect(Set(catalogue.map(\.name)).count == catalogue.count)
        #expect(Set(catalogue.map(\.title)).count == catalogue.count)
        for symbol in catalogue {
            #expect(Text.isOneEmoji(symbol.emoji), "\(symbol.name)'s stand-in \(symbol.emoji)")
            #expect(!symbol.title.isEmpty && HabitSymbol.named(symbol.name) == symbol)
            #expect(throws: Never.self) { try HabitIcon(validating: symbol.name) }
        }
    }

    @Test func thePickersSearchMatchesTitlesAndNamesIgnoringCase() {
        #expect(HabitSymbol.search("RUN").map(\.name) == ["figure.run"])
        #expect(HabitSymbol.search("water").map(\.name) == ["drop.fill"])
        #expect(HabitSymbol.search("figure").count == HabitSymbol.catalogue.filter { $0.name.hasPrefix("figure.") }.count)
        #expect(HabitSymbol.search("  ").count == HabitSymbol.catalogue.count)
        #expect(HabitSymbol.search("zebra").isEmpty)
    }

    @Test func aSymbolIsStoredByNameAndDrawnAsItsEmojiInText() throws {
        let h = try MyHabitLabHarness()
        let run = try h.app.createHabit(HabitFields(name: "Run", icon: " figure.run "))
        #expect(run.icon == "figure.run")
        let today = try #require(try h.app.todayScreen().habits.first)
        #expect(today.icon == "🏃" && today.symbol == "figure.run")
        #expect(try h.app.todayScreen().text.contains("🏃 Run"))
        let summary = try #require(try h.app.habitList().first)
        #expect(summary.icon == "🏃" && summary.symbol == "figure.run")
        #expect(try h.app.habitScreen("Run").habit.symbol == "figure.run")
        // An emoji habit has no symbol.
        try h.app.createHabit(HabitFields(name: "Read", icon: "📚"))
        let read = try #require(try h.app.todayScreen().habits.last)
        #expect(read.icon == "📚" && read.symbol == nil)
    }

    @Test func exportCarriesTheSymbolAndImportRecreatesIt() throws {
        let h = try MyHabitLabHarness()
        let run = try h.app.createHabit(HabitFields(name: "Run", icon: "figure.run"))
        try h.done(run, "2026-11-21")
        let exported = try h.app.exportJSON()
        #expect(String(decoding: exported, as: UTF8.self).contains(#""icon":"figure.run""#))
        let fresh = try MyHabitLabHarness()
        #expect(try fresh.app.importJSON(exported).habits.added == 1)
        #expect(try fresh.app.habit("Run").icon == "figure.run")
        #expect(try fresh.app.exportJSON() == exported)
    }

    @Test func importRefusesAnUnknownSymbolAtItsPathAndChangesNothing() throws {
        let h = try MyHabitLabHarness()
        try h.app.createHabit(HabitFields(name: "Run", icon: "figure.run"))
        var json = try #require(JSONSerialization.jsonObject(with: h.app.exportJSON()) as? [String: Any])
        var habits = try #require(json["habits"] as? [[String: Any]])
        habits[0]["icon"] = "figure.flying"
        json["habits"] = habits
        let file = try JSONSerialization.data(withJSONObject: json)
        let fresh = try MyHabitLabHarness()
        let before = try fresh.app.exportJSON()
        #expect {
            try fresh.app.importJSON(file)
        } throws: { error in
            (error as? MyHabitLabError)?.message.contains("$.habits[0].icon: “figure.flying” is not a symbol of the app's list") == true
        }
        #expect(try fresh.app.exportJSON() == before)
    }

    @Test func aReminderOfASymbolHabitShowsItsEmoji() throws {
        let h = try MyHabitLabHarness()
        try h.app.createHabit(HabitFields(name: "Run", icon: "figure.run"), reminders: [HabitReminder(minutes: 18 * 60)!])
        let planned = try #require(try h.app.plannedNotifications().first)
        #expect(planned.title == "🏃 Run")
    }
}
