import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore

/// A challenge's page through its model, as the web tests go through its page and plan forms.
@MainActor @Suite struct ChallengeModelTests {
    /// Issue 35, seed rows: a challenge's own plan took only done-or-not tasks on the iPhone.
    @Test func aChallengesPlanTakesATaskOfEveryMeasurementFromTheForm() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        let page = m.screens.challenge(habits.id)
        page.taskForm.name = "Pages"
        page.taskForm.measurement = .quantity
        page.taskForm.target = "20"
        page.taskForm.unit = .pages
        let added = try #require(page.addTaskFromForm(), "\(page.message ?? page.taskForm.problem?.message ?? "")")
        #expect(added.measurement == .quantity(target: 20, unit: .pages) && page.taskForm.name.isEmpty)
        page.taskForm.name = "Nap"
        page.taskForm.measurement = .duration
        page.taskForm.minutes = "soon"
        #expect(page.addTaskFromForm() == nil && page.taskForm.problem?.field == .minutes)
        #expect(try m.app.challengeScreen(habits.id).tasks.map(\.name) == ["Meditate", "Pages"])
    }

    @Test func abandonFailsItKeepingItsHistoryAndRestartBeginsANewAttempt() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        let page = m.screens.challenge(habits.id)
        #expect(page.screen?.canAbandon == true && page.screen?.canRestart == false)
        #expect(!page.restart())  // on its day 1 already
        #expect(page.message?.contains("day 1 already") == true)
        m.harness.go(to: "2026-11-25")
        m.root.dayChanged()
        await eventually { page.screen?.summary.day == 4 }
        #expect(page.abandon())
        await eventually { page.screen?.summary.status == .failed }
        #expect(page.screen?.canAbandon == false && page.screen?.attempts.last?.outcome == .abandoned)
        #expect(!page.abandon())
        #expect(page.message == UltimateError.challengeOver("Habits").message)
        #expect(page.restart())
        await eventually { page.screen?.summary.attempt == 2 }
        #expect(page.screen?.summary.status == .inProgress && page.screen?.attempts.count == 2)
        let first = page.days(ofAttempt: 1)
        #expect(first.first?.date == day("2026-11-22") && first.allSatisfy { $0.attempt == 1 })
        #expect(page.days().map(\.date) == [day("2026-11-25")])
    }

    @Test func aRemovedTaskComesBackInItsPlaceWithUndo() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate", "Journal", "Walk"])
        let page = m.screens.challenge(habits.id)
        #expect(page.screen?.canChangeTasks == true)
        // Day 1's Journal is done before it is removed: Undo brings that back too.
        try m.app.complete(habits.id.uuidString, habits.tasks[1].id.uuidString)
        let journal = { try m.app.dayScreen(habits.id.uuidString, on: m.app.today).tasks.first { $0.id == habits.tasks[1].id } }
        #expect(try journal()?.status == .completed)
        #expect(page.removeTask(habits.tasks[1].id))
        await eventually { page.screen?.tasks.map(\.name) == ["Meditate", "Walk"] }
        #expect(page.removedTask?.task.id == habits.tasks[1].id && page.removedTask?.position == 2)
        #expect(page.undoRemove())
        await eventually { page.screen?.tasks.map(\.id) == habits.tasks.map(\.id) }
        #expect(page.removedTask == nil && !page.undoRemove())
        #expect(try journal()?.status == .completed)
    }

    @Test func thePlanIsAddedToEditedAndReorderedUntilDayOneEnds() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate", "Journal"])
        let page = m.screens.challenge(habits.id)
        let walk = try #require(page.addTask(ChallengeTask(name: "Walk", measurement: .duration(minutes: 20))))
        #expect(page.addTask(ChallengeTask(name: "walk")) == nil && page.message == "“Habits” already has a task “Walk”.")
        #expect(page.editTask(walk.id) { $0.name = "Evening walk" }?.name == "Evening walk")
        await eventually { page.screen?.tasks.map(\.name) == ["Meditate", "Journal", "Evening walk"] }
        #expect(!page.moveTasks(from: IndexSet(integer: 3), to: 0))  // no fourth task shown
        #expect(page.moveTasks(from: IndexSet(integer: 2), to: 0))
        await eventually { page.screen?.tasks.map(\.name) == ["Evening walk", "Meditate", "Journal"] }
        #expect(page.moveTask(walk.id, to: 3))
        await eventually { page.screen?.tasks.map(\.name) == ["Meditate", "Journal", "Evening walk"] }
        #expect(!page.removeTask(ChallengeTask.ID(UUID())))

        m.harness.go(to: "2026-11-23")
        m.root.dayChanged()
        await eventually { page.screen?.canChangeTasks == false }
        page.message = nil
        #expect(!page.removeTask(walk.id) && page.message == UltimateError.alreadyStarted("Habits").message)
        #expect(page.removedTask == nil)
        #expect(try m.app.challengeScreen(habits.id.uuidString).tasks.count == 3)  // nothing changed
    }

    @Test func aStrictResetIsExplainedUntilGotIt() async throws {
        let m = try Models()
        let hard = try m.app.start(template: "75-hard")
        let page = m.screens.challenge(hard.id)
        #expect(page.resetExplanation == nil)
        m.harness.go(to: "2026-11-24")
        m.root.dayChanged()
        await eventually { page.resetExplanation != nil }
        let words = try #require(page.resetExplanation)
        #expect(words.contains("Attempt 1 ended on Sunday, November 22") && words.contains("Workout") && words.contains("This is attempt 2"))
        #expect(page.explainReset())
        await eventually { page.resetExplanation == nil }
    }

    @Test func aChallengeGoneWithAllDataClosesItsPage() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        let page = m.screens.challenge(habits.id)
        #expect(m.screens.settings.resetAllData())
        await eventually { page.isGone }
        #expect(page.screen == nil && page.message == nil)
    }
}
