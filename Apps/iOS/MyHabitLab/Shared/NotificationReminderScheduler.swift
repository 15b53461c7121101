import DayKit
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import UserNotifications

/// Habit reminders through `UNUserNotificationCenter`: the Core plans the nearest ones across all
/// habits (at most 64, what iOS keeps pending) and this replaces what is scheduled with them, each
/// with the reminder category (Done, Skip today, Log…) and its habit in `userInfo`. What is
/// scheduled is mirrored in a file beside the database, because the Core's protocol asks
/// synchronously and the notification center answers later. In both targets (Shared/): a toggle
/// in the widget plans the reminders again too.
struct NotificationReminderScheduler: HabitReminderScheduler {
    static let prefix = "my-habit-lab.reminder."
    static let habitKey = "habit"
    /// The reminders' category: Done, Skip today, Log… (registered by the app's `ReminderDelegate`).
    static let category = MyHabitLabModel.ReminderAnswer.category.identifier
    /// What iOS keeps pending, and what the Core plans at most.
    static let limit = 64
    /// The mirror of the plan (JSON), in the App Group container.
    let mirror: URL

    func replan(_ notifications: [PlannedNotification]) throws {
        let center = UNUserNotificationCenter.current()
        center.removePendingNotificationRequests(withIdentifiers: NotificationRequestPlan.numbered(Self.prefix, count: Self.limit))
        for request in Self.requests(notifications, calendar: .autoupdatingCurrent) {
            center.add(request.notificationRequest) { _ in }
        }
        try JSONEncoder().encode(notifications).write(to: mirror, options: .atomic)
    }

    /// The requests of `notifications` (the Core's plan, nearest first): numbered, in the reminder
    /// category, naming their habit.
    static func requests(_ notifications: [PlannedNotification], calendar: Calendar) -> [NotificationRequestPlan] {
        NotificationRequestPlan.nearest(notifications, limit: limit) { index, planned in
            NotificationRequestPlan(planned, identifier: prefix + String(index), categoryIdentifier: category,
                                    userInfo: [habitKey: planned.habitID.uuidString], calendar: calendar)
        }
    }

    func pending() throws -> [PlannedNotification] {
        guard let data = try? Data(contentsOf: mirror) else { return [] }
        return try JSONDecoder().decode([PlannedNotification].self, from: data)
    }
}
