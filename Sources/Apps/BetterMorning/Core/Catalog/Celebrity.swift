import DayKit

/// A famous person whose publicly reported morning routine the user can follow.
public struct Celebrity: Codable, Sendable, Hashable, Identifiable {
    /// A stable slug, e.g. `benjamin-franklin`.
    public let id: String
    /// The person's name, also the routine's name.
    public let name: String
    /// One factual line about who they are.
    public let bio: String
    /// Where the routine was reported.
    public let source: String
    /// How sure that report is.
    public let certainty: Certainty
    /// The drawn avatar (never a photograph).
    public let avatar: Avatar
    /// The routine's tasks in time order.
    public let tasks: [Step]

    /// A task of a famous person's routine.
    public struct Step: Codable, Sendable, Hashable {
        /// When.
        public let time: TimeOfDay
        /// What.
        public let title: String
    }
}

/// How certain a reported routine is.
public enum Certainty: String, Codable, Sendable {
    /// The person's own account.
    case primary
    /// A careful report by a journalist or biographer.
    case credible
    /// Reported, with details varying between sources.
    case reported
    /// Reported by a witness whose account is disputed.
    case contested

    /// A short phrase for the profile screen.
    public var label: String {
        switch self {
        case .primary: "In their own words"
        case .credible: "Credible report"
        case .reported: "Reported; details vary"
        case .contested: "Contested account"
        }
    }
}

/// A drawn avatar: initials on a coloured disc.
public struct Avatar: Codable, Sendable, Hashable {
    /// Two letters.
    public let initials: String
    /// Disc colour, `#RRGGBB`.
    public let background: String
    /// Letter colour, `#RRGGBB`.
    public let foreground: String
}
