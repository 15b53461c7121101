import GRDB

/// Tells whether anything was committed to a database, by this process or another (the CLI beside
/// a running server): the change token that page caches key on.
public struct CommitWatcher: Sendable {
    /// A connection of its own that only watches for commits (nil in memory).
    private let watcher: DatabaseQueue?

    /// Watches the database file at `path` through a connection of its own.
    public init(path: String, configuration: Configuration) throws {
        watcher = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Watches an in-memory database, where every writer is in this process.
    public init() {
        watcher = nil
    }

    /// A number that changes whenever a change is committed to `writer`'s database.
    public func token(_ writer: any DatabaseWriter) throws -> Int {
        if let watcher {
            // NB: `data_version` changes when another connection commits; every writer is another
            // connection to the watcher. Every page asks, so the statement is compiled once.
            return try watcher.inDatabase { try Int.fetchOne($0.cachedStatement(sql: "PRAGMA data_version")) ?? 0 }
        }
        return try writer.read { $0.totalChangesCount }
    }
}
