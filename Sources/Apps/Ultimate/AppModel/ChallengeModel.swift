import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation
import UltimateCore

/// A challenge's page: where it stands, the calendar of its days with their states, every
/// attempt, the strict reset explained until read, abandon (the shell confirms first) and
/// restart, and its plan, editable until its day 1 is over: add, edit, remove (with undo) and
/// move tasks. Kept current from the database.
@MainActor @Observable
public final class ChallengeModel: ObservedScreenModel {
    /// A task just removed, with where it stood, for Undo.
    public struct RemovedTask: Sendable, Hashable {
        public let task: ChallengeTask
        /// Its place in the plan, 1 first.
        public let position: Int
        /// What the Core removed, logs included, for Undo.
        let removed: RemovedPlanTask
    }

    /// The challenge shown.
    public let id: Challenge.ID
    /// Whether the challenge is gone (all data reset): the view closes.
    public private(set) var isGone = false
    /// The task last removed, until it is put back (`undoRemove()`) or the view lets Undo go.
    public var removedTask: RemovedTask?

    private let app: Ultimate
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<ChallengeScreen>

    /// The page of challenge `id` over `app`; nothing shows until `observe()`.
    public init(app: Ultimate, id: Challenge.ID) {
        self.app = app
        self.id = id
        observed = ObservedScreen(app.challengeObservation(id))
        observed.onFailure = { [weak self] in self?.failed($0) }
    }

    /// Why the challenge is back at day 1 (a strict reset), until the person has read it.
    public var resetExplanation: String? { screen?.resetExplanation }

    /// The calendar's days of the attempt `number` (the current one when nil), oldest first.
    public func days(ofAttempt number: Int? = nil) -> [ChallengeScreen.Day] {
        guard let screen else { return [] }
        let attempt = number ?? screen.summary.attempt
        return screen.days.filter { $0.attempt == attempt }
    }

    // MARK: - Actions

    /// "Got it": the strict reset's explanation does not show again until the next reset.
    @discardableResult
    public func explainReset() -> Bool {
        run { try app.explainReset(id) }
    }

    /// Gives up on the challenge today (after the shell's confirmation): it is failed, its
    /// history kept.
    @discardableResult
    public func abandon() -> Bool {
        run { try app.abandon(id) }
    }

    /// Starts the challenge again at day 1 today: a new attempt, the earlier ones kept.
    @discardableResult
    public func restart() -> Bool {
        run { try app.restart(id) }
    }

    /// Repeats the current week of a week-by-week plan (Couch to 5K).
    @discardableResult
    public func repeatWeek() -> Bool {
        run { try app.repeatWeek(id) }
    }

    // MARK: - The plan, until day 1 is over

    /// Adds a task to the plan. Returns it as added, nil when refused.
    @discardableResult
    public func addTask(_ task: ChallengeTask) -> ChallengeTask? {
        attempt({ try app.addTask(task, to: id) }, refusal: &message)
    }

    /// The form describing a task to add, with every measurement the Core has.
    public let taskForm = TaskFormModel()

    /// Adds the task `taskForm` describes and empties it; nil when refused (a field: the form's
    /// `problem`; the Core: `message`).
    @discardableResult
    public func addTaskFromForm() -> ChallengeTask? {
        guard let described = taskForm.task(), let added = addTask(described) else { return nil }
        taskForm.clear()
        return added
    }

    /// Changes task `taskID` with `edit` (its name, target, days, time…). Returns it as saved.
    @discardableResult
    public func editTask(_ taskID: ChallengeTask.ID, _ edit: (inout ChallengeTask) -> Void) -> ChallengeTask? {
        attempt({ try app.editTask(taskID, of: id) { edit(&$0) } }, refusal: &message)
    }

    /// Removes task `taskID` (with what day 1 logged for it); `removedTask` keeps it for Undo.
    @discardableResult
    public func removeTask(_ taskID: ChallengeTask.ID) -> Bool {
        guard let tasks = screen?.tasks, let index = tasks.firstIndex(where: { $0.id == taskID }) else {
            message = UltimateError.unknownTask(taskID.uuidString, challenge: screen?.summary.name ?? id.uuidString).message
            return false
        }
        var removed: RemovedPlanTask?
        guard run({ removed = try app.removeTask(taskID, of: id) }), let removed else { return false }
        removedTask = RemovedTask(task: tasks[index].task, position: index + 1, removed: removed)
        return true
    }

    /// Undo: puts the removed task back where it was, with what day 1 had logged for it.
    @discardableResult
    public func undoRemove() -> Bool {
        guard let removed = removedTask else { return false }
        guard run({ try app.restoreTask(removed.removed, to: id) }) else { return false }
        removedTask = nil
        return true
    }

    /// Moves task `taskID` to `position` (1 is first).
    @discardableResult
    public func moveTask(_ taskID: ChallengeTask.ID, to position: Int) -> Bool {
        run { try app.moveTask(taskID, of: id, to: position) }
    }

    /// Drag to reorder, as SwiftUI's `onMove` gives it: the tasks at `offsets` go before the task
    /// at `destination` of the order shown, in one change.
    @discardableResult
    public func moveTasks(from offsets: IndexSet, to destination: Int) -> Bool {
        guard let tasks = screen?.tasks, offsets.allSatisfy(tasks.indices.contains), (0...tasks.count).contains(destination) else { return false }
        var order = tasks.map(\.id)
        order.moveElements(fromOffsets: offsets, toOffset: destination)
        return run { try app.reorderTasks(order, of: id) }
    }

    private func run(_ action: () throws -> Void) -> Bool {
        attempt(action, refusal: &message) != nil
    }

    private func failed(_ error: any Error) {
        if case .unknownChallenge? = error as? UltimateError {
            observed.clear()
            isGone = true
        } else {
            message = refusalText(error)
        }
    }
}
