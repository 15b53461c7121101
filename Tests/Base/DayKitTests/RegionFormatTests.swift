import DayKit
import Foundation
import Testing

@Suite struct RegionFormatTests {
    private let day = CalendarDay("2026-11-25")!  // a Wednesday

    @Test(arguments: [
        ("en_US", "Wednesday, November 25", "Wed, Nov 25, 2026", "Nov 25, 2026", "Nov 25"),
        ("en_GB", "Wednesday 25 November", "Wed, 25 Nov 2026", "25 Nov 2026", "25 Nov"),
        ("de_DE", "Mittwoch, 25. November", "Mi. 25. Nov. 2026", "25. Nov. 2026", "25. Nov."),
    ])
    func daysAreWrittenAsTheLocaleWritesThem(locale: String, full: String, long: String, medium: String, short: String) {
        let format = RegionFormat(locale: Locale(identifier: locale))
        #expect(format.text(day, .full) == full)
        #expect(format.text(day, .long) == long)
        #expect(format.text(day, .medium) == medium)
        #expect(format.text(day, .short) == short)
    }

    @Test func theCurrentFormatIsTheOneBoundForTheWorkInProgress() {
        #expect(day.formatted(.long) == "Wed, Nov 25, 2026")
        RegionFormat.$current.withValue(RegionFormat(locale: Locale(identifier: "en_GB"))) {
            #expect(day.formatted(.long) == "Wed, 25 Nov 2026")
            #expect(TimeOfDay(hour: 7, minute: 5)!.formatted() == "07:05")
            #expect(1234.5.regionText == "1,234.5")
        }
        #expect(TimeOfDay(hour: 7, minute: 5)!.formatted() == "7:05 AM")
    }

    @Test(arguments: [
        ("en_US", "2026-11-16", "2026-11-22", "Nov 16 – 22"),
        ("en_US", "2026-11-30", "2026-12-06", "Nov 30 – Dec 6"),
        ("en_GB", "2026-11-16", "2026-11-22", "16 – 22 Nov"),
        ("en_GB", "2026-11-30", "2026-12-06", "30 Nov – 6 Dec"),
    ])
    func aSpanOfDaysIsWrittenOnce(locale: String, first: String, last: String, text: String) {
        #expect(RegionFormat(locale: Locale(identifier: locale)).text(from: CalendarDay(first)!, to: CalendarDay(last)!) == text)
    }

    @Test func aSpanCanNameItsYears() {
        let us = RegionFormat(locale: Locale(identifier: "en_US"))
        #expect(us.text(from: CalendarDay("2025-12-30")!, to: CalendarDay("2026-01-03")!, withYear: true) == "Dec 30, 2025 – Jan 3, 2026")
        #expect(us.text(from: CalendarDay("2025-03-02")!, to: CalendarDay("2025-03-09")!, withYear: true) == "Mar 2 – 9, 2025")
    }

    @Test func timesFollowTheRegionsClockAndReadBack() {
        let us = RegionFormat(locale: Locale(identifier: "en_US"))
        for minutes in [0, 5, 12 * 60, 13 * 60 + 30, 23 * 60 + 59] {
            let time = TimeOfDay(minutes: minutes)!
            #expect(TimeOfDay(us.text(time)) == time)
            #expect(us.text(time) == time.formatted(.twelveHour))
        }
        #expect(RegionFormat(locale: Locale(identifier: "en_GB")).text(TimeOfDay(hour: 18, minute: 0)!) == "18:00")
    }

    @Test func numbersKeepTwoDecimalsAtMostWithTheRegionsPoint() {
        #expect(RegionFormat(locale: Locale(identifier: "en_US")).text(2.5) == "2.5")
        #expect(RegionFormat(locale: Locale(identifier: "en_US")).text(2.126) == "2.13")
        #expect(RegionFormat(locale: Locale(identifier: "de_DE")).text(2.5) == "2,5")
        #expect(RegionFormat(locale: Locale(identifier: "de_DE")).text(8) == "8")
    }

    @Test(arguments: [("en_US", [1, 2, 3, 4, 5, 6, 7]), ("en_GB", [2, 3, 4, 5, 6, 7, 1]), ("ar_EG", [7, 1, 2, 3, 4, 5, 6])])
    func weeksStartOnTheLocalesFirstWeekday(locale: String, order: [Int]) {
        let format = RegionFormat(locale: Locale(identifier: locale))
        #expect(format.weekdays == order)
        let calendar = Calendar.gregorian(timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: locale))
        #expect(Week(containing: day, in: calendar).days.map(\.weekday) == order)
    }

    @Test func namesFollowTheLocale() {
        let gb = RegionFormat(locale: Locale(identifier: "en_GB"))
        #expect(gb.shortWeekday(4) == "Wed")
        #expect(gb.weekdayInitial(1) == "S")
        #expect(gb.shortMonth(11) == "Nov")
        #expect(RegionFormat(locale: Locale(identifier: "de_DE")).shortWeekday(1) == "So.")
    }
}
