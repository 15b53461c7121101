import Foundation

/// What a person types, read one way everywhere: a web form's field, a command-line word, an
/// iPhone text field. Each reader trims spaces and either gives the value or throws one
/// `TypedText.Refusal` with its words; `ArgumentValue` (the CLI), `Form` (the web) and the iPhone
/// models only wrap these, so a bad number is refused in the same sentence on every surface.
/// A compound input (a task described in several fields) has one parser in its app's Core, built from these.
public enum TypedText {
    /// Typed text that is not what was asked; nothing changed.
    public struct Refusal: DayKit.Refusal, Hashable, Sendable {
        public let message: String

        public init(_ message: String) {
            self.message = message
        }
    }

    /// A number, with a decimal point or a decimal comma ("2.5" and "2,5" alike), a sign allowed.
    public static func number(_ text: some StringProtocol) throws(Refusal) -> Double {
        guard let value = Double(decimalText: text) else { throw Refusal("“\(text)” is not a number.") }
        return value
    }

    /// A whole number; `what` says what was asked ("a number of days", "an age in years").
    public static func whole(_ text: some StringProtocol, _ what: String = "a whole number") throws(Refusal) -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw Refusal("“\(text)” is not \(what).") }
        return value
    }

    /// A day written `YYYY-MM-DD`.
    public static func day(_ text: some StringProtocol) throws(Refusal) -> CalendarDay {
        guard let day = CalendarDay(text.trimmingCharacters(in: .whitespaces)) else {
            throw Refusal("“\(text)” is not a date like 2026-11-22.")
        }
        return day
    }

    /// A time written `HH:MM` (24-hour) or `h:mm AM`, any minute; the refusal shows `example`
    /// (07:30 unless the field suggests another, as a quiet-hours start does with 22:00).
    public static func time(_ text: some StringProtocol, like example: String = "07:30") throws(Refusal) -> TimeOfDay {
        guard let time = TimeOfDay(text) else { throw Refusal("“\(text)” is not a time like \(example).") }
        return time
    }

    /// Weekdays written as a list, `mon,wed,fri` (a day's first three letters, any case), as
    /// `Calendar` numbers them: 1 (Sunday) … 7 (Saturday).
    public static func weekdays(_ text: some StringProtocol) throws(Refusal) -> Set<Int> {
        let keys = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
        let parts = list(text).map { String($0.lowercased().prefix(3)) }
        let days = parts.compactMap { part in keys.firstIndex(of: part).map { $0 + 1 } }
        guard !parts.isEmpty, days.count == parts.count else { throw Refusal("“\(text)” is not a list of weekdays like mon,wed,fri.") }
        return Set(days)
    }

    /// A comma-separated list: each part trimmed, empty parts dropped ("a, b,,c" is a, b, c).
    public static func list(_ text: some StringProtocol) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
