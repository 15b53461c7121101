import Foundation
import UserNotifications

/// Answers the notification center for the daily reminder: while the app is open the reminder
/// still shows (as a banner, in the list, with its sound); tapping it opens the app on Routine.
/// Set as the center's delegate before the app finishes launching, as Apple asks.
final class ReminderDelegate: NSObject, UNUserNotificationCenterDelegate {
    private let openRoutine: @MainActor @Sendable () -> Void

    /// A delegate that calls `openRoutine` when the reminder is tapped.
    init(openRoutine: @escaping @MainActor @Sendable () -> Void) {
        self.openRoutine = openRoutine
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler(Self.isReminder(notification) ? [.banner, .list, .sound] : [])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        let opened = Self.isReminder(response.notification) && response.actionIdentifier == UNNotificationDefaultActionIdentifier
        let openRoutine = self.openRoutine
        Task { @MainActor in
            if opened { openRoutine() }
            completionHandler()
        }
    }

    private static func isReminder(_ notification: UNNotification) -> Bool {
        notification.request.identifier.hasPrefix(NotificationReminderScheduler.prefix)
    }
}
