import DayKit

extension RoutineScreen {
    /// The screen as lines of text: the routine and the day, then each task with its mark.
    public var text: String {
        guard let routine else { return "No active routine. Choose one (`habitsuite morning celebrities`) or create your own." }
        switch state {
        case .noActiveRoutine:
            return "No active routine. Choose one (`habitsuite morning celebrities`) or create your own."
        case .startsTomorrow:
            return "\(routine.name) starts tomorrow."
        case .running:
            let note = switch mode {
            case .past: " (read-only)"
            case .closed: " (closed: read-only)"
            case .future: " (not yet)"
            default: ""
            }
            let rows = tasks.map { task in
                "\(String(task.number).leftPadded(2)). [\(task.mark.symbol ?? " ")] \(task.time.formatted().leftPadded(8))  \(task.title)"
            }
            return (["\(routine.name) — \(date.formatted(.long))\(note)"] + rows).joined(separator: "\n")
        }
    }
}
