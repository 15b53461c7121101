import DayKit
import Foundation
import UltimateCore

/// The use cases by name, for tests: each resolves its challenge (and task) once, as the CLI does
/// (`resolve`, `resolveTask`), then calls the use case with the typed ids. A test then reads as
/// the product is spoken of ("complete Walk of Mine") and still goes through the one resolver.
extension Ultimate {
    private func ids(_ challenge: String, _ task: String) throws -> (Challenge.ID, ChallengeTask.ID) {
        let id = try resolve(challenge)
        return (id, try resolveTask(task, of: id))
    }

    /// `complete(_:_:on:)` by name.
    @discardableResult
    public func complete(_ challenge: String, _ task: String, on day: CalendarDay? = nil) throws -> DayChange {
        let (challenge, task) = try ids(challenge, task)
        return try complete(challenge, task, on: day)
    }

    /// `undo(_:_:on:)` by name.
    @discardableResult
    public func undo(_ challenge: String, _ task: String, on day: CalendarDay? = nil) throws -> DayChange {
        let (challenge, task) = try ids(challenge, task)
        return try undo(challenge, task, on: day)
    }

    /// `log(_:_:value:adding:inShownUnits:on:)` by name.
    @discardableResult
    public func log(_ challenge: String, _ task: String, value: Double, adding: Bool = false, inShownUnits: Bool = false,
                    on day: CalendarDay? = nil) throws -> DayChange {
        let (challenge, task) = try ids(challenge, task)
        return try log(challenge, task, value: value, adding: adding, inShownUnits: inShownUnits, on: day)
    }

    /// `check(_:_:item:on:)` by name.
    @discardableResult
    public func check(_ challenge: String, _ task: String, item: String, on day: CalendarDay? = nil) throws -> DayChange {
        let (challenge, task) = try ids(challenge, task)
        return try check(challenge, task, item: item, on: day)
    }

    /// `startTimer(_:_:)` by name.
    @discardableResult
    public func startTimer(_ challenge: String, _ task: String) throws -> DayChange {
        let (challenge, task) = try ids(challenge, task)
        return try startTimer(challenge, task)
    }

    /// `stopTimer(_:_:)` by name: the minutes it added.
    @discardableResult
    public func stopTimer(_ challenge: String, _ task: String) throws -> Double {
        let (challenge, task) = try ids(challenge, task)
        return try stopTimer(challenge, task).minutes
    }

    /// `note(_:_:_:on:)` by name.
    @discardableResult
    public func note(_ challenge: String, _ task: String, _ text: String, on day: CalendarDay? = nil) throws -> DayChange {
        let (challenge, task) = try ids(challenge, task)
        return try note(challenge, task, text, on: day)
    }

    /// `taskScreen(_:_:on:)` by name.
    public func taskScreen(_ challenge: String, _ task: String, on date: CalendarDay? = nil) throws -> TaskScreen {
        let (challenge, task) = try ids(challenge, task)
        return try taskScreen(challenge, task, on: date)
    }

    /// `challengeSummary(_:)` by name.
    public func challengeSummary(_ challenge: String) throws -> ChallengeSummary { try challengeSummary(resolve(challenge)) }

    /// `dayScreen(_:on:)` by name.
    public func dayScreen(_ challenge: String, on date: CalendarDay) throws -> ChallengeDayScreen { try dayScreen(resolve(challenge), on: date) }

    /// `challengeScreen(_:)` by name.
    public func challengeScreen(_ challenge: String) throws -> ChallengeScreen { try challengeScreen(resolve(challenge)) }

    /// `analytics(_:period:offset:)` by name.
    public func analytics(_ challenge: String, period: AnalyticsPeriod = .week, offset: Int = 0) throws -> ChallengeAnalytics {
        try analytics(resolve(challenge), period: period, offset: offset)
    }

    /// `addTask(_:to:)` by name.
    @discardableResult
    public func addTask(_ task: ChallengeTask, to challenge: String) throws -> ChallengeTask { try addTask(task, to: resolve(challenge)) }

    /// `editTask(_:of:_:)` by name.
    @discardableResult
    public func editTask(_ task: String, of challenge: String, _ edit: (inout ChallengeTask) throws -> Void) throws -> ChallengeTask {
        let (challenge, task) = try ids(challenge, task)
        return try editTask(task, of: challenge, edit)
    }

    /// `removeTask(_:of:)` by name.
    @discardableResult
    public func removeTask(_ task: String, of challenge: String) throws -> RemovedPlanTask {
        let (challenge, task) = try ids(challenge, task)
        return try removeTask(task, of: challenge)
    }

    /// `restoreTask(_:to:)` by name.
    public func restoreTask(_ removed: RemovedPlanTask, to challenge: String) throws { try restoreTask(removed, to: resolve(challenge)) }

    /// `moveTask(_:of:to:)` by name.
    public func moveTask(_ task: String, of challenge: String, to position: Int) throws {
        let (challenge, task) = try ids(challenge, task)
        try moveTask(task, of: challenge, to: position)
    }

    /// `reorderTasks(_:of:)` by name.
    public func reorderTasks(_ order: [ChallengeTask.ID], of challenge: String) throws { try reorderTasks(order, of: resolve(challenge)) }

    /// `abandon(_:)` by name.
    public func abandon(_ challenge: String) throws { try abandon(resolve(challenge)) }

    /// `restart(_:)` by name.
    public func restart(_ challenge: String) throws { try restart(resolve(challenge)) }

    /// `explainReset(_:)` by name.
    public func explainReset(_ challenge: String) throws { try explainReset(resolve(challenge)) }

    /// `repeatWeek(_:)` by name.
    public func repeatWeek(_ challenge: String) throws { try repeatWeek(resolve(challenge)) }

    /// `addPhoto(_:angle:session:challenge:on:note:)` for the challenge named `challenge`.
    @discardableResult
    public func addPhoto(_ file: Data, angle: PhotoAngle, session: PhotoSessionChoice = .sameDay, challenge: String,
                         on day: CalendarDay? = nil, note: String? = nil) throws -> ProgressPhoto {
        try addPhoto(file, angle: angle, session: session, challenge: resolve(challenge), on: day, note: note)
    }
}
