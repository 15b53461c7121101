import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// Ultimate's SQLite store: challenges (their plan and the user's starts) and the task logs. Every
/// status, attempt and figure is derived from these (`ChallengeTimeline`).
public struct UltimateDatabase: AppDatabase {
    public let store: AppStore

    public init(store: AppStore) {
        self.store = store
    }

    public static let fileName = "ultimate.sqlite"
    public static let enforcesForeignKeys = true

    /// The connection.
    var writer: any DatabaseWriter { store.writer }

    /// Append-only migrations. A shipped migration is never edited.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "challenge") { t in
                t.column("id", .text).primaryKey()
                t.column("name", .text).notNull()
                t.column("templateID", .text).notNull()
                t.column("rule", .text).notNull()
                t.column("grace", .integer).notNull()
                t.column("days", .integer).notNull()
                t.column("starts", .text).notNull()
                t.column("abandons", .text).notNull()
                t.column("tasks", .text).notNull()
                t.column("createdAt", .double).notNull()
            }
            try db.create(table: "taskLog") { t in
                t.column("challengeID", .text).notNull().references("challenge", onDelete: .cascade)
                t.column("taskID", .text).notNull()
                t.column("day", .text).notNull()
                t.column("value", .double).notNull()
                t.column("checked", .text).notNull()
                t.column("note", .text)
                t.column("timerStartedAt", .double)
                t.primaryKey(["challengeID", "taskID", "day"])
            }
        }
        migrator.registerMigration("v2: profile") { db in
            try db.create(table: "profile") { t in
                t.column("id", .integer).primaryKey()
                t.column("profile", .text).notNull()
            }
        }
        migrator.registerMigration("v3: completion time") { db in
            try db.alter(table: "taskLog") { t in t.add(column: "completedAt", .double) }
        }
        migrator.registerMigration("v4: challenge revision") { db in
            try db.alter(table: "challenge") { t in t.add(column: "revision", .integer).notNull().defaults(to: 0) }
        }
        migrator.registerMigration("v5: progress photos") { db in
            try db.create(table: "photoSession") { t in
                t.column("id", .text).primaryKey()
                t.column("day", .text).notNull()
                t.column("challengeID", .text).references("challenge", onDelete: .setNull)
                t.column("note", .text)
                t.column("createdAt", .double).notNull()
            }
            try db.create(table: "photo") { t in
                t.column("id", .text).primaryKey()
                t.column("sessionID", .text).notNull().indexed().references("photoSession", onDelete: .cascade)
                t.column("angle", .text).notNull()
                t.column("isBlurred", .boolean).notNull()
                t.column("width", .integer).notNull()
                t.column("height", .integer).notNull()
                t.column("createdAt", .double).notNull()
            }
        }
        migrator.registerMigration("v6: delivered notifications") { db in
            // The reminders the server has shown, so that none is shown twice and the day's limit
            // counts them.
            try db.create(table: "deliveredNotification") { t in
                t.column("day", .text).notNull().indexed()
                t.column("challengeID", .text).notNull()
                t.column("fireAt", .double).notNull()
                t.primaryKey(["challengeID", "fireAt"])
            }
        }
        migrator.registerMigration("v7: explained resets") { db in
            // The latest attempt of each challenge whose strict reset the person has read about.
            try db.create(table: "explainedReset") { t in
                t.column("challengeID", .text).primaryKey().references("challenge", onDelete: .cascade)
                t.column("attempt", .integer).notNull()
            }
        }
        migrator.registerMigration("v8: the suite's delivered-log") { db in
            // The reminders shown move to the log every app keeps (issue 34, item 5): a reminder
            // is known by its challenge and instant, as before.
            try DeliveredReminder.createTable(db)
            try db.execute(sql: "INSERT INTO reminderDelivery (day, key, fireAt) SELECT day, challengeID, fireAt FROM deliveredNotification")
            try db.drop(table: "deliveredNotification")
        }
        migrator.registerMigration("v9: sync", migrate: startSyncing)
        migrator.registerMigration("v10: the devices that sync here", migrate: SyncSchema.createDeviceTable)
        return migrator
    }
}
