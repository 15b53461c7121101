@testable import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import GRDB
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
        let routine = try newYork.routine("tim-cook").id
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

    // Issue 40, item 1: one launch with the clock 400 days ahead closed every day up to its
    // "yesterday"; back on the right time, those days stayed closed and today's tasks were refused.
    @Test func daysAClockThatRanAheadClosedAreOpenedAgainWhenItIsRight() throws {
        let database = try BetterMorningDatabase.inMemory()
        let right = try Harness(now: "2026-11-22T08:00:00-05:00", database: database)
        try right.app.choose(celebrityID: "tim-cook")
        let routine = try right.routine("tim-cook").id
        right.clock.set("2026-11-25T08:00:00-05:00")
        try right.app.catchUp(force: true)
        let closed = try right.records(routine)
        #expect(closed.keys.max() == day("2026-11-24"))

        let ahead = try Harness(now: "2027-12-30T08:00:00-05:00", database: database, purchaseFile: right.purchaseFile)
        #expect(try ahead.records(routine) == closed)  // more than a catch-up closes without asking
        #expect(try ahead.app.closeOpenDays() == 400)
        #expect(try ahead.records(routine).count > 390)
        #expect(try ahead.app.check(taskNumber: 1) == .done)

        let back = try Harness(now: "2026-11-25T08:30:00-05:00", database: database, purchaseFile: right.purchaseFile)
        #expect(try back.records(routine) == closed)
        let missedAhead = try back.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM taskMark WHERE day >= '2026-11-25' AND mark = 'missed'")
        }
        #expect(missedAhead == 0)
        #expect(try back.app.check(taskNumber: 1) == .done)
        #expect(try back.app.routineScreen().mode != .closed)
    }

    // Issue 40, item 1: a catch-up of more days than `catchUpDays` asks first (a long absence,
    // or a clock that ran ahead); until the person says so, none of those days is closed.
    @Test func aLongCatchUpClosesNothingUntilThePersonConfirms() throws {
        let database = try BetterMorningDatabase.inMemory()
        let before = try Harness(now: "2026-11-22T08:00:00-05:00", database: database)
        try before.app.choose(celebrityID: "tim-cook")
        let routine = try before.routine("tim-cook").id

        let away = try Harness(now: "2027-01-22T08:00:00-05:00", database: database, purchaseFile: before.purchaseFile)
        #expect(try away.records(routine).isEmpty)
        let screen = try away.app.routineScreen()
        #expect(screen.openDays?.first == day("2026-11-23") && screen.openDays?.last == day("2027-01-21"))
        #expect(screen.openDays?.count == 60)
        #expect(screen.text.contains("The 60 days from"))
        #expect(try away.app.check(taskNumber: 1) == .done)  // today is open all the same
        #expect(try away.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM taskMark WHERE mark = 'missed'") } == 0)

        #expect(try away.app.closeOpenDays() == 60)
        #expect(try away.records(routine).count == 60)
        #expect(try away.records(routine).keys.max() == day("2027-01-21"))
        #expect(try away.app.routineScreen().openDays == nil)
        #expect(try away.app.check(taskNumber: 1) == .untouched)  // today stays open
        #expect(try away.app.closeOpenDays() == 0)
    }

    @Test(arguments: [(28, 28), (29, 0)])
    func aCatchUpOfUpToTheBoundClosesByItself(daysAway: Int, closed: Int) throws {
        let database = try BetterMorningDatabase.inMemory()
        let before = try Harness(now: "2026-11-22T08:00:00-05:00", database: database)
        try before.app.choose(celebrityID: "tim-cook")
        let today = day("2026-11-23").adding(days: daysAway)
        let later = try Harness(now: "\(today)T08:00:00-05:00", database: database, purchaseFile: before.purchaseFile)
        #expect(try later.records(before.routine("tim-cook").id).count == closed)
        #expect(try later.app.routineScreen().openDays?.count == (closed == 0 ? daysAway : nil))
    }

    @Test func aDayClosedAheadByATripWestStaysClosed() throws {
        // From Kiritimati (UTC+14) just after midnight to Baker Island (UTC−12): the date goes back two days.
        let database = try BetterMorningDatabase.inMemory()
        let east = try Harness(now: "2026-11-22T08:00:00+14:00", zone: "Pacific/Kiritimati", database: database)
        try east.app.choose(celebrityID: "tim-cook")
        east.clock.set("2026-11-25T00:30:00+14:00")
        try east.app.catchUp(force: true)
        let west = try Harness(now: "2026-11-23T22:30:00-12:00", zone: "Etc/GMT+12", database: database, purchaseFile: east.purchaseFile)
        #expect(west.app.today == day("2026-11-23"))
        #expect(throws: BetterMorningError.dayClosed(day("2026-11-23"))) { try west.app.check(taskNumber: 1) }
        #expect(try west.records(east.routine("tim-cook").id)[day("2026-11-24")] != nil)
    }
}
