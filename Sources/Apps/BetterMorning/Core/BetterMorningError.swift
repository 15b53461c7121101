import DayKit

/// Why an action was refused. Nothing changed when one of these is thrown.
public enum BetterMorningError: Refusal, Equatable, Sendable {
    case unknownCelebrity(String)
    case unknownRoutine(String)
    case unknownTask
    case noActiveRoutine
    case startsTomorrow(name: String, startDay: CalendarDay)
    case dayNotToday(CalendarDay, today: CalendarDay)
    case dayClosed(CalendarDay)
    case dayOutOfRange(CalendarDay, first: CalendarDay, last: CalendarDay)
    case taskNumberOutOfRange(Int, count: Int)
    case weekOutOfRange(Int, earliest: Int)
    case needsUnlock
    case titleEmpty
    case titleTooLong(Int)
    case taskTitleEmpty
    case controlCharacters
    case invisibleTitle
    case taskTitleTooLong(Int)
    case taskLimitReached
    case draftHasNoTasks
    case draftTaskOutOfRange(Int, count: Int)
    /// A task a page named that is no longer in the draft (removed meanwhile).
    case draftTaskGone
    case lastStepOutOfRange(Int)
    /// A task's time as typed, off the 5-minute grid (or not a time at all).
    case timeOffGrid(String)

    /// What went wrong, in the app's words.
    public var message: String {
        switch self {
        case .unknownCelebrity(let id): "There is no famous routine called “\(id)”."
        case .unknownRoutine(let id): "There is no routine “\(id)”."
        case .unknownTask: "That task is not part of today's routine."
        case .noActiveRoutine: "You have no active routine. Choose one on Explore or create your own."
        case .startsTomorrow(let name, let day): "\(name) starts on \(day). There is nothing to check yet."
        case .dayNotToday(let day, let today):
            day < today ? "\(day) is over; past days cannot be changed." : "\(day) has not started yet; only today (\(today)) can be checked."
        case .dayClosed(let day): "\(day) is already closed: your clock or time zone moved back to a day that was over, and a closed day can't be changed."
        case .dayOutOfRange(let day, let first, let last): "\(day) is outside this routine's days (\(first) to \(last))."
        case .taskNumberOutOfRange(let number, let count): "There is no task \(number): today's routine has \(count) task\(count == 1 ? "" : "s")."
        case .weekOutOfRange(let offset, let earliest): "There is no week \(offset): weeks go from \(earliest) to 0 (this week)."
        case .needsUnlock: "Creating your own routine needs the one-time unlock."
        case .titleEmpty: "Give your routine a title."
        case .titleTooLong(let count): "A routine title has at most \(BetterMorningLimits.titleLength) characters; this one has \(count)."
        case .taskTitleEmpty: "Give the task a title."
        case .controlCharacters: "A title can't hold control characters."
        case .invisibleTitle: "A title needs characters that can be seen."
        case .taskTitleTooLong(let count): "A task title has at most \(BetterMorningLimits.taskTitleLength) characters; this one has \(count)."
        case .taskLimitReached: "A routine has at most \(BetterMorningLimits.tasksPerRoutine) tasks."
        case .draftHasNoTasks: "Add at least one task before saving."
        case .draftTaskOutOfRange(let number, let count): "There is no task \(number) in the draft; it has \(count)."
        case .draftTaskGone: "That task is no longer in the draft. Nothing changed."
        case .timeOffGrid(let text): "“\(text)” is not a time on the \(BetterMorningLimits.timeStep)-minute grid, like 06:30 or 7:05."
        case .lastStepOutOfRange(let minutes):
            "The last task can last \(BetterMorningLimits.lastStepMinutes.lowerBound) to \(BetterMorningLimits.lastStepMinutes.upperBound) minutes, not \(minutes)."
        }
    }

    /// Whether the error names something that does not exist (a web app answers 404).
    public var isNotFound: Bool {
        switch self {
        case .unknownCelebrity, .unknownRoutine, .unknownTask, .draftTaskOutOfRange, .draftTaskGone: true
        default: false
        }
    }
}

extension BetterMorningError: CustomStringConvertible {
    public var description: String { message }
}

/// The spec's limits.
public enum BetterMorningLimits {
    /// Routine titles: 1…20 characters as a person counts them.
    public static let titleLength = 20
    /// Task titles: 1…70 characters.
    public static let taskTitleLength = 70
    /// A task's time is on steps of this many minutes: 06:30, 7:05.
    public static let timeStep = 5
    /// Tasks per routine.
    public static let tasksPerRoutine = 20
    /// Missed days a catch-up closes without asking; more (a long absence, or a clock that ran
    /// ahead) are closed only once the person confirms it on the Routine tab.
    public static let catchUpDays = 28
    /// Days the Routine tab shows after today.
    public static let daysAhead = 14
    /// Run mode's length of the last task, until the user changes it.
    public static let defaultLastStepMinutes = 10
    /// The lengths the last task may be given, in minutes.
    public static let lastStepMinutes = 1...120
}
