import DayKit
import Foundation
import MyHabitLabCore

/// Seeded in-memory data for the app's and the widget's previews: the Core's benchmark seed
/// (habits with a year of history, some measurable), the second one (measured in pages) renamed "Read" and wearing the
/// `book.fill` symbol so the previews draw both kinds of icon; nothing on disk, no notification
/// scheduled.
enum PreviewSeed {
    /// Reminders that go nowhere.
    struct NoReminders: HabitReminderScheduler {
        func replan(_ notifications: [PlannedNotification]) throws {}
        func pending() throws -> [PlannedNotification] { [] }
    }

    /// Today in the device's calendar.
    static var today: CalendarDay { CalendarDay(containing: .now, in: .autoupdatingCurrent) }

    /// The Core over `habits` seeded habits.
    static func app(habits: Int = 5) -> MyHabitLab {
        // NB: previews only; an in-memory database that cannot open is a programming error there.
        let database = try! MyHabitLabDatabase.inMemory()
        if habits > 0 { try! database.seed(habits: habits, years: 1, endingOn: today) }
        let app = MyHabitLab(database: database, clock: .system, calendar: .autoupdatingCurrent, reminders: NoReminders())
        if habits > 1 {
            _ = try! app.editHabit(app.habitID(for: "Habit 2")) { fields in
                fields.name = "Read"
                fields.icon = "book.fill"
            }
        }
        return app
    }
}

#if canImport(DeveloperToolsSupport)
import SwiftUI

#Preview("Icons") {
    HStack {
        HabitIconView(icon: "🏃", symbol: "figure.run")
        HabitIconView(icon: "📚", symbol: nil)
    }
    .font(.largeTitle)
}
#endif
