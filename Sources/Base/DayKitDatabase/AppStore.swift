import Foundation
import GRDB

/// One app's SQLite database: its connection (a pool in WAL mode on disk, a queue in memory),
/// migrated when opened, and the change token page caches key on.
public struct AppStore: Sendable {
    /// The connection.
    public let writer: any DatabaseWriter
    /// Sees commits, by this process or another.
    private let watcher: CommitWatcher
    /// What the writer's connection last saw of other connections' commits (`noticeCommitsOfOtherConnections`).
    let otherCommits: OtherCommits

    /// The file `fileName` in `directory` (created if needed), migrated by `migrator`; foreign keys
    /// are enforced when `foreignKeys`.
    public static func onDisk(in directory: URL, fileName: String, foreignKeys: Bool, migrator: DatabaseMigrator) throws -> AppStore {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        if foreignKeys {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA foreign_keys = ON") }
        }
        let path = directory.appendingPathComponent(fileName).path
        return try AppStore(DatabasePool(path: path, configuration: configuration),
                            watcher: CommitWatcher(path: path, configuration: configuration), migrator: migrator)
    }

    /// A private in-memory database (tests), migrated by `migrator`.
    public static func inMemory(migrator: DatabaseMigrator) throws -> AppStore {
        try AppStore(DatabaseQueue(), watcher: CommitWatcher(), migrator: migrator)
    }

    /// The store over `writer`, migrated by `migrator` (nil: opened as it is, by an extension).
    init(_ writer: any DatabaseWriter, watcher: CommitWatcher, migrator: DatabaseMigrator?) throws {
        self.writer = writer
        self.watcher = watcher
        try migrator?.migrate(writer)
        otherCommits = OtherCommits(try Self.dataVersion(writer))
    }

    /// A number that changes whenever a change is committed, by this process or another (the CLI
    /// beside a running server). Screens built from an unchanged database are the same.
    public func changeToken() throws -> Int {
        try watcher.token(writer)
    }
}
