import DayKit
import Foundation
import Testing

@Suite struct WeekTests {
    @Test(arguments: [
        ("en_US", "2026-11-22", "2026-11-22"),  // Sunday start; the 22nd is a Sunday
        ("en_US", "2026-11-28", "2026-11-22"),
        ("de_DE", "2026-11-22", "2026-11-16"),  // Monday start
        ("de_DE", "2026-11-23", "2026-11-23"),
        ("ar_EG", "2026-11-22", "2026-11-21"),  // Saturday start
        ("ar_EG", "2026-11-20", "2026-11-14"),
        ("en_US", "2027-01-01", "2026-12-27"),  // across a year
        ("de_DE", "2028-03-01", "2028-02-28"),  // across a leap day
    ])
    func weekStartsFollowTheLocale(locale: String, day: String, start: String) {
        let calendar = Calendar.gregorian(timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: locale))
        let week = Week(containing: CalendarDay(day)!, in: calendar)
        #expect(week.start == CalendarDay(start)!)
        #expect(week.days.count == 7)
        #expect(week.days.contains(CalendarDay(day)!))
        #expect(week.days.first?.weekday == calendar.firstWeekday)
    }

    @Test func weeksAcrossTheDaylightSavingChange() {
        let calendar = Calendar.gregorian(timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US"))
        let week = Week(containing: CalendarDay("2026-03-10")!, in: calendar)
        #expect(week.start == CalendarDay("2026-03-08")!)
        #expect(week.adding(weeks: -1, in: calendar).start == CalendarDay("2026-03-01")!)
        #expect(week.weeks(to: Week(containing: CalendarDay("2026-01-01")!, in: calendar)) == -10)
    }

    @Test func environmentLocaleAndTimeZone() {
        #expect(UserEnvironment.locale(["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(UserEnvironment.locale(["LC_ALL": "ar_EG", "LANG": "de_DE"]).identifier == "ar_EG")
        #expect(UserEnvironment.locale(["LANG": "C.UTF-8"]).identifier == "en_US")
        #expect(UserEnvironment.timeZone(["TZ": "Asia/Tokyo"]).identifier == "Asia/Tokyo")
    }
}
