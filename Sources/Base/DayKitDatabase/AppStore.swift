import Foundation
import GRDB
import Synchronization
import SyncCore

/// One app's SQLite database: its connection (a pool in WAL mode on disk, a queue in memory),
/// migrated when opened, and the change token page caches key on.
public struct AppStore: Sendable {
    /// The connection.
    public var writer: any DatabaseWriter { connection.current().writer }
    /// The connection, what sees commits and the check of the file's pages: read-only ones for a
    /// file opened on a full disk, which give way to writable ones once there is room.
    private let connection: StoreConnection
    /// What the writer's connection last saw of other connections' commits (`noticeCommitsOfOtherConnections`).
    let otherCommits: OtherCommits
    /// The store's side of sync, when its app syncs (`AppDatabase.sync`).
    public let sync: SyncLog?
    /// Where the iPhone app's screens send their writes, off the main actor and in order.
    public let writes = WriteLine()

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
                return try AppStore(StoreConnection(readOnly(path, configuration: configuration, migrator: migrator)), sync: capture)
            }
            let writable = { @Sendable [configuration] in try openWritable(path, configuration: configuration, migrator: migrator) }
            do {
                return try AppStore(StoreConnection(writable()), sync: capture)
            } catch where StoreProblem(error)?.kind == .diskFull && FileManager.default.fileExists(atPath: path) {
                // NB: SQLite makes the `-shm` file, and GRDB the `-wal`, before a first read; on a
                // full disk the file is read as it is, and opened to write once there is room.
                return try AppStore(StoreConnection(readOnly(path, configuration: configuration, migrator: migrator, fullDisk: true),
                                                    reopen: writable), sync: capture)
            }
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
    /// On a full disk (`fullDisk`), every write is refused as `StoreProblem.diskFull`, and a log with
    /// nothing in it is read as none (it is, and SQLite would need room to read it).
    private static func readOnly(_ path: String, configuration base: Configuration, migrator: DatabaseMigrator,
                                 fullDisk: Bool = false) throws -> StoreConnection.Opened {
        guard FileManager.default.fileExists(atPath: path) else { throw StoreProblem.readOnly(path) }
        var configuration = base
        configuration.readonly = true
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        // NB: a log is read with the file; on a full disk the stand-in `keepUnwrittenWhenOpened` writes is not.
        let logSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? nil
        let readsLog = logSize.map { !fullDisk || $0 > emptyLog } ?? false
        let location = readsLog ? path : "file:\(escaped)?immutable=1"
        let writesRefusedAs: StoreProblem = fullDisk ? .diskFull : .readOnly(path)
        let queue = try DatabaseQueue(path: location, configuration: configuration)
        try queue.read { db in
            if try migrator.hasBeenSuperseded(db) || Int.fetchOne(db, sql: "PRAGMA user_version") != 0 { throw StoreProblem.newer(path) }
            // NB: a file an older version saved needs its migrations, which are writes.
            if try !migrator.hasCompletedMigrations(db) { throw writesRefusedAs }
        }
        return StoreConnection.Opened(writer: queue, watcher: try CommitWatcher(path: location, configuration: configuration),
                                      writesRefusedAs: writesRefusedAs)
    }

    /// The file at `path` opened to write: migrated by `migrator`, refused when a newer version
    /// saved it, with the check of its pages started.
    private static func openWritable(_ path: String, configuration: Configuration, migrator: DatabaseMigrator) throws -> StoreConnection.Opened {
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
        try migrator.migrate(pool)
        return StoreConnection.Opened(writer: pool, watcher: try CommitWatcher(path: path, configuration: configuration), check: check)
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
        try Data(count: emptyLog).write(to: URL(fileURLWithPath: log))
    }

    /// The size of the log `keepUnwrittenWhenOpened` writes, which holds nothing.
    private static let emptyLog = 32

    /// How long a write waits for another connection's write to end (another process's import
    /// holds the lock for as long as it takes; a 19 MB file took 9–14 s) before it fails.
    public static let longestWait: TimeInterval = 120

    /// A private in-memory database (tests), migrated by `migrator`.
    public static func inMemory(migrator: DatabaseMigrator, sync: SyncSchema? = nil) throws -> AppStore {
        var configuration = Configuration()
        let capture = SyncCapture.prepared(&configuration, for: sync)
        return try AppStore(DatabaseQueue(configuration: configuration), watcher: CommitWatcher(), migrator: migrator, sync: capture)
    }

    /// The store over `writer`, migrated by `migrator` (nil: opened as it is, by an extension).
    init(_ writer: any DatabaseWriter, watcher: CommitWatcher, migrator: DatabaseMigrator?, sync: (SyncSchema, SyncCapture)? = nil) throws {
        try migrator?.migrate(writer)
        try self.init(StoreConnection(StoreConnection.Opened(writer: writer, watcher: watcher)), sync: sync)
    }

    /// The store over `connection`, opened and migrated.
    private init(_ connection: StoreConnection, sync: (SyncSchema, SyncCapture)?) throws {
        self.connection = connection
        self.sync = sync.map { schema, capture in SyncLog(schema: schema, writer: { connection.current().writer }, capture: capture) }
        otherCommits = OtherCommits(try Self.dataVersion(connection.current().writer))
    }

    /// A number that changes whenever a change is committed, by this process or another (the CLI
    /// beside a running server). Screens built from an unchanged database are the same.
    public func changeToken() throws -> Int {
        let opened = connection.current()
        return try opened.watcher.token(opened.writer)
    }

    /// Waits for the check of the file's pages started when it was opened: the damage it found,
    /// if any (nil in memory, or before the file could be opened to write).
    public func integrityProblem() -> StoreProblem? {
        connection.current().check?.problem()
    }

    /// The problem `error` is for this store, if it is one (`StoreProblem(_:file:)`): a write
    /// refused by a file opened only to read says why it was (a full disk, a read-only folder).
    public func problem(_ error: any Error) -> StoreProblem? {
        let problem = StoreProblem(error)
        guard problem?.kind == .readOnly, let refusal = connection.current().writesRefusedAs else { return problem }
        return refusal
    }
}

/// A store's connection, what sees its commits, and the check of its pages. A file opened only to
/// read on a full disk is opened to write again, at the first use after a second has passed since
/// the last try, once the disk has room: the writes after it are saved without a restart.
final class StoreConnection: Sendable {
    struct Opened: Sendable {
        let writer: any DatabaseWriter
        let watcher: CommitWatcher
        var check: IntegrityCheck? = nil
        /// What a write is refused as, when the file is opened only to read.
        var writesRefusedAs: StoreProblem? = nil
    }

    private struct State {
        var opened: Opened
        /// Opens the file to write; nil once it is.
        var reopen: (@Sendable () throws -> Opened)?
        var lastTry = ContinuousClock.now
    }

    private let state: Mutex<State>

    init(_ opened: Opened, reopen: (@Sendable () throws -> Opened)? = nil) {
        state = Mutex(State(opened: opened, reopen: reopen))
    }

    /// The connection to use now.
    func current() -> Opened {
        state.withLock { state in
            if let reopen = state.reopen, state.lastTry.duration(to: .now) >= .seconds(1) {
                state.lastTry = .now
                if let opened = try? reopen() {
                    state.opened = opened
                    state.reopen = nil
                }
            }
            return state.opened
        }
    }
}
