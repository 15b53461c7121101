import DayKitDatabase
import Foundation
import GRDB

/// Who may use the server, in a file of its own (`access.sqlite` in the data directory): the
/// owner's passphrase (bcrypt), the signed-in sessions, the tokens and the devices that signed in
/// before, each secret stored as its SHA-256 only. No app's database holds any of it.
public struct AccessDatabase: AppDatabase {
    public static let fileName = "access.sqlite"
    public static let enforcesForeignKeys = true
    public let store: AppStore

    public init(store: AppStore) {
        self.store = store
    }

    /// Whether `directory` holds an access file (a passphrase may have been set there).
    public static func exists(in directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(fileName).path)
    }

    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "owner") { t in
                t.column("id", .integer).primaryKey()
                t.column("passphraseHash", .text).notNull()
                t.column("changedAt", .double).notNull()
            }
            try db.create(table: "session") { t in
                t.column("digest", .text).primaryKey()
                t.column("createdAt", .double).notNull()
                t.column("lastSeenAt", .double).notNull()
            }
            try db.create(table: "token") { t in
                t.column("id", .text).primaryKey()
                t.column("name", .text).notNull()
                t.column("digest", .text).notNull().unique()
                t.column("readOnly", .boolean).notNull()
                t.column("createdAt", .double).notNull()
                t.column("lastUsedAt", .double)
            }
            try db.create(table: "knownDevice") { t in
                t.column("digest", .text).primaryKey()
                t.column("createdAt", .double).notNull()
            }
        }
        return migrator
    }
}
