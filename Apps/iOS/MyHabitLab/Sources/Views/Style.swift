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

/// Seeded in-memory data for the previews (`PreviewSeed`'s), as the views take it.
@MainActor
enum PreviewData {
    static var today: CalendarDay { PreviewSeed.today }

    /// The app's model over `habits` seeded habits, launched.
    static func model(habits: Int = 5) -> MyHabitLabModel {
        let model = MyHabitLabModel(app: PreviewSeed.app(habits: habits))
        model.launch()
        return model
    }

    static func firstHabit(_ model: MyHabitLabModel) -> Habit.ID {
        model.habits.active.first?.id ?? Habit.ID()
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

    /// The page of the seed's habit called `name` ("Habit 1", "Read", …), read now.
    static func habitScreen(_ name: String = "Habit 1") -> HabitScreen {
        // NB: previews only, over the seed, where the habit exists.
        let app = PreviewSeed.app()
        return try! app.habitScreen(app.habitID(for: name))
    }
}
