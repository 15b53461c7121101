import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabAppModel
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// The app's life as iOS drives it (issue 35): a launch in the background for a notification's
/// answer, with no scene; answers and Shortcuts while the app is suspended in the background.
@MainActor @Suite struct LifecycleTests {
    /// Defect 3: Done read Today's screen, which is observed only once the scene appears, so on a
    /// launch in the background for the answer it did nothing.
    /// The category every reminder names, as the shell registers it: its three actions, Log…
    /// asking for a value; each action's answer, the value typed for Log… included, is saved.
    @Test func theReminderCategoryOffersDoneSkipAndLogWithTheValueTyped() throws {
        let category = MyHabitLabModel.ReminderAnswer.category
        #expect(category.actions.map(\.title) == ["Done", "Skip today", "Log…"])
        #expect(category.actions.map { $0.textInput != nil } == [false, false, true])
        let answers = category.actions.map { MyHabitLabModel.ReminderAnswer(action: $0.identifier, typed: "1.5") }
        #expect(answers == [.done, .skip, .log("1.5")])
        #expect(MyHabitLabModel.ReminderAnswer(action: category.actions[2].identifier, typed: nil) == nil)
        #expect(MyHabitLabModel.ReminderAnswer(action: "com.apple.UNNotificationDefaultActionIdentifier", typed: nil) == nil)

        let h = try MyHabitLabHarness()
        let water = try h.habit("Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast))
        let walk = try h.habit("Walk")
        let model = MyHabitLabModel(app: h.app)
        #expect(model.answerReminder(try #require(answers[2]), habit: water.id))
        #expect(model.answerReminder(try #require(answers[1]), habit: walk.id))
        let today = try h.app.todayScreen()
        #expect(today.habits.first { $0.id == water.id }?.value == 1.5)
        #expect(today.habits.first { $0.id == walk.id }?.state == .skipped)
    }

    @Test func doneOnAReminderIsSavedOnALaunchWithNoScene() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let water = try h.habit("Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast))
        let model = MyHabitLabModel(app: h.app)  // no launch(), no screen observed: no scene yet
        #expect(model.answerReminder(.done, habit: read.id))
        #expect(model.answerReminder(.done, habit: water.id))
        let today = try h.app.todayScreen()
        #expect(today.habits.first { $0.id == read.id }?.state == .done)
        #expect(today.habits.first { $0.id == water.id }?.value == 2)
        // Done again stays done: it never toggles back.
        #expect(model.answerReminder(.done, habit: read.id))
        #expect(try h.app.todayScreen().habits.first { $0.id == read.id }?.state == .done)
    }

    /// Defect 2: in the background the shared file's pool is suspended (GRDB refuses its writes
    /// until resumed), and a notification's answer or a Shortcut written then was dropped.
    /// NB: GRDB's suspension is process-wide (a notification every shared pool observes), so this
    /// runs in a process of its own, away from the tests beside it.
    @Test func anAnswerInTheBackgroundIsSavedAndThePoolIsSuspendedAgain() async {
        await #expect(processExitsWith: .success) {
            try await MainActor.run {
                let file = SharedFile()
                let app = try file.app()
                let read = try app.createHabit(HabitFields(name: "Read"))
                let water = try app.createHabit(HabitFields(name: "Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast)))
                let model = MyHabitLabModel(app: app)
                model.launch()
                model.suspend()
                // Suspended indeed: a write of its own is refused.
                precondition((try? app.toggle(water.id)) == nil, "a suspended pool wrote")
                precondition(model.answerReminder(.done, habit: read.id), "Done was dropped in the background")
                precondition(model.isSuspended && (try? app.toggle(water.id)) == nil, "not suspended again")
                let logged = try model.awake { try ShortcutsModel(app: app).log(water.id, value: 1.5) }
                precondition(logged.contains("Water"), logged)
                model.resume()
                let today = try app.todayScreen()
                precondition(today.habits.first { $0.id == read.id }?.state == .done)
                precondition(today.habits.first { $0.id == water.id }?.value == 1.5)
            }
        }
    }
}
