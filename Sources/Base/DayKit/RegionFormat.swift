import Foundation

/// How the user's region writes dates, times, numbers and weeks: "Wed, Nov 25, 2026" and
/// "7:00 AM" in en_US, "Wed, 25 Nov 2026" and "07:00" in en_GB, "Mi., 25. Nov. 2026" in de_DE;
/// weeks start on the locale's first weekday. The words around them stay English.
///
/// The app's region format is the locale it was started with (`--locale`, else `LANG`), as an
/// iPhone's Region setting is. It is bound once per request by the web app and once per
/// command by the CLI (`RegionFormat.$current.withValue(…)`), the way Foundation's own
/// `formatted()` reads the current locale; `CalendarDay.formatted(_:)`, `TimeOfDay.formatted()`
/// and `Double.regionText` read it. Unbound, it is the device's on Apple platforms (what the
/// iPhone's Region setting says) and en_US's on Linux, where `Locale.current` is always en_001.
public struct RegionFormat: Sendable {
    /// The region format of the work in progress: the app's locale, bound at the edge.
    #if canImport(Darwin)
    @TaskLocal public static var current = RegionFormat(calendar: .current)
    #else
    @TaskLocal public static var current = RegionFormat(locale: Locale(identifier: "en_US"))
    #endif

    /// The locale whose conventions these are.
    public let locale: Locale
    /// The weekday a week starts on, 1 = Sunday … 7 = Saturday.
    public let firstWeekday: Int

    private let shortWeekdays: [String]
    private let weekdayInitials: [String]
    private let shortMonths: [String]
    private let dayStyles: [DayStyle: Date.FormatStyle]
    private let timeStyle: Date.FormatStyle
    private let numberStyle: FloatingPointFormatStyle<Double>
    private let spanStyle: Date.IntervalFormatStyle
    private let spanWithYearStyle: Date.IntervalFormatStyle
    private let utc: Calendar

    /// The conventions of `locale`, weeks starting on its first weekday.
    public init(locale: Locale) {
        self.init(calendar: .gregorian(timeZone: TimeZone(identifier: "UTC")!, locale: locale))
    }

    /// The conventions of `calendar`'s locale, weeks starting on its first weekday (the app's
    /// calendar, so a week on a page starts where the app's weeks do).
    public init(calendar: Calendar) {
        let locale = calendar.locale ?? Locale(identifier: "en_US")
        var utc = Calendar.gregorian(timeZone: TimeZone(identifier: "UTC")!, locale: locale)
        utc.firstWeekday = calendar.firstWeekday
        self.locale = locale
        self.firstWeekday = calendar.firstWeekday
        self.utc = utc
        shortWeekdays = utc.shortWeekdaySymbols
        weekdayInitials = utc.veryShortWeekdaySymbols
        shortMonths = utc.shortMonthSymbols
        let base = Date.FormatStyle(locale: locale, calendar: utc, timeZone: utc.timeZone)
        dayStyles = [
            .full: base.weekday(.wide).day().month(.wide),
            .long: base.weekday(.abbreviated).day().month(.abbreviated).year(),
            .medium: base.day().month(.abbreviated).year(),
            .short: base.day().month(.abbreviated),
            .weekdayAndDay: base.weekday(.abbreviated).day().month(.abbreviated),
            .monthAndYear: base.month(.wide).year(),
        ]
        timeStyle = base.hour().minute()
        numberStyle = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0...2))
        spanStyle = Date.IntervalFormatStyle(locale: locale, calendar: utc, timeZone: utc.timeZone).day().month(.abbreviated)
        spanWithYearStyle = spanStyle.year()
    }

    /// How much of a day is written.
    public enum DayStyle: Hashable, Sendable {
        /// "Wednesday, November 25" (en_GB: "Wednesday 25 November")
        case full
        /// "Wed, Nov 25, 2026" (en_GB: "Wed, 25 Nov 2026")
        case long
        /// "Nov 25, 2026" (en_GB: "25 Nov 2026")
        case medium
        /// "Nov 25" (en_GB: "25 Nov")
        case short
        /// "Wed, Nov 25" (en_GB: "Wed 25 Nov")
        case weekdayAndDay
        /// The day's month: "November 2026"
        case monthAndYear
    }

    /// The seven weekdays (1 = Sunday … 7 = Saturday) in the order a week shows them.
    public var weekdays: [Int] { (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 } }

    /// "Wed" for weekday 4 (1 = Sunday).
    public func shortWeekday(_ weekday: Int) -> String { shortWeekdays[weekday - 1] }
    /// "W" for weekday 4 (1 = Sunday).
    public func weekdayInitial(_ weekday: Int) -> String { weekdayInitials[weekday - 1] }
    /// "Nov" for month 11.
    public func shortMonth(_ month: Int) -> String { shortMonths[month - 1] }

    /// `day` written in `style`.
    public func text(_ day: CalendarDay, _ style: DayStyle) -> String {
        dayStyles[style]!.format(noon(of: day))
    }

    /// The days from `first` to `last` as one span: "Nov 16 – 22" (en_US), "16–22 Nov" (en_GB),
    /// "Nov 30 – Dec 6" across months; `withYear`: "Dec 30, 2025 – Jan 3, 2026".
    public func text(from first: CalendarDay, to last: CalendarDay, withYear: Bool = false) -> String {
        (withYear ? spanWithYearStyle : spanStyle).format(noon(of: first)..<noon(of: last)).tidied
    }

    /// Whether the region's clock runs 0–23 (en_GB, de_DE) rather than 1–12 with AM and PM (en_US),
    /// read from how it writes 13:00.
    public var usesTwentyFourHourClock: Bool {
        !text(TimeOfDay(hour: 13, minute: 0)!).contains("1:00")
    }

    /// `time` as the region's clock reads it: "7:00 AM" (en_US), "07:00" (en_GB).
    public func text(_ time: TimeOfDay) -> String {
        var parts = DateComponents(year: 2000, month: 1, day: 1, hour: time.hour, minute: time.minute)
        parts.timeZone = utc.timeZone
        return timeStyle.format(utc.date(from: parts)!).tidied
    }

    /// A number with up to two decimals, grouped and pointed as the region writes it:
    /// 1234.5 → "1,234.5" (en_US), "1.234,5" (de_DE).
    public func text(_ number: Double) -> String {
        numberStyle.format(number)
    }

    private func noon(of day: CalendarDay) -> Date {
        Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
    }
}

extension CalendarDay {
    /// This day as the current region format writes it: "Wed, Nov 25, 2026" in en_US.
    public func formatted(_ style: RegionFormat.DayStyle) -> String {
        RegionFormat.current.text(self, style)
    }
}

extension TimeOfDay {
    /// This time as the current region format's clock reads it: "7:00 AM" in en_US, "07:00" in en_GB.
    public func formatted() -> String {
        RegionFormat.current.text(self)
    }
}

extension Double {
    /// This number with up to two decimals, as the current region format writes it.
    public var regionText: String { RegionFormat.current.text(self) }
}

private extension String {
    /// ICU's narrow no-break and thin spaces ("7:00\u{202F}AM", "Nov 16\u{2009}–\u{2009}22") as
    /// plain spaces, the way people type them (and `TimeOfDay("7:00 AM")` reads a time back).
    var tidied: String {
        guard contains(where: { $0 == "\u{202F}" || $0 == "\u{2009}" }) else { return self }
        return String(map { $0 == "\u{202F}" || $0 == "\u{2009}" ? " " : $0 })
    }
}
