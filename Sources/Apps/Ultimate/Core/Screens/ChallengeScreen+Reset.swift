import DayKit
import Foundation

extension ChallengeScreen {
    /// Why a strict challenge is back at day 1, in words, until the person has read it
    /// (`Ultimate.explainReset`): which attempt ended, on which day, and the tasks not done when
    /// that day was judged. Nil when there is nothing to explain.
    public var resetExplanation: String? {
        guard let attempt = unexplainedReset else { return nil }
        let tasks = attempt.failedTasks.joined(separator: ", ")
        return "Attempt \(attempt.number) ended on \((attempt.endedOn ?? attempt.end).formatted(.full)): \(tasks) "
            + "\(attempt.failedTasks.count == 1 ? "was" : "were") not done when the day was judged, and a strict challenge starts again at day 1. "
            + "This is attempt \(summary.attempt); the days of every attempt stay in its history."
    }
}
