import Foundation
import UltimateAppModel
import UserNotifications

/// Answers the notification center for Ultimate's reminders: they show while the app is open;
/// Done and +1 change today through the model without opening the app (their actions have no
/// `.foreground` option); a tap opens the reminder's task on Today. Set as the center's delegate
/// before the app finishes launching, as Apple asks, so a tap that launched the app reaches it.
final class ReminderDelegate: NSObject, UNUserNotificationCenterDelegate {
    private let answer: @MainActor @Sendable (RemindersModel.Answer, String) -> Void

    /// A delegate handing each answer and the request's identifier to `answer` (the model decides
    /// what it does).
    init(answer: @escaping @MainActor @Sendable (RemindersModel.Answer, String) -> Void) {
        self.answer = answer
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        let isReminder = NotificationRequest.Reference(identifier: notification.request.identifier) != nil
        completionHandler(isReminder ? [.banner, .list, .sound] : [])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        let identifier = response.notification.request.identifier
        let chosen = ReminderContent.answer(forAction: response.actionIdentifier)
        let answer = self.answer
        Task { @MainActor in
            if let chosen { answer(chosen, identifier) }
            completionHandler()
        }
    }
}
