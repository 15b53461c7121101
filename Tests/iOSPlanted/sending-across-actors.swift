// planted into: Sources
// refused with: risks causing data races
// Only the SIL stage finds this one (region isolation): -typecheck accepts it.
import UserNotifications

@MainActor final class PlantedScheduler {
    let center = UNUserNotificationCenter.current()

    func isAllowed() async -> Bool {
        await center.notificationSettings().authorizationStatus == .authorized
    }
}
