import DayKit
import Foundation

extension LoopBackupFile {
    /// A row of Loop's `Habits` as values, each column read once (`Row.value(_:of:)`: a value of the
    /// wrong type refuses the file, naming the habit and the column).
    public struct Habit: Sendable, Hashable {
        /// A numerical habit's target (`type` 1).
        public struct Numerical: Sendable, Hashable {
            /// `target_value` (Loop's default 0).
            public var target: Double
            /// `unit` (Loop's default empty).
            public var unit: String
            /// Whether `target_type` is 1 ("at most").
            public var isAtMost: Bool
        }

        /// A habit's reminder (`reminder_hour`, `reminder_min` and `reminder_days`).
        public struct Reminder: Sendable, Hashable {
            public var hour: Int64
            public var minute: Int64
            /// Loop's weekdays, bit i for its weekday i (0 Saturday, 1 Sunday, …); 127 (every day)
            /// when the column is NULL or the hour and minute are no time of day (then not read).
            public var days: Int64
        }

        /// `id`: the backup's own id of the habit.
        public var id: Int64
        /// `name`, without the white space around it; "Habit <id>" when empty.
        public var name: String
        /// `freq_num` days in every `freq_den` (1 in 1 when NULL).
        public var frequencyNumerator: Int64
        public var frequencyDenominator: Int64
        /// The target of a numerical habit; nil for yes or no (its target columns are not read).
        public var numerical: Numerical?
        public var question: String?
        public var description: String?
        /// `uuid` as written (newer schemas).
        public var uuid: String?
        /// `color`: a palette index (old versions: an ARGB integer).
        public var color: Int64?
        /// Whether `archived` is not 0.
        public var isArchived: Bool
        /// The reminder; nil when the hour or the minute is NULL.
        public var reminder: Reminder?

        /// The values of `row` (one of `habits()`); nil when its `id` is NULL.
        ///
        /// NB: the columns are read in the order the import has always read them, so that a row with
        /// several wrong values is refused for the same one.
        public init?(_ row: Row) throws {
            guard let id = try row.value("id", of: "a habit") as Int64? else { return nil }
            self.id = id
            name = ((try row.value("name", of: "habit \(id)") as String?) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if name.isEmpty { name = "Habit \(id)" }
            let label = "“\(name)”"
            frequencyNumerator = try row.value("freq_num", of: label) ?? 1
            frequencyDenominator = try row.value("freq_den", of: label) ?? 1
            if try row.value("type", of: label) as Int64? == 1 {
                numerical = Numerical(target: try row.value("target_value", of: label) ?? 0, unit: try row.value("unit", of: label) ?? "",
                                      isAtMost: try row.value("target_type", of: label) as Int64? == 1)
            }
            question = try row.value("question", of: label)
            description = try row.value("description", of: label)
            uuid = try row.value("uuid", of: label)
            color = try row.value("color", of: label)
            isArchived = (try row.value("archived", of: label) ?? 0 as Int64) != 0
            if let hour = try row.value("reminder_hour", of: label) as Int64?, let minute = try row.value("reminder_min", of: label) as Int64? {
                let isTimeOfDay = (0..<24).contains(hour) && (0..<60).contains(minute)
                reminder = Reminder(hour: hour, minute: minute, days: isTimeOfDay ? try row.value("reminder_days", of: label) ?? 127 : 127)
            }
        }

        /// The names of `rows` (the backup's `habits()`) by id, as written, for a repetition to name
        /// its habit; a row whose id or name cannot be read is left out.
        public static func names(of rows: [Row]) -> [Int64: String] {
            var names: [Int64: String] = [:]
            for row in rows {
                if let id = try? row.value("id", of: "a habit") as Int64? { names[id] = try? row.value("name", of: "habit \(id)") as String? }
            }
            return names
        }
    }

    /// A row of Loop's `Repetitions` as values.
    public struct Repetition: Sendable, Hashable {
        /// `habit`: the backup's id of the habit.
        public var habit: Int64
        /// The day of `timestamp` (milliseconds since 1970, at UTC midnight).
        public var day: CalendarDay
        /// `value`: 2 done, 3 skipped, 1 filled in by Loop, 0 not done; a numerical habit's value ×1000.
        public var value: Int64
        /// `notes`; nil when empty.
        public var note: String?

        /// The values of `row` (one of `repetitions(_:)`), a refusal naming its habit by `names`
        /// (`Habit.names(of:)`); nil when it has no habit, or no timestamp from 1970 to 2099 (its
        /// other columns are then not read).
        public init?(_ row: Row, names: [Int64: String]) throws {
            let habit: Int64? = try row.value("habit", of: "a repetition")
            let label = habit.map { "“\(names[$0] ?? "habit \($0)")”" } ?? "a repetition"
            guard let habit, let timestamp = try row.value("timestamp", of: label) as Int64?, timestamp >= 0, timestamp < 4_102_444_800_000 else {
                return nil
            }
            self.habit = habit
            day = CalendarDay(dayNumber: Int(timestamp / 86_400_000))
            note = (try row.value("notes", of: label) as String?).flatMap { $0.isEmpty ? nil : $0 }
            value = try row.value("value", of: label) ?? 2
        }
    }
}
