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
        #expect(screen.saveQuestion.message.hasPrefix("Charles Darwin stops today: its tasks not checked today are marked missed."))
        #expect(screen.saveQuestion.confirm == "Switch routine")
        #expect(try h.app.profileScreen(celebrityID: "charles-darwin").replaces == nil)
    }
}
