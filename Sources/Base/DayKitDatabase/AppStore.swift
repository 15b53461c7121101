import Foundation
import GRDB
import SyncCore

/// One app's SQLite database: its connection (a pool in WAL mode on disk, a queue in memory),
/// migrated when opened, and the change token page caches key on.
public struct AppStore: Sendable {
    /// The connection.
    public let writer: any DatabaseWriter
    /// Sees commits, by this process or another.
    private let watcher: CommitWatcher
    /// The check of the file's pages (on disk only).
    private let check: IntegrityCheck?
    /// What the writer's connection last saw of other connections' commits (`noticeCommitsOfOtherConnections`).
    let otherCommits: OtherCommits
    /// The store's side of sync, when its app syncs (`AppDatabase.sync`).
    public let sync: SyncLog?

    /// The file `fileName` in `directory` (created if needed), migrated by `migrator`; foreign keys
    /// are enforced when `foreignKeys`. A file saved by a newer version is refused; a damaged one
    /// is found by a check in the background, and no change is committed to it (`IntegrityCheck`).
    /// Every refusal is a `StoreProblem` naming the file.
    public static func onDisk(in directory: URL, fileName: String, foreignKeys: Bool, migrator: DatabaseMigrator,
                              sync: SyncSchema? = nil) throws -> AppStore {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw StoreProblem.notAFolder(directory.path)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(longestWait)
        if foreignKeys {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA foreign_keys = ON") }
        }
        let capture = SyncCapture.prepared(&configuration, for: sync)
        let path = directory.appendingPathComponent(fileName).path
        do {
            if access(directory.path, W_OK) != 0 || (FileManager.default.fileExists(atPath: path) && access(path, W_OK) != 0) {
                return try readOnly(path, configuration: configuration, migrator: migrator, sync: capture)
            }
            try keepUnwrittenWhenOpened(path)
            let pool = try DatabasePool(path: path, configuration: configuration)
            // NB: through the writer, which migrates next: a reader that read the schema before a
            // migration kept GRDB's idea of the tables' columns from before it.
            try pool.writeWithoutTransaction { db in
                // NB: HabitSuite never sets `user_version`; a version that does is newer than this one.
                if try migrator.hasBeenSuperseded(db) || Int.fetchOne(db, sql: "PRAGMA user_version") != 0 {
                    throw StoreProblem.newer(path)
                }
            }
            let check = IntegrityCheck(file: path)
            pool.add(transactionObserver: check, extent: .databaseLifetime)
            check.start()
            return try AppStore(pool, watcher: CommitWatcher(path: path, configuration: configuration), migrator: migrator, check: check, sync: capture)
        } catch {
            if let problem = StoreProblem(error, file: path) { throw problem }
            if let error = error as? DatabaseError { throw StoreProblem.unopenable(path, error.message ?? "\(error.resultCode)") }
            throw error
        }
    }

    /// The file at `path`, which this process may not write (or not in its folder), opened only to
    /// read: every write is refused (`StoreProblem.readOnly`). NB: SQLite opens a database in WAL
    /// mode whose folder is read-only only when its `-wal` and `-shm` files are there, or as
    /// immutable (a URI filename: Debian's SQLite takes them, `SQLITE_USE_URI`).
    private static func readOnly(_ path: String, configuration base: Configuration, migrator: DatabaseMigrator,
                                 sync: (SyncSchema, SyncCapture)?) throws -> AppStore {
        guard FileManager.default.fileExists(atPath: path) else { throw StoreProblem.readOnly(path) }
        var configuration = base
        configuration.readonly = true
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        let location = FileManager.default.fileExists(atPath: path + "-wal") ? path : "file:\(escaped)?immutable=1"
        let queue = try DatabaseQueue(path: location, configuration: configuration)
        try queue.read { db in
            if try migrator.hasBeenSuperseded(db) || Int.fetchOne(db, sql: "PRAGMA user_version") != 0 { throw StoreProblem.newer(path) }
            // NB: a file an older version saved needs its migrations, which are writes.
            if try !migrator.hasCompletedMigrations(db) { throw StoreProblem.readOnly(path) }
        }
        return try AppStore(queue, watcher: CommitWatcher(path: location, configuration: configuration), migrator: nil, sync: sync)
    }

    /// Leaves an existing file's bytes as they are when a pool opens it. NB: GRDB's pool commits a
    /// table created and dropped when it finds no write-ahead log or an empty one (its issue 102:
    /// readers then fail to open), which changes the file's first page before anything could check
    /// the file or refuse it. A log of 32 zero bytes is no valid log (SQLite reads it as empty and
    /// writes its header with the first change) yet is not empty, so nothing is written at open.
    private static func keepUnwrittenWhenOpened(_ path: String) throws {
        let files = FileManager.default
        let log = path + "-wal"
        guard files.fileExists(atPath: path), ((try? files.attributesOfItem(atPath: log)[.size] as? Int) ?? 0) == 0 else { return }
        try Data(count: 32).write(to: URL(fileURLWithPath: log))
    }

    /// How long a write waits for another connection's write to end (another process's import
    /// holds the lock for as long as it takes; a 19 MB file took 9–14 s) before it fails.
    public static let longestWait: TimeInterval = 120

    /// A private in-memory database (tests), migrated by `migrator`.
    public static func inMemory(migrator: DatabaseMigrator, sync: SyncSchema? = nil) throws -> AppStore {
        var configuration = Configuration()
        let capture = SyncCapture.prepared(&configuration, for: sync)
        return try AppStore(DatabaseQueue(configuration: configuration), watcher: CommitWatcher(), migrator: migrator, sync: capture)
    }

    /// The store over `writer`, migrated by `migrator` (nil: opened as it is, by an extension), with
    /// the check of its pages running in the background, if any.
    init(_ writer: any DatabaseWriter, watcher: CommitWatcher, migrator: DatabaseMigrator?, check: IntegrityCheck? = nil,
         sync: (SyncSchema, SyncCapture)? = nil) throws {
        self.writer = writer
        self.watcher = watcher
        self.check = check
        self.sync = sync.map { SyncLog(schema: $0.0, writer: writer, capture: $0.1) }
        try migrator?.migrate(writer)
        otherCommits = OtherCommits(try Self.dataVersion(writer))
    }

    /// A number that changes whenever a change is committed, by this process or another (the CLI
    /// beside a running server). Screens built from an unchanged database are the same.
    public func changeToken() throws -> Int {
        try watcher.token(writer)
    }

    /// Waits for the check of the file's pages started when it was opened: the damage it found,
    /// if any (nil in memory).
    public func integrityProblem() -> StoreProblem? {
        check?.problem()
    }
}
