import DayKit
import Foundation

/// A habit's record for one day: at most one per habit and day.
public struct Entry: Sendable, Hashable, Identifiable {
    /// Stable across export and import.
    public var id: UUID
    /// The habit.
    public var habitID: UUID
    /// The day (in the user's calendar, after the "day starts at" shift).
    public var day: CalendarDay
    /// Done, a value or skipped; nil for a note alone.
    public var mark: DayMark?
    /// An optional note (≤ 500).
    public var note: String?

    /// An entry.
    public init(id: UUID = UUID(), habitID: UUID, day: CalendarDay, mark: DayMark?, note: String? = nil) {
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
    var habitID: UUID
    var day: CalendarDay
}

/// One reminder of a habit: a time on some weekdays (only on due days, and not once the habit is met).
public struct HabitReminder: Sendable, Hashable {
    /// Minutes since midnight, 0…1439 (any minute, unlike routine tasks).
    public var minutes: Int
    /// The weekdays (1 = Sunday … 7 = Saturday); all seven by default.
    public var weekdays: Set<Int>

    /// A reminder at `minutes` past midnight on `weekdays`; nil outside the day.
    public init?(minutes: Int, weekdays: Set<Int> = Set(1...7)) {
        guard (0..<24 * 60).contains(minutes), !weekdays.isEmpty, weekdays.allSatisfy((1...7).contains) else { return nil }
        self.minutes = minutes
        self.weekdays = weekdays
    }

    /// Parses `HH:MM` (24-hour) into minutes since midnight.
    public static func minutes(parsing text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }

    /// `HH:MM`.
    public var time: String {
        let (hour, minute) = (minutes / 60, minutes % 60)
        return (hour < 10 ? "0" : "") + String(hour) + (minute < 10 ? ":0" : ":") + String(minute)
    }
}
