import DayKit
import Foundation
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// A day state's words, mark and symbol are written once, in the Core (issue 34, item 2); a
/// habit is named by its typed id, a name resolved once at an edge (item 1).
@Suite struct DayStateWordsTests {
    @Test(arguments: [
        (DayState.done, "done", "done today", "✓", "✓"),
        (.missed, "missed", "missed today", "×", "×"),
        (.skipped, "skipped", "skipped today", "–", "–"),
        (.pending, "not done yet", "not done yet", nil, "○"),
        (.notDue, "not due", "not due today", nil, "·"),
        (.future, "future", "not done yet", nil, "·"),
        (.beforeStart, "before the habit started", "not done yet", nil, "·"),
    ] as [(DayState, String, String, String?, String)])
    func eachStateSaysItself(_ state: DayState, words: String, today: String, mark: String?, symbol: String) {
        #expect(state.words == words && state.todayWords == today && state.mark == mark && state.symbol == symbol)
    }

    @Test func aNameOrAnIdIsResolvedToTheHabitsTypedID() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        #expect(try h.app.habitID(for: " read ") == read.id)
        #expect(try h.app.habitID(for: read.id.uuidString) == read.id)
        #expect(throws: MyHabitLabError.unknownHabit("Walk")) { try h.app.habitID(for: "Walk") }
        let unknown = Habit.ID()
        #expect(throws: MyHabitLabError.unknownHabit(unknown.uuidString)) { try h.app.habit(unknown) }
    }
}
