import DayKit
import Foundation
import GRDB

extension DerivableRequest<DeliveredReminder> {
    /// The reminders shown on `day`.
    func on(_ day: CalendarDay) -> Self {
        filter(DeliveredReminder.Columns.day == day)
    }
}

extension DeliveredReminder {
    /// How long the log remembers a delivery, in days.
    static let kept = 7

    /// The reminders shown on `day`.
    public static func shown(on day: CalendarDay, _ db: Database) throws -> Set<DeliveredReminder> {
        Set(try DeliveredReminder.all().on(day).fetchAll(db))
    }

    /// How many reminders were shown on `day`.
    public static func count(on day: CalendarDay, _ db: Database) throws -> Int {
        try DeliveredReminder.all().on(day).fetchCount(db)
    }

    /// Every delivery the log remembers, oldest first.
    public static func everyDelivery(_ db: Database) throws -> [DeliveredReminder] {
        try DeliveredReminder.order(Columns.day, Columns.fireAt).fetchAll(db)
    }

    /// Records the reminder as shown, unless it is already.
    func recordOnce(_ db: Database) throws {
        try insert(db, onConflict: .ignore)
    }

    /// Forgets the reminders shown before `day`.
    static func deleteAll(before day: CalendarDay, _ db: Database) throws {
        try DeliveredReminder.filter(Columns.day < day).deleteAll(db)
    }

    /// Forgets every delivery (an app's "reset all data").
    public static func forgetAll(_ db: Database) throws {
        try DeliveredReminder.deleteAll(db)
    }

    /// Of `planned`, the reminders due by `now` for `channel` that were not shown yet, oldest
    /// first (at most what `dailyLimit` leaves of the day's deliveries, when it is given): each is
    /// recorded as shown on `day`, and deliveries older than a week are forgotten. What a running
    /// server delivers (a system notification, a page's banner), never twice: the one delivery of
    /// the suite, over each app's pure plan.
    public static func deliverDue<Subject>(_ planned: [PlannedReminder<Subject>], on day: CalendarDay, now: Date,
                                           to channel: ReminderChannel = .page, dailyLimit: Int? = nil,
                                           _ db: Database) throws -> [PlannedReminder<Subject>] {
        let shown = try shown(on: day, db)
        let left = dailyLimit.map { max(0, $0 - shown.count) } ?? Int.max
        let due = planned.filter { channel.delivers(firingAt: $0.fireAt, now: now) && !shown.contains(DeliveredReminder(day: day, $0)) }
            .sorted(by: PlannedReminder.soonestFirst)
            .prefix(left)
        for reminder in due {
            try DeliveredReminder(day: day, reminder).recordOnce(db)
        }
        try deleteAll(before: day.adding(days: -kept), db)
        return Array(due)
    }
}

extension DatabaseWriter {
    /// In one write transaction: what `plan` calls for now, delivered to `channel` through the log
    /// (`DeliveredReminder.deliverDue`). Each app's server delivery is this call over its Core's
    /// pure plan.
    public func deliverDueReminders<Subject>(on day: CalendarDay, now: Date, to channel: ReminderChannel = .page, dailyLimit: Int? = nil,
                                             plan: (Database) throws -> [PlannedReminder<Subject>]) throws -> [PlannedReminder<Subject>] {
        try write { db in
            try DeliveredReminder.deliverDue(try plan(db), on: day, now: now, to: channel, dailyLimit: dailyLimit, db)
        }
    }
}
