import Foundation

/// A calendar date in the user's calendar — a day, never an instant — so history does not move
/// when the time zone or daylight saving time changes. Encoded as `YYYY-MM-DD`.
public struct CalendarDay: Hashable, Comparable, Sendable {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// Creates a day from its parts; returns nil when they do not name a real date.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDay.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day that contains `date` in `calendar` (its time zone decides).
    public init(containing date: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.year = parts.year!
        self.month = parts.month!
        self.day = parts.day!
    }

    /// The day that `date` counts for when each day starts at `minutes` after midnight by the
    /// wall clock (a late night counts for the day before). The wall clock, not the time elapsed
    /// since midnight: on a daylight-saving day, 02:30 is when the clock reads 02:30, and when the
    /// clock skips it (spring forward), the first instant after the gap; when it reads it twice
    /// (fall back), the first time.
    public init(containing date: Date, in calendar: Calendar, dayStartsAt minutes: Int) {
        let day = CalendarDay(containing: date, in: calendar)
        guard minutes > 0 else {
            self = day
            return
        }
        self = date < day.instant(whenTheClockReads: minutes, in: calendar) ? day.adding(days: -1) : day
    }

    /// The first instant of this day at which the wall clock reads `minutes` after midnight
    /// (0 ..< 1440) or later: a reminder's time, or when the day starts. NB: until the day's
    /// daylight-saving transition, if it has one, the clock runs with the time elapsed since the
    /// day began; after it, ahead by an hour (spring forward: the gap, whose times fall on the
    /// first instant after it) or behind (fall back: the repeated hour, whose first time counts).
    public func instant(whenTheClockReads minutes: Int, in calendar: Calendar) -> Date {
        let start = start(in: calendar)
        let clock = calendar.dateComponents([.hour, .minute], from: start)
        let elapsed = TimeInterval((minutes - (clock.hour ?? 0) * 60 - (clock.minute ?? 0)) * 60)
        guard elapsed > 0 else { return start }
        guard let transition = calendar.timeZone.nextDaylightSavingTimeTransition(after: start),
              transition.timeIntervalSince(start) <= elapsed else {
            return start.addingTimeInterval(elapsed)
        }
        let shift = TimeInterval(calendar.timeZone.secondsFromGMT(for: transition) - calendar.timeZone.secondsFromGMT(for: start))
        return max(transition, start.addingTimeInterval(elapsed - shift))
    }

    /// Parses `YYYY-MM-DD`; returns nil for anything else, including impossible dates.
    public init?(_ text: some StringProtocol) {
        var text = String(text)
        guard let parts = text.withUTF8(CalendarDay.parts) else { return nil }
        self.init(year: parts.year, month: parts.month, day: parts.day)
    }

    /// Parses `YYYY-MM-DD` from its UTF-8 bytes, with no allocation.
    public init?(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard let parts = CalendarDay.parts(text) else { return nil }
        self.init(year: parts.year, month: parts.month, day: parts.day)
    }

    /// The three numbers of `YYYY-MM-DD` read from its bytes, with no allocation (days are parsed
    /// for every stored row); nil for anything else.
    private static func parts(_ bytes: UnsafeBufferPointer<UInt8>) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return (year, month, day)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: - Calendar arithmetic

    /// The first instant of this day in `calendar` (its time zone decides; 23 or 25 hours may follow).
    public func start(in calendar: Calendar) -> Date {
        calendar.startOfDay(for: calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!)
    }

    /// The day `count` days after this one (before it when negative).
    // NB: Gregorian day arithmetic needs no time zone: it is done on day numbers, so a 23- or
    // 25-hour day can never shift a result, and a scroller of ten years costs microseconds.
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber + count)
    }

    /// The number of days from this day to `other` (negative when `other` is earlier).
    public func days(to other: CalendarDay) -> Int {
        other.dayNumber - dayNumber
    }

    /// The weekday of this day, 1 = Sunday … 7 = Saturday, as `Calendar` numbers them.
    public var weekday: Int {
        // 1970-01-01 (day number 0) was a Thursday (5).
        ((dayNumber + 4) % 7 + 7) % 7 + 1
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day with the given number of days since 1970-01-01.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        self.day = dayOfYear - (153 * mp + 2) / 5 + 1
        self.month = mp < 10 ? mp + 3 : mp - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension CalendarDay {
    /// Writes the `YYYY-MM-DD` text's 10 bytes at `out` (for writers of many days, such as an
    /// import's).
    public func writeText(to out: UnsafeMutablePointer<UInt8>) {
        func put(_ value: Int, at start: Int, digits: Int) {
            var value = value
            for position in stride(from: start + digits - 1, through: start, by: -1) {
                out[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }
        put(year, at: 0, digits: 4)
        out[4] = UInt8(ascii: "-")
        put(month, at: 5, digits: 2)
        out[7] = UInt8(ascii: "-")
        put(day, at: 8, digits: 2)
    }
}

extension CalendarDay: CustomStringConvertible {
    /// `YYYY-MM-DD`.
    public var description: String {
        // NB: built by hand: `String(format:)` costs more than a page's whole render on Linux.
        let yearText = String(year)
        let paddedYear = yearText.count < 4 ? String(repeating: "0", count: 4 - yearText.count) + yearText : yearText
        return paddedYear + (month < 10 ? "-0" : "-") + String(month) + (day < 10 ? "-0" : "-") + String(day)
    }
}

extension CalendarDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a YYYY-MM-DD date: \(text)")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
