import DayKit
import Foundation
import GRDB

extension Ultimate {
    /// Completes a binary task on `day` (default today).
    @discardableResult
    public func complete(_ challenge: Challenge.ID, _ task: ChallengeTask.ID, on day: CalendarDay? = nil) throws -> DayChange {
        try change(challenge, task, on: day) { task, log, _ in
            guard task.measurement == .binary else { throw UltimateError.wrongMeasurement(task: task.name, expected: "done-or-not") }
            guard task.category != .photo else {
                throw UltimateError.valueNotAllowed("“\(task.name)” is completed by adding a progress photo for the day.")
            }
            log.value = 1
        }
    }

    /// Undoes what was logged for a task on `day` (default today); its note stays.
    @discardableResult
    public func undo(_ challenge: Challenge.ID, _ task: ChallengeTask.ID, on day: CalendarDay? = nil) throws -> DayChange {
        try change(challenge, task, on: day) { _, log, _ in
            log.value = 0
            log.checked = []
            log.timerStartedAt = nil
        }
    }

    /// Logs `value` for a quantity or duration (minutes) task on `day`: added to what was logged
    /// when `adding`, else replacing it. A quantity is in its own unit, or in the profile's
    /// (`inShownUnits`: 16 fl oz to a task kept in litres) — stored in its own.
    @discardableResult
    public func log(_ challenge: Challenge.ID, _ task: ChallengeTask.ID, value: Double, adding: Bool = false, inShownUnits: Bool = false,
                    on day: CalendarDay? = nil) throws -> DayChange {
        guard value.isFinite, adding || value >= 0 else { throw UltimateError.valueNotAllowed("A value is a number of 0 or more.") }
        let units = try profile().units
        return try change(challenge, task, on: day) { task, log, _ in
            var value = value
            switch task.measurement {
            case .quantity(_, let unit): if inShownUnits { value /= unit.shown(in: units).factor }
            case .duration: break
            default: throw UltimateError.wrongMeasurement(task: task.name, expected: "quantity or duration")
            }
            let total = adding ? log.value + value : value
            guard total >= 0, total <= 1_000_000 else { throw UltimateError.valueNotAllowed("That would make \(total.twoDecimalText); a day's value is 0 to 1,000,000.") }
            log.value = total
        }
    }

    /// Checks (or unchecks, when checked) `item` of a checklist task on `day`.
    @discardableResult
    public func check(_ challenge: Challenge.ID, _ task: ChallengeTask.ID, item: String, on day: CalendarDay? = nil) throws -> DayChange {
        try change(challenge, task, on: day) { task, log, _ in
            guard case .checklist(let items) = task.measurement else { throw UltimateError.wrongMeasurement(task: task.name, expected: "checklist") }
            guard let name = items.first(where: { $0.lowercased() == item.trimmingCharacters(in: .whitespaces).lowercased() }) else {
                throw UltimateError.unknownItem(item, task: task.name)
            }
            if log.checked.contains(name) { log.checked.remove(name) } else { log.checked.insert(name) }
        }
    }

    /// Starts the timer of a duration task today.
    @discardableResult
    public func startTimer(_ challenge: Challenge.ID, _ task: ChallengeTask.ID) throws -> DayChange {
        try change(challenge, task, on: nil) { task, log, now in
            guard case .duration = task.measurement else { throw UltimateError.wrongMeasurement(task: task.name, expected: "duration") }
            guard log.timerStartedAt == nil else { throw UltimateError.valueNotAllowed("The timer of “\(task.name)” is running already.") }
            log.timerStartedAt = now
        }
    }

    /// Stops the timer of a duration task and adds its minutes to the day it was started.
    @discardableResult
    public func stopTimer(_ challenge: Challenge.ID, _ task: ChallengeTask.ID) throws -> TimerStop {
        let (running, name) = try database.writer.read { db -> (TaskLog?, String) in
            let found = try self.challenge(challenge, db)
            let task = try self.task(task, of: found)
            return (try TaskLogRow.all().of(challenge: found.id).of(task: task.id).timerRunning().fetchOne(db)?.log, task.name)
        }
        guard let running, let started = running.timerStartedAt else {
            throw UltimateError.valueNotAllowed("The timer of “\(name)” is not running.")
        }
        let minutes = max(0, ((clock.now.timeIntervalSince(started) / 60) * 100).rounded() / 100)
        let change = try change(challenge, task, on: running.day) { _, log, _ in
            log.value += minutes
            log.timerStartedAt = nil
        }
        return TimerStop(minutes: minutes, change: change)
    }

    /// Writes a note on a task's day (empty removes it).
    @discardableResult
    public func note(_ challenge: Challenge.ID, _ task: ChallengeTask.ID, _ text: String, on day: CalendarDay? = nil) throws -> DayChange {
        let note = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard note.count <= UltimateLimits.noteLength else {
            throw UltimateError.valueNotAllowed("A note has at most \(UltimateLimits.noteLength) characters; this one has \(note.count).")
        }
        return try change(challenge, task, on: day) { _, log, _ in log.note = note.isEmpty ? nil : note }
    }

    /// Loads the log of one task on one day, lets `edit` change it, and saves it, once the day is
    /// known to be loggable: covered by a running attempt, not in the future, not yet judged.
    /// Returns what changed: the task's state that day, and whether the challenge's day became complete.
    private func change(_ challengeID: Challenge.ID, _ taskID: ChallengeTask.ID, on requested: CalendarDay?,
                        _ edit: (ChallengeTask, inout TaskLog, Date) throws -> Void) throws -> DayChange {
        let written = try database.writer.write { db in
            let challenge = try challenge(challengeID, db)
            return try logged(challenge, try task(taskID, of: challenge), on: requested, db, edit)
        }
        // NB: after the commit, so another process's later write can never match what is kept.
        timelines.keep(written.challenge, revision: written.revision, today: written.today, logs: written.logs, timeline: nil,
                       shape: written.shape)
        return written.change
    }

    /// `change`'s work inside the caller's transaction: returns what the timeline cache may keep
    /// once it commits.
    func logged(_ challenge: Challenge, _ task: ChallengeTask, on requested: CalendarDay?, _ db: Database,
                _ edit: (ChallengeTask, inout TaskLog, Date) throws -> Void)
        throws -> (challenge: Challenge, revision: Int, today: CalendarDay, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]], shape: ChallengeTimeline,
                   change: DayChange) {
        let today = today
        let day = requested ?? today
        guard day <= today else { throw UltimateError.notLoggable(day, why: "it is in the future.") }
        let (timeline, logs) = try timelines.shape(challenge, revision: revision(of: challenge, db), today: today) {
            try self.logs(of: challenge, db)
        }
        guard timeline.status == .inProgress else {
            throw timeline.status == .notStarted ? UltimateError.notLoggable(day, why: "“\(challenge.name)” starts on \(challenge.startDay).")
                : UltimateError.challengeOver(challenge.name)
        }
        // NB: a lenient challenge's past days can be logged any time in their attempt; a strict one's only in its grace (issue 39, item 8).
        guard day > timeline.judgedThrough || challenge.rule == .lenient else {
            throw UltimateError.notLoggable(day, why: "its grace of \(challenge.grace) day\(challenge.grace == 1 ? "" : "s") has passed and it is judged.")
        }
        guard let loggedDay = timeline.days.last(where: { $0.date == day }) else {
            throw UltimateError.notLoggable(day, why: "it is not a day of “\(challenge.name)”.")
        }
        guard loggedDay.attempt == timeline.current.number else {
            throw UltimateError.notLoggable(day, why: "it belongs to attempt \(loggedDay.attempt) of “\(challenge.name)”, which is over.")
        }
        var log = logs[task.id]?[day] ?? TaskLog(taskID: task.id, day: day)
        try edit(task, &log, clock.now)
        let number = loggedDay.challengeDay
        let completed = ChallengeTimeline.progress(task, log, target: task.target(onDay: number)) == .completed
        log.completedAt = completed ? log.completedAt ?? clock.now : nil
        try TaskLogRow(challengeID: challenge.id, log).insert(db, onConflict: .replace)
        try changed(challenge, db)
        var changedLogs = logs
        changedLogs[task.id, default: [:]][day] = log
        let wasComplete = ChallengeTimeline.isComplete(loggedDay, of: challenge, logs: logs, today: today)
        let after = ChallengeTimeline.state(of: task, on: loggedDay, of: challenge, logs: changedLogs, today: today)
        let change = DayChange(day: day, state: after.state, dayCompleted: !wasComplete && after.dayComplete)
        return (challenge, try revision(of: challenge, db), today, changedLogs, timeline, change)
    }
}
