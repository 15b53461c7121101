import BetterMorningCore
import DayKit
import DayKitDatabase
import Observation

/// Settings: the daily reminder and resetting all data, kept current.
@MainActor @Observable
public final class SettingsModel: ObservedScreenModel {
    /// Whether the system lets the app notify (the switch shows off when it does not).
    public var notificationsAllowedBySystem = true

    private let app: BetterMorning
    /// The settings kept current, and the message beside them.
    public let observed: ObservedScreen<BetterMorningSettingsScreen>

    /// Settings over `app`; nothing until `observe()`.
    public init(app: BetterMorning) {
        self.app = app
        observed = ObservedScreen(app.settingsObservation())
    }

    /// Whether the switch shows on: the setting, unless the system denied permission.
    public var notificationsShownOn: Bool { (screen?.notificationsEnabled ?? false) && notificationsAllowedBySystem }

    /// The notifications switch.
    public func setNotifications(_ enabled: Bool) {
        _ = attempt({ try app.setNotifications(enabled: enabled) }, refusal: &message)
    }

    /// Resets all data (everything but the purchase); false (with `message`) when refused.
    func resetAllData() -> Bool {
        attempt({ try app.resetAllData() }, refusal: &message) != nil
    }
}
