import DayKit
import DayKitDatabase

/// Why an action was refused. Nothing changed when one of these is thrown, but for
/// `importStopped`, which says what was saved.
public enum MyHabitLabError: Refusal, Equatable, Sendable {
    case unknownHabit(String)
    case ambiguousHabit(String, count: Int)
    case nameEmpty
    case nameTooLong(Int)
    case detailTooLong(Int)
    case iconNotOneEmoji(String)
    case unknownSymbol(String)
    case unitTooLong(Int)
    case targetNotPositive
    case invalidSchedule(String)
    case controlCharacters(field: String)
    case futureDay(CalendarDay, today: CalendarDay)
    case valueNotAllowed(String)
    case noteTooLong(Int)
    case notMeasurable(String)
    case positionOutOfRange(Int, count: Int)
    case reminderOutOfRange(Int, count: Int)
    case tooManyReminders
    case dayStartOutOfRange
    case invalidImport([String])
    case unreadableFile(String)
    /// An import that stopped while writing its days, for `problem` (a full disk): its habits and
    /// `saved` of its `total` days were saved.
    case importStopped(saved: Int, total: Int, because: StoreProblem)
    case startAfterFirstEntry(CalendarDay)
    case changedElsewhere(String)

    /// What went wrong, in the app's words.
    public var message: String {
        switch self {
        case .unknownHabit(let name): "There is no habit “\(name)”."
        case .ambiguousHabit(let name, let count): "\(count) habits are called “\(name)”; name it by its id instead."
        case .nameEmpty: "Give the habit a name."
        case .nameTooLong(let count): "A habit's name has at most \(MyHabitLabLimits.nameLength) characters; this one has \(count)."
        case .detailTooLong(let count): "A description has at most \(MyHabitLabLimits.detailLength) characters; this one has \(count)."
        case .iconNotOneEmoji(let text): "The icon must be one emoji or a symbol of the app's list; “\(text)” is neither."
        case .unknownSymbol(let name): "“\(name)” is not a symbol of the app's list; choose one of its \(HabitSymbol.catalogue.count) symbols or one emoji."
        case .unitTooLong(let count): "A unit has at most \(MyHabitLabLimits.unitLength) characters; this one has \(count)."
        case .targetNotPositive: "The target must be a number greater than 0."
        case .invalidSchedule(let why): why
        case .controlCharacters(let field): "The \(field) contains characters that cannot be shown."
        case .futureDay(let day, let today): "\(day) is in the future; only days up to today (\(today)) can be changed."
        case .valueNotAllowed(let why): why
        case .noteTooLong(let count): "A note has at most \(MyHabitLabLimits.noteLength) characters; this one has \(count)."
        case .notMeasurable(let name): "“\(name)” is a yes/no habit: mark it done instead of entering a value."
        case .positionOutOfRange(let position, let count): "There is no position \(position): positions go from 1 to \(count)."
        case .reminderOutOfRange(let number, let count): "There is no reminder \(number): this habit has \(count)."
        case .tooManyReminders: "A habit has at most \(MyHabitLabLimits.remindersPerHabit) reminders."
        case .dayStartOutOfRange: "The day can start between 00:00 and 04:00."
        case .invalidImport(let problems): "The file was not imported; nothing changed:\n" + problems.map { "  • " + $0 }.joined(separator: "\n")
        case .unreadableFile(let why): why
        case .importStopped(let saved, let total, let problem):
            "The import stopped after its habits and \(RegionFormat.current.text(Double(saved))) of its "
            + "\(RegionFormat.current.text(Double(total))) days were saved: "
            + (problem.kind == .diskFull ? "the disk is full. Free some space" : problem.message)
            + ", then import the same file again: it adds only what is missing."
        case .startAfterFirstEntry(let first):
            "The start can be no later than \(first.formatted(.long)), the first day with a mark or a note; clear that day first to start later."
        case .changedElsewhere(let name): "“\(name)” was changed in another window while this one was open; these are its values now. Make your change again."
        }
    }

    /// Whether the error names something that does not exist (a web app answers 404).
    public var isNotFound: Bool {
        if case .unknownHabit = self { return true }
        return false
    }
}

extension MyHabitLabError: CustomStringConvertible {
    public var description: String { message }
}

/// The app's limits.
public enum MyHabitLabLimits {
    /// Habit names: 1…60 characters as a person counts them.
    public static let nameLength = 60
    /// Descriptions and notes.
    public static let detailLength = 500
    /// Notes.
    public static let noteLength = 500
    /// Units of measurable habits.
    public static let unitLength = 20
    /// Reminders per habit.
    public static let remindersPerHabit = 8
    /// The longest N-in-M period.
    public static let longestPeriod = 365
    /// The latest the day may start, in minutes after midnight.
    public static let latestDayStart = 4 * 60
}
