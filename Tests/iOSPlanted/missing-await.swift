// planted into: Sources
// refused with: is 'async' but is not marked with 'await'
import UserNotifications

func plantedMissingAwait() async -> Bool {
    UNUserNotificationCenter.current().notificationSettings().authorizationStatus == .authorized
}
