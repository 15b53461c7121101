import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation
import UltimateCore

/// Today (tab 1): the day's tasks across the running challenges, by measurement, kept current
/// from the database, so an answer to a reminder or another connection's change shows at once.
/// Each action is a use case of the Core; a refusal leaves its words in `message` (or, for a typed
/// value, in `problem`, beside the task's box) and changes nothing. When an action completes the
/// day's last task of a challenge, `celebration` says so (the shell's celebration and haptic).
@MainActor @Observable
public final class TodayModel: ObservedScreenModel {
    /// A challenge whose day's last task was just completed.
    public struct Celebration: Sendable, Hashable {
        public let challengeID: Challenge.ID
        public let challenge: String
        public let day: CalendarDay
    }

    /// A typed value refused: shown beside the task's box with the text as typed.
    public struct EntryProblem: Sendable, Hashable {
        public let challengeID: Challenge.ID
        public let taskID: ChallengeTask.ID
        /// The text as typed.
        public let typed: String
        public let message: String
    }

    /// The day shown: nil for today, or an earlier day still inside its grace (`screen.earlier`).
    public private(set) var day: CalendarDay?
    /// A refused typed value, beside its task's box; the view sets it back to nil.
    public var problem: EntryProblem?
    /// The last completed day of a challenge, for the celebration; the view sets it back to nil.
    public var celebration: Celebration?

    private let app: Ultimate
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<ChallengeDayScreen>

    /// Today over `app`; it shows nothing until `observe()`.
    public init(app: Ultimate) {
        self.app = app
        observed = ObservedScreen(app.todayObservation())
        observed.onFailure = { [weak self] in self?.failed($0) }
    }

    /// Starts (or starts again) keeping `screen` current for the day shown.
    public func observe() {
        observed.observe(day.map { app.dayObservation(on: $0) } ?? app.todayObservation())
    }

    /// Shows an earlier day still in its grace (`screen.earlier`), or today again (nil). A day that
    /// cannot be logged is refused and the day shown stays.
    public func showDay(_ day: CalendarDay?) {
        if let day, day != app.today {
            guard attempt({ try app.dayScreen(on: day) }, refusal: &message) != nil else { return }
            self.day = day
        } else {
            self.day = nil
        }
        observe()
    }

    /// The day's tasks of challenge `id`, in plan order.
    public func tasks(of challengeID: Challenge.ID) -> [DayTask] {
        screen?.tasks.filter { $0.challengeID == challengeID } ?? []
    }

    /// Task `taskID` of challenge `challengeID`, if the day shows it.
    public func task(_ challengeID: Challenge.ID, _ taskID: ChallengeTask.ID) -> DayTask? {
        screen?.tasks.first { $0.challengeID == challengeID && $0.id == taskID }
    }

    // MARK: - Done or not

    /// Completes a task (a tap, a swipe): a done-or-not task is done; a quantity or duration
    /// task gets the day's target; a checklist has every item checked. A photo task is completed
    /// by a photo (refused here, with the Core's words). Returns whether it changed.
    @discardableResult
    public func complete(_ task: DayTask) -> Bool {
        change(task) { challenge, taskID, day in
            switch task.measurement {
            case .quantity, .duration: return try app.log(challenge, taskID, value: task.target, on: day)
            case .checklist:
                // NB: the item that completes the day is the last one checked.
                var changes: [DayChange] = []
                for item in task.items ?? [] where !item.checked { changes.append(try app.check(challenge, taskID, item: item.name, on: day)) }
                return changes.last
            case .binary: return try app.complete(challenge, taskID, on: day)
            }
        }
    }

    /// Undoes what was logged for a task on the day (its note stays).
    @discardableResult
    public func undo(_ task: DayTask) -> Bool {
        change(task) { try app.undo($0, $1, on: $2) }
    }

    /// Done ↔ not done (a swipe): completes the task, or undoes it when completed.
    @discardableResult
    public func toggle(_ task: DayTask) -> Bool {
        task.status == .completed ? undo(task) : complete(task)
    }

    // MARK: - Quantity and duration

    /// The stepper: `taps` steps of the task's step (`DayTask.step`, in the units shown) added, or
    /// taken away when negative; never below 0 (the Core refuses it).
    @discardableResult
    public func step(_ task: DayTask, by taps: Int = 1) -> Bool {
        let amount = Double(taps) * task.step
        return change(task) { try app.log($0, $1, value: amount, adding: true, inShownUnits: task.shown != nil, on: $2) }
    }

    /// Sets the day's value as typed ("2.5" or "2,5"), in the units shown (minutes for a duration
    /// task). Text that is not a number, or a value the Core refuses, changes nothing and leaves
    /// its words in `problem`.
    @discardableResult
    public func setValue(_ task: DayTask, typed text: String) -> Bool {
        log(task, typed: text, adding: false)
    }

    /// Adds a value as typed to the day's (minutes done without the timer), as `setValue` reads it.
    @discardableResult
    public func addValue(_ task: DayTask, typed text: String) -> Bool {
        log(task, typed: text, adding: true)
    }

    private func log(_ task: DayTask, typed text: String, adding: Bool) -> Bool {
        var refusal: String?
        defer {
            if let refusal { problem = EntryProblem(challengeID: task.challengeID, taskID: task.id, typed: text, message: refusal) }
        }
        guard let value = attempt({ try TypedText.number(text) }, refusal: &refusal) else { return false }
        return change(task, refusal: &refusal) {
            try app.log($0, $1, value: value, adding: adding, inShownUnits: task.shown != nil, on: $2)
        }
    }

    /// Starts a duration task's timer (today only). The running clock is drawn from
    /// `DayTask.liveClockStart`.
    @discardableResult
    public func startTimer(_ task: DayTask) -> Bool {
        change(task) { challenge, taskID, _ in try app.startTimer(challenge, taskID) }
    }

    /// Stops a duration task's timer: its minutes join the day it was started on. Returns the
    /// minutes added, nil when refused.
    @discardableResult
    public func stopTimer(_ task: DayTask) -> Double? {
        var minutes: Double?
        _ = change(task) { challenge, taskID, _ in
            let stop = try app.stopTimer(challenge, taskID)
            minutes = stop.minutes
            return stop.change
        }
        return minutes
    }

    // MARK: - Checklist and notes

    /// Checks (or unchecks, when checked) an item of a checklist task.
    @discardableResult
    public func check(_ task: DayTask, item: String) -> Bool {
        change(task) { try app.check($0, $1, item: item, on: $2) }
    }

    /// Writes the task's note for the day; empty text removes it.
    @discardableResult
    public func setNote(_ task: DayTask, _ text: String) -> Bool {
        change(task) { try app.note($0, $1, text, on: $2) }
    }

    // MARK: - Shared by the actions

    private func change(_ task: DayTask, _ action: (Challenge.ID, ChallengeTask.ID, CalendarDay?) throws -> DayChange?) -> Bool {
        change(task, refusal: &message, action)
    }

    /// Runs `action` on the task's challenge and task for the day shown; when the change it returns
    /// completed the challenge's day shown, `celebration` says so.
    private func change(_ task: DayTask, refusal: inout String?, _ action: (Challenge.ID, ChallengeTask.ID, CalendarDay?) throws -> DayChange?) -> Bool {
        let date = day ?? app.today
        guard let changed = attempt({ try action(task.challengeID, task.id, day) }, refusal: &refusal) else { return false }
        if problem?.taskID == task.id && problem?.challengeID == task.challengeID { problem = nil }
        if let changed, changed.dayCompleted, changed.day == date {
            celebration = Celebration(challengeID: task.challengeID, challenge: task.challenge, day: date)
        }
        return true
    }

    private func failed(_ error: any Error) {
        // NB: an earlier day whose grace has passed since it was shown: today shows instead.
        if day != nil, case .notLoggable? = error as? UltimateError {
            day = nil
            observe()
        } else {
            message = refusalText(error)
        }
    }
}
