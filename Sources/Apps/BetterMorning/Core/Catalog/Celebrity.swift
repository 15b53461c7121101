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

/// A drawn avatar, made for the app (never a photograph): a figure on a coloured disc with the
/// person's hair, glasses and colours, and a motif of their work. The platform draws it from this.
public struct Avatar: Codable, Sendable, Hashable {
    /// Disc colour, `#RRGGBB`.
    public let background: String
    /// Skin colour.
    public let skin: String
    /// Hair style.
    public let hair: Hair
    /// Hair (and beard) colour.
    public let hairColor: String
    /// Clothes colour.
    public let clothes: String
    /// Beard, moustache and the like.
    public let facialHair: FacialHair
    /// Glasses, if any.
    public let glasses: Glasses
    /// A motif of their work, drawn beside the figure.
    public let motif: Motif
    /// The motif's colour.
    public let motifColor: String

    /// Hair styles.
    public enum Hair: String, Codable, Sendable, CaseIterable {
        case short, buzz, wavy, curly, long, bob, bun, ponytail, wig, balding, bald
    }

    /// Facial hair.
    public enum FacialHair: String, Codable, Sendable, CaseIterable {
        case none, beard, moustache, goatee, stubble
    }

    /// Glasses.
    public enum Glasses: String, Codable, Sendable, CaseIterable {
        case none, clear, dark
    }

    /// Motifs of people's work, one per person.
    public enum Motif: String, Codable, Sendable, CaseIterable {
        case apple, bean, book, candle, cigar, clock, coffee, column, compass, couch, dumbbell, fish, flag, flame
        case flower, golf, grid, hanger, keys, kite, leaf, mic, moon, note, quill, record, rocket, snowflake, star
        case sun, tea, typewriter, watch, wave
    }
}
