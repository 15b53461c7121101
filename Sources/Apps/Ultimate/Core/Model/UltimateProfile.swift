import DayKit
import Foundation

/// The person using the app: details, units, look and notification choices.
public struct UltimateProfile: Codable, Sendable, Hashable {
    public var name: String
    public var heightCm: Double?
    public var weightKg: Double?
    public var units: UnitSystem
    public var appearance: Appearance
    public var notificationStrategy: NotificationStrategy
    /// No notification from `quietStart` until `quietEnd` (across midnight when start > end).
    public var quietStart: TimeOfDay
    public var quietEnd: TimeOfDay
    public var hasCompletedOnboarding: Bool

    public init() {
        name = ""
        heightCm = nil
        weightKg = nil
        units = .metric
        appearance = .system
        notificationStrategy = .fixed
        quietStart = TimeOfDay(hour: 22, minute: 0)!
        quietEnd = TimeOfDay(hour: 7, minute: 0)!
        hasCompletedOnboarding = false
    }

    /// The look: following the system, or always light or dark.
    public enum Appearance: String, Codable, Sendable, CaseIterable {
        case system, light, dark
    }

    /// How reminders are planned (see the notification planner).
    public enum NotificationStrategy: String, Codable, Sendable, CaseIterable {
        case fixed, adaptive, progressive, minimal
    }
}
