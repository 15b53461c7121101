import DayKit
import Foundation
import Testing
import UltimateAppModel
import UltimateCore
import UserNotifications

/// The shell's own logic, on the simulator: the Core's planned reminders become notification
/// requests with the right identifier, category (Done for a done-or-not task, +1 for a quantity
/// task, none for a duration) and trigger minute, and each action reads back as its answer.
/// The package's `UltimateAppModelTests` cover the models themselves, on Linux and macOS.
@MainActor @Suite struct ReminderContentTests {
    private let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// 09:00 on 20 November 2026, UTC.
    private var morning: Date { CalendarDay(year: 2026, month: 11, day: 20)!.instant(whenTheClockReads: 9 * 60, in: calendar) }

    /// A challenge started today with a done-or-not task at 18:00, a quantity at 19:00 and a
    /// duration at 20:00, reminders at each task's time; its requests for `days` days.
    private func requests(days: Int = 1, taskCount: Int = 3) throws -> (requests: [NotificationRequest], tasks: [ChallengeTask]) {
        let app = Ultimate(database: try UltimateDatabase.inMemory(), clock: .fixed(morning), calendar: calendar)
        let kinds: [TaskMeasurement] = [.binary, .quantity(target: 3, unit: .liters), .duration(minutes: 30)]
        let tasks = (0..<taskCount).map { index in
            ChallengeTask(name: "Task \(index + 1)", timeOfDay: TimeOfDay(hour: 10 + index % 12, minute: 0), measurement: kinds[index % 3])
        }
        try app.setNotifications(strategy: .fixed, quiet: (TimeOfDay(hour: 23, minute: 0)!, TimeOfDay(hour: 6, minute: 0)!))
        _ = try app.create(name: "Test", days: 30, rule: .lenient, tasks: tasks)
        let quantities = Set(tasks.filter { $0.measurement.kind == .quantity }.map(\.id))
        return (NotificationRequest.requests(try app.plannedNotifications(days: days), quantityTasks: quantities), tasks)
    }

    @Test func eachTaskGetsTheCategoryOfItsMeasurement() throws {
        let (requests, tasks) = try requests()
        let categories = Dictionary(uniqueKeysWithValues: requests.map { ($0.taskIDs[0], ReminderContent($0, calendar: calendar).categoryIdentifier) })
        #expect(categories[tasks[0].id] == ReminderContent.doneCategory)
        #expect(categories[tasks[1].id] == ReminderContent.plusOneCategory)
        #expect(categories[tasks[2].id] == "")
    }

    @Test func theTriggerIsTheRequestsMinuteAndTheIdentifierIsKept() throws {
        let (requests, _) = try requests()
        let first = try #require(requests.first)
        let content = ReminderContent(first, calendar: calendar)
        #expect(content.identifier == first.id)
        #expect(content.fireComponents.hour == calendar.component(.hour, from: first.fireDate))
        #expect(content.fireComponents.minute == calendar.component(.minute, from: first.fireDate))
        #expect(content.fireComponents.day == 20)
        let request = content.notificationRequest
        #expect(request.identifier == first.id)
        #expect(request.content.title == first.title)
        #expect(request.content.categoryIdentifier == content.categoryIdentifier)
        #expect((request.trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour == content.fireComponents.hour)
    }

    @Test func atMostSixtyFourAreScheduledNearestFirst() throws {
        let (requests, _) = try requests(days: 14, taskCount: 6)
        #expect(requests.count == NotificationRequest.pendingLimit)
        #expect(requests.map(\.fireDate) == requests.map(\.fireDate).sorted())
    }

    @Test(arguments: [
        (ReminderContent.doneAction, RemindersModel.Answer.done),
        (ReminderContent.plusOneAction, .plusOne),
        (UNNotificationDefaultActionIdentifier, .open),
    ])
    func eachActionReadsBackAsItsAnswer(action: String, answer: RemindersModel.Answer) {
        #expect(ReminderContent.answer(forAction: action) == answer)
    }

    @Test func aDismissedNotificationIsNoAnswer() {
        #expect(ReminderContent.answer(forAction: "com.apple.UNNotificationDismissActionIdentifier") == nil)
    }

    @Test func thereIsOneCategoryForDoneAndOneForPlusOne() {
        #expect(ReminderContent.categories.count == 2)
    }
}
