/// What a habit's streaks count: days, or the periods of a habit due N times in M days — weeks
/// when M is 7 (the locale's weeks), otherwise periods of M days.
///
/// In JSON it is the unit's words: `days`, `weeks`, `periods of 10 days`.
public enum StreakUnit: Sendable, Hashable {
    case days
    case weeks
    /// Blocks of `days` days (other than 7).
    case periods(days: Int)

    /// The unit of `schedule`'s streaks.
    public init(_ schedule: Schedule) {
        switch schedule {
        case .times(_, let days) where days == 7: self = .weeks
        case .times(_, let days) where days > 1: self = .periods(days: days)
        default: self = .days
        }
    }

    /// `count` of the unit as a person reads it: "1 day", "3 weeks", "2 periods of 10 days".
    public func counted(_ count: Int) -> String {
        let plural = count == 1 ? "" : "s"
        return switch self {
        case .days: "\(count) day\(plural)"
        case .weeks: "\(count) week\(plural)"
        // NB: 30 or 31 days are "a month", as the schedule says "3 times a month" (issue 39, item 16).
        case .periods(let days) where days == 30 || days == 31: "\(count) month\(plural)"
        case .periods(let days): "\(count) period\(plural) of \(days) days"
        }
    }

    /// The unit's words, plural: "days", "weeks", "periods of 10 days".
    public var text: String {
        switch self {
        case .days: "days"
        case .weeks: "weeks"
        case .periods(let days): "periods of \(days) days"
        }
    }
}

extension StreakUnit: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        switch text {
        case "days": self = .days
        case "weeks": self = .weeks
        default:
            let words = text.split(separator: " ")
            guard words.count == 4, words[0] == "periods", words[1] == "of", words[3] == "days", let days = Int(words[2]), days > 1 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "“\(text)” is not a streak unit."))
            }
            self = .periods(days: days)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
