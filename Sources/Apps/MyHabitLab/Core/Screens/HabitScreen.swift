import DayKit
import Foundation
import GRDB

/// Everything a habit's page shows, read together: its stats, a year's heatmap, a calendar month
/// and its strength over the last year.
public struct HabitScreen: Sendable, Hashable {
    public let stats: HabitStatsScreen
    public let heatmap: HeatmapScreen
    public let calendar: CalendarMonthScreen
    public let scores: ScoreScreen
    public let today: CalendarDay

    public var habit: HabitSummary { stats.habit }
}

extension MyHabitLab {
    /// A habit's page with the heatmap of `year` (default: this year) and the calendar of `month`
    /// (`YYYY-MM`, default: this month), in one read.
    public func habitScreen(_ id: Habit.ID, year: Int? = nil, month: String? = nil) throws -> HabitScreen {
        try database.reader.read { db in try habitScreen(id, year: year, month: month, db) }
    }

    func habitScreen(_ id: Habit.ID, year: Int?, month: String?, _ db: Database) throws -> HabitScreen {
        let habit = try self.habit(id, db)
        let today = try today(db)
        return HabitScreen(stats: try habitStats(habit, today: today, db), heatmap: try heatmapScreen(habit, today: today, year: year, db),
                           calendar: try calendarScreen(habit, today: today, month: month, db),
                           scores: try scoreScreen(habit, today: today, from: today.adding(days: -364), db), today: today)
    }
}
