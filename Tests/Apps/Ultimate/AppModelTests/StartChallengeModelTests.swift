import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore

/// The gallery, the water fast's safety screen and the start flow through their models, as the
/// web tests start challenges through the template pages.
@MainActor @Suite struct StartChallengeModelTests {
    @Test func theGalleryListsEveryTemplateWithItsRules() throws {
        let m = try Models()
        let templates = m.screens.templates
        #expect(templates.templates.map(\.id) == ChallengeTemplate.all.map(\.id))
        #expect(templates.template("75-hard")?.rules.contains("back to day 1") == true)
        #expect(templates.template("nope") == nil)
    }

    @Test func aTemplateStartsWithItsRemindersStepAndAdjustedTasks() async throws {
        let m = try Models()
        let soft = try #require(m.screens.templates.template("75-soft"))
        let flow = m.screens.startChallenge(template: soft)
        #expect(flow.steps == [.details, .reminders, .review] && flow.name == "75 Soft" && flow.startDay == day("2026-11-22"))
        flow.tasks[1].measurement = .quantity(target: 2, unit: .liters)
        flow.moveTasks(from: IndexSet(integer: 3), to: 0)
        flow.grace = 2
        flow.strategy = .adaptive
        let started = try #require(flow.start())
        #expect(flow.started == started && flow.message == nil)
        #expect(started.tasks.map(\.name) == ["Eat well", "Workout", "Water", "Read"] && started.grace == 2)
        #expect(started.tasks[2].measurement == .quantity(target: 2, unit: .liters))
        #expect(try m.app.profile().notificationStrategy == .adaptive)
        await eventually { m.screens.challenges.challenges.map(\.name) == ["75 Soft"] }
    }

    /// Issue 35, seed rows: one's own challenge took only done-or-not tasks on the iPhone; the
    /// form now describes every measurement and frequency, read by the Core's `TaskDraft`.
    @Test func aCustomChallengesTasksTakeEveryMeasurementFrequencyAndReminderTime() throws {
        let m = try Models()
        let flow = m.screens.startChallenge(template: nil)
        flow.name = "Spring"
        let form = flow.taskForm
        form.name = "Water"
        form.measurement = .quantity
        form.target = "lots"
        form.unit = .liters
        #expect(!flow.addTaskFromForm() && form.problem?.field == .target && flow.tasks.isEmpty)
        #expect(form.name == "Water", "a refused form keeps what was typed")
        form.target = "2,5"
        form.frequency = .weekdays
        form.weekdays = [2, 4]
        form.remindsAt = TimeOfDay(hour: 7, minute: 30)
        #expect(flow.addTaskFromForm() && form.problem == nil && form.name.isEmpty)
        form.name = "Run"
        form.measurement = .duration
        form.minutes = "20"
        form.frequency = .times
        form.timesPerWeek = 3
        #expect(flow.addTaskFromForm())
        form.name = "Morning"
        form.measurement = .checklist
        form.items = "Stretch, Cold shower"
        form.frequency = .days
        form.challengeDays = "1, 30"
        #expect(flow.addTaskFromForm())
        // The review reads everything back before Start.
        flow.strategy = .fixed
        #expect(flow.review.map(\.label) == ["Challenge", "Starts", "Length", "Rule", "Grace", "Reminders"])
        #expect(flow.review.first?.value == "Spring" && flow.review[1].value == "Today" && flow.review[2].value == "30 days")
        #expect(flow.reviewedTasks.map(\.name) == ["Water", "Run", "Morning"])
        #expect(flow.reviewedTasks.map(\.target) == ["2.5 L", "20 min", "Stretch, Cold shower"])
        #expect(flow.reviewedTasks.map(\.due) == ["Mon, Wed", "3 times a week", "days 1 and 30"])
        let started = try #require(flow.start(), "\(flow.message ?? "")")
        #expect(started.tasks.map(\.measurement) == [.quantity(target: 2.5, unit: .liters), .duration(minutes: 20), .checklist(["Stretch", "Cold shower"])])
        #expect(started.tasks.map(\.frequency) == [.weekdays([2, 4]), .timesPerWeek(3), .onDays([1, 30])])
        #expect(started.tasks[0].timeOfDay == TimeOfDay(hour: 7, minute: 30) && started.tasks[1].timeOfDay == nil)
    }

    @Test func aCustomChallengeIsRefusedWithTheCoresWordsAndStartsNothing() throws {
        let m = try Models()
        let flow = m.screens.startChallenge(template: nil)
        #expect(flow.steps == [.details, .reminders, .review] && flow.template == nil)
        #expect(flow.start() == nil && flow.message == UltimateError.nameEmpty.message)
        flow.name = "Mornings"
        flow.startDay = day("2026-11-21")
        #expect(flow.start() == nil && flow.message == UltimateError.startInThePast(day("2026-11-21"), today: day("2026-11-22")).message)
        flow.startDay = day("2026-11-23")
        flow.grace = 5
        #expect(flow.start() == nil && flow.message == UltimateError.graceOutOfRange(5).message)
        #expect(try m.app.challengeList().isEmpty)
        flow.grace = 0
        flow.days = 21
        flow.rule = .strict
        flow.addTask(ChallengeTask(name: "Cold shower"))
        flow.addTask(ChallengeTask(name: "Plank", measurement: .duration(minutes: 2)))
        flow.removeTasks(at: IndexSet(integer: 0))
        let started = try #require(flow.start())
        #expect(started.days == 21 && started.rule == .strict && started.startDay == day("2026-11-23") && started.tasks.map(\.name) == ["Plank"])
    }

    @Test func theWaterFastStartsOnlyAfterEveryAcknowledgementAndSafeAnswers() throws {
        let m = try Models()
        try m.app.changeProfile { $0.units = .imperial; $0.weightKg = 70; $0.heightCm = 175 }
        let templates = m.screens.templates
        let fast = try #require(templates.template("water-fast"))
        let hard = try #require(templates.template("75-hard"))
        #expect(!templates.mayStart(fast) && templates.mayStart(hard))
        #expect(m.screens.startChallenge(template: fast).start() == nil)  // not acknowledged
        for acknowledgement in templates.safetyAcknowledgements.dropLast() { templates.setAcknowledged(acknowledgement, true) }
        #expect(!templates.allAcknowledged)
        templates.setAcknowledged(templates.safetyAcknowledgements.last!, true)
        #expect(templates.allAcknowledged && templates.mayStart(fast))

        let flow = m.screens.startChallenge(template: fast)
        #expect(flow.isFast && flow.steps == [.safety, .details, .reminders, .review] && flow.height == "5'9" && flow.weight == "154.3")
        flow.age = "forty"
        #expect(flow.start() == nil && flow.message == "“forty” is not an age in years.")
        flow.age = "40"
        flow.goalHours = "96"
        #expect(flow.start() == nil && flow.message?.contains("beyond 72 hours fast only under medical supervision") == true)
        #expect(try m.app.challengeList().isEmpty)
        flow.goalHours = "48"
        let started = try #require(flow.start())
        #expect(started.name == "Water fast, 48 h" && started.days == 2)

        templates.setAcknowledged(templates.safetyAcknowledgements[0], false)
        #expect(!templates.mayStart(fast))
    }
}
