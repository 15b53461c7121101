import DayKit
import Foundation
import UltimateCore
import WebSupport

/// The units switch.
struct UnitsInput {
    let units: UnitSystem

    init(_ form: Form) throws {
        guard let units = UnitSystem(rawValue: try form.required("units")) else { throw WebError.badRequest("Choose metric or imperial.") }
        self.units = units
    }
}

/// The details form (Profile's, and onboarding's details step): name, height and weight, each
/// optional; the weight in the profile's units.
struct DetailsInput {
    /// Nil keeps the name.
    let name: String?
    let heightCm: Double?
    let weightKg: Double?

    /// A height or weight that is not a number is a problem beside its field. A value left as
    /// the form showed it keeps `profile`'s exact value (70 kg shown as 154.3 lb stays 70 kg).
    init(_ form: Form, units: UnitSystem, keeping profile: UltimateProfile? = nil) throws {
        func field<Value>(_ name: String, _ read: () throws -> Value) throws -> Value {
            do { return try read() } catch { throw FieldProblem(error, field: name, typed: form[name] ?? "") ?? error }
        }
        let shownHeight = profile?.heightCm.map { ProfilePage.heightFieldValues($0, units: units) }
        heightCm = shownHeight != nil && Self.heightFieldValues(in: form, units: units) == shownHeight
            ? profile?.heightCm : try field("height") { try Self.height(in: form) }
        let shownWeight = profile?.weightKg.map { Components.decimal(units.weight(fromKilograms: $0)) }
        weightKg = shownWeight != nil && form["weight"] == shownWeight
            ? profile?.weightKg
            : try field("weight") { try form["weight"].flatMap { $0.isEmpty ? nil : units.kilograms(fromWeight: try Form.number($0)) } }
        name = form["name"]
    }

    /// The height fields as `form` sent them, in the order `ProfilePage.heightFieldValues` gives them.
    private static func heightFieldValues(in form: Form, units: UnitSystem) -> [String] {
        units == .imperial ? [form["heightFeet"] ?? "", form["heightInches"] ?? ""] : [form["height"] ?? ""]
    }

    /// The height a form gives, in centimetres: `height` in cm, or `heightFeet` and `heightInches`;
    /// nil when left empty.
    static func height(in form: Form) throws -> Double? {
        let feet = form["heightFeet"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let inches = form["heightInches"]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard feet.isEmpty, inches.isEmpty else {
            return UnitSystem.centimeters(feet: feet.isEmpty ? 0 : try Form.number(feet), inches: inches.isEmpty ? 0 : try Form.number(inches))
        }
        return try form["height"].flatMap { $0.isEmpty ? nil : try Form.number($0) }
    }
}

/// How reminders are planned, and the quiet hours.
struct NotificationsInput {
    let strategy: UltimateProfile.NotificationStrategy
    let quietStart: TimeOfDay
    let quietEnd: TimeOfDay

    init(_ form: Form) throws {
        strategy = try Self.strategy(form.required("strategy"))
        let times = try ["quietStart", "quietEnd"].map { field in
            let value = try form.required(field)
            guard let time = TimeOfDay(value) else { throw WebError.badRequest("“\(value)” is not a time like 22:00.") }
            return time
        }
        (quietStart, quietEnd) = (times[0], times[1])
    }

    /// A reminder strategy named in a form (here, and in the start forms of challenges).
    static func strategy(_ text: String) throws -> UltimateProfile.NotificationStrategy {
        guard let strategy = UltimateProfile.NotificationStrategy(rawValue: text) else {
            throw WebError.badRequest("“\(text)” is not a way to remind: fixed, adaptive, progressive or minimal.")
        }
        return strategy
    }
}

/// The appearance switch.
struct AppearanceInput {
    let appearance: UltimateProfile.Appearance

    init(_ form: Form) throws {
        guard let appearance = UltimateProfile.Appearance(rawValue: try form.required("appearance")) else {
            throw WebError.badRequest("Choose system, light or dark.")
        }
        self.appearance = appearance
    }
}
