import Foundation
import DayKitDatabase
import GRDB

/// Better Morning's SQLite store, migrated when opened (`AppDatabase`); writes go through the use
/// cases of `BetterMorning`, one transaction each.
public struct BetterMorningDatabase: AppDatabase {
    public let store: AppStore

    public init(store: AppStore) {
        self.store = store
    }

    public static let fileName = "better-morning.sqlite"
    public static let enforcesForeignKeys = false

    /// The connection.
    var writer: any DatabaseWriter { store.writer }

    /// Read access for screens.
    var reader: any DatabaseReader { store.writer }
}
