import DayKit
import Foundation
import GRDB

/// Stats (tab 2): every active habit's card, and this week's completions.
public struct StatsScreen: Codable, Sendable, Hashable {
    public let date: CalendarDay
    public let habits: [Card]
    /// The active habits met this week (the locale's week) so far: met at least once, missed never.
    public let habitsMetThisWeek: Int
    /// The active habits due this week.
    public let habitsDueThisWeek: Int

    public struct Card: Codable, Sendable, Hashable {
        public let id: Habit.ID
        public let name: String
        /// The emoji text draws: the habit's emoji, or its symbol's stand-in.
        public let icon: String
        /// The SF Symbol the iPhone draws instead of `icon`, when the habit's icon is a symbol.
        public let symbol: String?
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

extension MyHabitLab {
    /// Stats for every active habit.
    public func statsScreen() throws -> StatsScreen {
        try database.reader.read(statsScreen)
    }

    func statsScreen(_ db: Database) throws -> StatsScreen {
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
                id: habit.id, name: habit.name, icon: HabitIcon(stored: habit.icon).emoji, symbol: HabitIcon(stored: habit.icon).symbolName, color: habit.color, colorHex: habit.color.hex,
                currentStreak: history.currentStreak, longestStreak: history.longestStreak,
                streakUnit: StreakUnit(habit.schedule), rate30: history.rate30,
                strength: computed.strength, sparkline: Array(computed.recentStrength))
        }
        return StatsScreen(date: today, habits: cards, habitsMetThisWeek: met, habitsDueThisWeek: due)
    }
}
