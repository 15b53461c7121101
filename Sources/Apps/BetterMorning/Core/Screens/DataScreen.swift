import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// The Data tab (§10): one card per routine, the active one first.
public struct DataScreen: Codable, Sendable, Hashable {
    /// The cards in display order; empty shows the empty state.
    public let cards: [DataCard]
}

/// A routine's analytics card.
public struct DataCard: Codable, Sendable, Hashable {
    /// The routine.
    public let routine: RoutineReference
    /// Celebrity or custom.
    public let kind: RoutineKind
    /// Whether it is the active routine.
    public let isActive: Bool
    /// The week shown.
    public let week: WeekChart
}

/// One week of a card's bar chart.
public struct WeekChart: Codable, Sendable, Hashable {
    /// Weeks from this week (0), negative into the past.
    public let offset: Int
    /// The earliest offset: the week the routine first started.
    public let earliestOffset: Int
    /// "This week", "Last week" or "Nov 9 – 15".
    public let title: String
    /// The week's dates, "Nov 16 – 22", which "This week" and "Last week" do not say (issue 39, item 15).
    public let dates: String
    /// The seven days in the locale's order.
    public let days: [ChartDay]
    /// The bar scale's top: the routine's task count (at least 1).
    public let scale: Int

    /// Whether an earlier week exists.
    public var hasEarlier: Bool { offset > earliestOffset }
    /// Whether a later week exists.
    public var hasLater: Bool { offset < 0 }
}

/// One day's bar.
public struct ChartDay: Sendable, Hashable {
    /// The day.
    public let date: CalendarDay
    /// "M", "T", … in English.
    public let weekday: String
    /// Tasks done, or nil for no bar (none done, before the first start, or in the future).
    public let count: Int?
    /// Whether it is today.
    public let isToday: Bool
}

extension ChartDay: Codable {
    private enum CodingKeys: String, CodingKey { case date, weekday, count, isToday }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(weekday, forKey: .weekday)
        try container.encode(count, forKey: .count)  // null for no bar
        try container.encode(isToday, forKey: .isToday)
    }
}

extension BetterMorning {
    /// The Data tab, each card at its week offset in `weekOffsets` (this week when absent;
    /// offsets outside a card's weeks are clamped to them).
    public func dataScreen(weekOffsets: [Routine.ID: Int] = [:]) throws -> DataScreen {
        try catchUp()
        return try database.reader.read { db in try dataScreen(weekOffsets: weekOffsets, db) }
    }

    /// The Data tab as `db` holds it.
    func dataScreen(weekOffsets: [Routine.ID: Int], _ db: Database) throws -> DataScreen {
        let today = self.today
        let routines = try Routine.all().inDisplayOrder().fetchAll(db)
        // One query for every card's task count, not one per card.
        let taskCounts = try RoutineTask.countsByRoutine(db)
        let cards = try routines.map { routine in
            let earliest = earliestOffset(of: routine, today: today)
            let offset = min(0, max(earliest, weekOffsets[routine.id] ?? 0))
            return DataCard(routine: RoutineReference(id: routine.id, name: routine.name), kind: routine.kind, isActive: routine.isActive,
                            week: try weekChart(of: routine, offset: offset, earliest: earliest, today: today,
                                                taskCount: taskCounts[routine.id] ?? 0, db))
        }
        return DataScreen(cards: cards)
    }

    /// One card's week (`week ROUTINE --offset -N`); an offset outside the card's weeks is refused.
    public func weekChart(routine id: Routine.ID, offset: Int) throws -> WeekChart {
        try catchUp()
        let today = self.today
        return try database.reader.read { db in
            let routine = try routine(id, db)
            let earliest = earliestOffset(of: routine, today: today)
            guard (earliest...0).contains(offset) else { throw BetterMorningError.weekOutOfRange(offset, earliest: earliest) }
            let taskCount = try RoutineTask.all().of(routine: routine.id).fetchCount(db)
            return try weekChart(of: routine, offset: offset, earliest: earliest, today: today, taskCount: taskCount, db)
        }
    }

    private func earliestOffset(of routine: Routine, today: CalendarDay) -> Int {
        let thisWeek = Week(containing: today, in: calendar)
        return min(0, thisWeek.weeks(to: Week(containing: routine.firstStartDay, in: calendar)))
    }

    private func weekChart(of routine: Routine, offset: Int, earliest: Int, today: CalendarDay, taskCount: Int,
                           _ db: Database) throws -> WeekChart {
        let week = Week(containing: today, in: calendar).adding(weeks: offset, in: calendar)
        var counts = try DayRecord.doneCounts(of: routine.id, from: week.start, through: week.end, db)
        if routine.isActive, routine.startDay <= today, week.days.contains(today), counts[today] == nil {
            counts[today] = try TaskMarkRecord.all().of(routine: routine.id, on: today)
                .filter(TaskMarkRecord.Columns.mark == TaskMark.done).fetchCount(db)
        }
        let days = week.days.map { day in
            let count = day < routine.firstStartDay || day > today ? nil : counts[day].flatMap { $0 > 0 ? $0 : nil }
            return ChartDay(date: day, weekday: RegionFormat.current.weekdayInitial(day.weekday), count: count, isToday: day == today)
        }
        let title = switch offset {
        case 0: "This week"
        case -1: "Last week"
        default: RegionFormat.current.text(from: week.start, to: week.end)
        }
        return WeekChart(offset: offset, earliestOffset: earliest, title: title, dates: RegionFormat.current.text(from: week.start, to: week.end),
                         days: days, scale: max(1, taskCount))
    }
}
