import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation
import UltimateCore

/// A task's details (a long press on Today, a row of a challenge's plan): what it asks, how it
/// stands on a day, its note, and its history across every attempt, kept current.
@MainActor @Observable
public final class TaskDetailModel: ObservedScreenModel {
    /// The challenge and task shown.
    public let challengeID: Challenge.ID
    public let taskID: ChallengeTask.ID
    /// The day shown; nil for today.
    public let day: CalendarDay?
    /// Whether the task or its challenge is gone (removed from the plan, all data reset): the view closes.
    public private(set) var isGone = false

    private let app: Ultimate
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<TaskScreen>

    /// The details of task `taskID` of challenge `challengeID` on `day` (nil: today) over `app`.
    public init(app: Ultimate, challengeID: Challenge.ID, taskID: ChallengeTask.ID, day: CalendarDay? = nil) {
        self.app = app
        self.challengeID = challengeID
        self.taskID = taskID
        self.day = day
        observed = ObservedScreen(app.taskObservation(challengeID, taskID, on: day))
        observed.onFailure = { [weak self] in self?.failed($0) }
    }

    /// Writes the task's note for the day shown; empty text removes it. Returns whether it was saved.
    @discardableResult
    public func setNote(_ text: String) -> Bool {
        attempt({ try app.note(challengeID, taskID, text, on: day) }, refusal: &message) != nil
    }

    private func failed(_ error: any Error) {
        switch error as? UltimateError {
        case .unknownChallenge?, .unknownTask?:
            observed.clear()
            isGone = true
        default:
            message = refusalText(error)
        }
    }
}
