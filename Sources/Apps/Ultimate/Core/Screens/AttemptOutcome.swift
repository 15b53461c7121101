/// How an attempt at a challenge went, as its page and the CLI's JSON carry it (the raw value),
/// with its words beside it: the web, the CLI's text and the iPhone say them from here.
public enum AttemptOutcome: String, Codable, Sendable, CaseIterable {
    case running, completed, failed, restarted, abandoned

    /// The outcome in words, as a line of the attempts list says it ("failed").
    public var words: String {
        switch self {
        case .running: "running"
        case .completed: "completed"
        case .failed: "failed"
        case .restarted: "restarted"
        case .abandoned: "abandoned"
        }
    }
}
