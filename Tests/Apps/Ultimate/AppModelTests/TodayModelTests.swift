import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore

/// Today through its model, as the web tests log each measurement through its forms.
@MainActor @Suite struct TodayModelTests {
    @Test func aDoneOrNotTaskIsCompletedAndUndone() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate", "Journal"])
        let today = m.screens.today
        await eventually { today.screen?.tasks.count == 2 }
        let meditate = try #require(today.task(habits.id, habits.tasks[0].id))
        #expect(meditate.status != .completed)
        #expect(today.complete(meditate))
        await eventually { today.task(habits.id, habits.tasks[0].id)?.status == .completed }
        #expect(today.toggle(try #require(today.task(habits.id, habits.tasks[0].id))))
        await eventually { today.task(habits.id, habits.tasks[0].id)?.status != .completed }
        #expect(try m.app.todayScreen().tasks[0].value == 0)
    }

    @Test func aQuantityStepsAndTakesATypedValueInTheUsersUnits() async throws {
        let m = try Models()
        try m.app.changeProfile { $0.units = .imperial }
        let water = try m.app.create(name: "Hydrate", days: 30, rule: .lenient,
                                     tasks: [ChallengeTask(name: "Water", measurement: .quantity(target: 3, unit: .liters))])
        let today = m.screens.today
        await eventually { today.task(water.id, water.tasks[0].id)?.shownUnit == "fl oz" }
        let task = try #require(today.task(water.id, water.tasks[0].id))
        #expect(task.step == QuantityUnit.fluidOunces.step)
        #expect(today.step(task, by: 2))
        await eventually { today.task(water.id, water.tasks[0].id)?.shownValue == 2 * QuantityUnit.fluidOunces.step }
        #expect(today.setValue(task, typed: "16,5"))
        await eventually { today.task(water.id, water.tasks[0].id)?.shownValue == 16.5 }
        let stored = try #require(try m.app.todayScreen().tasks.first).value
        #expect(abs(stored - 16.5 * QuantityUnit.millilitersPerFluidOunce / 1000) < 0.0001)  // kept in litres
    }

    @Test func aTypedValueThatIsNotANumberOrBelowZeroChangesNothing() async throws {
        let m = try Models()
        let reading = try m.app.create(name: "Reading", days: 30, rule: .lenient,
                                       tasks: [ChallengeTask(name: "Read", measurement: .quantity(target: 20, unit: .pages))])
        let today = m.screens.today
        await eventually { today.screen?.tasks.count == 1 }
        let task = try #require(today.task(reading.id, reading.tasks[0].id))
        #expect(today.setValue(task, typed: "12"))
        #expect(!today.setValue(task, typed: "a dozen"))
        let problem = try #require(today.problem)
        #expect(problem.challengeID == reading.id && problem.taskID == task.id && problem.typed == "a dozen")
        #expect(problem.message == "“a dozen” is not a number.")
        #expect(!today.setValue(task, typed: "-3"))
        #expect(today.problem?.typed == "-3" && today.problem?.message == UltimateError.valueNotAllowed("A value is a number of 0 or more.").message)
        #expect(!today.step(task, by: -13))  // below 0
        #expect(try m.app.todayScreen().tasks[0].value == 12)
        #expect(today.message?.contains("0 to 1,000,000") == true)
        #expect(today.setValue(task, typed: "14"))
        #expect(today.problem == nil)  // a good value clears the box's problem
    }

    @Test func aRunningTimerIsALiveClockFromTheMinutesLoggedAndItsStart() async throws {
        let m = try Models()
        let workout = try m.app.create(name: "Move", days: 30, rule: .lenient,
                                       tasks: [ChallengeTask(name: "Workout", measurement: .duration(minutes: 45))])
        let today = m.screens.today
        await eventually { today.screen?.tasks.count == 1 }
        var task = try #require(today.task(workout.id, workout.tasks[0].id))
        #expect(today.addValue(task, typed: "10"))
        #expect(task.liveClockStart == nil)
        #expect(today.startTimer(task))
        await eventually { today.task(workout.id, workout.tasks[0].id)?.timerRunning == true }
        task = try #require(today.task(workout.id, workout.tasks[0].id))
        let started = try #require(task.timerStartedAt)
        #expect(started == TestClock.parse("2026-11-22T08:00:00-05:00"))
        #expect(task.liveClockStart == started.addingTimeInterval(-10 * 60))
        #expect(!today.startTimer(task) && today.message?.contains("running already") == true)
        m.harness.clock.set("2026-11-22T08:30:00-05:00")
        #expect(today.stopTimer(task) == 30)
        await eventually { today.task(workout.id, workout.tasks[0].id)?.value == 40 }
        #expect(today.task(workout.id, workout.tasks[0].id)?.liveClockStart == nil)
    }

    @Test func checklistItemsAndANoteAreKeptForTheDay() async throws {
        let m = try Models()
        let stretch = try m.app.create(name: "Stretch", days: 30, rule: .lenient,
                                       tasks: [ChallengeTask(name: "Stretch", measurement: .checklist(["Hips", "Back"]))])
        let today = m.screens.today
        await eventually { today.screen?.tasks.count == 1 }
        let task = try #require(today.task(stretch.id, stretch.tasks[0].id))
        #expect(today.check(task, item: "Hips"))
        #expect(!today.check(task, item: "Neck"))
        #expect(today.message == UltimateError.unknownItem("Neck", task: "Stretch").message)
        #expect(today.setNote(task, "  Felt tight  "))
        await eventually { today.task(stretch.id, stretch.tasks[0].id)?.note == "Felt tight" }
        let items = try #require(today.task(stretch.id, stretch.tasks[0].id)?.items)
        #expect(items.map(\.name) == ["Hips", "Back"] && items.map(\.checked) == [true, false])
    }

    @Test func aSwipeCompletesATaskOfEveryMeasurementAndASecondUndoesIt() async throws {
        let m = try Models()
        let mixed = try m.app.create(name: "Mixed", days: 30, rule: .lenient, tasks: [
            ChallengeTask(name: "Water", measurement: .quantity(target: 3, unit: .liters)),
            ChallengeTask(name: "Walk", measurement: .duration(minutes: 20)),
            ChallengeTask(name: "Stretch", measurement: .checklist(["Hips", "Back"])),
            ChallengeTask(name: "Photo", category: .photo),
        ])
        let today = m.screens.today
        await eventually { today.screen?.tasks.count == 4 }
        #expect(today.check(try #require(today.task(mixed.id, mixed.tasks[2].id)), item: "Back"))
        await eventually { today.task(mixed.id, mixed.tasks[2].id)?.items?.map(\.checked) == [false, true] }
        for task in mixed.tasks.prefix(3) {
            #expect(today.toggle(try #require(today.task(mixed.id, task.id))))
        }
        await eventually { today.screen?.tasks.prefix(3).allSatisfy { $0.status == .completed } == true }
        #expect(today.screen?.tasks.prefix(2).map(\.value) == [3, 20])
        #expect(!today.toggle(try #require(today.task(mixed.id, mixed.tasks[3].id))))
        #expect(today.message?.contains("adding a progress photo") == true && today.celebration == nil)
        #expect(today.toggle(try #require(today.task(mixed.id, mixed.tasks[0].id))))
        await eventually { today.task(mixed.id, mixed.tasks[0].id)?.status == .notStarted }
    }

    @Test func completingTheDaysLastTaskCelebratesOnce() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate", "Journal"])
        let today = m.screens.today
        await eventually { today.screen?.tasks.count == 2 }
        #expect(today.complete(try #require(today.task(habits.id, habits.tasks[0].id))))
        #expect(today.celebration == nil)
        #expect(today.complete(try #require(today.task(habits.id, habits.tasks[1].id))))
        let celebration = try #require(today.celebration)
        #expect(celebration.challengeID == habits.id && celebration.challenge == "Habits" && celebration.day == day("2026-11-22"))
        today.celebration = nil
        // Logging again on a complete day does not celebrate again.
        #expect(today.setNote(try #require(today.task(habits.id, habits.tasks[1].id)), "Done early"))
        #expect(today.celebration == nil)
    }

    @Test func aChangeWrittenThroughAnotherConnectionReachesToday() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        let today = m.screens.today
        await eventually { today.screen?.tasks.count == 1 }
        try m.otherConnection().complete(habits.id.uuidString, "Meditate")
        await eventually { today.task(habits.id, habits.tasks[0].id)?.status == .completed }
    }

    @Test func yesterdayIsLoggedWhileItsGraceLastsThenTodayShows() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        m.harness.go(to: "2026-11-23")
        m.root.dayChanged()
        let today = m.screens.today
        await eventually { today.screen?.date == day("2026-11-23") }
        #expect(today.screen?.earlier == day("2026-11-22"))
        today.showDay(day("2026-11-22"))
        #expect(today.day == day("2026-11-22") && today.screen?.date == day("2026-11-22"))
        #expect(today.complete(try #require(today.task(habits.id, habits.tasks[0].id))))
        #expect(try m.app.dayScreen(habits.id.uuidString, on: day("2026-11-22")).tasks[0].status == .completed)
        today.showDay(day("2026-11-20"))  // before the challenge: refused, the day shown stays
        #expect(today.day == day("2026-11-22") && today.message != nil)
        today.showDay(nil)
        #expect(today.day == nil && today.screen?.date == day("2026-11-23"))
    }
}
