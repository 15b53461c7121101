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

    /// Asks for permission to notify (onboarding's reminders step, the start flow's, Profile);
    /// true when granted.
    /// NB: `UNUserNotificationCenter` is not `Sendable`, so the asynchronous calls go to a center
    /// of their own rather than the main actor's `center` (Swift 6: "sending 'self.center' risks
    /// causing data races", found by `scripts/check-ios`' SIL stage).
    nonisolated func requestPermission() async -> Bool {
        (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])) ?? false
    }

    /// Whether notifications are allowed now (Profile shows it).
    nonisolated func isAllowed() async -> Bool {
        let status = await UNUserNotificationCenter.current().notificationSettings().authorizationStatus
        return status == .authorized || status == .provisional || status == .ephemeral
    }
}
