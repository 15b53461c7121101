@testable import BetterMorningCore
import TestSupport
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing

@Suite struct DailyLifecycleTests {
    /// Franklin (6 tasks) chosen on the 22nd, running from the 23rd; now the 23rd at 08:00.
    private func running() throws -> Harness {
        let h = try Harness()
        try h.app.choose(celebrityID: "benjamin-franklin")
        h.clock.set("2026-11-23T08:00:00-05:00")
        return h
    }

    @Test func tasksStartUntouchedAndToggleDoneAndBack() throws {
        let h = try running()
        let screen = try h.app.routineScreen()
        #expect(screen.state == .running && screen.mode == .today)
        #expect(screen.tasks.map(\.mark) == Array(repeating: .untouched, count: 6))
        #expect(screen.tasks.map(\.time) == ["05:00", "05:30", "06:00", "06:30", "07:00", "08:00"].map { TimeOfDay($0)! })
        #expect(try screen.tasks.allSatisfy(\.canToggle))
        #expect(try h.app.check(taskNumber: 2) == .done)
        #expect(try h.marks("2026-11-23") == [.untouched, .done, .untouched, .untouched, .untouched, .untouched])
        #expect(try h.app.check(taskNumber: 2) == .untouched)
        #expect(try h.marks("2026-11-23").allSatisfy { $0 == .untouched })
        let id = screen.tasks[5].id
        #expect(try h.app.toggleTask(id, on: day("2026-11-23")) == .done)
    }

    @Test(arguments: [0, 7, -1])
    func checkingATaskThatDoesNotExistIsRefused(number: Int) throws {
        let h = try running()
        #expect(throws: BetterMorningError.taskNumberOutOfRange(number, count: 6)) { try h.app.check(taskNumber: number) }
        #expect(try h.marks("2026-11-23").allSatisfy { $0 == .untouched })
    }

    @Test func checkingWithNoActiveRoutineIsRefused() throws {
        let h = try Harness()
        #expect(throws: BetterMorningError.noActiveRoutine) { try h.app.check(taskNumber: 1) }
    }

    @Test func midnightFinalizesYesterdayAndStartsFresh() throws {
        let h = try running()
        try h.app.check(taskNumber: 1)
        try h.app.check(taskNumber: 4)
        // When the clock passes midnight
        h.clock.set("2026-11-24T00:01:00-05:00")
        // Then today is untouched and yesterday shows ✓ and ✗, recorded as 2
        #expect(try h.marks("2026-11-24").allSatisfy { $0 == .untouched })
        #expect(try h.marks("2026-11-23") == [.done, .missed, .missed, .done, .missed, .missed])
        #expect(try h.records(try h.routine("benjamin-franklin").id) == [day("2026-11-23"): 2])
        let yesterday = try h.app.routineScreen(day: day("2026-11-23"))
        #expect(yesterday.mode == .past)
        #expect(try yesterday.tasks.allSatisfy { !$0.canToggle })
    }

    @Test func pastAndFutureDaysCannotBeChanged() throws {
        let h = try running()
        h.clock.set("2026-11-24T08:00:00-05:00")
        let task = try h.app.routineScreen().tasks[0]
        #expect(throws: BetterMorningError.dayNotToday(day("2026-11-23"), today: day("2026-11-24"))) {
            try h.app.toggleTask(task.id, on: day("2026-11-23"))
        }
        #expect(throws: BetterMorningError.dayNotToday(day("2026-11-25"), today: day("2026-11-24"))) {
            try h.app.toggleTask(task.id, on: day("2026-11-25"))
        }
        let future = try h.app.routineScreen(day: day("2026-11-30"))
        #expect(future.mode == .future)
        #expect(try future.tasks.allSatisfy { $0.mark == .untouched && !$0.canToggle })
        #expect(try h.marks("2026-11-23").allSatisfy { $0 == .missed })
    }

    @Test func catchUpFinalizesEveryDayMissedWhileClosed() throws {
        let h = try running()
        try h.app.check(taskNumber: 1)
        // Away for ten days, across nothing special
        h.clock.set("2026-12-03T07:00:00-05:00")
        try h.app.launch()
        let records = try h.records(try h.routine("benjamin-franklin").id)
        #expect(records.count == 10)
        #expect(records[day("2026-11-23")] == 1)
        for offset in 1...9 { #expect(records[day("2026-11-23").adding(days: offset)] == 0) }
        #expect(try h.marks("2026-11-30").allSatisfy { $0 == .missed })
        // Finalizing again is idempotent
        try h.app.launch()
        try h.app.catchUp(force: true)
        #expect(try h.records(try h.routine("benjamin-franklin").id) == records)
    }

    @Test func catchUpAcrossDaylightSavingWritesOneRecordPerDay() throws {
        let h = try Harness(now: "2026-03-05T09:00:00-05:00")
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-03-10T09:00:00-04:00")
        let records = try h.records(try h.routine("tim-cook").id)
        _ = try h.app.routineScreen()
        let after = try h.records(try h.routine("tim-cook").id)
        #expect(records.isEmpty)
        #expect(after.keys.sorted() == ["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"].map(day))
    }

    @Test func daysStayPutWhenTheTimeZoneChanges() throws {
        let database = try BetterMorningDatabase.inMemory()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID()).json")
        let newYork = try Harness(now: "2026-11-22T20:00:00-05:00", database: database, purchaseFile: file)
        try newYork.app.choose(celebrityID: "tim-cook")
        newYork.clock.set("2026-11-23T20:00:00-05:00")
        try newYork.app.check(taskNumber: 1)
        // The user flies to Tokyo: it is already the 24th there at 10:00.
        let tokyo = try Harness(now: "2026-11-24T10:00:00+09:00", zone: "Asia/Tokyo", database: database, purchaseFile: file)
        #expect(try tokyo.records(try tokyo.routine("tim-cook").id) == [day("2026-11-23"): 1])
        #expect(try tokyo.marks("2026-11-23") == [.done, .missed, .missed])
        #expect(try tokyo.app.routineScreen().date == day("2026-11-24"))
    }

    @Test func theScrollerRunsFromTheStartToTwoWeeksAhead() throws {
        let h = try running()
        h.clock.set("2026-11-26T08:00:00-05:00")
        let screen = try h.app.routineScreen()
        #expect(screen.days.first?.date == day("2026-11-23"))
        #expect(screen.days.last?.date == day("2026-12-10"))
        #expect(screen.days.count == 18)
        #expect(screen.days.filter(\.isSelected).map(\.date) == [day("2026-11-26")])
        #expect(screen.days.filter { !$0.isEnabled }.count == 14)
        #expect(screen.earlierDay == nil && screen.laterDay == nil)
        #expect(throws: BetterMorningError.dayOutOfRange(day("2026-11-22"), first: day("2026-11-23"), last: day("2026-12-10"))) {
            try h.app.routineScreen(day: day("2026-11-22"))
        }
        #expect(throws: BetterMorningError.dayOutOfRange(day("2026-12-11"), first: day("2026-11-23"), last: day("2026-12-10"))) {
            try h.app.routineScreen(day: day("2026-12-11"))
        }
    }

    @Test func aLongRunningRoutinesScrollerIsAWindow() throws {
        let h = try running()
        h.clock.set("2027-11-23T08:00:00-05:00")
        let screen = try h.app.routineScreen()
        #expect(screen.days.first?.date == day("2027-09-24"))
        #expect(screen.earlierDay == day("2027-09-23"))
        let old = try h.app.routineScreen(day: day("2027-01-10"))
        #expect(old.days.first?.date == day("2026-11-23"))
        #expect(old.earlierDay == nil)
        #expect(old.days.last?.date == day("2027-03-11"))
        #expect(old.laterDay == day("2027-11-23"))
    }
}
