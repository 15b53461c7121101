import DayKitDatabase
import GRDB

extension BetterMorningDatabase {
    /// Append-only migrations. A shipped migration is never edited.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "routine") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("celebrityID", .text).unique()
                t.column("isActive", .boolean).notNull().defaults(to: false)
                t.column("createdDay", .text).notNull()
                t.column("firstStartDay", .text).notNull()
                t.column("startDay", .text).notNull()
                t.column("activationNumber", .integer).notNull()
            }
            try db.create(table: "task") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("routineID", .integer).notNull().indexed().references("routine", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("title", .text).notNull()
                t.column("time", .integer).notNull()
            }
            try db.create(table: "taskMark") { t in
                t.column("taskID", .integer).notNull().references("task", onDelete: .cascade)
                t.column("routineID", .integer).notNull().references("routine", onDelete: .cascade)
                t.column("day", .text).notNull()
                t.column("mark", .text).notNull()
                t.primaryKey(["taskID", "day"])
            }
            try db.create(index: "taskMark_routine_day", on: "taskMark", columns: ["routineID", "day"])
            try db.create(table: "dayRecord") { t in
                t.column("routineID", .integer).notNull().references("routine", onDelete: .cascade)
                t.column("day", .text).notNull()
                t.column("completedCount", .integer).notNull()
                t.primaryKey(["routineID", "day"])
            }
            try db.create(table: "draft") { t in
                t.column("id", .integer).primaryKey().check { $0 == 1 }
                t.column("title", .text).notNull()
            }
            try db.create(table: "draftTask") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("title", .text).notNull()
                t.column("time", .integer).notNull()
            }
            try db.create(table: "settings") { t in
                t.column("id", .integer).primaryKey().check { $0 == 1 }
                t.column("onboardingCompleted", .boolean).notNull()
                t.column("notificationsEnabled", .boolean).notNull()
            }
            try db.create(table: "pendingReminder") { t in
                t.column("routineID", .integer).notNull().primaryKey()
                t.column("routineName", .text).notNull()
                t.column("time", .integer).notNull()
                t.column("startDay", .text).notNull()
            }
            try db.create(table: "deliveredReminder") { t in
                t.column("day", .text).notNull()
                t.column("routineID", .integer).notNull()
                t.column("time", .integer).notNull()
                t.primaryKey(["day", "routineID"])
            }
        }
        migrator.registerMigration("v2") { db in
            try db.alter(table: "settings") { t in
                t.add(column: "lastStepMinutes", .integer).notNull().defaults(to: BetterMorningLimits.defaultLastStepMinutes)
            }
        }
        migrator.registerMigration("v3: reminders planned when delivered") { db in
            // NB: the reminder is no longer stored: the Core plans it when asked, and the server
            // logs what it showed in the suite's delivered-log (issue 34, item 5). The old log
            // (`deliveredReminder`) stays as it was, no longer read.
            try DeliveredReminder.createTable(db)
            try db.drop(table: "pendingReminder")
        }
        return migrator
    }
}
