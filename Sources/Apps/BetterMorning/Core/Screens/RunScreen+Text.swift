import DayKit

extension RunScreen {
    /// The run as text: the task now and what is next, or the end.
    public var text: String {
        let done = "\(doneCount) of \(steps.count) done today"
        guard let step = currentStep else { return "\(routine.name): the run is over. \(done)." }
        let state = step.mark == .done ? " ✓" : ""
        let nextText: String = if case .task(let id) = next, let following = steps.first(where: { $0.id == id }) {
            "Next: \(following.number). \(following.title) at \(following.time.formatted())"
        } else {
            "Next: the end"
        }
        return """
            \(routine.name) — task \(step.number) of \(steps.count)\(state)
            \(step.time.formatted())  \(step.title) (\(step.minutes) min)
            \(nextText) · \(done)
            """
    }
}
