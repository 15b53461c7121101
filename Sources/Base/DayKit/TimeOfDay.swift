import Foundation

/// A time of day to the minute, 00:00…23:59. (An app that schedules on a grid, such as one of
/// 5-minute steps, says so in its Core.)
public struct TimeOfDay: Hashable, Comparable, Sendable {
    /// Minutes since midnight, 0…1439.
    public let minutes: Int

    /// Creates a time from minutes since midnight; nil when out of the day.
    public init?(minutes: Int) {
        guard (0..<24 * 60).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// Creates a time from an hour (0…23) and a minute (0…59).
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(minutes: hour * 60 + minute)
    }

    /// Parses `HH:MM` or `H:MM` (24-hour), or `h:mm AM` / `h:mm PM` (12-hour).
    public init?(_ text: some StringProtocol) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        var clock = Substring(trimmed)
        var period: String?
        for suffix in ["AM", "PM"] where clock.hasSuffix(suffix) {
            period = suffix
            clock = clock.dropLast(2)
            while clock.last == " " { clock = clock.dropLast() }
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              var hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        if let period {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (period == "PM" ? 12 : 0)
        }
        self.init(hour: hour, minute: minute)
    }

    /// The hour, 0…23.
    public var hour: Int { minutes / 60 }
    /// The minute, 0…59.
    public var minute: Int { minutes % 60 }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }

    // MARK: - Formatting

    /// How a time is written.
    public enum Style: Sendable {
        /// `07:05`
        case twentyFourHour
        /// `7:05 AM`
        case twelveHour
    }

    /// The time written in `style`.
    public func formatted(_ style: Style) -> String {
        switch style {
        case .twentyFourHour:
            return pad(hour) + ":" + pad(minute)
        case .twelveHour:
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return "\(twelve):" + pad(minute) + (hour < 12 ? " AM" : " PM")
        }
    }

    private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

extension TimeOfDay: CustomStringConvertible {
    /// `HH:MM`, 24-hour.
    public var description: String { formatted(.twentyFourHour) }
}

extension TimeOfDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = TimeOfDay(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a time of day: \(text)")
        }
        self = time
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
