import Foundation
import DayKitDatabase
import GRDB

/// Better Morning's SQLite store: the migrator runs in `init`; writes go through the use cases
/// of `BetterMorning`, one transaction each.
public struct BetterMorningDatabase: Sendable {
    /// The connection (a pool in WAL mode on disk, a queue in memory).
    let writer: any DatabaseWriter
    /// A connection of its own that only watches for commits, by this process or another.
    private let watcher: DatabaseQueue?

    /// Opens `writer` and migrates it to the current schema.
    public init(_ writer: any DatabaseWriter) throws {
        try self.init(writer, watcher: nil)
    }

    private init(_ writer: any DatabaseWriter, watcher: DatabaseQueue?) throws {
        self.writer = writer
        self.watcher = watcher
        try Self.migrator.migrate(writer)
    }

    /// A number that changes whenever a change is committed, by this process or another (the CLI
    /// beside a running server). Screens built from an unchanged database are the same.
    public func changeToken() throws -> Int {
        if let watcher {
            // NB: `data_version` changes when another connection commits; every writer is another
            // connection to the watcher.
            return try watcher.inDatabase { try Int.fetchOne($0, sql: "PRAGMA data_version") ?? 0 }
        }
        return try writer.read { $0.totalChangesCount }
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
        return try BetterMorningDatabase(pool, watcher: DatabaseQueue(path: path, configuration: configuration))
    }

    /// A private in-memory database (tests).
    public static func inMemory() throws -> BetterMorningDatabase {
        try BetterMorningDatabase(DatabaseQueue())
    }

    /// The database file's name inside the data directory.
    public static let fileName = "better-morning.sqlite"
}
