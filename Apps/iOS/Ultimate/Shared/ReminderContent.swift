import DayKit
import Foundation
import UltimateAppModel
import UserNotifications

/// What a reminder (`NotificationRequest`, planned by the Core through `RemindersModel`) becomes
/// in the notification center: its plan (`NotificationRequest.plan(calendar:)`: identifier, read
/// back when it is answered, title, body, the category whose actions it offers (Done for a
/// done-or-not task, +1 for a quantity task, none otherwise) and the calendar trigger at its
/// minute), and what an answer means. Compiled into the app and its tests.
struct ReminderContent: Equatable {
    /// The category of a done-or-not task's reminder: its one action is Done.
    static let doneCategory = NotificationRequest.Category.done.plan.identifier
    /// The category of a quantity task's reminder: its one action is +1.
    static let plusOneCategory = NotificationRequest.Category.plusOne.plan.identifier
    /// The action identifiers, as the delegate receives them.
    static let doneAction = NotificationRequest.Category.done.plan.actions[0].identifier
    static let plusOneAction = NotificationRequest.Category.plusOne.plan.actions[0].identifier

    let plan: NotificationRequestPlan

    init(_ request: NotificationRequest, calendar: Calendar = .autoupdatingCurrent) {
        plan = request.plan(calendar: calendar)
    }

    var identifier: String { plan.identifier }
    /// Empty for a reminder without actions.
    var categoryIdentifier: String { plan.categoryIdentifier }
    /// The fire date's year, month, day, hour and minute in the calendar (a non-repeating trigger).
    var fireComponents: DateComponents { plan.dateComponents }

    /// The request handed to `UNUserNotificationCenter.add`.
    var notificationRequest: UNNotificationRequest { plan.notificationRequest }

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
        Set(NotificationRequest.Category.allCases.map(\.plan.notificationCategory))
    }
}
