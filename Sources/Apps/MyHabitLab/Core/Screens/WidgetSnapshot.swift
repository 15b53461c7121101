import DayKit
import Foundation
import GRDB

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
        public let id: Habit.ID
        public let name: String
        /// The emoji text draws: the habit's emoji, or its symbol's stand-in.
        public let icon: String
        /// The SF Symbol the iPhone draws instead of `icon`, when the habit's icon is a symbol.
        public let symbol: String?
        public let color: HabitColor
        public let colorHex: String
        public let state: DayState
        public let value: Double?
        public let progress: Double?
    }
}

/// One entry of a widget's timeline: what it shows from `start` on.
public struct WidgetTimelineEntry: Sendable, Hashable {
    /// When the entry starts showing: now for the first, the start of its day (after "day starts at") for the others.
    public let start: Date
    public let snapshot: WidgetSnapshot
}

extension MyHabitLab {
    /// The widget's content: the first habits of Today (due ones first), as `todayScreen()` orders
    /// them, read without their histories (see `widgetTimeline`).
    public func widgetSnapshot(size: WidgetSnapshot.Size) throws -> WidgetSnapshot {
        try widgetTimeline(size: size, days: 1)[0].snapshot
    }

    /// The widget's timeline: today's snapshot from now, then one from the start of each of the
    /// next `days - 1` days, as that day will look unless something changes. NB: a widget
    /// extension is killed above about 30 MB, so no history is read: three queries in one read
    /// (the settings, the active habits, and each habit's marks that today's state depends on:
    /// today's, or its period's for an N-in-M habit), whatever the habits' length of history.
    public func widgetTimeline(size: WidgetSnapshot.Size, days: Int = 2) throws -> [WidgetTimelineEntry] {
        try database.reader.read { db in
            let shift = try HabitSettings.current(db).dayStartsAt
            let now = clock.now
            let today = CalendarDay(containing: now, in: calendar, dayStartsAt: shift)
            let habits = try Habit.list(archived: false, db)
            let history = try recentHistories(habits, today: today, through: today.adding(days: max(1, days) - 1), db)
            return (0..<max(1, days)).map { offset in
                let day = today.adding(days: offset)
                let histories = habits.map { history($0, day) }
                return WidgetTimelineEntry(start: offset == 0 ? now : day.instant(whenTheClockReads: shift, in: calendar),
                                           snapshot: WidgetSnapshot(size: size, date: day, histories: histories))
            }
        }
    }

    /// The widget's tap: toggles today's state of the habit with `id`.
    @discardableResult
    public func widgetToggle(_ id: Habit.ID) throws -> DayState {
        try toggle(id)
    }
}

extension WidgetSnapshot {
    /// The snapshot of `date` from the habits' histories through it (in manual order): the due
    /// ones first, as Today lists them.
    init(size: Size, date: CalendarDay, histories: [HabitHistory]) {
        let due = histories.filter(\.isDueToday)
        let others = histories.filter { !$0.isDueToday }
        self.init(size: size, date: date, habits: (due + others).prefix(size.capacity).map(Item.init),
                  doneCount: due.filter { $0.isMet($0.today) }.count, dueCount: due.count)
    }
}

extension WidgetSnapshot.Item {
    /// A habit as the widget shows it on its history's today.
    init(_ history: HabitHistory) {
        let habit = history.habit
        let today = history.today
        var value: Double?
        if case .value(let number)? = history.mark(on: today) { value = number }
        var progress: Double?
        if case .measurable(_, let target, .atLeast) = habit.kind { progress = min(1, (value ?? 0) / target) }
        self.init(id: habit.id, name: habit.name, icon: HabitIcon(stored: habit.icon).emoji, symbol: HabitIcon(stored: habit.icon).symbolName, color: habit.color, colorHex: habit.color.hex,
                  state: history.state(on: today), value: value, progress: progress)
    }
}
