import BetterMorningCore
import DayKit
import Foundation
import UserNotifications

/// The daily reminder through `UNUserNotificationCenter`: one notification a day at the first
/// task's time (00:00 fires at midnight), from the routine's start day on. The next 30 days are
/// scheduled one by one (a repeating trigger cannot wait for a start day), handed again on each
/// launch, by the model when the plan changes, on becoming active and when the time zone changes. What is scheduled is mirrored in `UserDefaults`,
/// because the Core's protocol asks synchronously and the notification center answers later.
struct NotificationReminderScheduler: RoutineReminderScheduler {
    static let prefix = "better-morning.daily."
    static let days = 30
    private static let mirrorKey = "better-morning.pending-reminder"

    func replan(_ reminder: RoutineReminder?) throws {
        let center = UNUserNotificationCenter.current()
        center.removePendingNotificationRequests(withIdentifiers: NotificationRequestPlan.numbered(Self.prefix, count: Self.days))
        UserDefaults.standard.removeObject(forKey: Self.mirrorKey)
        guard let reminder else { return }
        for request in Self.requests(reminder, today: CalendarDay(containing: Date(), in: .autoupdatingCurrent)) {
            center.add(request.notificationRequest) { _ in }
        }
        UserDefaults.standard.set(try JSONEncoder().encode(reminder), forKey: Self.mirrorKey)
    }

    /// The requests of `reminder` for the 30 days from its start day or `today`, whichever is later,
    /// numbered by day.
    static func requests(_ reminder: RoutineReminder, today: CalendarDay) -> [NotificationRequestPlan] {
        let first = max(reminder.startDay, today)
        return (0..<days).map { offset in
            NotificationRequestPlan(identifier: prefix + String(offset), title: RoutineReminder.title, body: reminder.body,
                                    day: first.adding(days: offset), time: reminder.time)
        }
    }

    func pending() throws -> [RoutineReminder] {
        guard let data = UserDefaults.standard.data(forKey: Self.mirrorKey) else { return [] }
        return [try JSONDecoder().decode(RoutineReminder.self, from: data)]
    }

    /// Asks for permission (the onboarding step, or turning the switch on); true when granted.
    static func requestPermission() async -> Bool {
        (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])) ?? false
    }

    /// Whether the system lets the app notify.
    static func isAllowed() async -> Bool {
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        return settings.authorizationStatus == .authorized || settings.authorizationStatus == .provisional
    }
}
