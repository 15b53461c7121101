import DayKit
import Foundation
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Issue 39, "History you can trust": a tap before a habit's start can be taken back, the start is
/// set in words, our own CSV zip comes back as it went, and a stale edit form saves nothing.
@Suite struct TrustedHistoryTests {
    /// Item 1: marking a day before the start moves it back; clearing that day puts it back, and
    /// the misses between go with it.
    @Test func clearingADayBeforeTheStartPutsTheStartBack() throws {
        let h = try MyHabitLabHarness(now: "2026-11-08T08:00:00-05:00")
        let read = try h.habit("Read")
        h.clock.set("2026-11-22T08:00:00-05:00")
        for offset in 0..<14 { try h.app.toggle("Read", on: day("2026-11-08").adding(days: offset)) }
        let before = try h.app.habitStats("Read").rate30
        #expect(try h.app.cycle("Read", on: day("2026-10-31")) == .done)
        #expect(try h.app.habit("Read").createdDay == day("2026-10-31"))
        #expect(try h.app.habitStats("Read").rate30 ?? 1 < before ?? 0)
        // A second mark between keeps the first start to go back to.
        try h.app.toggle("Read", on: day("2026-11-03"))
        try h.app.clear("Read", on: day("2026-10-31"))
        #expect(try h.app.habit("Read").createdDay == day("2026-11-03"))
        try h.app.clear("Read", on: day("2026-11-03"))
        #expect(try h.app.habit("Read").createdDay == read.createdDay)
        #expect(try h.app.habitStats("Read").rate30 == before)
    }

    /// Item 1: the edit sets the start, never after the first marked day nor today.
    @Test func theEditMovesTheStartUpToItsFirstEntry() throws {
        let h = try MyHabitLabHarness()
        _ = try h.habit("Read")
        try h.app.toggle("Read", on: day("2026-11-22"))
        try h.app.editHabit("Read") { $0.startDay = day("2026-11-01") }
        #expect(try h.app.habit("Read").createdDay == day("2026-11-01"))
        #expect(throws: MyHabitLabError.futureDay(day("2026-11-23"), today: day("2026-11-22"))) {
            try h.app.editHabit("Read") { $0.startDay = day("2026-11-23") }
        }
        try h.app.toggle("Read", on: day("2026-11-05"))
        #expect(throws: MyHabitLabError.startAfterFirstEntry(day("2026-11-05"))) {
            try h.app.editHabit("Read") { $0.startDay = day("2026-11-10") }
        }
        #expect(try h.app.habit("Read").createdDay == day("2026-11-01"))
    }

    /// Item 4: our own CSV zip, imported into a fresh folder, keeps icons, weekday schedules,
    /// descriptions and an at-most habit's start; Loop's columns still say what Loop can hold.
    @Test func ourCSVZipComesBackAsItWent() throws {
        let h = try MyHabitLabHarness(now: "2026-11-10T08:00:00-05:00")
        try h.app.createHabit(HabitFields(name: "Walk", detail: "Around the park", icon: "🚶", color: .green, schedule: .weekdays([2, 4, 6])))
        try h.app.createHabit(HabitFields(name: "Coffee", icon: "☕", kind: .measurable(unit: "cups", target: 2, direction: .atMost)))
        h.clock.set("2026-11-22T08:00:00-05:00")
        try h.app.setValue("Coffee", 3, on: day("2026-11-20"))
        try h.app.toggle("Walk", on: day("2026-11-16"))
        let zip = try h.app.exportLoopCSV()
        let archive = try LoopCSVArchive(zip)
        let habitsCSV = LoopCSV.rows(try #require(try archive.text("Habits.csv")))
        #expect(habitsCSV[1][3] == "" && habitsCSV[1][4] == "Around the park")  // Loop's Description, not its Question
        let fresh = try MyHabitLabHarness()
        _ = try fresh.app.importFile(zip)
        let walk = try fresh.app.habit("Walk"), coffee = try fresh.app.habit("Coffee")
        #expect(walk.icon == "🚶" && walk.schedule == .weekdays([2, 4, 6]) && walk.detail == "Around the park")
        #expect(coffee.icon == "☕" && coffee.createdDay == day("2026-11-10"))
        let (was, now) = (try h.app.habitStats("Coffee"), try fresh.app.habitStats("Coffee"))
        #expect(now.rateAll == was.rateAll && now.strength == was.strength && now.total == was.total)
    }

    /// Item 6: an edit drawn before a change made elsewhere saves nothing.
    @Test func anEditFromAStaleFormIsRefused() throws {
        let h = try MyHabitLabHarness()
        _ = try h.habit("Read")
        let version = try h.app.editVersion("Read")
        try h.app.toggle("Read")  // a mark is no change to the form's values
        #expect(try h.app.editVersion("Read") == version)
        try h.app.editHabit("Read", drawnFrom: version) { $0.name = "Read 30 pages" }
        #expect(throws: MyHabitLabError.changedElsewhere("Read 30 pages")) {
            try h.app.editHabit("Read 30 pages", drawnFrom: version) { $0.name = "Read daily" }
        }
        #expect(try h.app.habit("Read 30 pages").name == "Read 30 pages")
    }

    /// Item 5: an "at most" day over its limit shows over at once, not pending until the day ends.
    /// (Its strength starts at 1, as Loop's does: `ScoreList.recompute` starts an at-most
    /// numerical habit's previous value at 1.0; see LoopScoreTests.numericalAtMost.)
    @Test func anAtMostDayOverItsLimitIsMissedToday() throws {
        let h = try MyHabitLabHarness()
        _ = try h.habit("Coffee", kind: .measurable(unit: "cups", target: 2, direction: .atMost))
        #expect(try h.app.setValue("Coffee", 2) == .done)
        #expect(try h.app.setValue("Coffee", 3) == .missed)
        #expect(try h.app.todayScreen().habits.first?.state == .missed)
    }

    /// Item 16: Loop's Habits.csv alone is named, and the zip asked for; nothing changes.
    @Test func loopsHabitsCSVAloneAsksForTheZip() throws {
        let h = try MyHabitLabHarness()
        let csv = Data("Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n001,Run,YES_NO,,,1,1,#AAAAAA,,AT_LEAST,0,false\n".utf8)
        #expect { try h.app.importFile(csv) } throws: { ($0 as? MyHabitLabError)?.message.contains("Habits.csv alone") == true }
        let headerless = Data("001,Run,YES_NO,,,1,1,#AAAAAA,,AT_LEAST,0,false\n".utf8)
        #expect { try h.app.importFile(headerless) } throws: { ($0 as? MyHabitLabError)?.message.contains("whole zip") == true }
        #expect(try h.app.habitList().isEmpty)
    }
}
