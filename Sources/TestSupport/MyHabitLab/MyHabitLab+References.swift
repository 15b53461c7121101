import DayKit
import Foundation
import MyHabitLabCore

/// The Core's use cases and screens over a habit named as the tests name it: its name, or its id as
/// text. Each name is resolved once, through `habitID(for:)`, the way the CLI resolves what a person types.
extension MyHabitLab {
    /// The habit `reference` names.
    public func habit(_ reference: String) throws -> Habit { try habit(habitID(for: reference)) }

    @discardableResult
    public func toggle(_ reference: String, on day: CalendarDay? = nil) throws -> DayState {
        try toggle(habitID(for: reference), on: day)
    }

    @discardableResult
    public func markDone(_ reference: String, on day: CalendarDay? = nil) throws -> DayState {
        try markDone(habitID(for: reference), on: day)
    }

    @discardableResult
    public func setValue(_ reference: String, _ value: Double, on day: CalendarDay? = nil) throws -> DayState {
        try setValue(habitID(for: reference), value, on: day)
    }

    @discardableResult
    public func skip(_ reference: String, on day: CalendarDay? = nil) throws -> DayState {
        try skip(habitID(for: reference), on: day)
    }

    @discardableResult
    public func clear(_ reference: String, on day: CalendarDay) throws -> DayState {
        try clear(habitID(for: reference), on: day)
    }

    @discardableResult
    public func setNote(_ reference: String, _ text: String, on day: CalendarDay? = nil) throws -> DayState {
        try setNote(habitID(for: reference), text, on: day)
    }

    @discardableResult
    public func cycle(_ reference: String, on day: CalendarDay) throws -> DayState {
        try cycle(habitID(for: reference), on: day)
    }

    public func editVersion(_ reference: String) throws -> String { try editVersion(habitID(for: reference)) }

    @discardableResult
    public func editHabit(_ reference: String, drawnFrom version: String? = nil, reminders: [HabitReminder]? = nil,
                          _ change: (inout HabitFields) throws -> Void) throws -> Habit {
        try editHabit(habitID(for: reference), drawnFrom: version, reminders: reminders, change)
    }

    public func moveHabit(_ reference: String, to position: Int) throws { try moveHabit(habitID(for: reference), to: position) }
    public func archiveHabit(_ reference: String) throws { try archiveHabit(habitID(for: reference)) }
    public func restoreHabit(_ reference: String) throws { try restoreHabit(habitID(for: reference)) }
    public func deleteHabit(_ reference: String) throws { try deleteHabit(habitID(for: reference)) }

    public func habitScreen(_ reference: String, year: Int? = nil, month: String? = nil) throws -> HabitScreen {
        try habitScreen(habitID(for: reference), year: year, month: month)
    }

    public func habitStats(_ reference: String) throws -> HabitStatsScreen { try habitStats(habitID(for: reference)) }

    public func scoreScreen(_ reference: String, from: CalendarDay? = nil, to: CalendarDay? = nil) throws -> ScoreScreen {
        try scoreScreen(habitID(for: reference), from: from, to: to)
    }

    public func historyScreen(_ reference: String, from: CalendarDay? = nil, to: CalendarDay? = nil) throws -> HistoryScreen {
        try historyScreen(habitID(for: reference), from: from, to: to)
    }

    public func dayScreen(_ reference: String, day: CalendarDay) throws -> DayScreen { try dayScreen(habitID(for: reference), day: day) }

    public func heatmapScreen(_ reference: String, year: Int? = nil) throws -> HeatmapScreen {
        try heatmapScreen(habitID(for: reference), year: year)
    }

    public func calendarScreen(_ reference: String, month: String? = nil) throws -> CalendarMonthScreen {
        try calendarScreen(habitID(for: reference), month: month)
    }

    public func reminders(of reference: String) throws -> [HabitReminder] { try reminders(of: habitID(for: reference)) }

    public func addReminder(_ reference: String, minutes: Int, weekdays: Set<Int> = Set(1...7)) throws {
        try addReminder(habitID(for: reference), minutes: minutes, weekdays: weekdays)
    }

    public func removeReminder(_ reference: String, number: Int) throws {
        try removeReminder(habitID(for: reference), number: number)
    }
}
