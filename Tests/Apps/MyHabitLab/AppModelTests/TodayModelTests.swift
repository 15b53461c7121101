import DayKit
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Today's flows through its model, as the web tests go through Today's controller: every change
/// reaches the screen through the observation, and a refusal changes nothing.
@MainActor @Suite struct TodayModelTests {
    private func today(_ h: MyHabitLabHarness) -> TodayModel {
        let model = TodayModel(app: h.app)
        model.observe()
        return model
    }

    @Test func theScreenIsThereOnceObservedAndATapTogglesIt() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        try h.habit("Walk")
        let model = today(h)
        #expect(model.screen?.habits.map(\.name) == ["Read", "Walk"])
        #expect(model.screen?.doneCount == 0 && model.screen?.dueCount == 2)
        #expect(await model.toggle(read.id) == .done)
        await eventually { model.screen?.doneCount == 1 }
        #expect(model.row(read.id)?.state == .done && model.row(read.id)?.streak == 1)
        #expect(await model.toggle(read.id) == .pending)
        await eventually { model.screen?.doneCount == 0 }
        #expect(model.message == nil)
    }

    /// Three quick taps on the stepper, each sent before the screen shows the one before (the
    /// writes run off the main actor): each counts, the value read when its write runs.
    @Test func quickTapsOnTheStepperEachCount() async throws {
        let h = try MyHabitLabHarness()
        let water = try h.habit("Water", kind: .measurable(unit: "glasses", target: 8, direction: .atLeast))
        let model = today(h)
        let taps = (0..<3).map { _ in Task { await model.step(water.id, by: 1) } }
        for tap in taps { _ = await tap.value }
        #expect(try h.app.todayScreen().habits.first { $0.id == water.id }?.value == 3)
        await eventually { model.row(water.id)?.value == 3 }
    }

    /// Two notes typed one after the other, each sent before the first is written: the last
    /// typed is the one kept, every time (the writes keep the order they were asked in).
    @Test func twoQuickWritesLandInTheOrderTheyWereMade() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let model = today(h)
        for round in 0..<50 {
            let first = Task { await model.setNote(read.id, "first \(round)") }
            let second = Task { await model.setNote(read.id, "second \(round)") }
            _ = (await first.value, await second.value)
            #expect(try h.app.dayScreen(read.id, day: h.app.today).note == "second \(round)", "round \(round)")
        }
    }

    @Test func aMeasurableHabitTakesTheStepperAndATypedValue() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read", kind: .measurable(unit: "pages", target: 20, direction: .atLeast))
        let model = today(h)
        #expect(model.row(read.id)?.unit == "pages" && model.row(read.id)?.target == 20)
        await model.step(read.id, by: 5)
        await eventually { model.row(read.id)?.value == 5 }
        #expect(model.row(read.id)?.progress == 0.25 && model.row(read.id)?.state == .pending)
        #expect(await model.setValue(read.id, typed: "22,5") == .done)
        await eventually { model.row(read.id)?.value == 22.5 }
        await model.step(read.id, by: -100)
        await eventually { model.row(read.id)?.value == 0 }
    }

    @Test(arguments: [
        ("lots", "“lots” is not a number."),
        ("-3", "A value is a number from 0 up to 999,999,999."),
    ])
    func aValueRefusedSaysWhyAndChangesNothing(typed: String, message: String) async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read", kind: .measurable(unit: "pages", target: 20, direction: .atLeast))
        try h.app.setValue(read.id, 12)
        let model = today(h)
        #expect(await model.setValue(read.id, typed: typed) == nil)
        #expect(model.message == message)
        #expect(try h.app.todayScreen().habits[0].value == 12)
        #expect(model.row(read.id)?.value == 12)
    }

    @Test func skipNoteAndClear() async throws {
        let h = try MyHabitLabHarness()
        let walk = try h.habit("Walk")
        let model = today(h)
        #expect(await model.skip(walk.id) == .skipped)
        await eventually { model.row(walk.id)?.state == .skipped }
        #expect(await model.setNote(walk.id, "Rain all day") == .skipped)
        #expect(try h.app.dayScreen(walk.id, day: day("2026-11-22")).note == "Rain all day")
        #expect(await model.setNote(walk.id, String(repeating: "a", count: 501)) == nil)
        #expect(model.message == "A note has at most 500 characters; this one has 501.")
        #expect(await model.clear(walk.id) == .pending)
        await eventually { model.row(walk.id)?.state == .pending }
        #expect(try h.app.dayScreen(walk.id, day: day("2026-11-22")).note == "Rain all day")
    }

    @Test func anUnknownHabitIsRefusedInTheCoresWords() async throws {
        let h = try MyHabitLabHarness()
        let model = today(h)
        let id = Habit.ID()
        #expect(await model.toggle(id) == nil)
        #expect(model.message == "There is no habit “\(id.uuidString)”.")
    }

    @Test func theFirstLaunchWelcomesOnce() async throws {
        let h = try MyHabitLabHarness()
        let root = MyHabitLabModel(app: h.app)
        root.launch()
        #expect(root.showsWelcome && root.tab == .today && root.today.screen?.habits.isEmpty == true)
        await root.finishWelcome()
        #expect(try !root.showsWelcome && !h.app.shouldWelcome())
        let again = MyHabitLabModel(app: h.app)
        again.launch()
        #expect(!again.showsWelcome)
    }

    @Test func theDayStartsAtTheSettingAndTurnsWhenTheModelIsTold() async throws {
        let h = try MyHabitLabHarness(now: "2026-11-23T02:00:00-05:00")
        try h.app.setDayStart(minutes: 3 * 60)
        let walk = try h.habit("Walk")
        let root = MyHabitLabModel(app: h.app)
        root.launch()
        // Before 03:00 the night still counts for the 22nd.
        #expect(root.today.screen?.date == day("2026-11-22"))
        await root.today.toggle(walk.id)
        await eventually { root.today.screen?.doneCount == 1 }
        #expect(root.nextDayStart == TestClock.parse("2026-11-23T03:00:00-05:00"))
        h.clock.set("2026-11-23T03:00:30-05:00")
        root.dayChanged()
        await eventually { root.today.screen?.date == day("2026-11-23") }
        #expect(root.today.screen?.doneCount == 0)
        #expect(root.today.row(walk.id)?.last7.suffix(2).map(\.state) == [.done, .pending])
    }
}
