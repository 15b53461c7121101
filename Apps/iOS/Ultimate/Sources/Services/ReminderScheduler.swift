import DayKit
import Foundation
import UltimateAppModel
import UserNotifications

/// Keeps the notification center's pending requests equal to `RemindersModel.requests` (the
/// Core's plan: at most 64, nearest first): every pending request is removed, then the plan is
/// added. Called on launch, on becoming active, whenever the plan changes (every change of the
/// data, the day's change, a time-zone change).
@MainActor
struct ReminderScheduler {
    let center: UNUserNotificationCenter

    /// Replaces what is pending with `requests` (the first 64 only, what iOS keeps).
    func replace(with requests: [NotificationRequest]) {
        center.removeAllPendingNotificationRequests()
        for request in requests.prefix(NotificationRequest.pendingLimit) {
            center.add(ReminderContent(request).notificationRequest) { _ in }
        }
    }

    /// Registers the Done and +1 categories (at launch, before any notification shows).
    func registerCategories() {
        center.setNotificationCategories(ReminderContent.categories)
    }

    /// What the app asks to notify with: alerts, sounds and the badge.
    nonisolated static let options: UNAuthorizationOptions = [.alert, .sound, .badge]

    /// Asks for permission to notify (onboarding's reminders step, the start flow's); true when granted.
    nonisolated func requestPermission() async -> Bool {
        await NotificationPermission.asked(options: Self.options) == .allowed
    }
}
