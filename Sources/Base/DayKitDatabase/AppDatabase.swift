import Foundation
import GRDB
import SyncCore

/// One app's database type: what differs between the apps' stores (the file's name, whether foreign
/// keys are enforced, the append-only migrator); opening, migrating and the change token are
/// `AppStore`'s, once.
///
/// An app's database is a struct holding its `AppStore`; its queries live in `<Record>+Database.swift`
/// files of its Core, its writes in the Core's use cases.
public protocol AppDatabase: Sendable {
    /// The database file's name inside the data directory.
    static var fileName: String { get }
    /// Whether SQLite enforces the schema's foreign keys.
    static var enforcesForeignKeys: Bool { get }
    /// Append-only migrations. A shipped migration is never edited.
    static var migrator: DatabaseMigrator { get }
    /// What the app syncs across a person's devices (issue 37); nil for an app that keeps its data
    /// on one device. Its migrator creates the sync tables (`SyncSchema.createTables`).
    static var sync: SyncSchema? { get }
    /// The database over an opened, migrated store.
    init(store: AppStore)
    /// The file and its connection.
    var store: AppStore { get }
}

extension AppDatabase {
    /// An app that does not sync.
    public static var sync: SyncSchema? { nil }

    /// The file `fileName` in `directory`, created with the directory if needed, migrated.
    public static func onDisk(in directory: URL) throws -> Self {
        Self(store: try AppStore.onDisk(in: directory, fileName: fileName, foreignKeys: enforcesForeignKeys, migrator: migrator, sync: sync))
    }

    /// A private in-memory database (tests), migrated.
    public static func inMemory() throws -> Self {
        Self(store: try AppStore.inMemory(migrator: migrator, sync: sync))
    }

    /// A number that changes whenever a change is committed, by this process or another (the CLI
    /// beside a running server). Screens built from an unchanged database are the same.
    public func changeToken() throws -> Int {
        try store.changeToken()
    }
}
