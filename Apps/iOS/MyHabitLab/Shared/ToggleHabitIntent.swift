import AppIntents
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import WidgetKit

/// A habit's tap in the widget (`Button(intent:)`), run in the widget extension's process: today's
/// state toggled through the Core over the shared file, then every widget redrawn. The open app
/// sees it when it becomes active (`MyHabitLabModel.becameActive()`).
struct ToggleHabitIntent: AppIntent {
    static var title: LocalizedStringResource { "Toggle a habit today" }
    /// The widget's own: Shortcuts and Siri toggle through `ToggleHabitShortcutIntent` (a habit
    /// chosen by name), so this one, keyed by an id, stays out of their lists.
    static var isDiscoverable: Bool { false }

    @Parameter(title: "Habit")
    var habitID: String

    init() {}

    init(habitID: Habit.ID) {
        self.habitID = habitID.uuidString
    }

    func perform() async throws -> some IntentResult {
        guard let id = Habit.ID(uuidString: habitID) else { throw CocoaError(.coderInvalidValue) }
        try WidgetModel(app: try SharedFile.open(as: .appExtension)).toggle(id)
        WidgetCenter.shared.reloadAllTimelines()
        return .result()
    }
}
