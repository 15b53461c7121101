import Foundation
import DayKitDatabase
import GRDB

/// Better Morning's SQLite store: the migrator runs in `init`; writes go through the use cases
/// of `BetterMorning`, one transaction each.
public struct BetterMorningDatabase: Sendable {
    /// The connection (a pool in WAL mode on disk, a queue in memory).
    let writer: any DatabaseWriter
    /// Sees commits, by this process or another.
    private let watcher: CommitWatcher

    /// Opens `writer` and migrates it to the current schema.
    public init(_ writer: any DatabaseWriter) throws {
        try self.init(writer, watcher: CommitWatcher())
    }

    private init(_ writer: any DatabaseWriter, watcher: CommitWatcher) throws {
        self.writer = writer
        self.watcher = watcher
        try Self.migrator.migrate(writer)
    }

    /// A number that changes whenever a change is committed, by this process or another (the CLI
    /// beside a running server). Screens built from an unchanged database are the same.
    public func changeToken() throws -> Int {
        try watcher.token(writer)
    }

    /// Read access for screens.
    var reader: any DatabaseReader { writer }

    // MARK: - Factories

    /// The file `better-morning.sqlite` in `directory`, created with the directory if needed.
    public static func onDisk(in directory: URL) throws -> BetterMorningDatabase {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let path = directory.appendingPathComponent(fileName).path
        let pool = try DatabasePool(path: path, configuration: configuration)
        return try BetterMorningDatabase(pool, watcher: CommitWatcher(path: path, configuration: configuration))
    }

    /// A private in-memory database (tests).
    public static func inMemory() throws -> BetterMorningDatabase {
        try BetterMorningDatabase(DatabaseQueue())
    }

    /// The database file's name inside the data directory.
    public static let fileName = "better-morning.sqlite"
}
