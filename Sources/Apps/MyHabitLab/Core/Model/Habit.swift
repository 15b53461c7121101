import DayKit
import Foundation
// NB: exported: a `Habit.ID` is used as a value (hashed, compared, encoded) in the web, the CLI,
// the iPhone models and shell, which then need no dependency on swift-tagged of their own.
@_exported import Tagged

/// Whether "meeting" a measurable habit's target means reaching it or staying under it.
public enum TargetDirection: String, Codable, Sendable, CaseIterable {
    /// At least the target (read 20 pages).
    case atLeast
    /// At most the target (2 coffees).
    case atMost
}

/// What is recorded each day: done or not, or a value toward a target.
public enum HabitKind: Sendable, Hashable {
    /// Done or not done.
    case yesNo
    /// A value per day in `unit`, meeting `target` at least or at most.
    case measurable(unit: String, target: Double, direction: TargetDirection)

    /// Which of the two kinds, without its target: what screens carry and callers compare.
    public enum Name: String, Codable, Sendable, Hashable {
        /// Done or not done.
        case yesNo
        /// A value per day toward a target.
        case measurable
    }

    /// `yesNo` or `measurable`, as JSON names it.
    public var name: Name {
        if case .measurable = self { return .measurable }
        return .yesNo
    }
}

/// A habit the user tracks.
public struct Habit: Sendable, Hashable, Identifiable {
    /// A habit's id: its UUID, typed so that no other id (an entry's, a reminder's) or a name passes for it.
    public typealias ID = Tagged<Habit, UUID>

    /// Stable across export and import.
    public var id: ID
    /// 1–60 characters as a person counts them.
    public var name: String
    /// An optional longer description (≤ 500).
    public var detail: String?
    /// One emoji.
    public var icon: String
    /// Its colour.
    public var color: HabitColor
    /// When it is due.
    public var schedule: Schedule
    /// Yes/no or measurable.
    public var kind: HabitKind
    /// The first day of its history (an entry on an earlier day moves it back).
    public var createdDay: CalendarDay
    /// The manual order (0 first).
    public var position: Int
    /// Archived habits leave Today and Stats but keep their history.
    public var isArchived: Bool

    /// A habit.
    public init(id: ID = ID(), name: String, detail: String? = nil, icon: String, color: HabitColor, schedule: Schedule,
                kind: HabitKind, createdDay: CalendarDay, position: Int = 0, isArchived: Bool = false) {
        self.id = id
        self.name = name
        self.detail = detail
        self.icon = icon
        self.color = color
        self.schedule = schedule
        self.kind = kind
        self.createdDay = createdDay
        self.position = position
        self.isArchived = isArchived
    }

    /// Whether `mark` meets the habit on its day: done, or a value meeting the target. As in
    /// Loop, an "at most" habit with nothing logged is met: nothing is under any limit.
    public func isMet(_ mark: DayMark?) -> Bool {
        switch (mark, kind) {
        case (.done?, _): true
        case (.value(let value)?, .measurable(_, let target, let direction)):
            direction == .atLeast ? value >= target : value <= target
        case (.value(let value)?, .yesNo): value > 0
        case (nil, .measurable(_, _, .atMost)): true
        default: false
        }
    }

    /// Whether `mark` is a value over an "at most" habit's limit: the day is missed, however it ends.
    public func isOver(_ mark: DayMark?) -> Bool {
        if case .value(let value)? = mark, case .measurable(_, let target, .atMost) = kind { return value > target }
        return false
    }

    /// The first day whose mark `day`'s state depends on: the day alone, or for an N-in-M habit
    /// the days of its period before it (read from a whole period back), never before the habit's
    /// first day. A history from there through `day` says `day`'s state as the whole one does.
    func firstDayNeeded(for day: CalendarDay) -> CalendarDay {
        if case .times(_, let days) = schedule, days > 1 { return max(createdDay, day.adding(days: -days)) }
        return day
    }
}

/// What one day holds for a habit (a day without an entry holds nothing).
public enum DayMark: Sendable, Hashable {
    /// Done (yes/no habits).
    case done
    /// A value (measurable habits).
    case value(Double)
    /// A day off: it neither breaks a streak nor counts against a rate.
    case skipped

    /// Whether the mark is a skip.
    public var isSkipped: Bool { self == .skipped }
}
