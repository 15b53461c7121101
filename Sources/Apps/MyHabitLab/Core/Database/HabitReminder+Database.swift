import Foundation
import GRDB
import MyHabitLabFormats

/// A row of the `reminder` table: one reminder of a habit; a habit's reminders are in the order
/// they were added (their ids).
struct ReminderRecord: Sendable, Hashable {
    /// The row's id; nil before it is inserted.
    var id: Int64?
    var habitID: Habit.ID
    var reminder: HabitReminder

    /// The table's columns.
    enum Columns {
        static let id = Column("id")
        static let habitID = Column("habitID")
        /// Minutes since midnight.
        static let minutes = Column("minutes")
        /// The weekdays as a bitmask (`Weekdays`).
        static let weekdays = Column("weekdays")
    }
}

extension ReminderRecord: PersistableRecord {
    static let databaseTableName = "reminder"

    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.id] = id
        container[Columns.habitID] = habitID.uuidString
        container[Columns.minutes] = reminder.minutes
        container[Columns.weekdays] = Weekdays.mask(of: reminder.weekdays)
    }

    /// The record of a row; nil when its minutes or weekdays are not a reminder's.
    private static func decoded(_ row: Row) -> ReminderRecord? {
        guard let habitID = Habit.ID(text: row[Columns.habitID]),
              let reminder = HabitReminder(minutes: row[Columns.minutes], weekdays: Weekdays.days(of: row[Columns.weekdays]))
        else { return nil }
        return ReminderRecord(id: row[Columns.id], habitID: habitID, reminder: reminder)
    }
}

// MARK: - Queries

extension ReminderRecord {
    /// The reminders of `habitID`, in the order they were added.
    static func all(of habitID: Habit.ID, _ db: Database) throws -> [ReminderRecord] {
        try Row.fetchAll(db, ReminderRecord.filter(Columns.habitID == habitID.uuidString).order(Columns.id)).compactMap(decoded)
    }

    /// The reminders of every active habit, in the order they were added. NB: planned on every
    /// delivery and every change the iPhone observes: a prepared statement, kept.
    static func allOfActiveHabits(_ db: Database) throws -> [ReminderRecord] {
        try Row.fetchAll(db.cachedStatement(sql: allOfActiveHabitsSQL)).compactMap(decoded)
    }

    private static let allOfActiveHabitsSQL: String = {
        let (reminder, habit) = (databaseTableName, Habit.databaseTableName)
        return """
            SELECT \(reminder).\(Columns.id.name), \(reminder).\(Columns.habitID.name), \(reminder).\(Columns.minutes.name),
                   \(reminder).\(Columns.weekdays.name)
            FROM \(reminder) JOIN \(habit) ON \(habit).\(Habit.Columns.id.name) = \(reminder).\(Columns.habitID.name)
            WHERE \(habit).\(Habit.Columns.isArchived.name) = 0 ORDER BY \(reminder).\(Columns.id.name)
            """
    }()

    /// Adds `reminder` to `habitID`'s, last.
    static func add(_ reminder: HabitReminder, to habitID: Habit.ID, _ db: Database) throws {
        try ReminderRecord(id: nil, habitID: habitID, reminder: reminder).insert(db)
    }

    /// Replaces `habitID`'s reminders with `reminders`, in their order.
    static func replace(of habitID: Habit.ID, with reminders: [HabitReminder], _ db: Database) throws {
        try deleteAll(of: habitID, db)
        for reminder in reminders { try add(reminder, to: habitID, db) }
    }

    /// Deletes every reminder of `habitID`.
    static func deleteAll(of habitID: Habit.ID, _ db: Database) throws {
        _ = try ReminderRecord.filter(Columns.habitID == habitID.uuidString).deleteAll(db)
    }
}
