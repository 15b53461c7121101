import DayKit
import Foundation
import GRDB
import MyHabitLabFormats

/// A notification to fire: a habit's reminder on one day.
public struct PlannedNotification: Codable, Sendable, Hashable {
    /// The habit reminded of.
    public var habitID: Habit.ID
    /// When it fires.
    public var fireAt: Date
    /// The notification's title (the habit's icon and name).
    public var title: String
    /// Its text.
    public var body: String
}

/// Schedules habit notifications on the platform (`UNUserNotificationCenter` on iOS; the database on Linux).
public protocol HabitReminderScheduler: Sendable {
    /// Replaces whatever is scheduled with `notifications`.
    func replan(_ notifications: [PlannedNotification]) throws
    /// What is scheduled now, soonest first.
    func pending() throws -> [PlannedNotification]
}

/// The Linux scheduler: keeps the planned notifications in the database, for the running server
/// to deliver to an open page. A notification whose time has passed stays until it is delivered,
/// so one that fell due while no page was open is shown when the app is next opened that day.
public struct StoredHabitReminderScheduler: HabitReminderScheduler {
    private let database: MyHabitLabDatabase
    private let clock: Clock

    /// A scheduler over `database`, telling past from pending by `clock`.
    public init(database: MyHabitLabDatabase, clock: Clock = .system) {
        self.database = database
        self.clock = clock
    }

    public func replan(_ notifications: [PlannedNotification]) throws {
        // NB: most changes leave the plan as it was; writing only when it differs keeps a toggle one write.
        guard try pending() != notifications else { return }
        let now = clock.now
        try database.writer.write { db in
            try PlannedNotification.deleteAll(after: now, db)
            for notification in notifications {
                try notification.insert(db)
            }
        }
    }

    public func pending() throws -> [PlannedNotification] {
        let now = clock.now
        return try database.reader.read { db in try PlannedNotification.pending(after: now, db) }
    }

    /// The latest notification that fell due at or after `since` and is not yet delivered; it and
    /// every older one are marked delivered (removed). Nil when none is due.
    public func deliverDue(since: Date) throws -> PlannedNotification? {
        let now = clock.now
        return try database.writer.write { db in
            let due = try PlannedNotification.latestDue(since: since, through: now, db)
            try PlannedNotification.deleteAll(through: now, db)
            return due
        }
    }
}

extension MyHabitLab {
    /// How far ahead notifications are planned, and how many at most (iOS keeps 64).
    static let planningDays = 7
    static let planningLimit = 64

    /// The next notifications to fire after now: each reminder on its weekdays, only on the
    /// habit's due days, and not on a day the habit is already met. Archived habits are silent.
    public func plannedNotifications() throws -> [PlannedNotification] {
        try database.reader.read { db in
            let now = clock.now
            let today = try today(db)
            let settings = try HabitSettings.current(db)
            guard settings.remindersOn else { return [] }
            let shift = settings.dayStartsAt
            let rows = try ReminderRecord.allOfActiveHabits(db)
            guard !rows.isEmpty else { return [] }
            // NB: today's state alone leaves a reminder out, so no whole history is read: the
            // widget's toggle plans too, in its extension's process.
            let reminded = Set(rows.map(\.habitID))
            let habits = try Habit.list(archived: false, db).filter { reminded.contains($0.id) }
            let recent = try recentHistories(habits, today: today, through: today, db)
            let histories = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, recent($0, today)) })
            var planned: [PlannedNotification] = []
            for row in rows {
                guard let history = histories[row.habitID] else { continue }
                let reminder = row.reminder
                for offset in 0..<Self.planningDays {
                    let day = today.adding(days: offset)
                    guard reminder.weekdays.contains(day.weekday), history.habit.schedule.isDue(day) else { continue }
                    // NB: an "at most" habit with nothing logged is met, and still reminded of.
                    if offset == 0, history.mark(on: day) != nil, history.isMet(day) || history.state(on: day) == .skipped { continue }
                    // NB: a reminder before "day starts at" belongs to the next calendar day's morning.
                    let fireAt = (reminder.minutes < shift ? day.adding(days: 1) : day).instant(whenTheClockReads: reminder.minutes, in: calendar)
                    guard fireAt > now else { continue }
                    planned.append(PlannedNotification(habitID: history.habit.id, fireAt: fireAt,
                                                       title: "\(HabitIcon(stored: history.habit.icon).emoji) \(history.habit.name)",
                                                       body: Self.reminderText(history.habit)))
                }
            }
            return Array(planned.sorted { ($0.fireAt, $0.habitID.uuidString) < ($1.fireAt, $1.habitID.uuidString) }.prefix(Self.planningLimit))
        }
    }

    static func reminderText(_ habit: Habit) -> String {
        switch habit.kind {
        case .yesNo: "Time for \(habit.name)."
        case .measurable(let unit, let target, let direction):
            "\(direction == .atLeast ? "Aim for at least" : "Keep it to at most") \(target.regionText)\(unit.isEmpty ? "" : " \(unit)") today."
        }
    }

    /// Re-plans the platform's notifications from the current state.
    public func replanReminders() throws {
        try reminders.replan(plannedNotifications())
    }

    /// What the platform has scheduled.
    public func pendingNotifications() throws -> [PlannedNotification] {
        try reminders.pending()
    }

    // MARK: - Editing reminders

    /// A habit's reminders, in the order they were added.
    public func reminders(of id: Habit.ID) throws -> [HabitReminder] {
        try database.reader.read { db in
            let habit = try self.habit(id, db)
            return try ReminderRecord.all(of: habit.id, db).map(\.reminder)
        }
    }

    /// Adds a reminder at `minutes` past midnight on `weekdays`.
    public func addReminder(_ id: Habit.ID, minutes: Int, weekdays: Set<Int> = Set(1...7)) throws {
        guard let reminder = HabitReminder(minutes: minutes, weekdays: weekdays) else {
            throw MyHabitLabError.valueNotAllowed("A reminder needs a time from 00:00 to 23:59 and at least one weekday.")
        }
        try database.writer.write { db in
            let habit = try self.habit(id, db)
            guard try ReminderRecord.all(of: habit.id, db).count < MyHabitLabLimits.remindersPerHabit else { throw MyHabitLabError.tooManyReminders }
            try ReminderRecord.add(reminder, to: habit.id, db)
        }
        try replanReminders()
    }

    /// Removes reminder `number` (1 = the first added).
    public func removeReminder(_ id: Habit.ID, number: Int) throws {
        try database.writer.write { db in
            let habit = try self.habit(id, db)
            let rows = try ReminderRecord.all(of: habit.id, db)
            guard rows.indices.contains(number - 1) else { throw MyHabitLabError.reminderOutOfRange(number, count: rows.count) }
            _ = try rows[number - 1].delete(db)
        }
        try replanReminders()
    }
}

/// Numbers as the app shows them: no trailing zeros, at most two decimals.
public enum Format {
    /// `number` with at most two decimals and no trailing zeros: 8, 2.5, 0.25.
    public static func number(_ number: Double) -> String { number.twoDecimalText }
}
