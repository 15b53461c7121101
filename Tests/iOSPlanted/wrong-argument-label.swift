// planted into: Sources
// refused with: incorrect argument label
import UserNotifications

@MainActor func plantedWrongLabel() -> UNNotificationAction {
    UNNotificationAction(identifier: "done", titel: "Done")
}
