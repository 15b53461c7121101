import DayKit
import Foundation
import Testing

/// The shell's conversions between the Core's times and days and a `DatePicker`'s `Date`: what
/// is picked is what was shown, in any time zone, whole hours and odd minutes alike.
@Suite struct PickerValuesTests {
    private func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    @Test(arguments: ["UTC", "Europe/Berlin", "America/Los_Angeles", "Asia/Kolkata"])
    func aTimeComesBackAsPicked(zone: String) {
        let calendar = calendar(zone)
        for minutes in [0, 6 * 60 + 30, 12 * 60, 22 * 60 + 45, 23 * 60 + 59] {
            let time = TimeOfDay(minutes: minutes)!
            #expect(TimeOfDay(pickedFrom: time.date(in: calendar), in: calendar) == time)
        }
    }

    @Test(arguments: ["UTC", "Pacific/Auckland", "America/Sao_Paulo"])
    func aDayComesBackAsPicked(zone: String) {
        let calendar = calendar(zone)
        let days = [CalendarDay(year: 2026, month: 3, day: 29)!, CalendarDay(year: 2026, month: 10, day: 25)!,
                    CalendarDay(year: 2026, month: 12, day: 31)!]
        for day in days {
            #expect(CalendarDay(pickedFrom: day.pickerDate(in: calendar), in: calendar) == day)
        }
    }
}
