import DayKit
import Foundation

/// A habit's record for one day: at most one per habit and day.
public struct Entry: Sendable, Hashable, Identifiable {
    /// Stable across export and import.
    public var id: UUID
    /// The habit.
    public var habitID: Habit.ID
    /// The day (in the user's calendar, after the "day starts at" shift).
    public var day: CalendarDay
    /// Done, a value or skipped; nil for a note alone.
    public var mark: DayMark?
    /// An optional note (≤ 500).
    public var note: String?

    /// An entry.
    public init(id: UUID = UUID(), habitID: Habit.ID, day: CalendarDay, mark: DayMark?, note: String? = nil) {
        self.id = id
        self.habitID = habitID
        self.day = day
        self.mark = mark
        self.note = note
    }
}

extension Entry {
    /// Where the entry is: its habit and day, which no other entry shares.
    var slot: EntrySlot { EntrySlot(habitID: habitID, day: day) }
}

/// A habit and a day: the place of at most one entry.
struct EntrySlot: Hashable {
    var habitID: Habit.ID
    var day: CalendarDay
}

/// One reminder of a habit: a time on some weekdays (only on due days, and not once the habit is met).
public struct HabitReminder: Sendable, Hashable {
    /// When: any minute of the day (unlike routine tasks).
    public var timeOfDay: TimeOfDay
    /// The weekdays (1 = Sunday … 7 = Saturday); all seven by default.
    public var weekdays: Set<Int>

    /// A reminder at `time` on `weekdays`; nil without a weekday.
    public init?(_ time: TimeOfDay, weekdays: Set<Int> = Set(1...7)) {
        guard !weekdays.isEmpty, weekdays.allSatisfy((1...7).contains) else { return nil }
        timeOfDay = time
        self.weekdays = weekdays
    }

    /// A reminder at `minutes` past midnight on `weekdays`; nil outside the day.
    public init?(minutes: Int, weekdays: Set<Int> = Set(1...7)) {
        guard let time = TimeOfDay(minutes: minutes) else { return nil }
        self.init(time, weekdays: weekdays)
    }

    /// Minutes since midnight, 0…1439 (as stored, and as the plan counts them).
    public var minutes: Int { timeOfDay.minutes }

    /// `HH:MM`.
    public var time: String { timeOfDay.description }
}
