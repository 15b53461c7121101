import DayKit
import Foundation
import GRDB
import MyHabitLabFormats

/// A notification to fire: a habit's reminder on one day, what a tap opens being the habit.
public typealias PlannedNotification = PlannedReminder<Habit.ID>

extension PlannedReminder where Subject == Habit.ID {
    /// The habit reminded of.
    public var habitID: Habit.ID { subject }
}

/// Hands the plan to the iPhone's notification center (`UNUserNotificationCenter`): the one
/// platform that schedules reminders ahead. On Linux there is none: the running server asks the
/// plan when it delivers (`deliverDueReminders(to:)`).
public protocol HabitReminderScheduler: Sendable {
    /// Replaces whatever is scheduled with `notifications`.
    func replan(_ notifications: [PlannedNotification]) throws
}

extension MyHabitLab {
    /// How far ahead notifications are planned, and how many at most (iOS keeps 64).
    static let planningDays = 7
    static let planningLimit = 64

    /// The next notifications to fire after now: each reminder on its weekdays, only on the
    /// habit's due days, and not on a day the habit is already met (`reminders(for:)` for today and
    /// the 6 days after it), soonest first, at most 64.
    public func plannedNotifications() throws -> [PlannedNotification] {
        try database.reader.read { db in try plannedNotifications(db) }
    }

    func plannedNotifications(_ db: Database) throws -> [PlannedNotification] {
        let now = clock.now
        let planned = try reminders(for: { today in (0..<Self.planningDays).map { today.adding(days: $0) } }, db).filter { $0.fireAt > now }
        return Array(planned.sorted { ($0.fireAt, $0.key) < ($1.fireAt, $1.key) }.prefix(Self.planningLimit))
    }

    /// The reminders of `days` as the records stand now, whether their time has passed or not:
    /// each reminder on its weekdays, only on the habit's due days, and not today once the habit is
    /// met (or skipped). Archived habits are silent, and all of them while reminders are off.
    public func reminders(for days: [CalendarDay]) throws -> [PlannedNotification] {
        try database.reader.read { db in try reminders(for: { _ in days }, db) }
    }

    /// The reminders of the days `days` names from today (as `reminders(for:)`).
    func reminders(for days: (_ today: CalendarDay) -> [CalendarDay], _ db: Database) throws -> [PlannedNotification] {
        let settings = try HabitSettings.current(db)
        guard settings.remindersOn else { return [] }
        // NB: the settings are read once: the plan is asked on every delivery and every change the iPhone observes.
        let today = CalendarDay(containing: clock.now, in: calendar, dayStartsAt: settings.dayStartsAt)
        let days = days(today)
        let shift = settings.dayStartsAt
        let rows = try ReminderRecord.allOfActiveHabits(db)
        guard !rows.isEmpty else { return [] }
        // NB: today's state alone leaves a reminder out, so no whole history is read: the
        // widget's toggle plans too, in its extension's process.
        let reminded = Set(rows.map(\.habitID))
        let habits = try Habit.list(archived: false, db).filter { reminded.contains($0.id) }
        let recent = try recentHistories(habits, today: today, through: today, db)
        let histories = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, recent($0, today)) })
        var planned: Set<PlannedNotification> = []
        for row in rows {
            guard let history = histories[row.habitID] else { continue }
            let reminder = row.reminder
            for day in days {
                guard reminder.weekdays.contains(day.weekday), history.habit.schedule.isDue(day) else { continue }
                // NB: an "at most" habit with nothing logged is met, and still reminded of.
                if day == today, history.mark(on: day) != nil, history.isMet(day) || history.state(on: day) == .skipped { continue }
                // NB: a reminder before "day starts at" belongs to the next calendar day's morning.
                let fireAt = (reminder.minutes < shift ? day.adding(days: 1) : day).instant(whenTheClockReads: reminder.minutes, in: calendar)
                // NB: two reminders of one habit at one time are one notification.
                planned.insert(PlannedNotification(fireAt: fireAt, key: history.habit.id.uuidString,
                                                   title: "\(HabitIcon(stored: history.habit.icon).emoji) \(history.habit.name)",
                                                   body: Self.reminderText(history.habit), subject: history.habit.id,
                                                   canMarkDone: history.habit.kind == .yesNo))
            }
        }
        return planned.sorted { ($0.fireAt, $0.key) < ($1.fireAt, $1.key) }
    }

    /// The reminders that fell due today for `channel` (since midnight, those that fell due while
    /// nothing could show them included) and were not shown yet, planned from the state of now,
    /// oldest first; each is recorded as shown (`DeliveredReminder`), so it is shown once. A page
    /// shows the latest; the notify command runs for each.
    public func deliverDueReminders(to channel: ReminderChannel = .page) throws -> [PlannedNotification] {
        let now = clock.now
        let today = try today
        let since = today.start(in: calendar)
        return try database.writer.deliverDueReminders(on: today, now: now, to: channel) { db in
            try reminders(for: { _ in [today.adding(days: -1), today] }, db).filter { $0.fireAt >= since }
        }
    }

    /// Hands `planned` (by default the plan as it stands) to the platform's scheduler (the
    /// iPhone's notification center); nothing where there is none. Writes never call it: the
    /// iPhone's model does, when the plan changes, the app becomes active or the day turns, and the
    /// widget after its toggle.
    public func scheduleReminders(_ planned: [PlannedNotification]? = nil) throws {
        guard let reminders else { return }
        try reminders.replan(planned ?? plannedNotifications())
    }

    static func reminderText(_ habit: Habit) -> String {
        switch habit.kind {
        case .yesNo: "Time for \(habit.name)."
        case .measurable(let unit, let target, let direction):
            "\(direction == .atLeast ? "Aim for at least" : "Keep it to at most") \(target.regionText)\(unit.isEmpty ? "" : " \(unit)") today."
        }
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
    }

    /// Removes reminder `number` (1 = the first added).
    public func removeReminder(_ id: Habit.ID, number: Int) throws {
        try database.writer.write { db in
            let habit = try self.habit(id, db)
            let rows = try ReminderRecord.all(of: habit.id, db)
            guard rows.indices.contains(number - 1) else { throw MyHabitLabError.reminderOutOfRange(number, count: rows.count) }
            _ = try rows[number - 1].delete(db)
        }
    }
}

/// Numbers as the app shows them: no trailing zeros, at most two decimals.
public enum Format {
    /// `number` with at most two decimals and no trailing zeros: 8, 2.5, 0.25.
    public static func number(_ number: Double) -> String { number.twoDecimalText }
}
