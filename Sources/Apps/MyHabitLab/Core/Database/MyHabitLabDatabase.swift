import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabFormats

/// MyHabitLab's SQLite store, migrated when opened; writes go through the use cases of
/// `MyHabitLab`, one transaction each.
public struct MyHabitLabDatabase: AppDatabase {
    public let store: AppStore

    public init(store: AppStore) {
        self.store = store
    }

    public static let fileName = "my-habit-lab.sqlite"
    public static let enforcesForeignKeys = true

    /// The connection.
    var writer: any DatabaseWriter { store.writer }

    /// Read access for screens.
    var reader: any DatabaseReader { store.writer }

    /// Append-only migrations. A shipped migration is never edited.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "habit") { t in
                t.column("id", .text).primaryKey()
                t.column("name", .text).notNull()
                t.column("detail", .text)
                t.column("icon", .text).notNull()
                t.column("color", .text).notNull()
                t.column("scheduleKind", .text).notNull()
                t.column("scheduleWeekdays", .integer).notNull().defaults(to: 0)
                t.column("scheduleTimes", .integer).notNull().defaults(to: 1)
                t.column("scheduleDays", .integer).notNull().defaults(to: 1)
                t.column("kind", .text).notNull()
                t.column("unit", .text)
                t.column("target", .double)
                t.column("direction", .text)
                t.column("createdDay", .text).notNull()
                t.column("position", .integer).notNull()
                t.column("isArchived", .boolean).notNull().defaults(to: false)
            }
            try db.create(table: "entry") { t in
                t.column("id", .text).primaryKey()
                t.column("habitID", .text).notNull().references("habit", onDelete: .cascade)
                t.column("day", .text).notNull()
                t.column("mark", .text)
                t.column("value", .double)
                t.column("note", .text)
                t.uniqueKey(["habitID", "day"])
            }
            try db.create(index: "entry_day", on: "entry", columns: ["day"])
            try db.create(table: "reminder") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("habitID", .text).notNull().indexed().references("habit", onDelete: .cascade)
                t.column("minutes", .integer).notNull()
                t.column("weekdays", .integer).notNull()
            }
            try db.create(table: "settings") { t in
                t.column("id", .integer).primaryKey().check { $0 == 1 }
                t.column("dayStartsAt", .integer).notNull()
            }
            try db.create(table: "scheduledNotification") { t in
                t.column("habitID", .text).notNull()
                t.column("fireAt", .double).notNull()
                t.column("title", .text).notNull()
                t.column("body", .text).notNull()
                t.primaryKey(["habitID", "fireAt"])
            }
        }
        migrator.registerMigration("v2: habit revision") { db in
            try db.alter(table: "habit") { t in
                t.add(column: "revision", .integer).notNull().defaults(to: 0)
            }
        }
        migrator.registerMigration("v3: no day index") { db in
            // NB: histories are read per habit (the unique habit-and-day index serves them); an index
            // on the day alone only slowed every insert.
            try db.drop(index: "entry_day")
        }
        migrator.registerMigration("v4: welcome and reminder settings") { db in
            try db.alter(table: "settings") { t in
                t.add(column: "hasSeenWelcome", .boolean).notNull().defaults(to: false)
                t.add(column: "remindersOn", .boolean).notNull().defaults(to: true)
            }
        }
        migrator.registerMigration("v5: entries keyed by habit and day") { db in
            // NB: every read of entries is by habit (and day), and an import writes hundreds of
            // thousands in that order; a table clustered on (habit, day) serves both, where a rowid
            // table with an index on the random entry ids wrote each row three times. An entry's id
            // stays unique through the import's merge (the only place that looks entries up by id).
            try db.create(table: "entryByDay", options: [.withoutRowID]) { t in
                t.column("habitID", .text).notNull().references("habit", onDelete: .cascade)
                t.column("day", .text).notNull()
                t.column("id", .text).notNull()
                t.column("mark", .text)
                t.column("value", .double)
                t.column("note", .text)
                t.primaryKey(["habitID", "day"])
            }
            try db.execute(sql: """
                INSERT INTO entryByDay (habitID, day, id, mark, value, note)
                SELECT habitID, day, id, mark, value, note FROM entry ORDER BY habitID, day
                """)
            try db.drop(table: "entry")
            try db.rename(table: "entryByDay", to: "entry")
        }
        migrator.registerMigration("v6: a habit's revision counts every change to it") { db in
            // NB: screens take a habit kept in memory while its revision is unchanged; a change to
            // any of its columns but its position (by any code, in any process) bumps it here; the
            // position is read with the revision.
            let columns = ["name", "detail", "icon", "color", "scheduleKind", "scheduleWeekdays", "scheduleTimes", "scheduleDays",
                           "kind", "unit", "target", "direction", "createdDay", "isArchived"]
            try db.execute(sql: """
                CREATE TRIGGER habitRevision AFTER UPDATE ON habit
                WHEN NEW.revision = OLD.revision AND (\(columns.map { "NEW.\($0) IS NOT OLD.\($0)" }.joined(separator: " OR ")))
                BEGIN UPDATE habit SET revision = revision + 1 WHERE id = NEW.id; END
                """)
        }
        migrator.registerMigration("v7: appearance") { db in
            try db.alter(table: "settings") { t in
                t.add(column: "appearance", .text).notNull().defaults(to: "system")
            }
        }
        migrator.registerMigration("v8: the start a marked earlier day moved") { db in
            // NB: null unless a mark on a day before the habit's start moved it back; then the
            // start it had, which clearing that mark puts back (issue 39, item 1).
            try db.alter(table: "habit") { t in
                t.add(column: "startBeforeMarks", .text)
            }
        }
        migrator.registerMigration("v9: reminders planned when delivered") { db in
            // NB: reminders are no longer stored: the Core plans them when asked, and the server
            // logs which it showed (issue 34, item 5).
            try DeliveredReminder.createTable(db)
            try db.drop(table: "scheduledNotification")
        }
        migrator.registerMigration("v10: sync", migrate: startSyncing)
        migrator.registerMigration("v11: the devices that sync here", migrate: SyncSchema.createDeviceTable)
        return migrator
    }

    /// Turns SQLite's foreign-key checks off or on, outside a transaction (the import writes with
    /// them off: it checks every entry's habit itself).
    static func setForeignKeyChecks(_ on: Bool, _ db: Database) throws {
        try db.execute(sql: "PRAGMA foreign_keys = \(on ? "ON" : "OFF")")
    }
}
