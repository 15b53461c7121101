import DayKit
import Foundation

/// The JSON export format, version 1 (documented in docs/export-format.md), as plain values.
/// Everything is in a fixed order with sorted keys, so exporting the same data twice gives the
/// same bytes. Entries are written by hand, one per line (the Core's export), with `JSONText`.
public enum ExportFile {
    /// The value of the file's `format`.
    public static let formatName = "myhabitlab"
    /// The version written, and the newest one read.
    public static let currentVersion = 1
    /// The weekday keys of schedules and reminders: `sun` is 1 … `sat` 7, as `Calendar` numbers them.
    public static let weekdayKeys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

    /// The file's `settings`.
    public struct Settings: Codable, Sendable, Hashable {
        /// `HH:MM`, 00:00–04:00.
        public var dayStartsAt: String
        /// `light`, `dark` or `system`; files written before it existed have none.
        public var appearance: String?

        /// Settings with the day starting at `dayStartsAt`, in `appearance`.
        public init(dayStartsAt: String, appearance: String?) {
            self.dayStartsAt = dayStartsAt
            self.appearance = appearance
        }
    }

    /// One of the file's `habits`.
    public struct Habit: Codable, Sendable, Hashable {
        public var id: UUID
        public var name: String
        public var detail: String?
        public var icon: String
        /// A palette colour's name.
        public var color: String
        public var schedule: Schedule
        /// `yesNo` or `measurable`.
        public var kind: String
        public var unit: String?
        public var target: Double?
        /// `atLeast` or `atMost`.
        public var direction: String?
        public var createdDay: CalendarDay
        public var position: Int
        public var archived: Bool
        public var reminders: [Reminder]

        /// A habit as the file holds it.
        public init(id: UUID, name: String, detail: String?, icon: String, color: String, schedule: Schedule, kind: String,
                    unit: String?, target: Double?, direction: String?, createdDay: CalendarDay, position: Int, archived: Bool,
                    reminders: [Reminder]) {
            (self.id, self.name, self.detail, self.icon, self.color, self.schedule) = (id, name, detail, icon, color, schedule)
            (self.kind, self.unit, self.target, self.direction) = (kind, unit, target, direction)
            (self.createdDay, self.position, self.archived, self.reminders) = (createdDay, position, archived, reminders)
        }
    }

    /// One of a habit's `reminders`.
    public struct Reminder: Codable, Sendable, Hashable {
        /// `HH:MM`.
        public var time: String
        /// Weekday keys (`weekdayKeys`).
        public var weekdays: [String]

        /// A reminder at `time` on `weekdays`.
        public init(time: String, weekdays: [String]) {
            self.time = time
            self.weekdays = weekdays
        }
    }

    /// A habit's `schedule`: `{"kind":"daily"}`, `{"kind":"weekdays","days":["mon",…]}` or
    /// `{"kind":"times","times":N,"days":M}`.
    public enum Schedule: Sendable, Hashable {
        case daily
        /// Weekdays, 1 = Sunday … 7 = Saturday.
        case weekdays(Set<Int>)
        /// `times` days in every `days`.
        case times(Int, per: Int)
    }
}

extension ExportFile.Schedule: Codable {
    private enum CodingKeys: String, CodingKey { case kind, days, times }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "daily": self = .daily
        case "weekdays":
            let keys = try container.decode([String].self, forKey: .days)
            let days = keys.compactMap { ExportFile.weekdayKeys.firstIndex(of: $0).map { $0 + 1 } }
            guard days.count == keys.count, !days.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .days, in: container, debugDescription: "weekdays are sun, mon, tue, wed, thu, fri, sat")
            }
            self = .weekdays(Set(days))
        case "times":
            self = .times(try container.decode(Int.self, forKey: .times), per: try container.decode(Int.self, forKey: .days))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "kind is daily, weekdays or times")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .daily:
            try container.encode("daily", forKey: .kind)
        case .weekdays(let days):
            try container.encode("weekdays", forKey: .kind)
            try container.encode(days.sorted().map { ExportFile.weekdayKeys[$0 - 1] }, forKey: .days)
        case .times(let times, let days):
            try container.encode("times", forKey: .kind)
            try container.encode(times, forKey: .times)
            try container.encode(days, forKey: .days)
        }
    }
}
