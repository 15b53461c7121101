import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// What choosing a routine did.
public enum ChooseOutcome: String, Codable, Sendable {
    /// The routine is now active and starts tomorrow.
    case activated
    /// It already was the active routine: nothing changed.
    case alreadyActive
}

extension BetterMorning {
    // MARK: - Choose, switch, restart

    /// Chooses a famous person's routine (§5.2, §7). A routine that is already active changes nothing.
    /// Choosing the same person again later reuses their routine, so its history continues.
    @discardableResult
    public func choose(celebrityID: String) throws -> ChooseOutcome {
        guard let celebrity = catalog.celebrity(celebrityID) else {
            throw BetterMorningError.unknownCelebrity(celebrityID)
        }
        try catchUp()
        let today = self.today
        let outcome = try database.writer.write { db -> ChooseOutcome in
            if var routine = try Routine.ofCelebrity(celebrity.id, db) {
                guard !routine.isActive else { return .alreadyActive }
                try activate(&routine, today: today, db)
            } else {
                var routine = try insertRoutine(name: celebrity.name, kind: .celebrity, celebrityID: celebrity.id,
                                                tasks: celebrity.tasks.map { ($0.time, $0.title) }, today: today, db)
                try activate(&routine, today: today, db)
            }
            return .activated
        }
        return outcome
    }

    /// Restarts a routine from the Data tab (§10.3): it becomes active from tomorrow; the active
    /// routine's today (its own, if it is the one restarted) is finalized first. Returns the
    /// routine as restarted.
    @discardableResult
    public func restart(_ id: Routine.ID) throws -> Routine {
        try catchUp()
        let today = self.today
        let restarted = try database.writer.write { db in
            var routine = try routine(id, db)
            try activate(&routine, today: today, db)
            return routine
        }
        return restarted
    }

    /// Makes `routine` the active one starting tomorrow, finalizing and deactivating the current one.
    func activate(_ routine: inout Routine, today: CalendarDay, _ db: Database) throws {
        if var current = try Routine.active(db) {
            if current.startDay <= today {
                try finalize(current.id, on: today, db)
            }
            if current.id != routine.id {
                current.isActive = false
                try current.update(db)
            }
        }
        let tomorrow = today.adding(days: 1)
        let number = try Routine.latestActivationNumber(db)
        routine.isActive = true
        routine.startDay = tomorrow
        if try !DayRecord.hasHistory(routine.id, db) { routine.firstStartDay = tomorrow }
        routine.activationNumber = number + 1
        try routine.update(db)
    }

    /// Inserts a routine with its tasks sorted by time (stable for equal times).
    func insertRoutine(name: String, kind: RoutineKind, celebrityID: String?, tasks: [(TimeOfDay, String)],
                       today: CalendarDay, _ db: Database) throws -> Routine {
        let routine = try NewRoutine(name: name, kind: kind, celebrityID: celebrityID, isActive: false, createdDay: today,
                                     firstStartDay: today.adding(days: 1), startDay: today.adding(days: 1), activationNumber: 0)
            .inserted(db)
        let sorted = tasks.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        for (position, entry) in sorted.enumerated() {
            _ = try NewRoutineTask(routineID: routine.id, position: position, title: entry.element.1, time: entry.element.0).inserted(db)
        }
        return routine
    }

    // MARK: - Delete and reset

    /// Deletes a routine with its tasks, marks and day records (§10.4). Deleting the active one
    /// leaves no active routine.
    public func delete(_ id: Routine.ID) throws {
        try database.writer.write { db in
            _ = try routine(id, db).delete(db)
        }
    }

    /// Resets all data (§11.2): every routine, record, mark, draft and setting goes; the reminder
    /// is cancelled and onboarding shows again. The purchase stays.
    public func resetAllData() throws {
        try database.writer.write { db in
            try Routine.deleteAll(db)
            try DraftTask.deleteAll(db)
            try Draft.deleteAll(db)
            try BetterMorningSettings.deleteAll(db)
            try DeliveredReminder.forgetAll(db)
        }
    }

    // MARK: - BetterMorningSettings

    /// Marks onboarding as completed.
    public func completeOnboarding() throws {
        try updateSettings { $0.onboardingCompleted = true }
    }

    /// Turns the daily reminder on or off.
    public func setNotifications(enabled: Bool) throws {
        try updateSettings { $0.notificationsEnabled = enabled }
    }

    func updateSettings(_ change: (inout BetterMorningSettings) -> Void) throws {
        try database.writer.write { db in
            var settings = try BetterMorningSettings.current(db)
            change(&settings)
            try settings.save(db)
        }
    }

    // MARK: - Reminders

    /// The reminder the current state calls for: the active routine's first task time from its
    /// start day, when notifications are on.
    public func plannedReminder() throws -> RoutineReminder? {
        try database.reader.read { db in try plannedReminder(db) }
    }

    func plannedReminder(_ db: Database) throws -> RoutineReminder? {
        guard try BetterMorningSettings.current(db).notificationsEnabled,
              let routine = try Routine.active(db),
              let first = try RoutineTask.all().of(routine: routine.id).fetchOne(db)
        else { return nil }
        return RoutineReminder(routineID: routine.id, routineName: routine.name, time: first.time, startDay: routine.startDay)
    }

    /// The reminders of `days` as the records stand now (`plannedReminder()` on each day from its
    /// start day), whether their time has passed or not.
    public func reminders(for days: [CalendarDay]) throws -> [PlannedRoutineReminder] {
        try database.reader.read { db in try reminders(for: days, db) }
    }

    func reminders(for days: [CalendarDay], _ db: Database) throws -> [PlannedRoutineReminder] {
        guard let reminder = try plannedReminder(db) else { return [] }
        return days.filter { reminder.startDay <= $0 }.map { reminder.planned(on: $0, in: calendar) }
    }

    /// Today's reminder once its time has come and it was not shown yet (one that fell due while
    /// nothing could show it is shown when the app is next opened that day), recorded as shown
    /// (`DeliveredReminder`). Yesterday's is never shown. `channel` says who shows it (`ReminderChannel`).
    public func deliverDueReminder(to channel: ReminderChannel = .page) throws -> PlannedRoutineReminder? {
        let today = self.today
        return try database.writer.deliverDueReminders(on: today, now: clock.now, to: channel) { db in try reminders(for: [today], db) }.first
    }

    /// The deliveries the log remembers, oldest first.
    func reminderDeliveries() throws -> [DeliveredReminder] {
        try database.reader.read { db in try DeliveredReminder.everyDelivery(db) }
    }

    /// Hands the daily reminder as planned now to the platform's scheduler (the iPhone's
    /// notification center); nothing where there is none. Writes never call it: launching does,
    /// and the iPhone's model after each action, on becoming active and when the time zone changes.
    public func scheduleReminder() throws {
        guard let reminders else { return }
        try reminders.replan(plannedReminder())
    }

    /// What the platform has scheduled (none without one).
    public func pendingReminders() throws -> [RoutineReminder] {
        try reminders?.pending() ?? []
    }
}
