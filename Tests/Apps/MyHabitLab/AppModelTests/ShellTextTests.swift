import DayKit
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// What the iPhone shell reads out and sets beyond the screens: each Today row as one VoiceOver
/// sentence, the appearance, and a reminder's answers.
@MainActor @Suite struct ShellTextTests {
    @Test func aTodayRowReadsAsOneSentence() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let water = try h.habit("Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast))
        try h.done(read, "2026-11-20", "2026-11-21")
        let model = TodayModel(app: h.app)
        model.observe()
        #expect(model.row(read.id)?.spokenSentence == "Read, not done yet, 2-day streak")
        await model.toggle(read.id)
        await model.setValue(water.id, 1.5)
        await eventually { model.row(read.id)?.state == .done && model.row(water.id)?.value == 1.5 }
        #expect(model.row(read.id)?.spokenSentence == "Read, done today, 3-day streak")
        #expect(model.row(water.id)?.spokenSentence == "Water, 1.5 of 2 litres, not done yet, no streak")
    }

    @Test func theAppearanceIsASetting() async throws {
        let h = try MyHabitLabHarness()
        let model = SettingsModel(app: h.app)
        model.observe()
        #expect(model.settings?.appearance == .system)
        await model.setAppearance(.dark)
        await eventually { model.settings?.appearance == .dark }
        #expect(try h.app.settings().appearance == .dark)
    }

    @Test func aReminderIsAnsweredWithoutOpeningTheApp() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let water = try h.habit("Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast))
        let gym = try h.habit("Gym")
        let model = MyHabitLabModel(app: h.app)
        model.launch()
        #expect(await model.answerReminder(.done, habit: read.id))
        await eventually { model.today.row(read.id)?.state == .done }
        // Done twice stays done: the action never toggles it back.
        #expect(await model.answerReminder(.done, habit: read.id))
        #expect(model.today.row(read.id)?.state == .done)
        #expect(await model.answerReminder(.log("1,5"), habit: water.id))
        await eventually { model.today.row(water.id)?.value == 1.5 }
        #expect(await !model.answerReminder(.log("lots"), habit: water.id) && model.today.message == "“lots” is not a number.")
        #expect(await model.answerReminder(.skip, habit: gym.id))
        await eventually { model.today.row(gym.id)?.state == .skipped }
        model.tab = .settings
        #expect(await !model.answerReminder(.open, habit: gym.id))
        #expect(model.tab == .today && model.openedHabit == gym.id)
    }
}
