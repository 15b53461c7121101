import DayKit
import Foundation

/// Stats (tab 2): every active habit's card, and this week's completions.
public struct StatsScreen: Codable, Sendable, Hashable {
    public let date: CalendarDay
    public let habits: [Card]
    /// The active habits met this week (the locale's week) so far: met at least once, missed never.
    public let habitsMetThisWeek: Int
    /// The active habits due this week.
    public let habitsDueThisWeek: Int

    public struct Card: Codable, Sendable, Hashable {
        public let id: UUID
        public let name: String
        public let icon: String
        public let color: HabitColor
        public let colorHex: String
        public let currentStreak: Int
        public let longestStreak: Int
        public let streakUnit: StreakUnit
        public let rate30: Double?
        public let strength: Double
        /// Strength over the last 30 days, oldest first (for a sparkline).
        public let sparkline: [Double]
    }
}

/// What a home screen widget shows: today's state of the first habits due.
public struct WidgetSnapshot: Codable, Sendable, Hashable {
    public enum Size: String, Codable, Sendable, CaseIterable {
        case small, medium
        /// How many habits fit.
        public var capacity: Int { self == .small ? 3 : 8 }
    }

    public let size: Size
    public let date: CalendarDay
    public let habits: [Item]
    public let doneCount: Int
    public let dueCount: Int

    public struct Item: Codable, Sendable, Hashable {
        public let id: UUID
        public let name: String
        public let icon: String
        public let color: HabitColor
        public let colorHex: String
        public let state: DayState
        public let value: Double?
        public let progress: Double?
    }
}

extension MyHabitLab {
    /// Stats for every active habit.
    public func statsScreen() throws -> StatsScreen {
        try database.reader.read { db in
            let today = try today(db)
            let week = Week(containing: today, in: calendar)
            var (met, due) = (0, 0)
            let (habits, histories) = try activeHabits(today: today, db)
            let cards = habits.map { habit -> StatsScreen.Card in
                let computed = histories[habit.id]!
                let history = computed.history
                let states = week.days.filter { $0 <= today }.map(history.state)
                if week.days.contains(where: habit.schedule.isDue) { due += 1 }
                if states.contains(.done), !states.contains(.missed) { met += 1 }
                return StatsScreen.Card(
                    id: habit.id, name: habit.name, icon: habit.icon, color: habit.color, colorHex: habit.color.hex,
                    currentStreak: history.currentStreak, longestStreak: history.longestStreak,
                    streakUnit: StreakUnit(habit.schedule), rate30: history.rate30,
                    strength: computed.strength, sparkline: Array(computed.recentStrength))
            }
            return StatsScreen(date: today, habits: cards, habitsMetThisWeek: met, habitsDueThisWeek: due)
        }
    }

    /// The widget's content: the first habits of Today (due ones first).
    public func widgetSnapshot(size: WidgetSnapshot.Size) throws -> WidgetSnapshot {
        let today = try todayScreen()
        let items = today.habits.prefix(size.capacity).map {
            WidgetSnapshot.Item(id: $0.id, name: $0.name, icon: $0.icon, color: $0.color, colorHex: $0.colorHex, state: $0.state,
                                value: $0.value, progress: $0.progress)
        }
        return WidgetSnapshot(size: size, date: today.date, habits: Array(items), doneCount: today.doneCount, dueCount: today.dueCount)
    }

    /// The widget's tap: toggles today's state of the habit with `id`.
    @discardableResult
    public func widgetToggle(_ id: UUID) throws -> DayState {
        try toggle(id.uuidString)
    }
}
