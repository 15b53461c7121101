import DayKit
import Foundation

// The Core's days and times as SwiftUI's `DatePicker` takes and gives them (a `Date`), and back.
// No rule lives here; compiled into the app and its tests.

extension TimeOfDay {
    /// Today at this time, for a `DatePicker` showing hours and minutes.
    func date(in calendar: Calendar = .autoupdatingCurrent) -> Date {
        CalendarDay(containing: .now, in: calendar).instant(whenTheClockReads: minutes, in: calendar)
    }

    /// The time a `DatePicker` chose (its hour and minute).
    init(pickedFrom date: Date, in calendar: Calendar = .autoupdatingCurrent) {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        self = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0) ?? TimeOfDay(minutes: 0)!
    }
}

extension CalendarDay {
    /// The day's start, for a `DatePicker` showing days.
    func pickerDate(in calendar: Calendar = .autoupdatingCurrent) -> Date { start(in: calendar) }

    /// The day a `DatePicker` chose.
    init(pickedFrom date: Date, in calendar: Calendar = .autoupdatingCurrent) {
        self.init(containing: date, in: calendar)
    }
}
