import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabCore

extension MyHabitLab {
    /// The app over the data file at `url`, shared by the iPhone app and its widget extension (in
    /// their App Group container): the app opens it migrated, the widget as the app left it
    /// (`StoreOpener`). Each process has its own pool; `reminders` is the platform's scheduler.
    public static func shared(at url: URL, openedBy opener: StoreOpener, clock: Clock, calendar: Calendar,
                              reminders: any HabitReminderScheduler) throws -> MyHabitLab {
        MyHabitLab(database: try MyHabitLabDatabase.shared(at: url, openedBy: opener), clock: clock, calendar: calendar, reminders: reminders)
    }
}
