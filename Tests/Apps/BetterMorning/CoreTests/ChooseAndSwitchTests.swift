@testable import BetterMorningCore
import TestSupport
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing

@Suite struct ChooseAndSwitchTests {
    @Test func choosingWithNoActiveRoutineStartsTomorrow() throws {
        let h = try Harness()
        // Given no active routine
        #expect(try h.app.routineScreen().state == .noActiveRoutine)
        // When Franklin's routine is chosen
        #expect(try h.app.choose(celebrityID: "benjamin-franklin") == .activated)
        // Then it is active from tomorrow and today shows "starts tomorrow"
        let routine = try h.routine("benjamin-franklin")
        #expect(routine.isActive)
        #expect(routine.startDay == day("2026-11-23"))
        #expect(routine.kind == .celebrity)
        let screen = try h.app.routineScreen()
        #expect(screen.state == .startsTomorrow)
        #expect(screen.routine?.name == "Benjamin Franklin")
        // Tomorrow's tasks show as a preview that cannot be checked.
        #expect(screen.tasks.map(\.title).first == "Rise, wash and address Powerful Goodness")
        #expect(screen.tasks.count == 6 && screen.tasks.allSatisfy { !$0.canToggle && $0.mark == .untouched })
        #expect(screen.remindersOn)
        #expect(try h.records(routine.id).isEmpty)
        #expect(try h.planned() == [RoutineReminder(routineID: routine.id, routineName: "Benjamin Franklin",
                                                                time: TimeOfDay("05:00")!, startDay: day("2026-11-23"))])
    }

    @Test func choosingTheActiveRoutineAgainChangesNothing() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "maya-angelou")
        let before = try h.routine("maya-angelou")
        #expect(try h.app.choose(celebrityID: "maya-angelou") == .alreadyActive)
        #expect(try h.routine("maya-angelou") == before)
    }

    @Test func unknownCelebrityIsRefused() throws {
        let h = try Harness()
        #expect(throws: BetterMorningError.unknownCelebrity("nobody")) { try h.app.choose(celebrityID: "nobody") }
        #expect(try h.app.routineList().isEmpty)
    }

    @Test func switchingMidDayFinalizesTheOldRoutinesToday() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")  // 6 tasks
        h.clock.set("2026-11-23T09:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.check(taskNumber: 3)
        // When another routine is chosen mid-day
        try h.app.choose(celebrityID: "maya-angelou")
        // Then the old routine's today is locked: ✓ stay, untouched become ✗, record = 2
        let darwin = try h.routine("charles-darwin")
        #expect(!darwin.isActive)
        #expect(try h.records(darwin.id) == [day("2026-11-23"): 2])
        let marks = try h.read { db in try TaskMarkRecord.all().of(routine: darwin.id, on: day("2026-11-23")).fetchAll(db) }
        #expect(marks.filter { $0.mark == .done }.count == 2)
        #expect(marks.filter { $0.mark == .missed }.count == 4)
        // And the new routine starts tomorrow; today cannot be checked
        let angelou = try h.routine("maya-angelou")
        #expect(angelou.isActive && angelou.startDay == day("2026-11-24"))
        #expect(try h.app.routineScreen().state == .startsTomorrow)
        #expect(throws: BetterMorningError.startsTomorrow(name: "Maya Angelou", startDay: day("2026-11-24"))) {
            try h.app.check(taskNumber: 1)
        }
        // And the reminder moved to the new routine from tomorrow
        #expect(try h.planned().map(\.routineID) == [angelou.id])
        #expect(try h.planned().first?.time == TimeOfDay("05:30"))
        #expect(try h.planned().first?.startDay == day("2026-11-24"))
    }

    @Test func switchingBeforeTheOldRoutineStartedWritesNoRecord() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")
        try h.app.choose(celebrityID: "maya-angelou")
        let darwin = try h.routine("charles-darwin")
        #expect(!darwin.isActive)
        #expect(try h.records(darwin.id).isEmpty)
        #expect(try h.app.routineList().map(\.name) == ["Maya Angelou", "Charles Darwin"])
    }

    @Test func choosingSomeoneAgainReusesTheirRoutineAndHistory() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")
        h.clock.set("2026-11-23T09:00:00-05:00")
        try h.app.check(taskNumber: 2)
        try h.app.choose(celebrityID: "maya-angelou")
        h.clock.set("2026-11-25T09:00:00-05:00")
        try h.app.choose(celebrityID: "charles-darwin")
        let darwin = try h.routine("charles-darwin")
        #expect(try h.app.routineList().filter { $0.name == "Charles Darwin" }.count == 1)
        #expect(darwin.isActive && darwin.startDay == day("2026-11-26"))
        #expect(darwin.firstStartDay == day("2026-11-23"))
        #expect(try h.records(darwin.id) == [day("2026-11-23"): 1])
        // Angelou ran on the 24th (no ✓) and was finalized on the 25th at the switch.
        #expect(try h.records(try h.routine("maya-angelou").id) == [day("2026-11-24"): 0, day("2026-11-25"): 0])
    }

    @Test func aLaunchRepairsSeveralActiveRoutines() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")
        try h.app.choose(celebrityID: "maya-angelou")
        try h.app.database.writer.write { db in try db.execute(sql: "UPDATE routine SET isActive = 1") }
        try h.app.launch()
        let active = try h.app.routineList().filter(\.active)
        #expect(active.map(\.name) == ["Maya Angelou"])
    }
}
