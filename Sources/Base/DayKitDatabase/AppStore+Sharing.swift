import DayKit
import Foundation
import GRDB
import SyncCore
import Synchronization

/// Who opens a store that several processes share: an iPhone app and its widget extension, with
/// the file in their App Group container (GRDB's guide, "Sharing a Database").
public enum StoreOpener: Sendable {
    /// The app: creates the file and runs the migrations.
    case app
    /// An extension (a widget, an App Intent): opens the file the app made as it is, never migrating it.
    case appExtension
}

/// Why a shared store could not be opened.
public enum SharedStoreError: Refusal, Equatable, Sendable {
    /// An extension found no file, or one the app has not migrated yet: the app must be opened first.
    case notReady
    /// The file was migrated by a newer version of the app than this one.
    case tooRecent

    /// What went wrong, in words.
    public var message: String {
        switch self {
        case .notReady: "Open the app once to set up its data."
        case .tooRecent: "The data was saved by a newer version of the app: update the app to open it."
        }
    }
}

extension AppStore {
    /// The store at `url`, shared with other processes: a pool in WAL mode (several processes may
    /// read and write at once), waiting for another process's write rather than failing, and
    /// suspending when told (`Database.suspendNotification`, so iOS never kills a suspended app for
    /// holding a lock). The app migrates it with `migrator`; an extension only checks that it is
    /// fully migrated. `configuration` is the base (tests and benchmarks add tracing).
    public static func shared(at url: URL, foreignKeys: Bool, migrator: DatabaseMigrator, openedBy opener: StoreOpener,
                              configuration base: Configuration = Configuration(), sync: SyncSchema? = nil) throws -> AppStore {
        var configuration = base
        configuration.busyMode = .timeout(5)
        configuration.observesSuspensionNotifications = true
        if foreignKeys {
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA foreign_keys = ON") }
        }
        let capture = SyncCapture.prepared(&configuration, for: sync)
        return try coordinated(url, writing: opener == .app) { url in
            switch opener {
            case .app:
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let store = try AppStore(DatabasePool(path: url.path, configuration: configuration),
                                         watcher: CommitWatcher(path: url.path, configuration: configuration), migrator: migrator, sync: capture)
                if try store.writer.read(migrator.hasBeenSuperseded) { throw SharedStoreError.tooRecent }
                return store
            case .appExtension:
                // NB: opening a file that is not there would create an empty one, which the app would then take for its own.
                guard FileManager.default.fileExists(atPath: url.path) else { throw SharedStoreError.notReady }
                let pool = try DatabasePool(path: url.path, configuration: configuration)
                try pool.read { db in
                    if try migrator.hasBeenSuperseded(db) { throw SharedStoreError.tooRecent }
                    if try !migrator.hasCompletedMigrations(db) { throw SharedStoreError.notReady }
                }
                return try AppStore(pool, watcher: CommitWatcher(path: url.path, configuration: configuration), migrator: nil, sync: capture)
            }
        }
    }

    /// Runs `open` on the file's URL under a file coordinator on Apple platforms, as GRDB's guide
    /// asks, so two processes never set the file up at once. NB: Linux's Foundation has no
    /// `NSFileCoordinator`; there the app and its CLI never open a store for the first time together.
    private static func coordinated(_ url: URL, writing: Bool, _ open: (URL) throws -> AppStore) throws -> AppStore {
        #if canImport(Darwin)
        let coordinator = NSFileCoordinator(filePresenter: nil)
        var coordinationError: NSError?
        var result: Result<AppStore, any Error>?
        if writing {
            coordinator.coordinate(writingItemAt: url, options: .forMerging, error: &coordinationError) { url in result = Result { try open(url) } }
        } else {
            coordinator.coordinate(readingItemAt: url, options: .withoutChanges, error: &coordinationError) { url in result = Result { try open(url) } }
        }
        if let coordinationError { throw coordinationError }
        guard let result else { throw SharedStoreError.notReady }
        return try result.get()
        #else
        return try open(url)
        #endif
    }

    // MARK: - Observations and other connections

    /// Has every observation of this process (GRDB's `ValueObservation`) fetch its value again: after
    /// a change SQLite did not report to this connection, or when what they show depends on more
    /// than the database (the day turning).
    public func notifyObservers() throws {
        try writer.write { db in try db.notifyChanges(in: .fullDatabase) }
    }

    /// Tells this process's observations about what other connections committed since the last
    /// call (a widget's toggle, another process's notification action, the CLI): SQLite reports a
    /// change only to the connection that made it. True when there was any. NB: `data_version` on
    /// the writer's connection changes only when another connection commits, never for its own.
    @discardableResult
    public func noticeCommitsOfOtherConnections() throws -> Bool {
        let version = try Self.dataVersion(writer)
        let changed = otherCommits.lastSeen.withLock { seen in
            defer { seen = version }
            return seen != version
        }
        if changed { try notifyObservers() }
        return changed
    }

    /// The writer connection's `data_version`.
    static func dataVersion(_ writer: any DatabaseWriter) throws -> Int {
        try writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}

/// The `data_version` the writer's connection read when last asked: it moves only when another
/// connection commits.
final class OtherCommits: Sendable {
    let lastSeen: Mutex<Int>

    init(_ version: Int) {
        lastSeen = Mutex(version)
    }
}

extension AppDatabase {
    /// The file at `url`, shared with other processes (an App Group container): the app opens it
    /// migrated, an extension as it is (see `AppStore.shared`).
    public static func shared(at url: URL, openedBy opener: StoreOpener, configuration: Configuration = Configuration()) throws -> Self {
        Self(store: try AppStore.shared(at: url, foreignKeys: enforcesForeignKeys, migrator: migrator, openedBy: opener,
                                        configuration: configuration, sync: sync))
    }

    /// Has every observation of this process fetch again (see `AppStore.notifyObservers`).
    public func notifyObservers() throws {
        try store.notifyObservers()
    }

    /// Tells this process's observations about other connections' commits; true when there were any.
    @discardableResult
    public func noticeCommitsOfOtherConnections() throws -> Bool {
        try store.noticeCommitsOfOtherConnections()
    }
}
