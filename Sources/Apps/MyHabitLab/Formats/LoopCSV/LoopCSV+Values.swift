import DayKit
import Foundation

extension LoopCSV {
    /// What the first row of `Habits.csv` is.
    public enum FirstRow: Sendable, Hashable {
        /// Loop's header, naming the columns of the rows after it (old exports have fewer).
        case header([String])
        /// A row of Loop's (it starts with its position): the file has no header, its columns are `habitsHeader`.
        case habit
        /// A header that is not Loop's.
        case otherHeader
    }

    /// What `row`, the first of `Habits.csv`, is.
    public static func firstRow(_ row: [String]) -> FirstRow {
        if row.first == "Position", row.contains("Name") { return .header(row) }
        // NB: a row of Loop's starts with its position; a first row that does not is a header, and not Loop's.
        return row.first.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } == nil ? .otherHeader : .habit
    }

    /// A row of `Habits.csv` as values, read by the columns its header names (a column missing
    /// reads as empty, a frequency that is no number as 1).
    public struct HabitRow: Sendable, Hashable {
        /// `Position`, as written (`001`): the folder of the habit's checkmarks starts with it.
        public var position: String
        /// `Name`, without the spaces around it; never empty.
        public var name: String
        /// Whether `Type` is `NUMERICAL`.
        public var isNumerical: Bool
        public var question: String?
        public var description: String?
        /// `FrequencyNumerator` days in every `FrequencyDenominator`.
        public var frequencyNumerator: Int
        public var frequencyDenominator: Int
        /// `Color`, as written (`#AAAAAA`).
        public var color: String?
        public var unit: String
        /// Whether `Target Type` is `AT_MOST`.
        public var isAtMost: Bool
        /// `Target Value`; 0 when it is no number.
        public var target: Double
        /// Whether `Archived?` is `true`.
        public var isArchived: Bool

        /// The values of `row` in `columns`; nil when it has no position or name.
        public init?(_ row: [String], columns: [String]) {
            func field(_ name: String) -> String? {
                columns.firstIndex(of: name).flatMap { $0 < row.count ? row[$0] : nil }
            }
            guard let position = field("Position"), let name = field("Name")?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return nil }
            (self.position, self.name) = (position, name)
            isNumerical = field("Type") == "NUMERICAL"
            (question, description) = (field("Question"), field("Description"))
            frequencyNumerator = Int(field("FrequencyNumerator") ?? "1") ?? 1
            frequencyDenominator = Int(field("FrequencyDenominator") ?? "1") ?? 1
            color = field("Color")
            unit = field("Unit") ?? ""
            isAtMost = field("Target Type") == "AT_MOST"
            target = Double(field("Target Value") ?? "") ?? 0
            isArchived = field("Archived?") == "true"
        }
    }

    /// A row of a habit's `Checkmarks.csv` (Date, Value, Notes) as values.
    public struct Checkmark: Sendable, Hashable {
        /// What Loop wrote for the day.
        public enum Value: Sendable, Hashable {
            /// `YES_MANUAL`: checked by the person.
            case done
            /// `SKIP`.
            case skipped
            /// `YES_AUTO`: a day Loop filled in itself.
            case filledIn
            /// `NO`, `UNKNOWN` or nothing.
            case unchecked
            /// A number (of a numerical habit, in thousandths), finite and at least 0.
            case number(Double)
            /// Anything else.
            case other
        }

        public var day: CalendarDay
        public var value: Value
        /// The value as written, for a problem to quote.
        public var text: String
        /// The note; nil when empty.
        public var note: String?

        /// The values of `row`; nil when it does not start with a day (the header, or junk).
        public init?(_ row: [String]) {
            guard let date = row.first, let day = CalendarDay(date) else { return nil }
            self.day = day
            text = row.count > 1 ? row[1] : ""
            note = row.count > 2 && !row[2].isEmpty ? row[2] : nil
            switch text {
            case "YES_MANUAL": value = .done
            case "SKIP": value = .skipped
            case "YES_AUTO": value = .filledIn
            case "NO", "UNKNOWN", "": value = .unchecked
            default:
                if let number = Double(text), number.isFinite, number >= 0 { value = .number(number) } else { value = .other }
            }
        }
    }
}
