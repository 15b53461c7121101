/// What the system lets an app do with notifications, as the iPhone shell last read it (its
/// `UNAuthorizationStatus`, read again each time the app becomes active: the person may have been
/// to the Settings app meanwhile).
public enum NotificationPermission: Sendable, Hashable {
    /// Never asked: asking shows the system's prompt.
    case notAsked
    /// Reminders may come (authorized, provisional or ephemeral).
    case allowed
    /// Turned off for the app: only the Settings app can turn them on again.
    case denied

    /// Whether a reminders switch whose setting is `settingOn` shows on: never while the system
    /// lets no reminder come.
    public func showsOn(_ settingOn: Bool) -> Bool {
        settingOn && self != .denied
    }

    /// Whether the screen offers to ask the system (its prompt shows once, before any answer).
    public var canAsk: Bool { self == .notAsked }

    /// Whether the screen offers to open the app's notification settings in the Settings app.
    public var opensSettings: Bool { self == .denied }

    /// What the screen says when reminders cannot come, naming `app`; nil when they can.
    public func note(app: String) -> String? {
        guard self == .denied else { return nil }
        return "Notifications are off for \(app) in the Settings app, so no reminder comes. Turn them on there."
    }

    /// The words of the button that opens the app's notification settings.
    public static let openSettings = "Open Settings"
}
