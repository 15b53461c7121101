import DayKit
import DayKitDatabase
import GRDB
import Tagged

extension BetterMorning {
    // MARK: - Checking tasks

    /// Toggles task `number` (1 = the earliest) of today's routine between untouched and done.
    /// Returns the task's new mark.
    @discardableResult
    public func check(taskNumber number: Int) throws -> TaskMark {
        try catchUp()
        let today = self.today
        return try database.writer.write { db in
            let (routine, tasks) = try runningRoutine(on: today, db)
            guard tasks.indices.contains(number - 1) else {
                throw BetterMorningError.taskNumberOutOfRange(number, count: tasks.count)
            }
            return try toggle(tasks[number - 1], of: routine, on: today, db)
        }
    }

    /// Toggles the task with `taskID` on `day`, which must be today (a page left open past
    /// midnight names yesterday, and is refused). Returns the task's new mark.
    @discardableResult
    public func toggleTask(_ taskID: RoutineTask.ID, on day: CalendarDay) throws -> TaskMark {
        try changeTask(taskID, on: day) { index, tasks, routine, today, db in try toggle(tasks[index], of: routine, on: today, db) }
    }

    /// Marks the task with `taskID` done or not done on `day` (today), as a page's tap states it:
    /// a page drawn before another one checked the task asks for what it shows, never a flip
    /// (issue 39, item 6). Returns the task's mark.
    @discardableResult
    public func setTask(_ taskID: RoutineTask.ID, done: Bool, on day: CalendarDay) throws -> TaskMark {
        try changeTask(taskID, on: day) { index, tasks, routine, today, db in
            let task = tasks[index]
            guard done else {
                try requireOpen(routine, on: today, db)
                try TaskMarkRecord.forget(task.id, on: today, db)
                return .untouched
            }
            try markDone(task, of: routine, on: today, db)
            return .done
        }
    }

    /// Changes today's mark of the task with `taskID` of the running routine as `change` does, in
    /// one transaction; `day` must be today. `change` gets the task's index in the routine's tasks.
    func changeTask<Change>(_ taskID: RoutineTask.ID, on day: CalendarDay,
                            _ change: (Int, [RoutineTask], Routine, CalendarDay, Database) throws -> Change) throws -> Change {
        try catchUp()
        let today = self.today
        guard day == today else { throw BetterMorningError.dayNotToday(day, today: today) }
        return try database.writer.write { db in
            let (routine, tasks) = try runningRoutine(on: today, db)
            guard let index = tasks.firstIndex(where: { $0.id == taskID }) else { throw BetterMorningError.unknownTask }
            return try change(index, tasks, routine, today, db)
        }
    }

    func runningRoutine(on today: CalendarDay, _ db: Database) throws -> (Routine, [RoutineTask]) {
        guard let routine = try Routine.active(db) else { throw BetterMorningError.noActiveRoutine }
        guard routine.startDay <= today else {
            throw BetterMorningError.startsTomorrow(name: routine.name, startDay: routine.startDay)
        }
        return (routine, try RoutineTask.of(routine.id, db))
    }

    /// Refuses a day that was finalized: it stays closed even when the clock moves back onto it
    /// (flying west).
    func requireOpen(_ routine: Routine, on day: CalendarDay, _ db: Database) throws {
        guard try !DayRecord.exists(of: routine.id, on: day, db) else {
            throw BetterMorningError.dayClosed(day)
        }
    }

    private func toggle(_ task: RoutineTask, of routine: Routine, on day: CalendarDay, _ db: Database) throws -> TaskMark {
        try requireOpen(routine, on: day, db)
        if try TaskMarkRecord.forget(task.id, on: day, db) {
            return .untouched
        }
        try TaskMarkRecord(taskID: task.id, routineID: routine.id, day: day, mark: .done).insert(db)
        return .done
    }

    /// Marks `task` done on `day`; one already done stays done.
    func markDone(_ task: RoutineTask, of routine: Routine, on day: CalendarDay, _ db: Database) throws {
        try requireOpen(routine, on: day, db)
        try TaskMarkRecord(taskID: task.id, routineID: routine.id, day: day, mark: .done).insert(db, onConflict: .ignore)
    }

    // MARK: - Finalizing days

    /// Finalizes every day of the active routine from its start through `lastDay` that has no
    /// day record yet: untouched tasks become missed and the done count is recorded. Idempotent.
    /// More than `BetterMorningLimits.catchUpDays` such days are closed only when `confirmed`
    /// (the person said so: `closeOpenDays()`); until then none of them is (issue 40, item 1).
    func finalizeDays(through lastDay: CalendarDay, confirmed: Bool = false, _ db: Database) throws {
        guard let open = try openDays(through: lastDay, db),
              confirmed || open.count <= BetterMorningLimits.catchUpDays else { return }
        var day = open.first
        while day <= lastDay {
            try finalize(open.routineID, on: day, db)
            day = day.adding(days: 1)
        }
    }

    /// The days of the active routine through `lastDay` that have no day record yet, if any.
    func openDays(through lastDay: CalendarDay, _ db: Database) throws -> OpenDays? {
        guard let routine = try Routine.active(db), routine.startDay <= lastDay else { return nil }
        let latest = try DayRecord.latestDay(of: routine.id, from: routine.startDay, db)
        let first = latest.map { $0.adding(days: 1) } ?? routine.startDay
        guard first <= lastDay else { return nil }
        return OpenDays(routineID: routine.id, first: first, last: lastDay, count: first.days(to: lastDay) + 1)
    }

    /// The days up to yesterday a catch-up left open because there were more than it closes
    /// without asking: the Routine tab asks whether to close them.
    func daysToConfirm(_ db: Database) throws -> OpenDays? {
        try openDays(through: today.adding(days: -1), db).flatMap { $0.count > BetterMorningLimits.catchUpDays ? $0 : nil }
    }

    /// Opens again every day from `today` on when a day after tomorrow was finalized: only a clock
    /// that ran ahead closes such a day (issue 40: one launch 400 days ahead closed 399 days, and
    /// today's tasks were refused once the clock was right). Its untouched tasks are untouched
    /// again. NB: a day up to tomorrow may have been closed by a real trip west (from UTC+14 to
    /// UTC−12 the date goes back up to two days), and stays closed.
    func reopenDaysClosedAhead(of today: CalendarDay, _ db: Database) throws {
        guard let latest = try DayRecord.latestDay(db), latest > today.adding(days: 1) else { return }
        logger.warning("Days through \(latest) were closed by a clock that ran ahead; opening every day from \(today) again")
        try TaskMarkRecord.forgetMissed(from: today, db)
        try DayRecord.deleteAll(from: today, db)
    }

    /// Finalizes one routine's day: untouched → missed, and the day record holds the done count.
    func finalize(_ routineID: Routine.ID, on day: CalendarDay, _ db: Database) throws {
        try TaskMarkRecord.markUntouchedMissed(of: routineID, on: day, db)
        try DayRecord.record(routineID, on: day, db)
    }
}
