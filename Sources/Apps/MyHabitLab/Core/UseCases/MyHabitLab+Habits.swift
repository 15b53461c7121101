import DayKit
import Foundation
import GRDB

extension MyHabitLab {
    // MARK: - Create, edit, reorder

    /// Creates a habit from `fields`, last in the manual order, starting today, with `reminders`.
    @discardableResult
    public func createHabit(_ fields: HabitFields, reminders: [HabitReminder] = []) throws -> Habit {
        let valid = try fields.validated()
        guard reminders.count <= MyHabitLabLimits.remindersPerHabit else { throw MyHabitLabError.tooManyReminders }
        let habit = try database.writer.write { db -> Habit in
            let position = try Habit.nextPositionOfAll(db)
            let habit = Habit(name: valid.name, detail: valid.detail, icon: valid.icon, color: valid.color,
                              schedule: valid.schedule, kind: valid.kind, createdDay: try today(db), position: position)
            try habit.insert(db)
            try ReminderRecord.replace(of: habit.id, with: reminders, db)
            return habit
        }
        return habit
    }

    /// Changes a habit's fields, and its reminders when `reminders` is given; its history is kept.
    /// An error thrown by `change` changes nothing, and so does a form `drawnFrom` another
    /// `editVersion` than the habit's now (`changedElsewhere`).
    @discardableResult
    public func editHabit(_ id: Habit.ID, drawnFrom version: String? = nil, reminders: [HabitReminder]? = nil,
                          _ change: (inout HabitFields) throws -> Void) throws -> Habit {
        if let reminders, reminders.count > MyHabitLabLimits.remindersPerHabit { throw MyHabitLabError.tooManyReminders }
        let habit = try database.writer.write { db -> Habit in
            var habit = try self.habit(id, db)
            if let version, try version != editVersion(of: habit, db) { throw MyHabitLabError.changedElsewhere(habit.name) }
            var fields = HabitFields(habit)
            try change(&fields)
            let valid = try fields.validated()
            habit.name = valid.name
            habit.detail = valid.detail
            habit.icon = valid.icon
            habit.color = valid.color
            habit.schedule = valid.schedule
            habit.kind = valid.kind
            if let start = valid.startDay, start != habit.createdDay {
                try moveStart(of: &habit, to: start, db)
            }
            try habit.update(db)
            try Habit.bumpRevision(of: habit.id, db)
            if let reminders { try ReminderRecord.replace(of: habit.id, with: reminders, db) }
            return habit
        }
        return habit
    }

    /// Sets the habit's first day to `start`: no later than today nor its first entry's day (issue 39, item 1).
    private func moveStart(of habit: inout Habit, to start: CalendarDay, _ db: Database) throws {
        let today = try today(db)
        guard start <= today else { throw MyHabitLabError.futureDay(start, today: today) }
        if let first = try Entry.firstDay(of: habit.id, db), first < start { throw MyHabitLabError.startAfterFirstEntry(first) }
        habit.createdDay = start
        try Habit.setStartBeforeMarks(nil, of: habit.id, db)
    }

    /// Moves a habit to `position` (1 = first) in the manual order of its list (active or archived).
    public func moveHabit(_ id: Habit.ID, to position: Int) throws {
        try database.writer.write { db in
            let habit = try self.habit(id, db)
            var list = try Habit.list(archived: habit.isArchived, db)
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
    public func archiveHabit(_ id: Habit.ID) throws { try setArchived(id, true) }

    /// Restores an archived habit.
    public func restoreHabit(_ id: Habit.ID) throws { try setArchived(id, false) }

    private func setArchived(_ id: Habit.ID, _ archived: Bool) throws {
        try database.writer.write { db in
            var habit = try self.habit(id, db)
            habit.isArchived = archived
            try habit.update(db)
        }
    }

    /// Deletes a habit with all its entries and reminders.
    public func deleteHabit(_ id: Habit.ID) throws {
        try database.writer.write { db in
            let habit = try self.habit(id, db)
            try Entry.deleteAll(of: habit.id, db)
            try ReminderRecord.deleteAll(of: habit.id, db)
            _ = try habit.delete(db)
        }
    }

    // MARK: - Settings

    /// Sets when the day starts (00:00–04:00): a check before then counts for the day before.
    public func setDayStart(minutes: Int) throws {
        guard (0...MyHabitLabLimits.latestDayStart).contains(minutes) else { throw MyHabitLabError.dayStartOutOfRange }
        try changeSettings { $0.dayStartsAt = minutes }
    }

    /// Turns every habit's reminders on or off (each habit keeps its reminder times).
    public func setRemindersOn(_ on: Bool) throws {
        try changeSettings { $0.remindersOn = on }
    }

    /// Sets the look: light, dark, or the system's.
    public func setAppearance(_ appearance: HabitSettings.Appearance) throws {
        try changeSettings { $0.appearance = appearance }
    }

    /// Records that the welcome was seen, so first launch does not show it again.
    public func finishWelcome() throws {
        try changeSettings { $0.hasSeenWelcome = true }
    }

    /// Whether first launch shows the welcome: no habit yet (archived ones included) and the
    /// welcome not yet seen.
    public func shouldWelcome() throws -> Bool {
        try database.reader.read { db in
            try !HabitSettings.current(db).hasSeenWelcome && Habit.fetchCount(db) == 0
        }
    }

    /// When the next day starts (midnight, or the "day starts at" time after it).
    public func nextDayStart() throws -> Date {
        try database.reader.read { db in
            let shift = try HabitSettings.current(db).dayStartsAt
            return try today(db).adding(days: 1).instant(whenTheClockReads: shift, in: calendar)
        }
    }

    /// The settings.
    public func settings() throws -> HabitSettings {
        try database.reader.read { db in try HabitSettings.current(db) }
    }

    private func changeSettings(_ change: (inout HabitSettings) -> Void) throws {
        try database.writer.write { db in
            var settings = try HabitSettings.current(db)
            change(&settings)
            try settings.save(db)
        }
    }
}

/// MyHabitLab's settings: one row.
public struct HabitSettings: Codable, Sendable, Hashable {
    var id = 1
    /// Minutes after midnight when a new day starts (0…240).
    public var dayStartsAt: Int
    /// Whether the first-launch welcome was seen.
    public var hasSeenWelcome: Bool
    /// Whether reminders are delivered at all.
    public var remindersOn: Bool
    /// The look of every page.
    public var appearance: Appearance

    /// Settings with the day starting at `dayStartsAt`.
    public init(dayStartsAt: Int = 0, hasSeenWelcome: Bool = false, remindersOn: Bool = true, appearance: Appearance = .system) {
        self.dayStartsAt = dayStartsAt
        self.hasSeenWelcome = hasSeenWelcome
        self.remindersOn = remindersOn
        self.appearance = appearance
    }

    /// The look: always light, always dark, or the system's (the default: the phone's setting).
    public enum Appearance: String, Codable, Sendable, CaseIterable {
        case light, dark, system
    }
}
