@testable import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Testing
import TestSupport

/// Issue 27, item 1: a change names a draft task by its id, so a list that was reordered since a
/// page showed it (a time changed, Back) still changes the task the person tapped.
@Suite struct DraftTaskByIdTests {
    @Test func aTaskNamedByItsIdIsTheOneChangedWhateverItsPlaceNow() throws {
        let h = try Harness()
        try h.unlock()
        try h.app.addDraftTask(title: "Drink a glass of water", at: TimeOfDay("07:00")!)
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay("06:30")!)
        try h.app.addDraftTask(title: "Journal three lines", at: TimeOfDay("07:15")!)
        let shown = try h.app.createScreen().tasks  // the page as it was: Stretch, water, Journal
        let water = try #require(shown.first { $0.title == "Drink a glass of water" })
        #expect(water.number == 2)
        try h.app.editDraftTask(.id(water.id), title: water.title, at: TimeOfDay("06:00")!)
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Drink a glass of water", "Stretch", "Journal three lines"])
        // The old page's Delete beside the water task: the water task goes, not Stretch.
        try h.app.removeDraftTask(.id(water.id))
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Stretch", "Journal three lines"])
        // Sent again (a second tap): the task is gone, said so, and nothing else changes.
        #expect(throws: BetterMorningError.draftTaskGone) { try h.app.removeDraftTask(.id(water.id)) }
        #expect(throws: BetterMorningError.draftTaskGone) { try h.app.editDraftTask(.id(water.id), title: "X", at: TimeOfDay("06:00")!) }
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Stretch", "Journal three lines"])
    }
}
