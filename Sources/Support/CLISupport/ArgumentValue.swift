import ArgumentParser
import DayKit
import Foundation

/// A value typed as one word of the command line (a day, a time, a number, one of a Core's
/// choices), read the same way in every command and saying, when the word is not one, what it
/// should look like.
///
/// Declare it typed: `@Option(transform: CalendarDay.init(typed:)) var day: CalendarDay?`.
/// NB: ArgumentParser's `init?(argument:)` can only fail, so its message never says what was
/// expected; a `transform:` that throws puts the value's own sentence after ArgumentParser's
/// “The value 'x' is invalid for '--day <day>':”.
public protocol ArgumentValue: ExpressibleByArgument, Sendable {
    /// Reads `text`, or throws a `ValidationError` saying what a value looks like.
    init(typed text: String) throws
}

extension ArgumentValue {
    public init?(argument: String) {
        guard let value = try? Self(typed: argument) else { return nil }
        self = value
    }
}

extension ArgumentValue where Self: RawRepresentable, RawValue == String {
    public init?(argument: String) {
        guard let value = try? Self(typed: argument) else { return nil }
        self = value
    }
}

extension CalendarDay: ExpressibleByArgument, ArgumentValue {
    /// A day written `YYYY-MM-DD`.
    public init(typed text: String) throws {
        self = try validated { try TypedText.day(text) }
    }
}

extension TimeOfDay: ExpressibleByArgument, ArgumentValue {
    /// A time written `HH:MM` (24-hour) or `h:mm AM`, any minute.
    public init(typed text: String) throws {
        self = try validated { try TypedText.time(text) }
    }
}

/// A number as a person types it: “2.5” and “2,5” alike (`Double(decimalText:)`, the web forms'
/// reading too), a sign allowed.
public struct DecimalNumber: ArgumentValue, Hashable {
    /// The number.
    public let value: Double

    /// The number `value`.
    public init(_ value: Double) {
        self.value = value
    }

    public init(typed text: String) throws {
        value = try validated { try TypedText.number(text) }
    }
}

/// Weekdays written as a list, `mon,wed,fri` (a day's first three letters, any case).
public struct WeekdaySet: ArgumentValue, Hashable {
    /// The weekdays, 1 (Sunday) … 7 (Saturday), as `Calendar` numbers them.
    public let days: Set<Int>

    public init(typed text: String) throws {
        days = try validated { try TypedText.weekdays(text) }
    }
}

/// `read`'s value, or its refusal (DayKit's `TypedText` readers, a Core's) as the `ValidationError`
/// ArgumentParser prints.
public func validated<Value>(_ read: () throws -> Value) throws -> Value {
    do {
        return try read()
    } catch let refusal as any Refusal {
        throw ValidationError(refusal.message)
    }
}

/// A switch: `on` or `off`, any case.
public enum OnOff: String, ArgumentValue, CaseIterable {
    case on, off

    public init(typed text: String) throws {
        guard let value = OnOff(rawValue: text.lowercased()) else { throw ValidationError("Say on or off, not “\(text)”.") }
        self = value
    }

    /// Whether it is on.
    public var isOn: Bool { self == .on }
}
