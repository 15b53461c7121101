import Foundation
import GRDB

/// Better Morning's SQLite store: the migrator runs in `init`; writes go through the use cases
/// of `BetterMorning`, one transaction each.
public struct AppDatabase: Sendable {
    /// The connection (a pool in WAL mode on disk, a queue in memory).
    let writer: any DatabaseWriter

    /// Opens `writer` and migrates it to the current schema.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// Read access for screens.
    var reader: any DatabaseReader { writer }

    // MARK: - Factories

    /// The file `better-morning.sqlite` in `directory`, created with the directory if needed.
    public static func onDisk(in directory: URL) throws -> AppDatabase {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let pool = try DatabasePool(path: directory.appendingPathComponent(fileName).path, configuration: configuration)
        return try AppDatabase(pool)
    }

    /// A private in-memory database (tests).
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue())
    }

    /// The database file's name inside the data directory.
    public static let fileName = "better-morning.sqlite"
}
