import DayKitDatabase
import GRDB

extension MyHabitLabDatabase {
    /// What MyHabitLab syncs across a person's devices (issue 37): each habit field by field (its
    /// schedule and its goal each one value, so two devices' halves never mix), and each day's
    /// entry (its mark with its value one value, its note another). Reminders and settings stay on
    /// each device: a reminder's id is the device's own counter, and "day starts at" and the
    /// appearance belong to the device.
    public static let sync: SyncSchema? = SyncSchema(version: 1, tables: [
        .init(entity: "habit", table: "habit", keyColumns: ["id"], fields: [
            "name", "detail", "icon", "color", "scheduleKind+scheduleWeekdays+scheduleTimes+scheduleDays",
            "kind+unit+target+direction", "createdDay", "position", "isArchived", "startBeforeMarks",
        ]),
        // NB: an entry's own writes bump its habit's revision (the history cache's key); a received one must too.
        .init(entity: "entry", table: "entry", keyColumns: ["habitID", "day"], fields: ["id", "mark+value", "note"],
              afterApply: "UPDATE habit SET revision = revision + 1 WHERE id = :habitID"),
    ])

    /// Migration v10: the sync tables, the triggers that capture every write to habits and entries,
    /// and what the file holds now, captured as this device's changes.
    static func startSyncing(_ db: Database) throws {
        try sync?.createTables(db)
    }
}
