import DayKit
import Foundation
import GRDB

/// A challenge in the list (`challenges list`): where it stands today.
public struct ChallengeSummary: Codable, Sendable, Hashable {
    public let id: Challenge.ID
    public let name: String
    public let templateID: String
    public let status: ChallengeStatus
    public let rule: ChallengeRule
    /// Today's number in the current attempt (0 before it starts).
    public let day: Int
    public let days: Int
    /// Its days not yet behind the person (today included until it is complete).
    public let daysRemaining: Int
    /// The current attempt's completed days: every task due done (today once it is).
    public let completedDays: Int
    /// The current attempt's days done (`completedDays`) ÷ its length, 0…1: the list's ring says
    /// what the challenge's page says, and moves with Today's once today is complete (issue 39, item 7).
    public let progress: Double
    public let startDate: CalendarDay
    public let endDate: CalendarDay
    /// The current attempt's number (1 unless restarted).
    public let attempt: Int
    public let grace: Int
}

/// One task of one challenge on one day (`today`, `day`).
public struct DayTask: Codable, Sendable, Hashable {
    public let challenge: String
    public let challengeID: Challenge.ID
    public let id: ChallengeTask.ID
    public let name: String
    public let category: TaskCategory
    /// `binary`, `quantity`, `duration` or `checklist`.
    public let measurement: MeasurementKind
    public let target: Double
    public let unit: String?
    public let value: Double
    public var status: TaskStatus
    public let isDue: Bool
    /// A checklist's items with whether each is checked.
    public let items: [Item]?
    public let note: String?
    /// This week's note (Couch to 5K's intervals).
    public let weekNote: String?
    public let timerRunning: Bool
    /// When the running timer started (nil when it is stopped): its minutes join `value` when it
    /// stops, and a page counts them live until then.
    public let timerStartedAt: Date?
    /// The value and target in the profile's units, when they differ from the stored ones
    /// (a gallon kept as 3.785411784 L shown as 128 fl oz to an imperial profile).
    public let shown: Shown?
    /// A weekly quota's week so far ("1 of 3 this week"; nil for other tasks).
    public let week: WeekQuota?

    public struct Shown: Codable, Sendable, Hashable {
        public let value: Double
        public let target: Double
        public let unit: String
    }

    public struct Item: Codable, Sendable, Hashable {
        public let name: String
        public let checked: Bool
    }
}

/// A day across running challenges (`today`), or of one challenge (`day`).
public struct ChallengeDayScreen: Codable, Sendable, Hashable {
    public let date: CalendarDay
    /// The challenges of the day with their day numbers, in list order.
    public let challenges: [Header]
    public let tasks: [DayTask]
    /// Whether the day can still be logged.
    public let isLoggable: Bool
    /// The day before, when a running challenge can still log it (yesterday, inside its grace).
    public let earlier: CalendarDay?
    /// Whether this is today (the day before otherwise, reached through `earlier`).
    public let isToday: Bool
    /// What happens tonight if `earlier` stays open: the strict challenges whose grace for it ends
    /// today start again at day 1 (issue 39, item 7). Nil when none does.
    public var earlierDeadline: String? = nil
    /// Whether this is yesterday (an earlier day otherwise: a lenient challenge's, filled in later).
    public var isYesterday: Bool = true
    /// The one challenge this day is of, when it was asked for one (`dayScreen(_:on:)`).
    public var challenge: Challenge.ID? = nil

    public struct Header: Codable, Sendable, Hashable {
        public let id: Challenge.ID
        public let name: String
        public let day: Int
        public let days: Int
        public let attempt: Int
        /// Every task due that day is completed (a celebration when the last one is).
        public let isComplete: Bool
        /// A strict reset brought it back to day 1 and the person has not yet read why.
        public let hasUnexplainedReset: Bool
    }
}

extension Ultimate {
    /// Every challenge, oldest first.
    public func challengeList() throws -> [ChallengeSummary] {
        try database.writer.read { db in try challengeList(db) }
    }

    func challengeList(_ db: Database) throws -> [ChallengeSummary] {
        try challenges(db).map { try summary($0, timeline($0, db)) }
    }

    /// One challenge's summary.
    public func challengeSummary(_ id: Challenge.ID) throws -> ChallengeSummary {
        try database.writer.read { db in
            let challenge = try challenge(id, db)
            return try summary(challenge, timeline(challenge, db))
        }
    }

    func summary(_ challenge: Challenge, _ timeline: ChallengeTimeline) -> ChallengeSummary {
        let today = today
        let day = timeline.currentDay(today: today, length: challenge.days)
        let behind = timeline.daysBehind(today: today, length: challenge.days)
        let completed = timeline.completedDays(today: today, length: challenge.days)
        return ChallengeSummary(
            id: challenge.id, name: challenge.name, templateID: challenge.templateID, status: timeline.status, rule: challenge.rule,
            day: day, days: challenge.days, daysRemaining: max(0, challenge.days - behind),
            completedDays: completed,
            progress: Double(completed) / Double(challenge.days), startDate: timeline.current.start, endDate: timeline.current.plannedEnd,
            attempt: timeline.current.number, grace: challenge.grace)
    }

    /// Today's tasks across the challenges in progress.
    public func todayScreen() throws -> ChallengeDayScreen { try dayScreen(on: today) }

    /// The tasks of `date` across the challenges in progress that can still log it: today, or an
    /// earlier day of a current attempt inside its grace (yesterday, with the default grace of one
    /// day). `earlier` offers yesterday only while some task due then is not completed.
    public func dayScreen(on date: CalendarDay) throws -> ChallengeDayScreen {
        try database.writer.read { db in try dayScreen(on: date, db) }
    }

    func dayScreen(on date: CalendarDay, _ db: Database) throws -> ChallengeDayScreen {
        let today = today
        guard date <= today else { throw UltimateError.notLoggable(date, why: "it is in the future.") }
        let units = try ProfileRow.current(db).units
        var headers: [ChallengeDayScreen.Header] = []
        var tasks: [DayTask] = []
        var earlier: CalendarDay?
        var restarting: [String] = []
        let before = date.adding(days: -1)
        let explained = try explainedResets(db)
        for challenge in try challenges(db) {
            let timeline = try timeline(challenge, db)
            guard timeline.status == .inProgress else { continue }
            if before > timeline.judgedThrough, let open = timeline.currentAttemptDay(before), !open.isPerfect {
                earlier = before
                if challenge.rule == .strict, before.adding(days: challenge.grace) == date { restarting.append(challenge.name) }
            }
            guard date > timeline.judgedThrough, let day = timeline.currentAttemptDay(date) else { continue }
            headers.append(header(challenge, day, timeline, explained: explained))
            tasks += dayTasks(challenge, day, units: units)
        }
        guard date == today || !headers.isEmpty else {
            throw UltimateError.notLoggable(date, why: "no running challenge can still log it: a day's grace has passed.")
        }
        let deadline = restarting.isEmpty ? nil
            : "If it stays open, \(restarting.joined(separator: " and ")) \(restarting.count == 1 ? "starts" : "start") again at day 1 tonight."
        return ChallengeDayScreen(date: date, challenges: headers, tasks: tasks, isLoggable: true, earlier: earlier, isToday: date == today,
                                  earlierDeadline: deadline, isYesterday: date == today.adding(days: -1))
    }

    /// One challenge's tasks on `date`.
    public func dayScreen(_ id: Challenge.ID, on date: CalendarDay) throws -> ChallengeDayScreen {
        try database.writer.read { db in
            let challenge = try challenge(id, db)
            let timeline = try timeline(challenge, db)
            guard let day = timeline.days.last(where: { $0.date == date }) else {
                throw UltimateError.valueNotAllowed("\(date) is not a day of “\(challenge.name)” (yet).")
            }
            let isLoggable = timeline.status == .inProgress && (!day.isJudged || challenge.rule == .lenient) && day.attempt == timeline.current.number
            var tasks = dayTasks(challenge, day, units: try ProfileRow.current(db).units)
            // NB: a day that can no longer be logged is not "to do": what it lacks was missed (issue 39, item 7).
            if !isLoggable && date < today {
                for index in tasks.indices where tasks[index].isDue && [.notStarted, .inProgress].contains(tasks[index].status) {
                    tasks[index].status = .missed
                }
            }
            return ChallengeDayScreen(
                date: date, challenges: [header(challenge, day, timeline, explained: try explainedResets(db))],
                tasks: tasks, isLoggable: isLoggable, earlier: nil, isToday: date == today,
                isYesterday: date == today.adding(days: -1), challenge: challenge.id)
        }
    }

    func header(_ challenge: Challenge, _ day: ChallengeTimeline.Day, _ timeline: ChallengeTimeline,
                explained: [Challenge.ID: Int]) -> ChallengeDayScreen.Header {
        .init(id: challenge.id, name: challenge.name, day: day.challengeDay, days: challenge.days, attempt: day.attempt,
              isComplete: day.hasDueTasks && day.isPerfect, hasUnexplainedReset: unexplainedReset(timeline, explained: explained[challenge.id]) != nil)
    }

    func dayTasks(_ challenge: Challenge, _ day: ChallengeTimeline.Day, units: UnitSystem) -> [DayTask] {
        zip(challenge.tasks, day.tasks).map { task, state in
            var shown: DayTask.Shown?
            if case .quantity(_, let stored) = task.measurement {
                let (unit, factor) = stored.shown(in: units)
                if unit != stored {
                    shown = .init(value: ((state.log?.value ?? 0) * factor * 100).rounded() / 100, target: (state.target * factor * 100).rounded() / 100,
                                  unit: unit.rawValue)
                }
            }
            let unit: String? = switch task.measurement {
            case .quantity(_, let unit): unit.rawValue
            case .duration: "min"
            default: nil
            }
            var items: [DayTask.Item]?
            if case .checklist(let names) = task.measurement {
                items = names.map { .init(name: $0, checked: state.log?.checked.contains($0) ?? false) }
            }
            return DayTask(challenge: challenge.name, challengeID: challenge.id, id: task.id, name: task.name, category: task.category,
                           measurement: task.measurement.kind, target: state.target, unit: unit, value: state.log?.value ?? 0,
                           status: state.status, isDue: state.isDue, items: items, note: state.log?.note,
                           weekNote: task.weekNote(onDay: day.challengeDay), timerRunning: state.log?.timerStartedAt != nil,
                           timerStartedAt: state.log?.timerStartedAt, shown: shown,
                           week: state.week)
        }
    }
}
