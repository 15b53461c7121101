import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import UserNotifications

/// Answers the notification center: a reminder shows while the app is open; Done, Skip today and
/// Log… (text input, for measurable habits) change today through the Core without opening the
/// app; tapping the reminder opens its habit. Set as the center's delegate before the app finishes
/// launching, as Apple asks.
final class ReminderDelegate: NSObject, UNUserNotificationCenterDelegate {
    private let answer: @MainActor @Sendable (MyHabitLabModel.ReminderAnswer, Habit.ID) async -> Void

    /// A delegate handing each answer and its habit to `answer` (the model decides what it does);
    /// the system is told the response was handled once the answer is written.
    init(answer: @escaping @MainActor @Sendable (MyHabitLabModel.ReminderAnswer, Habit.ID) async -> Void) {
        self.answer = answer
    }

    /// The reminder's category and its three actions (`ReminderAnswer.category`), registered at launch.
    static func registerCategory() {
        UNUserNotificationCenter.current().setNotificationCategories([MyHabitLabModel.ReminderAnswer.category.notificationCategory])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler(notification.request.identifier.hasPrefix(NotificationReminderScheduler.prefix) ? [.banner, .list, .sound] : [])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        let habit = (response.notification.request.content.userInfo[NotificationReminderScheduler.habitKey] as? String).flatMap(Habit.ID.init(uuidString:))
        let typed = (response as? UNTextInputNotificationResponse)?.userText
        let chosen: MyHabitLabModel.ReminderAnswer? = response.actionIdentifier == UNNotificationDefaultActionIdentifier ? .open
            : MyHabitLabModel.ReminderAnswer(action: response.actionIdentifier, typed: typed)
        let answer = self.answer
        Task { @MainActor in
            if let chosen, let habit { await answer(chosen, habit) }
            completionHandler()
        }
    }
}
