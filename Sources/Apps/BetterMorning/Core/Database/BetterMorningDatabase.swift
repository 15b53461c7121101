import Foundation
import DayKitDatabase
import GRDB

/// Better Morning's SQLite store, migrated when opened; writes go through the use cases
/// of `BetterMorning`, one transaction each.
public struct BetterMorningDatabase: Sendable {
    /// The file and its connection.
    let store: AppStore

    /// The connection.
    var writer: any DatabaseWriter { store.writer }

    /// Read access for screens.
    var reader: any DatabaseReader { store.writer }

    /// A number that changes whenever a change is committed, by this process or another (the CLI
    /// beside a running server). Screens built from an unchanged database are the same.
    public func changeToken() throws -> Int {
        try store.changeToken()
    }

    /// The file `better-morning.sqlite` in `directory`, created with the directory if needed.
    public static func onDisk(in directory: URL) throws -> BetterMorningDatabase {
        BetterMorningDatabase(store: try AppStore.onDisk(in: directory, fileName: fileName, foreignKeys: false, migrator: migrator))
    }

    /// A private in-memory database (tests).
    public static func inMemory() throws -> BetterMorningDatabase {
        BetterMorningDatabase(store: try AppStore.inMemory(migrator: migrator))
    }

    /// The database file's name inside the data directory.
    public static let fileName = "better-morning.sqlite"
}
