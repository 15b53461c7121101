import DayKit
import DayKitDatabase
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI

extension Color {
    /// A habit's colour from the Core's `#RRGGBB`.
    init(hex: String) {
        let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
        self.init(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}

/// Seeded in-memory data for the previews: the Core's benchmark seed (habits with a year of
/// history), nothing on disk, no notification scheduled.
@MainActor
enum PreviewData {
    struct NoReminders: HabitReminderScheduler {
        func replan(_ notifications: [PlannedNotification]) throws {}
        func pending() throws -> [PlannedNotification] { [] }
    }

    static var today: CalendarDay { CalendarDay(containing: .now, in: .autoupdatingCurrent) }

    /// The app's model over `habits` seeded habits, launched.
    static func model(habits: Int = 5) -> MyHabitLabModel {
        // NB: previews only; an in-memory database that cannot open is a programming error there.
        let database = try! MyHabitLabDatabase.inMemory()
        if habits > 0 { try! database.seed(habits: habits, years: 1, endingOn: today) }
        let model = MyHabitLabModel(app: MyHabitLab(database: database, clock: .system, calendar: .autoupdatingCurrent, reminders: NoReminders()))
        model.launch()
        return model
    }

    static func firstHabit(_ model: MyHabitLabModel) -> UUID {
        model.habits.active.first?.id ?? UUID()
    }

    static func dayModel() -> DayModel {
        let model = model()
        return model.day(today, of: firstHabit(model))
    }

    static func detailModel() -> HabitDetailModel {
        let model = model()
        return model.habitDetail(firstHabit(model))
    }

    static func editForm() -> HabitFormModel {
        let model = model()
        return model.editForm(firstHabit(model))
    }
}
