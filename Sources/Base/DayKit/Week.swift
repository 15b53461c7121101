import Foundation

/// The seven days of one week, starting on the first weekday of a calendar's locale
/// (Sunday for en_US, Monday for de_DE, Saturday for ar_EG).
public struct Week: Hashable, Sendable {
    /// The week's first day.
    public let start: CalendarDay
    /// The seven days in order.
    public let days: [CalendarDay]

    /// The week containing `day` in `calendar`, whose `firstWeekday` comes from its locale.
    public init(containing day: CalendarDay, in calendar: Calendar) {
        let back = (day.weekday - calendar.firstWeekday + 7) % 7
        let start = day.adding(days: -back)
        self.start = start
        self.days = (0..<7).map { start.adding(days: $0) }
    }

    /// The week's last day.
    public var end: CalendarDay { days[6] }

    /// The week `count` weeks after this one (before it when negative).
    public func adding(weeks count: Int, in calendar: Calendar) -> Week {
        Week(containing: start.adding(days: 7 * count), in: calendar)
    }

    /// Whole weeks from this week to `other` (negative when `other` is earlier).
    public func weeks(to other: Week) -> Int {
        start.days(to: other.start) / 7
    }
}

extension Calendar {
    /// A Gregorian calendar in `timeZone` whose week conventions follow `locale`.
    public static func gregorian(timeZone: TimeZone, locale: Locale) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}
