import DayKit
import Foundation
import MyHabitLabCore
import TestSupport

/// MyHabitLab over an in-memory database with a clock the test moves, in New York unless told
/// otherwise: the Core and CLI tests start from here.
public struct MyHabitLabHarness: Sendable {
    /// The app.
    public let app: MyHabitLab
    /// Its clock.
    public let clock: TestClock

    /// The app at `now`.
    public init(now: String = "2026-11-22T08:00:00-05:00", zone: String = "America/New_York", locale: String = "en_US",
                database: MyHabitLabDatabase? = nil) throws {
        let database = try database ?? MyHabitLabDatabase.inMemory()
        clock = TestClock(now)
        app = MyHabitLab(database: database, clock: clock.clock, calendar: .test(zone: zone, locale: locale))
    }

    /// Adds a habit named `name` created today.
    @discardableResult
    public func habit(_ name: String, schedule: Schedule = .daily, kind: HabitKind = .yesNo) throws -> Habit {
        try app.createHabit(HabitFields(name: name, schedule: schedule, kind: kind))
    }

    /// Marks `habit` done on each of `days`.
    public func done(_ habit: Habit, _ days: String...) throws {
        for text in days { try app.toggle(habit.id, on: day(text)) }
    }
}
