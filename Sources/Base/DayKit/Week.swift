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

/// English weekday names (the app is English only; the order follows the locale).
public enum WeekdayName {
    /// "S", "M", … for weekday 1…7.
    public static func initial(_ weekday: Int) -> String { initials[weekday - 1] }
    /// "Sun", "Mon", … for weekday 1…7.
    public static func short(_ weekday: Int) -> String { shortNames[weekday - 1] }

    private static let initials = ["S", "M", "T", "W", "T", "F", "S"]
    private static let shortNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}

/// English month names (the app is English only).
public enum MonthName {
    /// "Jan", "Feb", … for month 1…12.
    public static func short(_ month: Int) -> String { shortNames[month - 1] }

    private static let shortNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}

extension CalendarDay {
    /// "Nov 22", in English.
    public var shortText: String { "\(MonthName.short(month)) \(day)" }
    /// "Sun, Nov 22, 2026", in English.
    public var longText: String { "\(WeekdayName.short(weekday)), \(MonthName.short(month)) \(day), \(year)" }
}
