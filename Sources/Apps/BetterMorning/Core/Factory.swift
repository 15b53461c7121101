import DayKit
import Foundation

extension BetterMorning {
    /// The app over the data in `directory` (the database file and, beside it, the purchase file),
    /// launched: repaired and caught up.
    public static func onDisk(directory: URL, clock: Clock, calendar: Calendar) throws -> BetterMorning {
        let database = try BetterMorningDatabase.onDisk(in: directory)
        let app = BetterMorning(database: database, clock: clock, calendar: calendar,
                                purchases: LocalUnlockStore.inDirectory(directory))
        try app.launch()
        return app
    }
}
