import Foundation
import UltimateAppModel
import UserNotifications

/// What a reminder (`NotificationRequest`, planned by the Core through `RemindersModel`) becomes
/// in the notification center: its identifier (read back when it is answered), title, body, the
/// category whose actions it offers (Done for a done-or-not task, +1 for a quantity task, none
/// otherwise) and the calendar trigger at its minute. Compiled into the app and its tests.
struct ReminderContent: Equatable {
    /// The category of a done-or-not task's reminder: its one action is Done.
    static let doneCategory = "ultimate.reminder.done"
    /// The category of a quantity task's reminder: its one action is +1.
    static let plusOneCategory = "ultimate.reminder.plus-one"
    /// The action identifiers, as the delegate receives them.
    static let doneAction = "ultimate.done"
    static let plusOneAction = "ultimate.plus-one"

    let identifier: String
    let title: String
    let body: String
    /// Empty for a reminder without actions.
    let categoryIdentifier: String
    /// The fire date's year, month, day, hour and minute in `calendar` (a non-repeating trigger).
    let fireComponents: DateComponents

    init(_ request: NotificationRequest, calendar: Calendar = .autoupdatingCurrent) {
        identifier = request.id
        title = request.title
        body = request.body
        categoryIdentifier = switch request.category {
        case .done: Self.doneCategory
        case .plusOne: Self.plusOneCategory
        case nil: ""
        }
        fireComponents = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: request.fireDate)
    }

    /// The request handed to `UNUserNotificationCenter.add`.
    var notificationRequest: UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = body
        content.sound = .default
        content.categoryIdentifier = categoryIdentifier
        let trigger = UNCalendarNotificationTrigger(dateMatching: fireComponents, repeats: false)
        return UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
    }

    /// What an action identifier means: Done, +1, or a tap on the notification (open its task);
    /// nil for anything else (the notification dismissed).
    static func answer(forAction identifier: String) -> RemindersModel.Answer? {
        switch identifier {
        case doneAction: .done
        case plusOneAction: .plusOne
        case UNNotificationDefaultActionIdentifier: .open
        default: nil
        }
    }

    /// The two categories and their actions. No action opens the app (no `.foreground` option):
    /// the delegate answers them in the background.
    static var categories: Set<UNNotificationCategory> {
        let done = UNNotificationAction(identifier: doneAction, title: "Done", options: [])
        let plusOne = UNNotificationAction(identifier: plusOneAction, title: "+1", options: [])
        return [
            UNNotificationCategory(identifier: doneCategory, actions: [done], intentIdentifiers: [], options: []),
            UNNotificationCategory(identifier: plusOneCategory, actions: [plusOne], intentIdentifiers: [], options: []),
        ]
    }
}
