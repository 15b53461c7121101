import DayKit
import Foundation
import UserNotifications

// Compiled into every app that schedules reminders (each project.yml adds `../Common`): the one
// place a planned request (`NotificationRequestPlan`, DayKit) becomes Apple's.

extension NotificationRequestPlan {
    /// The request handed to `UNUserNotificationCenter.add`: its words with the default sound, its
    /// category and `userInfo`, and a calendar trigger at its day and minute, not repeating.
    var notificationRequest: UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = body
        content.sound = .default
        content.categoryIdentifier = categoryIdentifier
        content.userInfo = userInfo
        let trigger = UNCalendarNotificationTrigger(dateMatching: dateComponents, repeats: false)
        return UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
    }
}

extension NotificationRequestPlan.Category {
    /// The category registered with `UNUserNotificationCenter.setNotificationCategories`: its
    /// actions, none opening the app (the delegate answers them in the background); one that asks
    /// for text is a text input action.
    var notificationCategory: UNNotificationCategory {
        let actions = self.actions.map { action -> UNNotificationAction in
            guard let input = action.textInput else { return UNNotificationAction(identifier: action.identifier, title: action.title, options: []) }
            return UNTextInputNotificationAction(identifier: action.identifier, title: action.title, options: [],
                                                 textInputButtonTitle: input.button, textInputPlaceholder: input.placeholder)
        }
        return UNNotificationCategory(identifier: identifier, actions: actions, intentIdentifiers: [], options: [])
    }
}

extension NotificationPermission {
    /// What the notification center lets the app do now: read each time the app becomes active,
    /// as the person may have changed it in the Settings app.
    static func current() async -> NotificationPermission {
        let center = UNUserNotificationCenter.current()
        return NotificationPermission(await center.notificationSettings().authorizationStatus)
    }

    /// Asks the system (its prompt shows only before the first answer), then reads what it allows.
    static func asked(options: UNAuthorizationOptions = [.alert, .sound]) async -> NotificationPermission {
        let center = UNUserNotificationCenter.current()
        _ = try? await center.requestAuthorization(options: options)
        return await current()
    }

    init(_ status: UNAuthorizationStatus) {
        switch status {
        case .notDetermined: self = .notAsked
        case .denied: self = .denied
        case .authorized, .provisional, .ephemeral: self = .allowed
        @unknown default: self = .allowed
        }
    }
}
