import DayKit

/// Why an action was refused. Nothing changed when one of these is thrown.
public enum UltimateError: Refusal, Equatable, Sendable {
    case unknownTemplate(String)
    case unknownChallenge(String)
    case ambiguousChallenge(String, count: Int)
    case unknownTask(String, challenge: String)
    case nameEmpty
    case nameTooLong(Int)
    case daysOutOfRange(Int)
    case graceOutOfRange(Int)
    case tooManyTasks
    case startInThePast(CalendarDay, today: CalendarDay)
    case alreadyStarted(String)
    case notLoggable(CalendarDay, why: String)
    case wrongMeasurement(task: String, expected: String)
    case valueNotAllowed(String)
    case unknownItem(String, task: String)
    case challengeOver(String)
    case safetyCheckFailed([String])
    case photoRefused(String)
    case photosUnavailable
    case unknownPhoto(String)
    case unknownPhotoSession(String)
    case importRefused([String])

    /// What went wrong, in the app's words.
    public var message: String {
        switch self {
        case .unknownTemplate(let id): "There is no template “\(id)”. See `challenges templates`."
        case .unknownChallenge(let name): "There is no challenge “\(name)”."
        case .ambiguousChallenge(let name, let count): "\(count) challenges are called “\(name)”; name it by its id instead."
        case .unknownTask(let name, let challenge): "“\(challenge)” has no task “\(name)”."
        case .nameEmpty: "Give it a name."
        case .nameTooLong(let count): "A name has at most \(UltimateLimits.nameLength) characters; this one has \(count)."
        case .daysOutOfRange(let days): "A challenge lasts 1 to 365 days, not \(days)."
        case .graceOutOfRange(let grace): "The logging grace is 0 to 3 days, not \(grace)."
        case .tooManyTasks: "A challenge has at most 20 tasks."
        case .startInThePast(let day, let today): "\(day) has passed; a challenge starts today (\(today)) or later."
        case .alreadyStarted(let name): "“\(name)” has started; its tasks can change only until its day 1 is over."
        case .notLoggable(let day, let why): "\(day) cannot be logged: \(why)"
        case .wrongMeasurement(let task, let expected): "“\(task)” is not a \(expected) task."
        case .valueNotAllowed(let why): why
        case .unknownItem(let item, let task): "“\(task)” has no item “\(item)”."
        case .challengeOver(let name): "“\(name)” is over; restart it to go again."
        case .safetyCheckFailed(let reasons): "Water fasting is not safe for you: " + reasons.joined(separator: "; ") + "."
        case .photoRefused(let why): why + " Nothing was added."
        case .importRefused(let problems): "The file was not restored; nothing changed:\n" + problems.map { "  • " + $0 }.joined(separator: "\n")
        case .photosUnavailable: "Photos cannot be processed on this device."
        case .unknownPhoto(let id): "There is no photo “\(id)”."
        case .unknownPhotoSession(let id): "There is no photo session “\(id)”."
        }
    }
}

/// Lengths and counts the app allows.
public enum UltimateLimits {
    public static let nameLength = 60
    public static let noteLength = 500
    /// The largest photo file accepted.
    public static let photoBytes = 25 * 1024 * 1024
}

extension UltimateError: CustomStringConvertible {
    public var description: String { message }
}
