import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore

/// The reminders as the device schedules them: the Core's plan as at most 64 requests, nearest
/// first, with Done and +1, planned again after every change, and the answers by identifier.
@MainActor @Suite struct RemindersModelTests {
    /// A task at `hour`:00 each day.
    func task(_ name: String, at hour: Int, _ measurement: TaskMeasurement = .binary) -> ChallengeTask {
        ChallengeTask(name: name, timeOfDay: TimeOfDay(hour: hour, minute: 0), measurement: measurement)
    }

    @Test func atMost64RequestsAreKeptTheNearestFirst() async throws {
        let m = try Models()
        try m.app.setNotifications(strategy: .progressive)
        for challenge in 1...3 {
            try m.app.create(name: "Challenge \(challenge)", days: 60, rule: .lenient,
                             tasks: (0..<4).map { task("Task \(challenge)-\($0)", at: 9 + challenge + $0) })
        }
        let reminders = m.screens.reminders
        await eventually { reminders.requests.count == NotificationRequest.pendingLimit }
        let all = try m.app.plannedNotifications(days: RemindersModel.days)
        #expect(all.count > NotificationRequest.pendingLimit)
        let nearest = all.sorted { ($0.fireAt, $0.title) < ($1.fireAt, $1.title) }.prefix(NotificationRequest.pendingLimit)
        #expect(reminders.requests.map(\.fireDate) == nearest.map(\.fireAt))
        #expect(reminders.requests.map(\.fireDate) == reminders.requests.map(\.fireDate).sorted())
        #expect(reminders.requests.first.map { $0.fireDate > m.harness.clock.clock.now } == true)
        #expect(Set(reminders.requests.map(\.id)).count == reminders.requests.count)
    }

    @Test func theCapKeepsTheNearestWhateverTheOrderPlanned() throws {
        let challenge = Challenge.ID(UUID())
        let tasks = (0..<60).map { index in
            NotificationPlanner.Task(challengeID: challenge, challenge: "Many", taskID: ChallengeTask.ID(UUID()), name: "Task \(index)",
                                     time: TimeOfDay(minutes: 7 * 60 + 5 + index * 5), isBinary: true, isDone: false)
        }
        let planned = NotificationPlanner.plan(tasks, strategy: .progressive, quietStart: TimeOfDay(hour: 22, minute: 0)!,
                                               quietEnd: TimeOfDay(hour: 7, minute: 0)!, day: day("2026-11-22"),
                                               now: TestClock.parse("2026-11-22T07:00:00-05:00"), calendar: .test(), limit: 500)
        #expect(planned.count > NotificationRequest.pendingLimit)
        let requests = NotificationRequest.requests(planned.reversed(), quantityTasks: [])
        #expect(requests.count == NotificationRequest.pendingLimit)
        #expect(requests.map(\.fireDate) == planned.map(\.fireAt).sorted().prefix(NotificationRequest.pendingLimit).map { $0 })
        #expect(NotificationRequest.requests(planned, quantityTasks: [], limit: 3).count == 3)
    }

    @Test func aRequestOffersDoneOrPlusOneByItsTasksMeasurement() async throws {
        let m = try Models()
        let habits = try m.app.create(name: "Habits", days: 30, rule: .lenient, tasks: [
            task("Meditate", at: 9), task("Water", at: 10, .quantity(target: 3, unit: .liters)), task("Workout", at: 11, .duration(minutes: 30)),
        ])
        let reminders = m.screens.reminders
        await eventually { reminders.requests.count >= 3 }
        let today = Array(reminders.requests.prefix(3))
        #expect(today.map(\.category) == [.done, .plusOne, nil])
        #expect(today.map(\.taskIDs) == habits.tasks.map { [$0.id] } && today.allSatisfy { $0.challengeID == habits.id && $0.title == "Habits" })
        #expect(today[0].body == "Time for Meditate.")
        let reference = try #require(NotificationRequest.Reference(identifier: today[1].id))
        #expect(reference.challengeID == habits.id && reference.taskIDs == [habits.tasks[1].id])
        #expect(NotificationRequest.Reference(identifier: "ultimate/x/y/1") == nil)
    }

    @Test func aRequestsPlanIsWhatTheNotificationCenterIsHanded() async throws {
        let m = try Models()
        _ = try m.app.create(name: "Habits", days: 30, rule: .lenient, tasks: [task("Meditate", at: 9), task("Water", at: 10, .quantity(target: 3, unit: .liters))])
        let reminders = m.screens.reminders
        await eventually { reminders.requests.count >= 2 }
        let plans = reminders.requests.prefix(2).map { $0.plan(calendar: .test()) }
        #expect(plans.map(\.identifier) == reminders.requests.prefix(2).map(\.id))
        #expect(plans.map(\.categoryIdentifier) == ["ultimate.reminder.done", "ultimate.reminder.plus-one"])
        #expect(plans.map(\.time) == [TimeOfDay(hour: 9, minute: 0), TimeOfDay(hour: 10, minute: 0)])
        #expect(plans.allSatisfy { $0.title == "Habits" && $0.userInfo.isEmpty })
        #expect(NotificationRequest.Category.allCases.map(\.plan) == [
            NotificationRequestPlan.Category("ultimate.reminder.done", actions: [NotificationRequestPlan.Action("ultimate.done", title: "Done")]),
            NotificationRequestPlan.Category("ultimate.reminder.plus-one", actions: [NotificationRequestPlan.Action("ultimate.plus-one", title: "+1")]),
        ])
    }

    @Test func doneAndPlusOneAnswerWithoutOpeningTheAppAndTheRemindersFollow() async throws {
        let m = try Models()
        try m.app.changeProfile { $0.units = .imperial }
        let habits = try m.app.create(name: "Habits", days: 30, rule: .lenient, tasks: [
            task("Meditate", at: 9), task("Water", at: 10, .quantity(target: 3, unit: .liters)),
        ])
        let reminders = m.screens.reminders
        await eventually { reminders.requests.count >= 2 }
        let (meditate, water) = (reminders.requests[0], reminders.requests[1])
        #expect(m.root.answerReminder(.done, identifier: meditate.id))
        await eventually { m.screens.today.task(habits.id, habits.tasks[0].id)?.status == .completed }
        // Today's reminder of a task done is not planned any more; tomorrow's stays.
        await eventually { !reminders.requests.contains { $0.id == meditate.id } }
        #expect(reminders.requests.contains { $0.taskIDs == [habits.tasks[0].id] })
        #expect(!m.root.answerReminder(.done, identifier: meditate.id))  // done already: stays done

        #expect(m.root.answerReminder(.plusOne, identifier: water.id))
        #expect(m.root.answerReminder(.plusOne, identifier: water.id))
        await eventually { m.screens.today.task(habits.id, habits.tasks[1].id)?.shownValue == 2 * QuantityUnit.fluidOunces.step }
        #expect(!m.root.answerReminder(.plusOne, identifier: "nothing"))
    }

    /// Issue 35, defect 6: in the background no view plans the reminders again, so the plan handed
    /// to the notification center right after a Done is read then, not waited for.
    @Test func anAnswerInTheBackgroundHandsOverThePlanAsItStandsNow() async throws {
        let m = try Models()
        let habits = try m.app.create(name: "Habits", days: 30, rule: .lenient, tasks: [task("Meditate", at: 9)])
        let reminders = m.screens.reminders
        await eventually { reminders.requests.first?.taskIDs == [habits.tasks[0].id] }
        let today = reminders.requests[0]
        #expect(m.root.answerReminder(.done, identifier: today.id))
        let now = reminders.requestsNow()
        #expect(!now.contains { $0.id == today.id }, "today's reminder of a task done is not handed over")
        #expect(now.contains { $0.taskIDs == [habits.tasks[0].id] }, "tomorrow's is")
    }

    @Test func aChangeThroughAnotherConnectionIsPlannedAgain() async throws {
        let m = try Models()
        let habits = try m.app.create(name: "Habits", days: 30, rule: .lenient, tasks: [task("Meditate", at: 9)])
        let reminders = m.screens.reminders
        await eventually { reminders.requests.first?.taskIDs == [habits.tasks[0].id] }
        let first = reminders.requests[0].fireDate
        try m.otherConnection().complete(habits.id.uuidString, "Meditate")
        await eventually { reminders.requests.first.map { $0.fireDate > first } == true }
    }
}
