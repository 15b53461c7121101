import DayKit

extension ChallengeSummary {
    /// Where the challenge stands, in a few words: `day 3 of 75, 4%`.
    public var standing: String {
        let attempt = attempt > 1 ? ", attempt \(self.attempt)" : ""
        switch status {
        case .notStarted: return "starts \(startDate)"
        case .inProgress: return "day \(day) of \(days)\(attempt), \(Int((progress * 100).rounded()))%"
        case .completed: return "completed\(attempt)"
        case .failed: return "abandoned on day \(day)\(attempt)"
        }
    }
}

extension DayTask {
    /// The task on its day as one line: its status, what is logged of what, its week.
    public var text: String {
        let symbol = status.symbol
        let amount: String = switch measurement {
        case .binary: ""
        case .checklist: " \(items?.filter(\.checked).count ?? 0)/\(items?.count ?? 0)"
        default: shown.map { " \($0.value.twoDecimalText)/\($0.target.twoDecimalText) \($0.unit)" }
            ?? " \(value.twoDecimalText)/\(target.twoDecimalText) \(unit ?? "")"
        }
        let note = weekNote.map { " — \($0)" } ?? ""
        let week = week.map { " (\($0.done) of \($0.times) this week)" } ?? ""
        return "[\(symbol)] \(name)\(amount)\(status == .notDue ? " (not due)" : "")\(week)\(timerRunning ? " (timer running)" : "")\(note)"
    }
}

extension ChallengeDayScreen {
    /// The day as text: each running challenge with its tasks.
    public var text: String {
        var lines = [date.formatted(.long)]
        for header in challenges {
            lines.append("\(header.name) — day \(header.day) of \(header.days)\(header.attempt > 1 ? ", attempt \(header.attempt)" : "")")
            lines += tasks.filter { $0.challengeID == header.id }.map { "  " + $0.text }
        }
        if challenges.isEmpty { lines.append("No challenge runs today. See `habitsuite challenges templates`.") }
        return lines.joined(separator: "\n")
    }
}

extension TaskMeasurement {
    /// How the task is measured, in words: `2957.35 ml`, `30 min`, `done or not`.
    public var text: String {
        switch self {
        case .binary: "done or not"
        case .quantity(let target, let unit): "\(target.twoDecimalText) \(unit.rawValue)"
        case .duration(let minutes): "\(minutes.twoDecimalText) min"
        case .checklist(let items): items.joined(separator: ", ")
        }
    }
}

extension [ChallengeSummary] {
    /// Every challenge as text, a line each: its name and where it stands.
    public var text: String {
        guard !isEmpty else { return "No challenges yet. See `habitsuite challenges templates`." }
        return map { "\($0.name) — \($0.standing)" }.joined(separator: "\n")
    }
}

extension TaskStatus {
    /// The status in words, as a badge says it (the web's and the iPhone's).
    public var words: String {
        switch self {
        case .notStarted: "To do"
        case .inProgress: "In progress"
        case .completed: "Done"
        case .missed: "Missed"
        case .failed: "Failed"
        case .notDue: "Not due"
        }
    }

    /// The status as one symbol, as the CLI's line draws it.
    public var symbol: String {
        switch self {
        case .completed: "✓"
        case .inProgress: "◐"
        case .missed, .failed: "✗"
        case .notDue: "·"
        case .notStarted: "○"
        }
    }
}

extension ChallengeScreen.DayState {
    /// The state in words, as the calendar's day says it (its label, VoiceOver).
    public var words: String {
        switch self {
        case .perfect: "perfect"
        case .partial: "partly done"
        case .missed: "missed"
        case .failed: "failed"
        case .open: "open"
        case .rest: "rest day"
        }
    }
}
