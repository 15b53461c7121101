@testable import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Testing
import TestSupport

/// Issue 24, item 5: a time of day holds any minute (DayKit); a routine's tasks are on Better
/// Morning's 5-minute grid, and the use case that sets a task's time says so.
@Suite struct TaskTimeGridTests {
    @Test(arguments: ["07:03", "06:59", "00:01"])
    func aTaskOffTheGridIsRefusedAndNothingChanges(text: String) throws {
        let h = try Harness()
        try h.unlock()
        let time = try #require(TimeOfDay(text))
        #expect(throws: BetterMorningError.timeOffGrid(text)) { try h.app.addDraftTask(title: "Stretch", at: time) }
        #expect(BetterMorningError.timeOffGrid(text).message == "“\(text)” is not a time on the 5-minute grid, like 06:30 or 7:05.")
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay(minutes: 420)!)
        #expect(throws: BetterMorningError.timeOffGrid(text)) { try h.app.editDraftTask(number: 1, title: "Stretch", at: time) }
        #expect(try h.app.createScreen().tasks.map(\.time) == [TimeOfDay(minutes: 420)!])
    }

    @Test(arguments: [0, 5, 425, 1435])
    func aTaskOnTheGridIsKept(minutes: Int) throws {
        let h = try Harness()
        try h.unlock()
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay(minutes: minutes)!)
        #expect(try h.app.createScreen().tasks.map(\.time.minutes) == [minutes])
    }
}
