@testable import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing
import TestSupport

@Suite struct ClosedDayTests {
    @Test func aClosedDayStaysReadOnlyWhenTheClockMovesBack() throws {
        // Issue 11, defect 1: choose a routine; two days later at 00:30 New York the days close;
        // then, in Los Angeles, it is still the previous evening: that day is "today" again.
        let database = try BetterMorningDatabase.inMemory()
        let newYork = try Harness(now: "2026-11-22T08:00:00-05:00", database: database)
        try newYork.app.choose(celebrityID: "tim-cook")
        newYork.clock.set("2026-11-25T00:30:00-05:00")
        try newYork.app.catchUp(force: true)
        let routine = try newYork.routine("tim-cook").id!
        #expect(try newYork.records(routine)[day("2026-11-24")] == 0)
        let losAngeles = try Harness(now: "2026-11-24T21:45:00-08:00", zone: "America/Los_Angeles", database: database,
                                     purchaseFile: newYork.purchaseFile)
        #expect(losAngeles.app.today == day("2026-11-24"))
        #expect(throws: BetterMorningError.dayClosed(day("2026-11-24"))) { try losAngeles.app.check(taskNumber: 1) }
        let task = try losAngeles.app.routineScreen().tasks[0]
        #expect(throws: BetterMorningError.dayClosed(day("2026-11-24"))) { try losAngeles.app.toggleTask(task.id, on: day("2026-11-24")) }
        let screen = try losAngeles.app.routineScreen()
        #expect(screen.mode == .closed)
        #expect(screen.tasks.allSatisfy { !$0.canToggle && $0.mark == .missed })
        // The chart and the day agree: the record still says 0.
        #expect(try losAngeles.records(routine)[day("2026-11-24")] == 0)
    }
}
