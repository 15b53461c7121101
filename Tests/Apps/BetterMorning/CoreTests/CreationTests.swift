@testable import BetterMorningCore
import TestSupport
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing

@Suite struct CreationTests {
    private func unlocked() throws -> Harness {
        let h = try Harness()
        try h.unlock()
        return h
    }

    @Test func creationNeedsTheUnlock() throws {
        let h = try Harness()
        #expect(throws: BetterMorningError.needsUnlock) { try h.app.setDraftTitle("Mine") }
        #expect(throws: BetterMorningError.needsUnlock) { try h.app.addDraftTask(title: "Run", at: TimeOfDay("06:00")!) }
        #expect(throws: BetterMorningError.needsUnlock) { try h.app.saveDraft() }
        #expect(throws: BetterMorningError.needsUnlock) { try h.app.createScreen() }
    }

    @Test(arguments: [
        ("  My mornings  ", "My mornings"),
        ("👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦", nil),
        ("Crème brûlée rises!", nil),
        ("12345678901234567890", nil),
    ])
    func titlesCountCharactersAsAPersonDoes(input: String, expected: String?) throws {
        let h = try unlocked()
        try h.app.setDraftTitle(input)
        let screen = try h.app.createScreen()
        #expect(screen.title == (expected ?? input))
        #expect(screen.titleLength <= 20)
    }

    @Test func aTitleOfTwentyOneCharactersIsRefusedAndChangesNothing() throws {
        let h = try unlocked()
        try h.app.setDraftTitle("Before")
        #expect(throws: BetterMorningError.titleTooLong(21)) { try h.app.setDraftTitle("123456789012345678901") }
        #expect(throws: BetterMorningError.titleTooLong(21)) { try h.app.setDraftTitle(String(repeating: "🇫🇷", count: 21)) }
        #expect(try h.app.createScreen().title == "Before")
    }

    @Test func taskTitlesHaveOneToSeventyCharacters() throws {
        let h = try unlocked()
        try h.app.addDraftTask(title: String(repeating: "é", count: 70), at: TimeOfDay("06:00")!)
        #expect(throws: BetterMorningError.taskTitleTooLong(71)) {
            try h.app.addDraftTask(title: String(repeating: "a", count: 71), at: TimeOfDay("06:00")!)
        }
        #expect(throws: BetterMorningError.taskTitleEmpty) { try h.app.addDraftTask(title: "   ", at: TimeOfDay("06:00")!) }
        #expect(try h.app.createScreen().tasks.count == 1)
    }

    @Test func tasksSortByTimeAtOnceAndStablyForEqualTimes() throws {
        let h = try unlocked()
        try h.app.addDraftTask(title: "Journal", at: TimeOfDay("07:00")!)
        try h.app.addDraftTask(title: "Water", at: TimeOfDay("06:00")!)
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay("07:00")!)
        try h.app.addDraftTask(title: "Wake", at: TimeOfDay("05:55")!)
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Wake", "Water", "Journal", "Stretch"])
        try h.app.removeDraftTask(number: 3)
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Wake", "Water", "Stretch"])
        #expect(throws: BetterMorningError.draftTaskOutOfRange(4, count: 3)) { try h.app.removeDraftTask(number: 4) }
    }

    @Test func theTwentyFirstTaskIsRefused() throws {
        let h = try unlocked()
        for index in 0..<20 { try h.app.addDraftTask(title: "Task \(index)", at: TimeOfDay(minutes: index * 5)!) }
        #expect(try h.app.createScreen().isFull)
        #expect(throws: BetterMorningError.taskLimitReached) { try h.app.addDraftTask(title: "One more", at: TimeOfDay("09:00")!) }
        #expect(try h.app.createScreen().tasks.count == 20)
    }

    @Test func theDraftSurvivesTheProcessBeingKilled() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("draft-\(UUID())")
        let calendar = Calendar.gregorian(timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US"))
        let clock = Clock.fixed(TestClock.parse("2026-11-22T08:00:00Z"))
        do {
            let app = try BetterMorning.onDisk(directory: directory, clock: clock, calendar: calendar)
            _ = try app.buyUnlock(simulated: .success)
            try app.setDraftTitle("Half way")
            try app.addDraftTask(title: "Cold shower", at: TimeOfDay("06:10")!)
        }
        let reopened = try BetterMorning.onDisk(directory: directory, clock: clock, calendar: calendar)
        let screen = try reopened.createScreen()
        #expect(screen.title == "Half way")
        #expect(screen.tasks.map(\.title) == ["Cold shower"])
    }

    @Test func savingValidatesCreatesALockedRoutineAndClearsTheDraft() throws {
        let h = try unlocked()
        #expect(throws: BetterMorningError.titleEmpty) { try h.app.saveDraft() }
        try h.app.setDraftTitle("Mine")
        #expect(throws: BetterMorningError.draftHasNoTasks) { try h.app.saveDraft() }
        try h.app.addDraftTask(title: "Read", at: TimeOfDay("07:30")!)
        try h.app.addDraftTask(title: "Wake", at: TimeOfDay("06:45")!)
        // An active routine running today is finalized by the save, like any switch.
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-23T09:00:00-05:00")
        let routine = try h.app.saveDraft()
        #expect(routine.kind == .custom && routine.isActive && routine.startDay == day("2026-11-24"))
        #expect(try h.records(try h.routine("tim-cook").id) == [day("2026-11-23"): 0])
        #expect(try h.app.createScreen().tasks.isEmpty && h.app.createScreen().title.isEmpty)
        #expect(try h.planned().first?.time == TimeOfDay("06:45"))
        h.clock.set("2026-11-24T09:00:00-05:00")
        #expect(try h.app.routineScreen().tasks.map(\.title) == ["Wake", "Read"])
        #expect(try h.app.routineList().first?.type == .custom)
    }
}
