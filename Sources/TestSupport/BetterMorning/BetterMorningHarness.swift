import BetterMorningCore
import DayKit
import Foundation
import Synchronization
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
    /// The iPhone's notification center as the tests see it: what it was last handed.
    public let reminders = KeptRoutineReminders()

    /// The app launched at `now`.
    public init(now: String = "2026-11-22T08:00:00-05:00", zone: String = "America/New_York", locale: String = "en_US",
                database: BetterMorningDatabase? = nil, purchaseFile: URL? = nil, onboarded: Bool = false) throws {
        let database = try database ?? BetterMorningDatabase.inMemory()
        clock = TestClock(now)
        self.purchaseFile = purchaseFile ?? temporaryDirectory("bm-purchase").appendingPathExtension("json")
        app = BetterMorning(
            database: database, clock: clock.clock, calendar: .test(zone: zone, locale: locale),
            reminders: reminders, purchases: LocalUnlockStore(file: self.purchaseFile))
        try app.launch()
        if onboarded { try app.completeOnboarding() }
    }

    /// The daily reminder the plan calls for now, as a list (empty or one).
    public func planned() throws -> [RoutineReminder] {
        try app.plannedReminder().map { [$0] } ?? []
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

/// The iPhone's notification center as the tests see it: it keeps what it was last handed.
public final class KeptRoutineReminders: RoutineReminderScheduler {
    private let kept = Mutex<RoutineReminder?>(nil)

    public init() {}

    public func replan(_ reminder: RoutineReminder?) throws {
        kept.withLock { $0 = reminder }
    }

    public func pending() throws -> [RoutineReminder] {
        kept.withLock { $0.map { [$0] } ?? [] }
    }
}
