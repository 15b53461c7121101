import DayKit
import Foundation

extension BetterMorning {
    /// The app over the data in `directory` (the database file and, beside it, the purchase file),
    /// launched: repaired, caught up and with its reminder re-planned.
    public static func onDisk(directory: URL, clock: Clock, calendar: Calendar) throws -> BetterMorning {
        let database = try BetterMorningDatabase.onDisk(in: directory)
        let app = BetterMorning(database: database, clock: clock, calendar: calendar,
                                reminders: StoredRoutineReminderScheduler(database: database),
                                purchases: LocalUnlockStore.inDirectory(directory))
        try app.launch()
        return app
    }
}
