import DayKit
import Foundation
import GRDB
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabTestSupport
import Testing
import TestSupport

/// The numbers a person reads: Loop's files both ways, at-most habits, where imports go, Stats.
@Suite struct NumbersTests {
    // MARK: - Loop's files both ways

    /// A Loop CSV export in Loop's own layout: a numerical habit's target as is, its values in thousandths.
    static let loopExport: [(String, String)] = [
        ("Habits.csv", "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
            + "001,Coffee,NUMERICAL,How many cups?,Decaf counts half,1,1,#5D4037,cups,AT_MOST,12,false\n"
            + "002,Walk,NUMERICAL,,,1,1,#388E3C,km,AT_LEAST,5,false\n"),
        ("001 Coffee/Checkmarks.csv", "Date,Value,Notes\n2026-11-21,12000,\n2026-11-20,13000,\n"),
        ("002 Walk/Checkmarks.csv", "Date,Value,Notes\n2026-11-21,5500,\n2026-11-20,2250,\n"),
    ]

    /// NB: the CSV reader took `12000` for 12,000 cups: every day over an "at most 12" limit.
    @Test func loopCSVValuesAreThousandthsAndOurExportWritesThemSo() throws {
        let h = try MyHabitLabHarness()
        try h.app.importFile(LoopCSVTests.zip(Self.loopExport))
        #expect(try h.app.habit("Coffee").kind == .measurable(unit: "cups", target: 12, direction: .atMost))
        let coffee = try h.app.historyScreen("Coffee", from: day("2026-11-20"), to: day("2026-11-21")).days
        #expect(coffee.map(\.value) == [13, 12] && coffee.map(\.state) == [.missed, .done])
        #expect(try h.app.historyScreen("Walk", from: day("2026-11-20"), to: day("2026-11-21")).days.map(\.value) == [2.25, 5.5])
        // Our export writes Loop's layout, and imports back to the same values.
        let files = try LoopCSVTests.files(h.app.exportLoopCSV())
        let walk = try #require(files.first { $0.key.hasSuffix("Walk/Checkmarks.csv") }?.value)
        #expect(LoopCSV.rows(walk) == [["Date", "Value", "Notes"], ["2026-11-21", "5500", ""], ["2026-11-20", "2250", ""]])
        let fresh = try MyHabitLabHarness()
        try fresh.app.importFile(h.app.exportLoopCSV())
        for name in ["Coffee", "Walk"] {
            #expect(try fresh.app.historyScreen(name, from: day("2026-11-20"), to: day("2026-11-21")).days.map(\.value)
                    == h.app.historyScreen(name, from: day("2026-11-20"), to: day("2026-11-21")).days.map(\.value))
        }
    }

    /// NB: a habit's Description was dropped when it also had a Question.
    @Test func loopsQuestionAndDescriptionAreBothKept() throws {
        let h = try MyHabitLabHarness()
        try h.app.importFile(LoopCSVTests.zip(Self.loopExport))
        #expect(try h.app.habit("Coffee").detail == "How many cups?\n\nDecaf counts half")
        let backup = try LoopImportTests.backup(version: 26) { db in
            try db.execute(sql: """
                INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, name, position, type, question)
                VALUES (1, 0, 3, 'After lunch, 20 minutes', 1, 1, 'Nap', 0, 0, 'Did you nap?')
                """)
        }
        try h.app.importFile(backup)
        #expect(try h.app.habit("Nap").detail == "Did you nap?\n\nAfter lunch, 20 minutes")
    }

    // MARK: - At most

    /// NB: an at-most day with nothing logged was "not done", and the widget's tap set the limit to get the tick.
    @Test func anAtMostHabitWithNothingLoggedIsMetAsInLoop() throws {
        let h = try MyHabitLabHarness(now: "2026-11-22T08:00:00-05:00")
        let coffee = try h.habit("Coffee", kind: .measurable(unit: "cups", target: 2, direction: .atMost))
        let tea = try h.habit("Tea", schedule: .weekdays([2, 4, 6]), kind: .measurable(unit: "cups", target: 1, direction: .atMost))
        try h.habit("Read")
        h.clock.set("2026-11-25T08:00:00-05:00")
        try h.app.setValue(coffee.id, 3, on: day("2026-11-23"))
        let history = try h.app.historyScreen("Coffee", from: day("2026-11-22"), to: day("2026-11-25")).days.map(\.state)
        #expect(history == [.done, .missed, .done, .done])
        // Not due: not met either (Tea is due Monday, Wednesday, Friday; 2026-11-24 is a Tuesday).
        #expect(try h.app.historyScreen("Tea", from: day("2026-11-23"), to: day("2026-11-25")).days.map(\.state) == [.done, .notDue, .done])
        #expect(try h.app.habitStats("Coffee").currentStreak == 2)
        let today = try h.app.todayScreen()
        #expect(today.doneCount == 2 && today.dueCount == 3)
        #expect(try h.app.widgetSnapshot(size: .small).habits.first { $0.name == "Coffee" }?.state == .done)
        // A tap logs "none" explicitly and stays met; a second clears it.
        #expect(try h.app.widgetToggle(coffee.id) == .done)
        #expect(try h.app.historyScreen("Coffee", from: day("2026-11-25"), to: day("2026-11-25")).days[0].value == 0)
        #expect(try h.app.toggle("Coffee") == .done)
        #expect(try h.app.historyScreen("Coffee", from: day("2026-11-25"), to: day("2026-11-25")).days[0].value == nil)
        // Over the limit, a tap clears what was logged.
        try h.app.setValue(coffee.id, 5)
        #expect(try h.app.todayScreen().doneCount == 1)
        #expect(try h.app.toggle("Coffee") == .done)
        // Still reminded of while nothing is logged.
        try h.app.addReminder("Coffee", minutes: 20 * 60)
        #expect(try h.app.plannedNotifications().first?.fireAt == TestClock.parse("2026-11-25T20:00:00-05:00"))
    }

    // MARK: - Where imports go

    /// NB: Loop's positions (0, 1, …) collided with the user's own and interleaved with them.
    @Test func importedHabitsGoAfterTheUsersOwnInTheFilesOrder() throws {
        let h = try MyHabitLabHarness()
        try h.habit("Mine first")
        try h.habit("Mine second")
        try h.app.importFile(LoopCSVTests.zip(Self.loopExport))
        #expect(try h.app.habitList().map(\.name) == ["Mine first", "Mine second", "Coffee", "Walk"])
        // A habit the store has keeps its place when the file names it again.
        try h.app.moveHabit("Coffee", to: 1)
        try h.app.importFile(LoopCSVTests.zip(Self.loopExport))
        #expect(try h.app.habitList().map(\.name) == ["Coffee", "Mine first", "Mine second", "Walk"])
    }

    // MARK: - Stats

    /// NB: the headline counted met days ("4 habits met this week" with 3 habits).
    @Test func statsCountsHabitsMetThisWeekNotDays() throws {
        // 2026-11-25 is a Wednesday; the en_US week began on Sunday the 22nd.
        let h = try MyHabitLabHarness(now: "2026-11-22T08:00:00-05:00")
        let read = try h.habit("Read")
        let run = try h.habit("Run")
        try h.habit("Stretch")
        h.clock.set("2026-11-25T08:00:00-05:00")
        try h.done(read, "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25")
        try h.done(run, "2026-11-22", "2026-11-24")
        let stats = try h.app.statsScreen()
        // Read met every day; Run missed Monday; Stretch never met.
        #expect(stats.habitsMetThisWeek == 1 && stats.habitsDueThisWeek == 3)
    }
}
