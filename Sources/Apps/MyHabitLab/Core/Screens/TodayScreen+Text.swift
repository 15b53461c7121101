import DayKit

extension TodayScreen {
    /// Today as text: how many are done, then each habit with its last seven days and streak.
    public var text: String {
        var lines = ["\(date.formatted(.long)) — \(doneCount) of \(dueCount) done"]
        lines += habits.map { habit in
            let strip = habit.last7.map(\.state.symbol).joined()
            let value = habit.value.map { " \($0.regionText)/\((habit.target ?? 0).regionText) \(habit.unit ?? "")" } ?? ""
            return "[\(habit.state.symbol)] \(habit.icon) \(habit.name)\(value)  \(strip)  streak \(habit.streakUnit.counted(habit.streak))\(habit.due ? "" : "  (not due)")"
        }
        if habits.isEmpty { lines.append("No habits yet. Add one: habitsuite habits add \"Read\"") }
        return lines.joined(separator: "\n")
    }
}
