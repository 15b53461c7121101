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

/// What a refusal says: the Core's message, or the words of a store that could not open.
func refusalText(_ error: any Error) -> String {
    switch error {
    case let error as MyHabitLabError: error.message
    case let error as SharedStoreError: error.message
    default: "Something went wrong: \(error.localizedDescription)"
    }
}

/// Runs `action`; a refusal leaves its words in `refusal` and gives nil.
func attempt<Value>(_ action: () throws -> Value, refusal: inout String?) -> Value? {
    do {
        return try action()
    } catch {
        refusal = refusalText(error)
        return nil
    }
}
