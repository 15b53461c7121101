import DayKit
import Foundation
import GRDB

/// Today (tab 1): the habits due today first, in manual order, then the others.
public struct TodayScreen: Codable, Sendable, Hashable {
    /// Today (after the "day starts at" shift).
    public let date: CalendarDay
    /// Every active habit, due ones first.
    public let habits: [TodayHabit]
    /// How many of the due habits are met.
    public let doneCount: Int
    /// How many habits are due today.
    public let dueCount: Int
}

/// One habit on Today.
public struct TodayHabit: Codable, Sendable, Hashable {
    public let id: Habit.ID
    public let name: String
    /// The emoji text draws: the habit's emoji, or its symbol's stand-in.
    public let icon: String
    /// The SF Symbol the iPhone draws instead of `icon`, when the habit's icon is a symbol.
    public let symbol: String?
    public let color: HabitColor
    public let colorHex: String
    /// `yesNo` or `measurable`.
    public let kind: HabitKind.Name
    /// Whether it is due today.
    public let due: Bool
    /// Today's state.
    public let state: DayState
    /// Today's value (measurable).
    public let value: Double?
    public let unit: String?
    public let target: Double?
    public let direction: TargetDirection?
    /// Today's value toward the target, 0…1 (measurable, at least).
    public let progress: Double?
    /// The current streak (in periods for N-in-M habits).
    public let streak: Int
    /// What the streak counts: days, or weeks (periods of M days) for N-in-M habits.
    public let streakUnit: StreakUnit
    /// The last seven days, oldest first, today last.
    public let last7: [DayCell]
    /// The schedule in words.
    public let scheduleText: String
    /// 1 = first in the manual order.
    public let position: Int
}

/// One day of a strip or a grid.
public struct DayCell: Codable, Sendable, Hashable {
    public let date: CalendarDay
    public let state: DayState
    /// The value (measurable).
    public let value: Double?
}

extension MyHabitLab {
    /// Today.
    public func todayScreen() throws -> TodayScreen {
        try database.reader.read(todayScreen)
    }

    func todayScreen(_ db: Database) throws -> TodayScreen {
        let today = try today(db)
        let (habits, histories) = try activeHabits(today: today, db)
        let rows = habits.enumerated().map { TodayHabit($1, histories[$1.id]!.history, position: $0 + 1) }
        let due = rows.filter(\.due)
        return TodayScreen(date: today, habits: due + rows.filter { !$0.due }, doneCount: due.filter { $0.state == .done }.count,
                           dueCount: due.count)
    }
}

extension TodayHabit {
    init(_ habit: Habit, _ history: HabitHistory, position: Int) {
        let today = history.today
        id = habit.id
        name = habit.name
        let drawn = HabitIcon(stored: habit.icon)
        (icon, symbol) = (drawn.emoji, drawn.symbolName)
        color = habit.color
        colorHex = habit.color.hex
        kind = habit.kind.name
        state = history.state(on: today)
        due = history.isDueToday
        if case .value(let value)? = history.mark(on: today) { self.value = value } else { value = nil }
        if case .measurable(let unit, let target, let direction) = habit.kind {
            (self.unit, self.target, self.direction) = (unit, target, direction)
            progress = direction == .atLeast ? min(1, (value ?? 0) / target) : nil
        } else {
            (unit, target, direction, progress) = (nil, nil, nil, nil)
        }
        streak = history.currentStreak
        streakUnit = StreakUnit(habit.schedule)
        last7 = (0..<7).map { offset in
            let day = today.adding(days: offset - 6)
            return DayCell(history, day)
        }
        scheduleText = habit.schedule.summary
        self.position = position
    }
}

extension DayCell {
    init(_ history: HabitHistory, _ day: CalendarDay) {
        date = day
        state = history.state(on: day)
        if case .value(let value)? = history.mark(on: day) { self.value = value } else { value = nil }
    }
}
