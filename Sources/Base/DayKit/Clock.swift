import Foundation

/// Where "now" comes from. Cores never call `Date()`: they ask their clock.
public struct Clock: Sendable {
    private let read: @Sendable () -> Date

    /// A clock that answers `read()` each time it is asked.
    public init(_ read: @escaping @Sendable () -> Date) {
        self.read = read
    }

    /// The current instant.
    public var now: Date { read() }

    /// The system clock.
    public static let system = Clock { Date() }

    /// A clock stopped at `date` (tests).
    public static func fixed(_ date: Date) -> Clock {
        Clock { date }
    }

    /// A clock that starts at `date` now and runs on from there at normal speed (`--now`).
    public static func starting(at date: Date) -> Clock {
        let offset = date.timeIntervalSinceNow
        return Clock { Date().addingTimeInterval(offset) }
    }

    /// The day that contains now in `calendar`.
    public func today(in calendar: Calendar) -> CalendarDay {
        CalendarDay(containing: now, in: calendar)
    }
}
