import DayKit
import Foundation
import GRDB

extension MyHabitLab {
    // MARK: - Create, edit, reorder

    /// Creates a habit from `fields`, last in the manual order, starting today.
    @discardableResult
    public func createHabit(_ fields: HabitFields) throws -> Habit {
        let valid = try fields.validated()
        let habit = try database.writer.write { db -> Habit in
            let position = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM habit") ?? -1) + 1
            let habit = Habit(name: valid.name, detail: valid.detail, icon: valid.icon, color: valid.color,
                              schedule: valid.schedule, kind: valid.kind, createdDay: try today(db), position: position)
            try habit.insert(db)
            return habit
        }
        try replanReminders()
        return habit
    }

    /// Changes a habit's fields; its history is kept. An error thrown by `change` changes nothing.
    @discardableResult
    public func editHabit(_ reference: String, _ change: (inout HabitFields) throws -> Void) throws -> Habit {
        let habit = try database.writer.write { db -> Habit in
            var habit = try self.habit(reference, db)
            var fields = HabitFields(habit)
            try change(&fields)
            let valid = try fields.validated()
            habit.name = valid.name
            habit.detail = valid.detail
            habit.icon = valid.icon
            habit.color = valid.color
            habit.schedule = valid.schedule
            habit.kind = valid.kind
            try habit.update(db)
            try MyHabitLabDatabase.bumpRevision(of: habit.id, db)
            return habit
        }
        try replanReminders()
        return habit
    }

    /// Moves a habit to `position` (1 = first) in the manual order of its list (active or archived).
    public func moveHabit(_ reference: String, to position: Int) throws {
        try database.writer.write { db in
            let habit = try self.habit(reference, db)
            var list = try Habit.filter(Column("isArchived") == habit.isArchived).order(Column("position")).fetchAll(db)
            guard (1...list.count).contains(position) else { throw MyHabitLabError.positionOutOfRange(position, count: list.count) }
            list.removeAll { $0.id == habit.id }
            list.insert(habit, at: position - 1)
            for (index, var item) in list.enumerated() where item.position != index {
                item.position = index
                try item.update(db)
            }
        }
    }

    /// Archives a habit: it leaves Today and Stats, its history stays.
    public func archiveHabit(_ reference: String) throws { try setArchived(reference, true) }

    /// Restores an archived habit.
    public func restoreHabit(_ reference: String) throws { try setArchived(reference, false) }

    private func setArchived(_ reference: String, _ archived: Bool) throws {
        try database.writer.write { db in
            var habit = try self.habit(reference, db)
            habit.isArchived = archived
            try habit.update(db)
        }
        try replanReminders()
    }

    /// Deletes a habit with all its entries and reminders.
    public func deleteHabit(_ reference: String) throws {
        try database.writer.write { db in
            let habit = try self.habit(reference, db)
            try db.execute(sql: "DELETE FROM entry WHERE habitID = ?", arguments: [habit.id.uuidString])
            try db.execute(sql: "DELETE FROM reminder WHERE habitID = ?", arguments: [habit.id.uuidString])
            _ = try habit.delete(db)
        }
        try replanReminders()
    }

    // MARK: - Settings

    /// Sets when the day starts (00:00–04:00): a check before then counts for the day before.
    public func setDayStart(minutes: Int) throws {
        guard (0...MyHabitLabLimits.latestDayStart).contains(minutes) else { throw MyHabitLabError.dayStartOutOfRange }
        try database.writer.write { db in try HabitSettings(dayStartsAt: minutes).save(db) }
        try replanReminders()
    }

    /// The settings.
    public func settings() throws -> HabitSettings {
        try database.reader.read { db in try HabitSettings.current(db) }
    }
}

/// MyHabitLab's settings: one row.
public struct HabitSettings: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "settings"
    var id = 1
    /// Minutes after midnight when a new day starts (0…240).
    public var dayStartsAt: Int

    /// Settings with the day starting at `dayStartsAt`.
    public init(dayStartsAt: Int) {
        self.dayStartsAt = dayStartsAt
    }

    static func current(_ db: Database) throws -> HabitSettings {
        try HabitSettings.fetchOne(db) ?? HabitSettings(dayStartsAt: 0)
    }
}
