import DayKit
import DayKitDatabase
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import Synchronization
import Testing
import TestSupport

/// The iPhone's scheduler as the tests see it: it keeps what it was last asked to schedule.
final class KeptReminders: HabitReminderScheduler {
    private let kept = Mutex<[PlannedNotification]>([])
    /// How many times a plan was made.
    let plans = Atomic(0)

    func replan(_ notifications: [PlannedNotification]) throws {
        plans.add(1, ordering: .relaxed)
        kept.withLock { $0 = notifications }
    }

    func pending() throws -> [PlannedNotification] { kept.withLock { $0 } }
}

/// The app and its widget over one file in a fresh directory, each with its own pool, as the two
/// processes open it; one clock (the harness's default instant) and calendar (New York).
struct SharedFile {
    let url = temporaryDirectory("mhl-shared").appendingPathComponent(MyHabitLabDatabase.fileName)
    let clock = TestClock("2026-11-22T08:00:00-05:00")
    let calendar = Calendar.test()
    let reminders = KeptReminders()

    /// The app's Core (migrating the file).
    func app() throws -> MyHabitLab {
        try MyHabitLab.shared(at: url, openedBy: .app, clock: clock.clock, calendar: calendar, reminders: reminders)
    }

    /// The widget's Core (opening the file as the app left it).
    func widget() throws -> MyHabitLab {
        try MyHabitLab.shared(at: url, openedBy: .appExtension, clock: clock.clock, calendar: calendar, reminders: KeptReminders())
    }
}
