@testable import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Testing
import TestSupport

/// Issue 27, item 3: saving a custom routine while another is active asks "Switch to…?", the way
/// choosing a famous person's routine asks; with none active it asks only to create.
@Suite struct SaveAsksTests {
    @Test func savingWhileARoutineIsActiveAsksToSwitchNamingBoth() throws {
        let h = try Harness()
        try h.unlock()
        try h.app.setDraftTitle("Mine")
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay(minutes: 420)!)
        #expect(try h.app.createScreen().replaces == nil)
        #expect(try h.app.createScreen().saveQuestion.heading == "Create this routine?")

        _ = try h.app.choose(celebrityID: "charles-darwin")
        let screen = try h.app.createScreen()
        #expect(screen.replaces == "Charles Darwin")
        #expect(screen.saveQuestion.heading == "Switch to “Mine”?")
        // Issue 39, item 3: Darwin, chosen today, has not begun: nothing of it is marked.
        #expect(screen.saveQuestion.message.hasPrefix("Charles Darwin has not begun yet, so nothing of it is marked"))
        #expect(screen.saveQuestion.confirm == "Switch routine")
        h.clock.set("2026-11-23T08:00:00-05:00")
        #expect(try h.app.createScreen().saveQuestion.message.hasPrefix("Charles Darwin stops today: its tasks not checked today are marked missed."))
        #expect(try h.app.profileScreen(celebrityID: "charles-darwin").replaces == nil)
    }
}
