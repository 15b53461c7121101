import BetterMorningCore
import DayKit
import Foundation
import TestSupport

/// Better Morning over an in-memory database with a clock the test moves, in New York unless
/// told otherwise: the Core, web and CLI tests start from here.
public struct BetterMorningHarness: Sendable {
    /// The app.
    public let app: BetterMorning
    /// Its clock.
    public let clock: TestClock
    /// The purchase file (in the temporary directory).
    public let purchaseFile: URL
    /// The Linux reminder schedule over the same database.
    public let reminders: StoredRoutineReminderScheduler

    /// The app launched at `now`.
    public init(now: String = "2026-11-22T08:00:00-05:00", zone: String = "America/New_York", locale: String = "en_US",
                database: BetterMorningDatabase? = nil, purchaseFile: URL? = nil, onboarded: Bool = false) throws {
        let database = try database ?? BetterMorningDatabase.inMemory()
        clock = TestClock(now)
        self.purchaseFile = purchaseFile ?? temporaryDirectory("bm-purchase").appendingPathExtension("json")
        reminders = StoredRoutineReminderScheduler(database: database)
        app = BetterMorning(
            database: database, clock: clock.clock, calendar: .test(zone: zone, locale: locale),
            reminders: reminders, purchases: LocalUnlockStore(file: self.purchaseFile))
        try app.launch()
        if onboarded { try app.completeOnboarding() }
    }

    /// Buys the unlock.
    public func unlock() throws {
        _ = try app.buyUnlock(simulated: .success)
    }

    /// The marks of the routine on `day`.
    public func marks(_ day: String) throws -> [TaskMark] {
        try app.routineScreen(day: CalendarDay(day)!).tasks.map(\.mark)
    }
}
