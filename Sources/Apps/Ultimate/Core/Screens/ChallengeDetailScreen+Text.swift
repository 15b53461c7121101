extension ChallengeScreen {
    /// The challenge as text: where it stands, its plan, its attempts, and `today`'s tasks in it
    /// while it runs.
    public func text(today: ChallengeDayScreen?) -> String {
        var lines = ["\(summary.name) — \(summary.standing) (\(summary.startDate) to \(summary.endDate), \(summary.rule.rawValue), grace \(summary.grace))"]
        lines += tasks.map { task in
            "  \(task.name): \(task.target), \(task.due)" + (task.time.map { " at \($0)" } ?? "")
        }
        if canChangeTasks { lines.append("  Its tasks can change until its day 1 is over (`task edit|remove|move`).") }
        for attempt in attempts where attempts.count > 1 || attempt.outcome != .running {
            let failed = attempt.failedTasks.isEmpty ? "" : ", missed: " + attempt.failedTasks.joined(separator: ", ")
            lines.append("  Attempt \(attempt.number): \(attempt.start) to \(attempt.end), \(attempt.outcome.words)\(failed)")
        }
        if summary.status == .inProgress, let today { lines += today.tasks.map(\.text) }
        return lines.joined(separator: "\n")
    }
}

extension ChallengeAnalytics {
    /// The figures as text, titled `title` (a challenge's name, or "All challenges"), each with the
    /// period before.
    public func text(title: String) -> String {
        func percent(_ rate: Double?) -> String { rate.map { "\(Int(($0 * 100).rounded()))%" } ?? "—" }
        func before(_ rate: Double?) -> String { previous == nil ? "" : " (before: \(percent(rate)))" }
        var lines = [
            "\(title), \(from) to \(to)\(period == .all ? " (everything so far)" : "")",
            "Completion \(percent(completionRate))\(before(previous?.completionRate))",
            "Consistency \(percent(consistency))\(before(previous?.consistency))",
            "Streak \(currentStreak) (longest \(longestStreak))",
        ]
        lines += tasks.map { "  \($0.challenge) · \($0.name): \(percent($0.rate))" }
        return lines.joined(separator: "\n")
    }
}
