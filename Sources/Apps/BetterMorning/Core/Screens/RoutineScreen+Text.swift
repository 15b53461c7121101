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
            let question = openDays.map { ["", $0.question + " To close them: `habitsuite morning close-days`."] } ?? []
            return (["\(routine.name) — \(date.formatted(.long))\(note)"] + rows + question).joined(separator: "\n")
        }
    }
}

extension OpenDays {
    /// What the Routine tab asks: "The 52 days from Oct 1 through Nov 21 are still open. …"
    public var question: String {
        "The \(count) days from \(first.formatted(.long)) through \(last.formatted(.long)) are over but not closed yet: "
            + "Better Morning closes up to \(BetterMorningLimits.catchUpDays) missed days by itself, and asks before more "
            + "(if you were not away that long, your device's clock may be wrong). Close them, their unchecked tasks marked missed?"
    }
}
