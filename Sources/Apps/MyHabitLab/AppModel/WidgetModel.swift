import DayKit
import Foundation
import MyHabitLabCore

/// What the widget extension does, over the app's data opened as the app left it: its timeline
/// (the Core's widget state now, and at the start of each following day) and its one tap, which
/// toggles a habit through the Core in the extension's own process. A widget is redrawn from a new
/// timeline, never observed, so this is a value, not an observable model.
public struct WidgetModel: Sendable {
    /// How many days a timeline covers: today, then the start of tomorrow (after "day starts at").
    /// Any change reloads it sooner (the app asks WidgetKit after every change).
    public static let timelineDays = 2

    private let app: MyHabitLab

    /// The widget over `app` (opened with `MyHabitLab.shared(at:openedBy: .appExtension, …)`).
    public init(app: MyHabitLab) {
        self.app = app
    }

    /// The timeline of a widget of `size`: an entry from now, and one from the start of each
    /// following day (WidgetKit asks again after the last: the `.atEnd` policy). Read in three
    /// queries, whatever the length of the habits' histories.
    public func timeline(size: WidgetSnapshot.Size) throws -> [WidgetTimelineEntry] {
        try app.widgetTimeline(size: size, days: Self.timelineDays)
    }

    /// The tap on a habit: today's state toggled through the Core (an App Intent's `perform`),
    /// then the reminders handed to the notification center as the plan now stands (no model
    /// observes the plan in the extension's process). The caller then tells the app (a Darwin
    /// notification) and reloads the timelines.
    @discardableResult
    public func toggle(_ id: Habit.ID) throws -> DayState {
        let state = try app.widgetToggle(id)
        try app.scheduleReminders()
        return state
    }
}
