import DayKit
import Foundation
import Testing

private func calendar(_ zone: String, _ locale: String = "en_US") -> Calendar {
    .gregorian(timeZone: TimeZone(identifier: zone)!, locale: Locale(identifier: locale))
}

private func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

@Suite struct CalendarDayTests {
    @Test(arguments: [
        ("2026-03-08", 23.0 * 3600),  // spring forward in New York
        ("2026-11-01", 25.0 * 3600),  // fall back
        ("2026-06-15", 24.0 * 3600),
    ])
    func dayLengthsAcrossDaylightSavingTime(text: String, seconds: Double) {
        let newYork = calendar("America/New_York")
        let start = day(text).start(in: newYork)
        let next = day(text).adding(days: 1).start(in: newYork)
        #expect(next.timeIntervalSince(start) == seconds)
    }

    @Test func instantsNearMidnightOnDaylightSavingDays() {
        let newYork = calendar("America/New_York")
        // 2026-03-08 23:30 EDT is 2026-03-09 03:30 UTC; 2026-11-01 23:30 EST is 2026-11-02 04:30 UTC.
        let lateOnSpringForward = ISO8601DateFormatter().date(from: "2026-03-09T03:30:00Z")!
        #expect(CalendarDay(containing: lateOnSpringForward, in: newYork) == day("2026-03-08"))
        let earlyOnSpringForward = ISO8601DateFormatter().date(from: "2026-03-08T05:30:00Z")!
        #expect(CalendarDay(containing: earlyOnSpringForward, in: newYork) == day("2026-03-08"))
        let lateOnFallBack = ISO8601DateFormatter().date(from: "2026-11-02T04:30:00Z")!
        #expect(CalendarDay(containing: lateOnFallBack, in: newYork) == day("2026-11-01"))
    }

    /// "Day starts at" is read on the wall clock: on daylight-saving days, elapsed time since
    /// midnight is off by an hour.
    @Test(arguments: [
        // Spring forward in New York (02:00 EST → 03:00 EDT): 02:30 never shows, so the day starts at 03:00 EDT.
        ("2026-03-08T06:59:00Z", 150, "2026-03-07"),  // 01:59 EST
        ("2026-03-08T07:00:00Z", 150, "2026-03-08"),  // 03:00 EDT, the first instant after the gap
        ("2026-03-08T07:20:00Z", 210, "2026-03-07"),  // 03:20 EDT, before a 03:30 start
        ("2026-03-08T07:30:00Z", 210, "2026-03-08"),  // 03:30 EDT
        // Fall back (02:00 EDT → 01:00 EST): the clock reads 02:30 once, at 07:30Z.
        ("2026-11-01T07:00:00Z", 150, "2026-10-31"),  // 02:00 EST
        ("2026-11-01T07:30:00Z", 150, "2026-11-01"),  // 02:30 EST
        ("2026-11-01T05:45:00Z", 90, "2026-11-01"),   // 01:45 EDT: after the first 01:30
        ("2026-11-01T05:15:00Z", 90, "2026-10-31"),   // 01:15 EDT
        ("2026-06-15T07:59:00Z", 240, "2026-06-14"),  // 03:59 EDT on an ordinary day
        ("2026-06-15T08:00:00Z", 240, "2026-06-15"),
        ("2026-06-15T04:00:00Z", 0, "2026-06-15"),    // midnight, no shift
    ])
    func theDayStartsWhenTheWallClockSaysSo(instant: String, minutes: Int, expected: String) {
        let date = ISO8601DateFormatter().date(from: instant)!
        #expect(CalendarDay(containing: date, in: calendar("America/New_York"), dayStartsAt: minutes) == day(expected))
    }

    @Test func aTimeZoneChangeBetweenTwoUsesKeepsDays() {
        // The same instant is a different day in Tokyo and New York; stored days do not move.
        let instant = ISO8601DateFormatter().date(from: "2026-11-22T02:00:00Z")!
        #expect(CalendarDay(containing: instant, in: calendar("America/New_York")) == day("2026-11-21"))
        #expect(CalendarDay(containing: instant, in: calendar("Asia/Tokyo")) == day("2026-11-22"))
        let stored = day("2026-11-21")
        #expect(stored.adding(days: 1) == day("2026-11-22"))
        #expect(stored.start(in: calendar("Asia/Tokyo")) < stored.start(in: calendar("America/New_York")))
    }

    @Test(arguments: [
        ("2026-01-31", 1, "2026-02-01"),
        ("2026-02-28", 1, "2026-03-01"),
        ("2028-02-28", 1, "2028-02-29"),
        ("2028-02-29", 1, "2028-03-01"),
        ("2026-12-31", 1, "2027-01-01"),
        ("2027-01-01", -1, "2026-12-31"),
        ("2026-03-01", -1, "2026-02-28"),
        ("2000-02-28", 1, "2000-02-29"),
        ("2100-02-28", 1, "2100-03-01"),
        ("2026-11-22", 365, "2027-11-22"),
    ])
    func monthYearAndLeapDayBoundaries(from: String, count: Int, expected: String) {
        #expect(day(from).adding(days: count) == day(expected))
        #expect(day(from).days(to: day(expected)) == count)
    }

    @Test func arithmeticAgreesWithFoundationsCalendarForTwelveYears() {
        let newYork = calendar("America/New_York")
        var expected = day("2020-01-01")
        var date = expected.start(in: newYork).addingTimeInterval(12 * 3600)
        for offset in 0..<(12 * 366) {
            #expect(day("2020-01-01").adding(days: offset) == expected)
            #expect(expected.weekday == newYork.component(.weekday, from: date))
            date = newYork.date(byAdding: .day, value: 1, to: date)!
            expected = CalendarDay(containing: date, in: newYork)
        }
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "26-01-01", "2026-1-01", "2026-01-32", "abcd-ef-gh", "", "2026-01-01x"])
    func impossibleOrMalformedDatesAreRejected(text: String) {
        #expect(CalendarDay(text) == nil)
    }

    @Test func encodesAsYearMonthDay() throws {
        let data = try JSONEncoder().encode([day("2026-03-08")])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-03-08"]"#)
        #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [day("2026-03-08")])
        #expect(day("2026-03-08") < day("2026-03-09"))
        #expect(day("2025-12-31") < day("2026-01-01"))
    }
}
