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
    /// Every progress photo is shown blurred until revealed.
    public var blurAllPhotos: Bool

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
        blurAllPhotos = false
    }

    private enum CodingKeys: String, CodingKey {
        case name, heightCm, weightKg, units, appearance, notificationStrategy, quietStart, quietEnd, hasCompletedOnboarding, blurAllPhotos
    }

    /// Reads a stored profile; settings added later take their defaults when absent.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        name = try values.decode(String.self, forKey: .name)
        heightCm = try values.decodeIfPresent(Double.self, forKey: .heightCm)
        weightKg = try values.decodeIfPresent(Double.self, forKey: .weightKg)
        units = try values.decode(UnitSystem.self, forKey: .units)
        appearance = try values.decode(Appearance.self, forKey: .appearance)
        notificationStrategy = try values.decode(NotificationStrategy.self, forKey: .notificationStrategy)
        quietStart = try values.decode(TimeOfDay.self, forKey: .quietStart)
        quietEnd = try values.decode(TimeOfDay.self, forKey: .quietEnd)
        hasCompletedOnboarding = try values.decode(Bool.self, forKey: .hasCompletedOnboarding)
        blurAllPhotos = try values.decodeIfPresent(Bool.self, forKey: .blurAllPhotos) ?? false
    }

    /// The look: following the system, or always light or dark.
    public enum Appearance: String, Codable, Sendable, CaseIterable {
        case system, light, dark
    }

    /// How reminders are planned (see the notification planner).
    public enum NotificationStrategy: String, Codable, Sendable, CaseIterable {
        case fixed, adaptive, progressive, minimal

        /// The strategy in words, with what it does.
        public var words: String {
            switch self {
            case .fixed: "At each task's time"
            case .adaptive: "When you usually do it"
            case .progressive: "More often as the day ends"
            case .minimal: "Only before a strict miss"
            }
        }
    }
}
