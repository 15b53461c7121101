import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore

/// A task's details through its model, as the web tests open a task's page.
@MainActor @Suite struct TaskDetailModelTests {
    @Test func aTaskShowsItsDayItsNoteAndItsHistoryKeptCurrent() async throws {
        let m = try Models()
        let reading = try m.app.create(name: "Reading", days: 30, rule: .lenient,
                                       tasks: [ChallengeTask(name: "Read", measurement: .quantity(target: 20, unit: .pages)),
                                               ChallengeTask(name: "Journal")])
        try m.app.log(reading.id.uuidString, "Read", value: 20)
        m.harness.go(to: "2026-11-23")
        let detail = m.screens.taskDetail(reading.id, reading.tasks[0].id)
        #expect(detail.screen?.planned.target == "20 pages" && detail.screen?.date == day("2026-11-23"))
        #expect(detail.screen?.history.map(\.logged) == [nil, "20 pages"])
        #expect(detail.setNote("Chapter 3"))
        await eventually { detail.screen?.day?.note == "Chapter 3" }
        try m.otherConnection().log(reading.id.uuidString, "Read", value: 5)
        await eventually { detail.screen?.history.first?.logged == "5 pages" }
        #expect(detail.screen?.completedDays == 1)
    }

    @Test func aTaskRemovedFromThePlanClosesItsDetails() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate", "Journal"])
        let detail = m.screens.taskDetail(habits.id, habits.tasks[1].id)
        #expect(detail.screen?.planned.name == "Journal" && !detail.isGone)
        try m.app.removeTask("Journal", of: "Habits")
        await eventually { detail.isGone }
        #expect(detail.screen == nil && detail.message == nil)
    }

    @Test func thePreviewIsOpenWithTheDemoChallenges() throws {
        let preview = UltimateModel.preview(days: 10)
        let screens = try #require(preview.screens)
        #expect(!preview.needsOnboarding && screens.challenges.challenges.count == 3 && screens.today.screen?.tasks.isEmpty == false)
    }
}
