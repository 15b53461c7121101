import DayKit

extension HabitSummary {
    /// The habit as one line of a list: place, name, schedule, target, id.
    public var text: String {
        let measure = target.map { ", \(direction == .atMost ? "at most" : "at least") \($0.regionText) \(unit ?? "")" } ?? ""
        return "\(String(position).leftPadded(3)). \(icon) \(name) — \(scheduleText)\(measure)  [\(id)]"
    }
}

extension [HabitSummary] {
    /// The habits as text, a line each; what to do when there are none (`archived`: the archive's list).
    public func text(archived: Bool) -> String {
        guard !isEmpty else { return archived ? "No archived habits." : "No habits yet. Add one: habitsuite habits add \"Read\"" }
        return map(\.text).joined(separator: "\n")
    }
}
