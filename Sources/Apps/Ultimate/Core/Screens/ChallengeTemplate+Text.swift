extension ChallengeTemplate {
    /// The template as text: its length and rule, its rules, and its tasks.
    public var text: String {
        let tasks = tasks.map { "  • \($0.name) (\($0.measurement.text)): \($0.detail)" }
        return (["\(name) — \(days) days, \(rule.rawValue)", rules, "Tasks:"] + tasks).joined(separator: "\n")
    }
}

extension [ChallengeTemplate] {
    /// The templates as text, a line each.
    public var text: String {
        map { "\($0.id)  \($0.name) — \($0.days) days, \($0.rule.rawValue). \($0.summary)" }.joined(separator: "\n")
    }
}
