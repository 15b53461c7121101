import DayKit
import Foundation
import GRDB

/// One challenge in full (`show`, and the challenge's page): where it stands, its rules and plan,
/// every attempt (a strict reset's failed attempt included) and a calendar of its days.
public struct ChallengeScreen: Codable, Sendable, Hashable {
    public let summary: ChallengeSummary
    /// The template's rules, in words (nil for a custom challenge).
    public let rules: String?
    /// Its tasks as planned, in order.
    public let tasks: [PlannedTask]
    /// Whether its tasks can still be added, changed, removed or moved (until its day 1 is over).
    public let canChangeTasks: Bool
    /// Whether it can be abandoned (it is running or about to) and restarted (not on its day 1).
    public let canAbandon: Bool
    public let canRestart: Bool
    /// Every attempt, oldest first.
    public let attempts: [AttemptSummary]
    /// The strict failure that brought it back to day 1, until the person has read why
    /// (`explainReset`).
    public let unexplainedReset: AttemptSummary?
    /// Every day of every attempt up to today, oldest first.
    public let days: [Day]

    /// A task as planned, described in the profile's units.
    public struct PlannedTask: Codable, Sendable, Hashable {
        public let id: ChallengeTask.ID
        public let name: String
        public let detail: String
        public let category: TaskCategory
        /// `binary`, `quantity`, `duration` or `checklist`.
        public let measurement: MeasurementKind
        /// What completes it: "3.79 L", "45 min", "done", "Hips, Back"; "20–300 seconds" when it
        /// changes by day.
        public let target: String
        /// When it is due: "every day", "Mon, Wed, Fri", "3 times a week", "days 1 and 30".
        public let due: String
        public let time: TimeOfDay?
        /// The plan itself, for editing.
        public let task: ChallengeTask
    }

    /// One attempt at the challenge.
    public struct AttemptSummary: Codable, Sendable, Hashable {
        public let number: Int
        public let start: CalendarDay
        /// Its last day so far (or its first, before it starts).
        public let end: CalendarDay
        /// How it went so far (`running`, `completed`, `failed`, `restarted`, `abandoned` in the JSON).
        public let outcome: AttemptOutcome
        /// The day it ended on (failed: the day missed; restarted, abandoned: the user's day).
        public let endedOn: CalendarDay?
        /// How many of its days have come.
        public let daysReached: Int
        /// The tasks whose miss failed it (strict).
        public let failedTasks: [String]
    }

    /// One day of an attempt, as a calendar shows it.
    public struct Day: Codable, Sendable, Hashable {
        public let date: CalendarDay
        public let challengeDay: Int
        public let attempt: Int
        public let state: DayState
    }

    /// How a day went.
    public enum DayState: String, Codable, Sendable {
        /// Every due task completed.
        case perfect
        /// Judged with some due tasks completed and some missed.
        case partial
        /// Judged with no due task completed.
        case missed
        /// A miss that failed a strict attempt.
        case failed
        /// Not yet judged and not yet perfect: it can still be logged (or a weekly quota's week
        /// is not judged yet).
        case open
        /// Nothing was due.
        case rest
    }
}

extension Ultimate {
    /// `tasks` as a challenge's page describes its plan, in the profile's units: what the start
    /// flow's review shows before anything is started.
    public func plannedTasks(_ tasks: [ChallengeTask]) throws -> [ChallengeScreen.PlannedTask] {
        let units = try profile().units
        return tasks.map { Self.planned($0, units: units) }
    }

    /// The challenge `id`, in full.
    public func challengeScreen(_ id: Challenge.ID) throws -> ChallengeScreen {
        try database.writer.read { db in try challengeScreen(id, db) }
    }

    func challengeScreen(_ id: Challenge.ID, _ db: Database) throws -> ChallengeScreen {
        let challenge = try challenge(id, db)
        let timeline = try timeline(challenge, db)
        let units = try ProfileRow.current(db).units
        let names = Dictionary(uniqueKeysWithValues: challenge.tasks.map { ($0.id, $0.name) })
        let attempts = timeline.attempts.map { attempt in
            let days = timeline.days.filter { $0.attempt == attempt.number }
            let (outcome, endedOn): (AttemptOutcome, CalendarDay?) = switch attempt.outcome {
            case .running: (.running, nil)
            case .completed: (.completed, nil)
            case .failed(let day): (.failed, day)
            case .restarted(let day): (.restarted, day)
            case .abandoned(let day): (.abandoned, day)
            }
            let failed = days.flatMap { $0.tasks.filter { $0.status == .failed } }.compactMap { names[$0.taskID] }
            // NB: a failed attempt ends on the day that failed it; the grace days after it were never its own (issue 39, item 7).
            let reached = outcome == .failed ? days.filter { $0.date <= endedOn! } : days
            return ChallengeScreen.AttemptSummary(number: attempt.number, start: attempt.start, end: reached.last?.date ?? attempt.start,
                                                  outcome: outcome, endedOn: endedOn, daysReached: reached.count, failedTasks: failed)
        }
        return ChallengeScreen(
            summary: summary(challenge, timeline), rules: ChallengeTemplate.named(challenge.templateID)?.rules,
            tasks: challenge.tasks.map { Self.planned($0, units: units) },
            canChangeTasks: canChangeTasks(of: challenge), canAbandon: Self.canAbandon(timeline), canRestart: canRestart(timeline),
            attempts: attempts,
            unexplainedReset: unexplainedReset(timeline, explained: try explainedResets(db)[challenge.id]).map { attempts[$0.number - 1] },
            days: timeline.days.map { .init(date: $0.date, challengeDay: $0.challengeDay, attempt: $0.attempt, state: Self.state(of: $0, closed: !Self.isOpen($0, timeline))) })
    }

    /// The failed attempt just before the current one, when the current one is newer than the
    /// last explained.
    func unexplainedReset(_ timeline: ChallengeTimeline, explained: Int?) -> ChallengeTimeline.Attempt? {
        let attempts = timeline.attempts.filter { $0.start <= today }
        guard attempts.count > 1, attempts.last!.number > explained ?? 1, case .failed = attempts[attempts.count - 2].outcome else { return nil }
        return attempts[attempts.count - 2]
    }

    /// The latest explained attempt of each challenge.
    func explainedResets(_ db: Database) throws -> [Challenge.ID: Int] {
        try ExplainedResetRow.latestByChallenge(db)
    }

    /// Whether `day` can still be logged: a day of the current attempt of a challenge in progress.
    static func isOpen(_ day: ChallengeTimeline.Day, _ timeline: ChallengeTimeline) -> Bool {
        timeline.status == .inProgress && day.attempt == timeline.current.number
    }

    /// A day's tile; a day that can no longer be logged (`closed`: its attempt is over) is never open.
    static func state(of day: ChallengeTimeline.Day, closed: Bool = false) -> ChallengeScreen.DayState {
        let due = day.tasks.filter(\.isDue)
        if due.isEmpty { return .rest }
        if due.allSatisfy({ $0.status == .completed }) { return .perfect }
        if !closed, !day.isJudged || due.contains(where: { $0.status != .completed && !$0.isJudged }) { return .open }
        if due.contains(where: { $0.status == .failed }) { return .failed }
        return due.contains(where: { $0.status == .completed }) ? .partial : .missed
    }

    static func planned(_ task: ChallengeTask, units: UnitSystem) -> ChallengeScreen.PlannedTask {
        func amount(_ value: Double) -> String {
            switch task.measurement {
            case .quantity(_, let stored):
                let (unit, factor) = stored.shown(in: units)
                return "\((value * factor).twoDecimalText) \(unit.rawValue)"
            case .duration: return "\(value.twoDecimalText) min"
            default: return value.twoDecimalText
            }
        }
        let target: String
        switch task.measurement {
        case .binary: target = task.category == .photo ? "a progress photo" : "done"
        case .checklist(let items): target = items.joined(separator: ", ")
        case .quantity, .duration:
            let working = (task.dayTargets ?? []).filter { $0 > 0 }
            if let low = working.min(), let high = working.max(), low != high {
                target = "\(amount(low)) to \(amount(high))"
            } else {
                target = amount(task.measurement.target)
            }
        }
        let due: String = switch task.frequency {
        case .daily: task.dayTargets?.contains(0) == true ? "every day but rest days" : "every day"
        case .weekdays(let days): RegionFormat.current.weekdays.filter(days.contains).map(RegionFormat.current.shortWeekday).joined(separator: ", ")
        case .timesPerWeek(let times): times == 1 ? "once a week" : "\(times) times a week"
        case .onDays(let days): days.count == 1 ? "day \(days.first!)" : "days " + Self.list(days.sorted().map(String.init))
        }
        return .init(id: task.id, name: task.name, detail: task.detail, category: task.category, measurement: task.measurement.kind,
                     target: target, due: due, time: task.timeOfDay, task: task)
    }

    /// "1 and 30", "1, 15 and 30".
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
