import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabCore
import Observation

/// Today (tab 1): every active habit's row, kept current from the database, so a toggle made by
/// the widget or a notification's action shows without a refresh. Each action is a use case of
/// the Core, written off the main actor (`WriteLine`); a refusal leaves its message in
/// `message` and changes nothing.
@MainActor @Observable
public final class TodayModel: ObservedScreenModel {

    private let app: MyHabitLab
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<TodayScreen>

    /// Today over `app`; it shows nothing until `observe()`.
    public init(app: MyHabitLab) {
        self.app = app
        observed = ObservedScreen(app.todayObservation())
    }

    /// The row of habit `id`, if Today shows it.
    public func row(_ id: Habit.ID) -> TodayHabit? {
        screen?.habits.first { $0.id == id }
    }

    // MARK: - Actions on today

    /// A tap: done ↔ not done (a measurable habit: its target ↔ nothing). Returns the new state
    /// (for the haptic), nil when refused.
    @discardableResult
    public func toggle(_ id: Habit.ID) async -> DayState? {
        await written(in: app) { try $0.toggle(id) }
    }

    /// Records `value` for a measurable habit.
    @discardableResult
    public func setValue(_ id: Habit.ID, _ value: Double) async -> DayState? {
        await written(in: app) { try $0.setValue(id, value) }
    }

    /// Records a value as typed ("2.5" or "2,5"); text that is no number is refused.
    @discardableResult
    public func setValue(_ id: Habit.ID, typed text: String) async -> DayState? {
        guard let value = attempt({ try TypedText.number(text) }, refusal: &message) else { return nil }
        return await setValue(id, value)
    }

    /// The stepper: today's value moved by `step` (never below 0), from the value as it is when
    /// the write runs, so quick taps each count.
    @discardableResult
    public func step(_ id: Habit.ID, by step: Double) async -> DayState? {
        await written(in: app) { app in
            let value = try app.dayScreen(id, day: try app.today).value ?? 0
            return try app.setValue(id, max(0, value + step))
        }
    }

    /// Marks today as a day off.
    @discardableResult
    public func skip(_ id: Habit.ID) async -> DayState? {
        await written(in: app) { try $0.skip(id) }
    }

    /// Clears today's mark (a skip, a value); a note stays.
    @discardableResult
    public func clear(_ id: Habit.ID) async -> DayState? {
        await written(in: app) { try $0.clear(id, on: try $0.today) }
    }

    /// Sets today's note; empty text removes it.
    @discardableResult
    public func setNote(_ id: Habit.ID, _ text: String) async -> DayState? {
        await written(in: app) { try $0.setNote(id, text) }
    }
}
