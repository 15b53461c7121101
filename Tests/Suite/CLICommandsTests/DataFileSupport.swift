import CLISupport
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TestSupport
import WebApp
import WebSupport
@testable import CLICommands

/// Real data files for the tests of what the machine does under the apps (issue 40): each app's
/// file, damaged or made newer as an operator found them, and the suite's server over a folder.
enum DataFile {
    /// Each app's command group, its file, and a command that writes.
    static let apps: [(group: String, file: String, write: [String])] = [
        ("morning", "better-morning.sqlite", ["check", "2"]),
        ("habits", "my-habit-lab.sqlite", ["add", "Walk"]),
        ("challenges", "ultimate.sqlite", ["create", "Other", "--days", "5"]),
    ]

    /// The seeded data of the app at `index` (in `Suite`'s order).
    static func seeded(_ index: Int) async throws -> SeededApp {
        try await SeededApp.seeded(index)
    }

    /// Writes what the write-ahead log of `path` holds into the file and empties the log, so the
    /// file's bytes are all of its data.
    static func checkpoint(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
    }

    /// The ways a page of a table was found damaged: its type, its count of cells, its first
    /// cell's place.
    enum Damage: CaseIterable, Sendable {
        case pageType, cellCount, cellPointer
    }

    /// Damages the root page of `table` (by default the table with the most rows) in the file at
    /// `path`, as `damage`.
    static func damage(_ path: String, _ damage: Damage, table: String? = nil) throws {
        try checkpoint(path)
        let queue = try DatabaseQueue(path: path)
        let (pageSize, rootPage) = try queue.read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT LIKE 'grdb%'
                """)
            let count = { (table: String) in try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\(table)\"") ?? 0 }
            let damaged = try table ?? tables.max { try count($0) < count($1) }!
            return (try Int.fetchOne(db, sql: "PRAGMA page_size")!,
                    try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [damaged])!)
        }
        try queue.close()
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let page = UInt64((rootPage - 1) * pageSize)
        let (offset, bytes): (UInt64, [UInt8]) = switch damage {
        case .pageType: (0, [0x07])
        case .cellCount: (3, [0xFF, 0xFF])
        case .cellPointer: (8, [0xFF, 0xF0])
        }
        try handle.seek(toOffset: page + offset)
        try handle.write(contentsOf: bytes)
    }

    /// A copy of the seeded data of the app at `index` with its file damaged (see `damage`): the
    /// runner over it, the file's path and its bytes.
    static func damagedCopy(_ index: Int, _ damage: Damage, table: String? = nil) async throws -> (CLIRunner, String, Data) {
        let cli = try await seeded(index).copy()
        let path = cli.directory.appendingPathComponent(apps[index].file).path
        try self.damage(path, damage, table: table)
        return (cli, path, try bytes(path))
    }

    /// Marks the file at `path` as migrated by a newer version: a migration this one does not know,
    /// or a `user_version` it never sets.
    static func makeNewer(_ path: String, userVersion: Bool) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            if userVersion {
                try db.execute(sql: "PRAGMA user_version = 99")
            } else {
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99 from the future')")
                try db.execute(sql: "CREATE TABLE future (id INTEGER PRIMARY KEY)")
            }
        }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
    }

    /// The options naming `directory`, at the seeds' time.
    static func options(_ directory: URL) -> CommonOptions {
        var options = CommonOptions()
        options.dataDirectory = directory.path
        options.now = "2026-11-22T08:00:00-05:00"
        options.timeZone = "America/New_York"
        options.locale = "en_US"
        return options
    }

    /// Runs `body` with a client of the suite's whole router over the data in `directory`, as the
    /// server opens it.
    static func serve(_ directory: URL, _ body: @escaping @Sendable (WebClient) async throws -> Void) async throws {
        let apps = try Suite.webApps(options(directory))
        let router = try buildRouter(host: "127.0.0.1", apps: apps, logger: Logger(label: "test"))
        try await Application(router: router).test(.router) { client in try await body(WebClient(client)) }
    }

    /// The bytes of the file at `path`.
    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
