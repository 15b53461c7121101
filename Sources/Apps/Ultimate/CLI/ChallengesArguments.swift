import ArgumentParser
import CLISupport
import DayKit
import Foundation
import UltimateCore

// The values Ultimate's commands take, each read in one place (`ArgumentValue`).

extension UnitSystem: ArgumentValue {
    public init(typed text: String) throws {
        guard let system = UnitSystem(rawValue: text.lowercased()) else { throw ValidationError("“\(text)” is not metric or imperial.") }
        self = system
    }
}

extension UltimateProfile.Appearance: ArgumentValue {
    public init(typed text: String) throws {
        guard let look = Self(rawValue: text.lowercased()) else { throw ValidationError("“\(text)” is not system, light or dark.") }
        self = look
    }
}

extension UltimateProfile.NotificationStrategy: ArgumentValue {
    public init(typed text: String) throws {
        guard let found = Self(rawValue: text.lowercased()) else {
            throw ValidationError("“\(text)” is not a strategy: fixed, adaptive, progressive or minimal.")
        }
        self = found
    }
}

extension AnalyticsPeriod: ArgumentValue {
    public init(typed text: String) throws {
        guard let period = AnalyticsPeriod(rawValue: text.lowercased()) else {
            throw ValidationError("“\(text)” is not a period: day, week, month, year or all.")
        }
        self = period
    }
}

/// `timer start` or `timer stop`.
enum TimerAction: String, ArgumentValue, CaseIterable {
    case start, stop

    init(typed text: String) throws {
        guard let action = TimerAction(rawValue: text) else { throw ValidationError("Say `timer start` or `timer stop`, not “\(text)”.") }
        self = action
    }
}

/// `onboarding done`, the one step there is.
enum OnboardingStep: String, ArgumentValue, CaseIterable {
    case done

    init(typed text: String) throws {
        guard let step = OnboardingStep(rawValue: text) else { throw ValidationError("Say `onboarding done`, not “\(text)”.") }
        self = step
    }
}

/// Quiet hours, `22:00-07:00`: a start and a different end, which may be the next day.
struct QuietHours: ArgumentValue {
    let start: TimeOfDay
    let end: TimeOfDay

    init(typed text: String) throws {
        let parts = text.split(separator: "-")
        guard parts.count == 2, let start = TimeOfDay(parts[0]), let end = TimeOfDay(parts[1]), start != end else {
            throw ValidationError("“\(text)” is not quiet hours like 22:00-07:00.")
        }
        (self.start, self.end) = (start, end)
    }
}

/// A height: in cm (`180`), or in feet and inches (`5'11`, `5 ft 11 in`).
struct Height: ArgumentValue {
    let centimeters: Double

    init(typed text: String) throws {
        centimeters = try validated { try UnitSystem.centimeters(typedHeight: text) }
    }
}

/// What `log` records: a value (`2.5`, `2,5`), or with a sign a change to what is logged
/// (`+0.25` adds, `-0.25` takes off).
struct LoggedAmount: ArgumentValue {
    /// The number, its sign included.
    let value: Double
    /// Whether it changes what is logged rather than replacing it.
    let adding: Bool
    /// As typed.
    let text: String

    init(typed text: String) throws {
        value = try DecimalNumber(typed: text).value
        adding = text.hasPrefix("+") || text.hasPrefix("-")
        self.text = text
    }
}
