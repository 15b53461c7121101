@testable import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing
import TestSupport

/// Run mode: one task at a time, each lasting until the next task's time, recording only the
/// marks the Routine tab records.
@Suite struct RunModeTests {
    /// Franklin (05:00, 05:30, 06:00, 06:30, 07:00, 08:00) running from the 23rd; now the 23rd at 05:10.
    private func running() throws -> Harness {
        let h = try Harness()
        try h.app.choose(celebrityID: "benjamin-franklin")
        h.clock.set("2026-11-23T05:10:00-05:00")
        return h
    }

    @Test func aRunStartsAtTheFirstTaskNotDoneAndEachStepLastsUntilTheNextTask() throws {
        let h = try running()
        try h.app.check(taskNumber: 1)
        let run = try h.app.runScreen(at: .start)
        #expect(run.currentStep?.number == 2)
        #expect(run.steps.map(\.minutes) == [30, 30, 30, 30, 60, BetterMorningLimits.defaultLastStepMinutes])
        #expect(run.doneCount == 1)
        #expect(run.next == .task(run.steps[2].id))
    }

    @Test func doneMarksTheTaskAndMovesToTheNextTaskNotDoneElsewhere() throws {
        let h = try running()
        let steps = try h.app.runScreen(at: .start).steps
        // Task 3 was checked on the Routine tab meanwhile: Done on task 2 passes over it.
        try h.app.check(taskNumber: 3)
        #expect(try h.app.completeRunStep(steps[1].id, on: day("2026-11-23")) == .task(steps[3].id))
        #expect(try h.marks("2026-11-23") == [.untouched, .done, .done, .untouched, .untouched, .untouched])
        // Done on a task already done keeps it done (it never toggles back).
        #expect(try h.app.completeRunStep(steps[1].id, on: day("2026-11-23")) == .task(steps[3].id))
        #expect(try h.marks("2026-11-23")[1] == .done)
    }

    @Test func skipLeavesATaskUntouchedAndTheLastStepEndsTheRun() throws {
        let h = try running()
        let steps = try h.app.runScreen(at: .start).steps
        let onFirst = try h.app.runScreen(at: .task(steps[0].id))
        // Skip is moving to `next` without a write.
        #expect(onFirst.next == .task(steps[1].id))
        #expect(try h.app.completeRunStep(steps[5].id, on: day("2026-11-23")) == .end)
        let end = try h.app.runScreen(at: .end)
        #expect(end.currentStep == nil && end.doneCount == 1)
        #expect(try h.marks("2026-11-23") == [.untouched, .untouched, .untouched, .untouched, .untouched, .done])
    }

    @Test func aRunWithEveryTaskDoneStartsAtTheEnd() throws {
        let h = try running()
        for number in 1...6 { try h.app.check(taskNumber: number) }
        #expect(try h.app.runScreen(at: .start).current == nil)
    }

    @Test func theLastTasksLengthIsASettingWithinItsLimits() throws {
        let h = try running()
        try h.app.setLastStepMinutes(25)
        #expect(try h.app.runScreen(at: .start).steps.last?.minutes == 25)
        #expect(try h.app.settingsScreen().lastStepMinutes == 25)
        #expect(throws: BetterMorningError.lastStepOutOfRange(0)) { try h.app.setLastStepMinutes(0) }
        #expect(throws: BetterMorningError.lastStepOutOfRange(121)) { try h.app.setLastStepMinutes(121) }
        #expect(try h.app.settingsScreen().lastStepMinutes == 25)
    }

    @Test func runModeRefusesWhatTheRoutineTabRefuses() throws {
        let h = try Harness()
        #expect(throws: BetterMorningError.noActiveRoutine) { try h.app.runScreen(at: .start) }
        try h.app.choose(celebrityID: "benjamin-franklin")
        #expect(throws: BetterMorningError.startsTomorrow(name: "Benjamin Franklin", startDay: day("2026-11-23"))) {
            try h.app.runScreen(at: .start)
        }
        h.clock.set("2026-11-23T05:10:00-05:00")
        #expect(throws: BetterMorningError.unknownTask) { try h.app.runScreen(at: .task(999)) }
        let id = try h.app.runScreen(at: .start).steps[0].id
        #expect(throws: BetterMorningError.dayNotToday(day("2026-11-22"), today: day("2026-11-23"))) {
            try h.app.completeRunStep(id, on: day("2026-11-22"))
        }
        #expect(try h.marks("2026-11-23").allSatisfy { $0 == .untouched })
    }

    @Test func aRunRecordsNoTimeOfCompletion() throws {
        let h = try running()
        let id = try h.app.runScreen(at: .start).steps[0].id
        try h.app.completeRunStep(id, on: day("2026-11-23"))
        let columns = try h.app.database.reader.read { db in try db.columns(in: "taskMark").map(\.name) }
        #expect(columns == ["taskID", "routineID", "day", "mark"])
    }
}
