import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabCore
import Observation

/// One day of a habit (the sheet opened from Today's note or the calendar editor): its state,
/// value and note, kept current, and every change of that day.
@MainActor @Observable
public final class DayModel: ObservedScreenModel {
    /// The habit.
    public let id: Habit.ID
    /// The day.
    public let day: CalendarDay

    private let app: MyHabitLab
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<DayScreen>

    /// Day `day` of habit `id` over `app`; it shows nothing until `observe()`.
    public init(app: MyHabitLab, id: Habit.ID, day: CalendarDay) {
        self.app = app
        self.id = id
        self.day = day
        observed = ObservedScreen(app.dayObservation(id, day: day))
        observed.onFailure = { [weak self] in self?.failed($0) }
    }

    /// Done ↔ not done.
    @discardableResult
    public func toggle() async -> DayState? {
        await written(in: app) { [id, day] app in try app.toggle(id, on: day) }
    }

    /// Records `value` (measurable habits).
    @discardableResult
    public func setValue(_ value: Double) async -> DayState? {
        await written(in: app) { [id, day] app in try app.setValue(id, value, on: day) }
    }

    /// Records a value as typed ("2.5" or "2,5").
    @discardableResult
    public func setValue(typed text: String) async -> DayState? {
        guard let value = attempt({ try TypedText.number(text) }, refusal: &message) else { return nil }
        return await setValue(value)
    }

    /// Marks the day as a day off.
    @discardableResult
    public func skip() async -> DayState? {
        await written(in: app) { [id, day] app in try app.skip(id, on: day) }
    }

    /// Clears the day's mark; its note stays.
    @discardableResult
    public func clear() async -> DayState? {
        await written(in: app) { [id, day] app in try app.clear(id, on: day) }
    }

    /// Sets the day's note; empty text removes it.
    @discardableResult
    public func setNote(_ text: String) async -> DayState? {
        await written(in: app) { [id, day] app in try app.setNote(id, text, on: day) }
    }


    /// The observation stopped: a future day, or a habit that is gone; nothing shows but why.
    private func failed(_ error: any Error) {
        observed.clear()
        message = refusalText(error)
    }
}
