import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import UserNotifications

/// Answers the notification center: a reminder shows while the app is open; Done, Skip today and
/// Log… (text input, for measurable habits) change today through the Core without opening the
/// app; tapping the reminder opens its habit. Set as the center's delegate before the app finishes
/// launching, as Apple asks.
final class ReminderDelegate: NSObject, UNUserNotificationCenterDelegate {
    static let done = "done"
    static let skip = "skip"
    static let log = "log"

    private let answer: @MainActor @Sendable (MyHabitLabModel.ReminderAnswer, Habit.ID) -> Void

    /// A delegate handing each answer and its habit to `answer` (the model decides what it does).
    init(answer: @escaping @MainActor @Sendable (MyHabitLabModel.ReminderAnswer, Habit.ID) -> Void) {
        self.answer = answer
    }

    /// The reminder's category and its three actions, registered at launch.
    static func registerCategory() {
        let done = UNNotificationAction(identifier: Self.done, title: "Done", options: [])
        let skip = UNNotificationAction(identifier: Self.skip, title: "Skip today", options: [])
        let log = UNTextInputNotificationAction(identifier: Self.log, title: "Log…", options: [],
                                                textInputButtonTitle: "Log", textInputPlaceholder: "Value")
        let category = UNNotificationCategory(identifier: NotificationReminderScheduler.category, actions: [done, skip, log], intentIdentifiers: [], options: [])
        UNUserNotificationCenter.current().setNotificationCategories([category])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler(notification.request.identifier.hasPrefix(NotificationReminderScheduler.prefix) ? [.banner, .list, .sound] : [])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        let habit = (response.notification.request.content.userInfo[NotificationReminderScheduler.habitKey] as? String).flatMap(Habit.ID.init(uuidString:))
        let typed = (response as? UNTextInputNotificationResponse)?.userText
        let chosen: MyHabitLabModel.ReminderAnswer? = switch response.actionIdentifier {
        case Self.done: .done
        case Self.skip: .skip
        case Self.log: typed.map { .log($0) }
        case UNNotificationDefaultActionIdentifier: .open
        default: nil
        }
        let answer = self.answer
        Task { @MainActor in
            if let chosen, let habit { answer(chosen, habit) }
            completionHandler()
        }
    }
}
