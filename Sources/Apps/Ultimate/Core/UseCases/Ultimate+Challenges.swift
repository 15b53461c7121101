import DayKit
import Foundation
import GRDB

extension Ultimate {
    /// The templates shipped with the app.
    public func templates() -> [ChallengeTemplate] { ChallengeTemplate.all }

    /// The template with `id`.
    public func template(_ id: String) throws -> ChallengeTemplate {
        guard let template = ChallengeTemplate.named(id) else { throw UltimateError.unknownTemplate(id) }
        return template
    }

    /// Starts a challenge from a template on `start` (default today), with its tasks as given
    /// (the template's, or the user's adjusted copy of them).
    @discardableResult
    public func start(template id: String, on start: CalendarDay? = nil, name: String? = nil, grace: Int = 1,
                      tasks: [ChallengeTask]? = nil) throws -> Challenge {
        let template = try template(id)
        guard !template.needsSafetyCheck else {
            throw UltimateError.valueNotAllowed("\(template.name) starts only after its safety check.")
        }
        return try create(name: name ?? template.name, templateID: template.id, days: template.days, rule: template.rule, grace: grace,
                          on: start, tasks: tasks ?? template.tasks)
    }

    /// Starts the water fast once the safety answers allow it.
    @discardableResult
    public func startFast(safety: FastingSafety, on start: CalendarDay? = nil, goalHours: Int = 24, grace: Int = 1) throws -> Challenge {
        let problems = safety.problems(goalHours: goalHours)
        guard problems.isEmpty else { throw UltimateError.safetyCheckFailed(problems) }
        var tasks = ChallengeTemplate.waterFasting.tasks
        tasks[0].measurement = .duration(minutes: Double(goalHours * 60))
        return try create(name: "Water fast, \(goalHours) h", templateID: ChallengeTemplate.waterFasting.id,
                          days: max(1, Int((Double(goalHours) / 24).rounded(.up))), rule: .lenient, grace: grace, on: start, tasks: tasks)
    }

    /// Creates a challenge: a custom one when `templateID` is `custom` (its tasks added next).
    @discardableResult
    public func create(name: String, templateID: String = "custom", days: Int, rule: ChallengeRule, grace: Int = 1,
                       on start: CalendarDay? = nil, tasks: [ChallengeTask] = []) throws -> Challenge {
        let name = try Self.validName(name)
        guard Challenge.dayRange.contains(days) else { throw UltimateError.daysOutOfRange(days) }
        guard Challenge.graceRange.contains(grace) else { throw UltimateError.graceOutOfRange(grace) }
        guard tasks.count <= Challenge.taskCountRange.upperBound else { throw UltimateError.tooManyTasks }
        for task in tasks { try Self.validate(task) }
        let today = today
        let start = start ?? today
        guard start >= today else { throw UltimateError.startInThePast(start, today: today) }
        let challenge = Challenge(name: name, templateID: templateID, rule: rule, grace: grace, days: days, start: start, tasks: tasks)
        try database.writer.write { db in try save(challenge, db) }
        return challenge
    }

    /// Adds a task to `challenge`; a challenge's tasks change only until its day 1 is over.
    @discardableResult
    public func addTask(_ task: ChallengeTask, to challenge: Challenge.ID) throws -> ChallengeTask {
        var task = task
        task.name = try Self.validName(task.name)
        try Self.validate(task)
        return try changePlan(challenge) { challenge, _ in
            guard challenge.tasks.count < Challenge.taskCountRange.upperBound else { throw UltimateError.tooManyTasks }
            try Self.requireUniqueName(task, in: challenge)
            challenge.tasks.append(task)
            return task
        }
    }

    /// Changes a task of `challenge` (a template's target or unit, its name, days, time…) until
    /// its day 1 is over. A new measurement replaces the template's day-by-day targets, and one of
    /// another kind (minutes instead of done-or-not) clears what day 1 logged for the task.
    @discardableResult
    public func editTask(_ taskID: ChallengeTask.ID, of challengeID: Challenge.ID, _ edit: (inout ChallengeTask) throws -> Void) throws -> ChallengeTask {
        try changePlan(challengeID) { challenge, db in
            let old = try task(taskID, of: challenge)
            var task = old
            try edit(&task)
            task.name = try Self.validName(task.name)
            try Self.validate(task)
            try Self.requireUniqueName(task, in: challenge)
            if task.measurement != old.measurement { task.dayTargets = nil }
            if task.measurement.kind != old.measurement.kind { try Self.deleteLogs(of: task, in: challenge, db) }
            challenge.tasks[challenge.tasks.firstIndex { $0.id == task.id }!] = task
            return task
        }
    }

    /// Removes a task of `challengeID`, with what day 1 logged for it, until its day 1 is over; the
    /// last task stays. Returns what was removed, for `restoreTask` (Undo).
    @discardableResult
    public func removeTask(_ taskID: ChallengeTask.ID, of challengeID: Challenge.ID) throws -> RemovedPlanTask {
        try changePlan(challengeID) { challenge, db in
            let task = try task(taskID, of: challenge)
            guard challenge.tasks.count > 1 else {
                throw UltimateError.valueNotAllowed("“\(task.name)” is the last task of “\(challenge.name)”; a challenge keeps at least one.")
            }
            let logs = try TaskLogRow.all().of(challenge: challenge.id).of(task: task.id).fetchAll(db).map(\.log)
            let position = (challenge.tasks.firstIndex { $0.id == task.id } ?? 0) + 1
            try Self.deleteLogs(of: task, in: challenge, db)
            challenge.tasks.removeAll { $0.id == task.id }
            return RemovedPlanTask(task: task, position: position, logs: logs)
        }
    }

    /// Puts a removed task back into `challengeID`'s plan at its place, with what was logged for it,
    /// in one transaction, while the plan may still change (Undo after `removeTask`).
    public func restoreTask(_ removed: RemovedPlanTask, to challengeID: Challenge.ID) throws {
        try changePlan(challengeID) { challenge, db in
            guard !challenge.tasks.contains(where: { $0.id == removed.task.id }) else { return }
            guard challenge.tasks.count < Challenge.taskCountRange.upperBound else { throw UltimateError.tooManyTasks }
            try Self.requireUniqueName(removed.task, in: challenge)
            challenge.tasks.insert(removed.task, at: min(max(removed.position - 1, 0), challenge.tasks.count))
            for log in removed.logs {
                try TaskLogRow(challengeID: challenge.id, log).insert(db)
            }
        }
    }

    /// Moves a task of `challengeID` to `position` (1 is first), until its day 1 is over.
    public func moveTask(_ taskID: ChallengeTask.ID, of challengeID: Challenge.ID, to position: Int) throws {
        try changePlan(challengeID) { challenge, _ in
            let task = try task(taskID, of: challenge)
            guard (1...challenge.tasks.count).contains(position) else {
                throw UltimateError.valueNotAllowed("“\(challenge.name)” has \(challenge.tasks.count) tasks: choose a position from 1 to \(challenge.tasks.count).")
            }
            challenge.tasks.removeAll { $0.id == task.id }
            challenge.tasks.insert(task, at: position - 1)
        }
    }

    /// Puts the tasks of `challengeID` in `order` (every task's id, once), until its day 1 is over:
    /// a drag to reorder, in one transaction.
    public func reorderTasks(_ order: [ChallengeTask.ID], of challengeID: Challenge.ID) throws {
        try changePlan(challengeID) { challenge, _ in
            guard order.count == challenge.tasks.count, Set(order) == Set(challenge.tasks.map(\.id)) else {
                throw UltimateError.valueNotAllowed("Give every task of “\(challenge.name)” once to put them in order.")
            }
            challenge.tasks = order.map { id in challenge.tasks.first { $0.id == id }! }
        }
    }

    /// Lets `change` edit the plan of `id` in one transaction, while its tasks may change:
    /// before or on its day 1, never once restarted.
    @discardableResult
    private func changePlan<T>(_ id: Challenge.ID, _ change: (inout Challenge, Database) throws -> T) throws -> T {
        try database.writer.write { db in
            var challenge = try challenge(id, db)
            guard canChangeTasks(of: challenge) else { throw UltimateError.alreadyStarted(challenge.name) }
            let result = try change(&challenge, db)
            try save(challenge, db)
            return result
        }
    }

    /// Whether a challenge with `timeline` can be abandoned: it is running or about to.
    static func canAbandon(_ timeline: ChallengeTimeline) -> Bool {
        timeline.status == .inProgress || timeline.status == .notStarted
    }

    /// Whether a challenge with `timeline` can be restarted today: it has started, and today is
    /// not its current day 1.
    func canRestart(_ timeline: ChallengeTimeline) -> Bool {
        timeline.status != .notStarted && (timeline.current.start < today || timeline.status != .inProgress)
    }

    /// Whether the tasks of `challenge` may still change: before or on its day 1, never once restarted.
    func canChangeTasks(of challenge: Challenge) -> Bool {
        challenge.starts.count == 1 && today <= challenge.startDay
    }

    private static func requireUniqueName(_ task: ChallengeTask, in challenge: Challenge) throws {
        if let other = challenge.tasks.first(where: { $0.id != task.id && $0.name.lowercased() == task.name.lowercased() }) {
            throw UltimateError.valueNotAllowed("“\(challenge.name)” already has a task “\(other.name)”.")
        }
    }

    private static func deleteLogs(of task: ChallengeTask, in challenge: Challenge, _ db: Database) throws {
        try TaskLogRow.deleteAll(of: task.id, in: challenge.id, db)
    }

    /// Gives up on challenge `id` today: it is failed, its history kept.
    public func abandon(_ id: Challenge.ID) throws {
        try database.writer.write { db in
            var challenge = try challenge(id, db)
            guard Self.canAbandon(try timeline(challenge, db)) else { throw UltimateError.challengeOver(challenge.name) }
            challenge.abandons.append(today)
            try save(challenge, db)
        }
    }

    /// Starts challenge `id` again at day 1 today: a new attempt; the earlier ones stay in history.
    public func restart(_ id: Challenge.ID) throws {
        try database.writer.write { db in
            var challenge = try challenge(id, db)
            let timeline = try timeline(challenge, db)
            guard timeline.status != .notStarted else {
                throw UltimateError.valueNotAllowed("“\(challenge.name)” has not started yet: it starts on \(timeline.current.start).")
            }
            guard canRestart(timeline) else {
                throw UltimateError.valueNotAllowed("“\(challenge.name)” is on its day 1 already.")
            }
            challenge.starts.append(today)
            try save(challenge, db)
        }
    }

    /// Records that the person has read why challenge `id` is back at day 1: the explanation is not
    /// shown again until the next reset.
    public func explainReset(_ id: Challenge.ID) throws {
        try database.writer.write { db in
            let challenge = try challenge(id, db)
            try ExplainedResetRow.record(try timeline(challenge, db).current.number, of: challenge.id, db)
        }
    }

    // MARK: - Validation

    static func validName(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw UltimateError.nameEmpty }
        guard name.count <= UltimateLimits.nameLength else { throw UltimateError.nameTooLong(name.count) }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw UltimateError.valueNotAllowed("The name contains characters that cannot be shown.")
        }
        return name
    }

    static func validate(_ task: ChallengeTask) throws {
        _ = try validName(task.name)
        switch task.measurement {
        case .binary: break
        case .quantity(let target, _), .duration(let target):
            guard target > 0, target.isFinite else { throw UltimateError.valueNotAllowed("A target must be a number greater than 0.") }
        case .checklist(let items):
            guard !items.isEmpty, items.count <= 20, Set(items.map { $0.lowercased() }).count == items.count else {
                throw UltimateError.valueNotAllowed("A checklist has 1 to 20 items, each named once.")
            }
        }
        switch task.frequency {
        case .weekdays(let days) where days.isEmpty || !days.allSatisfy((1...7).contains):
            throw UltimateError.valueNotAllowed("Choose at least one weekday.")
        case .timesPerWeek(let times) where !(1...7).contains(times):
            throw UltimateError.valueNotAllowed("A task can be due 1 to 7 times a week.")
        case .onDays(let days) where days.isEmpty || !days.allSatisfy(Challenge.dayRange.contains):
            throw UltimateError.valueNotAllowed("List challenge days from 1 to 365.")
        default: break
        }
    }
}

extension Ultimate {
    /// Repeats the current week of a week-by-week plan (Couch to 5K): the challenge grows by 7 days
    /// and next week asks again what this week asks. Past weeks are unchanged.
    public func repeatWeek(_ id: Challenge.ID) throws {
        try database.writer.write { db in
            var challenge = try challenge(id, db)
            let timeline = try timeline(challenge, db)
            guard timeline.status == .inProgress else { throw UltimateError.challengeOver(challenge.name) }
            guard challenge.tasks.contains(where: { $0.weekNotes != nil || $0.dayTargets != nil }) else {
                throw UltimateError.valueNotAllowed("“\(challenge.name)” has no week-by-week plan to repeat.")
            }
            guard challenge.days + 7 <= Challenge.dayRange.upperBound else { throw UltimateError.daysOutOfRange(challenge.days + 7) }
            let week = (max(1, timeline.currentDay(today: today, length: challenge.days)) - 1) / 7
            for index in challenge.tasks.indices {
                if var notes = challenge.tasks[index].weekNotes, notes.indices.contains(week) {
                    notes.insert(notes[week], at: week + 1)
                    challenge.tasks[index].weekNotes = notes
                }
                if var targets = challenge.tasks[index].dayTargets {
                    let days = Array(targets[min(targets.count, week * 7)..<min(targets.count, week * 7 + 7)])
                    targets.insert(contentsOf: days, at: min(targets.count, week * 7 + 7))
                    challenge.tasks[index].dayTargets = targets
                }
            }
            challenge.days += 7
            try save(challenge, db)
        }
    }
}

/// A task taken out of a challenge's plan (`removeTask`): the task, where it was and what was
/// logged for it, so Undo (`restoreTask`) loses nothing.
public struct RemovedPlanTask: Sendable, Hashable {
    /// The task as it was.
    public let task: ChallengeTask
    /// Where it was in the plan (1 is first).
    public let position: Int
    /// What was logged for it (its day 1).
    public let logs: [TaskLog]
}
