import DayKit
import Foundation

extension HabitStatsScreen {
    /// One habit's stats as text: streaks, rates, strength and its best streaks.
    public var text: String {
        var lines = ["\(habit.icon) \(habit.name)",
                     "Current streak: \(streakUnit.counted(currentStreak)); longest: \(streakUnit.counted(longestStreak))",
                     "Last 30 days: \(percentText(rate30)); all time: \(percentText(rateAll)); total: \(total)",
                     "Strength: \(Int((strength * 100).rounded()))%"]
        lines += bestStreaks.map { "  \(streakUnit.counted($0.length)) from \($0.start) to \($0.end)" }
        return lines.joined(separator: "\n")
    }
}

extension ScoreScreen {
    /// A habit's strength as text, a day a line.
    public var text: String {
        days.map { "\($0.date)  \(String(format: "%.4f", $0.score))" }.joined(separator: "\n")
    }
}

extension HistoryScreen {
    /// A habit's days as text: state, value and note.
    public var text: String {
        let lines = days.map { day in
            "\(day.date)  \(day.state.symbol) \(day.state.rawValue)" + (day.value.map { "  \($0.regionText)" } ?? "") + (day.note.map { "  “\($0)”" } ?? "")
        }
        return (["\(habit.icon) \(habit.name)"] + lines).joined(separator: "\n")
    }
}
