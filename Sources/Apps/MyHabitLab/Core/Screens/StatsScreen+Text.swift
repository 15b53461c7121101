extension StatsScreen {
    /// Every active habit's stats as text, a habit a line.
    public var text: String {
        var lines = ["This week: \(habitsMetThisWeek) of \(habitsDueThisWeek) habits met"]
        lines += habits.map {
            "\($0.icon) \($0.name): streak \($0.streakUnit.counted($0.currentStreak)) (best \($0.streakUnit.counted($0.longestStreak))), 30 days \(percentText($0.rate30)), strength \(Int(($0.strength * 100).rounded()))%"
        }
        return lines.joined(separator: "\n")
    }
}

extension WidgetSnapshot {
    /// What the widget shows, as text.
    public var text: String {
        (["\(doneCount)/\(dueCount) today"] + habits.map { "\($0.state.symbol) \($0.icon) \($0.name)" }).joined(separator: "\n")
    }
}
