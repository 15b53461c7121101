/// How a day looks in a habit's history.
public enum DayState: String, Codable, Sendable {
    /// Met: done, or a value meeting the target.
    case done
    /// A due day that was not met (a value short of the target included).
    case missed
    /// A day off.
    case skipped
    /// Not a due day (weekday schedules), or a day of an N-in-M period that needed no more.
    case notDue
    /// Today, not met yet: it can still be.
    case pending
    /// After today.
    case future
    /// Before the habit's first day.
    case beforeStart

    /// The state in words, as the page, the CLI and VoiceOver say it ("not due", never `notDue`).
    public var words: String {
        switch self {
        case .done: "done"
        case .missed: "missed"
        case .skipped: "skipped"
        case .notDue: "not due"
        case .pending: "not done yet"
        case .future: "future"
        case .beforeStart: "before the habit started"
        }
    }
}
