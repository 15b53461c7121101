import DayKit
import Foundation
import TestSupport
import UltimateCore

/// Ultimate over an in-memory database with a clock the test moves, in New York unless told
/// otherwise: the Core and CLI tests start from here.
public struct UltimateHarness: Sendable {
    /// The app.
    public let app: Ultimate
    /// Its clock.
    public let clock: TestClock

    /// The app at `now`.
    public init(now: String = "2026-11-22T08:00:00-05:00", zone: String = "America/New_York", locale: String = "en_US") throws {
        clock = TestClock(now)
        app = Ultimate(database: try UltimateDatabase.inMemory(), clock: clock.clock, calendar: .test(zone: zone, locale: locale))
    }

    /// Moves the clock to 08:00 on `text` (`YYYY-MM-DD`) in New York.
    public func go(to text: String, at time: String = "08:00:00-05:00") {
        clock.set("\(text)T\(time)")
    }

    /// A custom challenge of `days` with one binary task per name, starting today.
    @discardableResult
    public func challenge(_ name: String, days: Int, rule: ChallengeRule, grace: Int = 1, tasks: [String]) throws -> Challenge {
        try app.create(name: name, days: days, rule: rule, grace: grace, tasks: tasks.map { ChallengeTask(name: $0) })
    }
}
