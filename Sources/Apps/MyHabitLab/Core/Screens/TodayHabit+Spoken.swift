extension TodayHabit {
    /// The row as VoiceOver reads it, one sentence: "Read, done today, 12-day streak";
    /// "Water, 1.5 of 2 litres, not done yet, 3-day streak"; "Gym, skipped today, no streak".
    public var spokenSentence: String {
        var parts = [name]
        if let target {
            parts.append("\(Format.number(value ?? 0)) of \(Format.number(target))\(unit.map { $0.isEmpty ? "" : " \($0)" } ?? "")")
        }
        parts.append(state.todayWords)
        parts.append(streak == 0 ? "no streak" : "\(streak)-\(streakUnit.singular) streak")
        return parts.joined(separator: ", ")
    }
}

extension StreakUnit {
    /// The unit as it qualifies a count: "day" (a 12-day streak), "week", "10-day-period".
    var singular: String {
        switch self {
        case .days: "day"
        case .weeks: "week"
        case .periods(let days): "\(days)-day-period"
        }
    }
}
