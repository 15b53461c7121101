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

    /// Today's state as a spoken sentence says it ("Read, done today, …"): a day not met yet, or
    /// not counted, is "not done yet" unless it is not due.
    public var todayWords: String {
        switch self {
        case .done: "done today"
        case .skipped: "skipped today"
        case .notDue: "not due today"
        case .missed: "missed today"
        case .pending, .future, .beforeStart: "not done yet"
        }
    }

    /// The mark a counted day carries beside its colour, so that colour is never the only signal:
    /// ✓ done, × missed, – skipped; none for the others.
    public var mark: String? {
        switch self {
        case .done: "✓"
        case .missed: "×"
        case .skipped: "–"
        case .pending, .notDue, .future, .beforeStart: nil
        }
    }

    /// The SF Symbol the iPhone draws for the state on Today and in the calendar.
    public var systemImage: String {
        switch self {
        case .done: "checkmark.circle.fill"
        case .skipped: "arrow.uturn.forward.circle"
        case .missed: "xmark.circle"
        case .notDue, .beforeStart, .future: "circle.dotted"
        case .pending: "circle"
        }
    }
}
