import DayKit
import Foundation
import GRDB

/// One task of a challenge (a task's detail): what it asks, how it stands on a day, its note,
/// and its history across every attempt.
public struct TaskScreen: Codable, Sendable, Hashable {
    public let challenge: ChallengeSummary
    /// The task as planned, in the profile's units.
    public let planned: ChallengeScreen.PlannedTask
    /// The task on `date` (nil when `date` is not a day of the challenge).
    public let day: DayTask?
    public let date: CalendarDay
    /// Whether `date` can still be logged (a note written, a value changed).
    public let isLoggable: Bool
    /// Of the days it was due so far, how many completed it.
    public let completedDays: Int
    public let dueDays: Int
    /// Every day it was due or logged, newest first.
    public let history: [HistoryDay]

    /// The task on one day of an attempt.
    public struct HistoryDay: Codable, Sendable, Hashable {
        public let date: CalendarDay
        public let challengeDay: Int
        public let attempt: Int
        public let status: TaskStatus
        /// What was logged, in the profile's units ("2.5 L", "30 min", "2 of 3"; nil when nothing was).
        public let logged: String?
        public let note: String?
    }
}

extension Ultimate {
    /// The task `taskID` of challenge `challengeID`, on `date` (today by default).
    public func taskScreen(_ challengeID: Challenge.ID, _ taskID: ChallengeTask.ID, on date: CalendarDay? = nil) throws -> TaskScreen {
        try database.writer.read { db in try taskScreen(challengeID, taskID, on: date, db) }
    }

    func taskScreen(_ challengeID: Challenge.ID, _ taskID: ChallengeTask.ID, on date: CalendarDay?, _ db: Database) throws -> TaskScreen {
        let challenge = try challenge(challengeID, db)
        let task = try task(taskID, of: challenge)
        let timeline = try timeline(challenge, db)
        let units = try ProfileRow.current(db).units
        let date = date ?? today
        let index = challenge.tasks.firstIndex { $0.id == task.id }!
        let day = timeline.days.last { $0.date == date }
        let history = timeline.days.reversed().compactMap { day -> TaskScreen.HistoryDay? in
            let state = day.tasks[index]
            guard state.isDue || state.log != nil else { return nil }
            return .init(date: day.date, challengeDay: day.challengeDay, attempt: day.attempt, status: state.status,
                         logged: state.log.flatMap { Self.logged(task, $0, units: units) }, note: state.log?.note)
        }
        let due = timeline.days.map { $0.tasks[index] }.filter { $0.isDue && $0.status != .notStarted && $0.status != .inProgress }
        return TaskScreen(
            challenge: summary(challenge, timeline), planned: Self.planned(task, units: units),
            day: day.map { dayTasks(challenge, $0, units: units)[index] }, date: date,
            isLoggable: timeline.status == .inProgress && date <= today && (date > timeline.judgedThrough || challenge.rule == .lenient)
                && day?.attempt == timeline.current.number,
            completedDays: due.filter { $0.status == .completed }.count, dueDays: due.count, history: history)
    }

    /// What a log holds, in words.
    static func logged(_ task: ChallengeTask, _ log: TaskLog, units: UnitSystem) -> String? {
        switch task.measurement {
        case .binary: return log.completedAt == nil ? nil : "done"
        case .quantity(_, let stored):
            let (unit, factor) = stored.shown(in: units)
            return log.value == 0 ? nil : "\((log.value * factor).twoDecimalText) \(unit.rawValue)"
        case .duration: return log.value == 0 ? nil : "\(log.value.twoDecimalText) min"
        case .checklist(let items): return log.checked.isEmpty ? nil : "\(log.checked.count) of \(items.count)"
        }
    }
}
