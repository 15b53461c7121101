import DayKit
import Foundation

/// The units a quantity is stored in. A quantity keeps the unit it was planned in; the profile's
/// metric or imperial choice converts volumes and weights for display and entry.
public enum QuantityUnit: String, Codable, Sendable, CaseIterable {
    case liters = "L", milliliters = "ml", fluidOunces = "fl oz", glasses
    case kilograms = "kg", pounds = "lb"
    case pages, reps, steps, seconds, kilometers = "km", miles = "mi", servings

    /// The unit named `text` (`L`, `ml`, `fl oz`, `kg`, `pages`…), ignoring case.
    public init?(parsing text: String) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let unit = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = unit
    }

    /// What one tap of + or − adds in this unit: a glass of water, a page, five reps.
    public var step: Double {
        switch self {
        case .liters: 0.25
        case .milliliters: 250
        case .fluidOunces: 8
        case .kilograms: 0.1
        case .pounds: 0.2
        case .reps: 5
        case .steps: 1000
        case .seconds: 10
        case .kilometers: 0.5
        case .miles: 0.25
        case .glasses, .pages, .servings: 1
        }
    }

    /// Millilitres in a US fluid ounce (exact: a US gallon is 231 cubic inches, 128 fl oz).
    public static let millilitersPerFluidOunce = 29.5735295625
    /// Litres in a US gallon (exact): 128 fl oz.
    public static let litersPerGallon = 3.785411784
    /// Kilograms in a pound (exact).
    public static let kilogramsPerPound = 0.45359237
    /// Kilometres in a mile (exact).
    public static let kilometersPerMile = 1.609344

    /// What a person's unit system shows this unit as, and the factor from this unit to it. The
    /// factors are the exact definitions, so that a gallon logged as 128 fl oz is 3.785411784 L.
    public func shown(in system: UnitSystem) -> (unit: QuantityUnit, factor: Double) {
        switch (self, system) {
        case (.liters, .imperial): (.fluidOunces, 1000 / Self.millilitersPerFluidOunce)
        case (.milliliters, .imperial): (.fluidOunces, 1 / Self.millilitersPerFluidOunce)
        case (.fluidOunces, .metric): (.milliliters, Self.millilitersPerFluidOunce)
        case (.kilograms, .imperial): (.pounds, 1 / Self.kilogramsPerPound)
        case (.pounds, .metric): (.kilograms, Self.kilogramsPerPound)
        case (.kilometers, .imperial): (.miles, 1 / Self.kilometersPerMile)
        case (.miles, .metric): (.kilometers, Self.kilometersPerMile)
        default: (self, 1)
        }
    }

    /// Whether `amount` reaches `target`. NB: an amount converted from the person's units may land
    /// a rounding error below the target it equals (128 fl oz against a gallon in litres), so
    /// within a billionth of it counts.
    public static func reaches(_ amount: Double, _ target: Double) -> Bool {
        amount >= target - abs(target) * 1e-9
    }
}

/// Metric or imperial, from the profile.
public enum UnitSystem: String, Codable, Sendable, CaseIterable {
    case metric, imperial

    /// The unit a new amount task starts with: litres, or fluid ounces.
    public var defaultQuantityUnit: QuantityUnit { self == .metric ? .liters : .fluidOunces }

    /// The unit a body weight is shown and entered in: kilograms, or pounds.
    public var weightUnit: QuantityUnit { self == .metric ? .kilograms : .pounds }

    /// A body weight kept in kilograms, in this system's unit (to a tenth).
    public func weight(fromKilograms kilograms: Double) -> Double {
        ((kilograms * QuantityUnit.kilograms.shown(in: self).factor) * 10).rounded() / 10
    }

    /// A body weight entered in this system's unit, in kilograms.
    public func kilograms(fromWeight weight: Double) -> Double {
        weight / QuantityUnit.kilograms.shown(in: self).factor
    }
}

// MARK: - Body measurements

extension UnitSystem {
    /// Centimetres in an inch (exact).
    public static let centimetersPerInch = 2.54

    /// A height kept in centimetres as this system writes it: "180 cm", or "5 ft 11 in".
    public func heightText(centimeters: Double) -> String {
        guard self == .imperial else { return "\(centimeters.twoDecimalText) cm" }
        let (feet, inches) = Self.feetAndInches(centimeters: centimeters)
        return "\(feet) ft \(inches) in"
    }

    /// A height in feet and whole inches (to the nearest inch).
    public static func feetAndInches(centimeters: Double) -> (feet: Int, inches: Int) {
        let inches = Int((centimeters / centimetersPerInch).rounded())
        return (inches / 12, inches % 12)
    }

    /// A height of `feet` and `inches`, in centimetres.
    public static func centimeters(feet: Double, inches: Double) -> Double {
        (feet * 12 + inches) * centimetersPerInch
    }

    /// A height as a person types it (`centimeters(parsingHeight:)`), in centimetres, or its
    /// refusal in the words every surface says (the CLI, the iPhone).
    public static func centimeters(typedHeight text: String) throws(TypedText.Refusal) -> Double {
        guard let centimeters = centimeters(parsingHeight: text) else {
            throw TypedText.Refusal("“\(text)” is not a height like 180 (cm) or 5'11 (feet and inches).")
        }
        return centimeters
    }

    /// A body weight as a person types it in this system's unit ("154.3"), in kilograms, or the
    /// refusal of a number.
    public func kilograms(typedWeight text: String) throws(TypedText.Refusal) -> Double {
        kilograms(fromWeight: try TypedText.number(text))
    }

    /// A height as a person types it, in centimetres: a plain number is centimetres ("180",
    /// "180 cm"); feet and inches are marked ("5'11", "5' 11\"", "5 ft 11 in", "5ft", "71 in").
    /// Nil when it is none of these.
    public static func centimeters(parsingHeight text: String) -> Double? {
        var rest = text.lowercased().trimmingCharacters(in: .whitespaces)
        if rest.hasSuffix("cm") { rest.removeLast(2) }
        if let plain = Double(rest.trimmingCharacters(in: .whitespaces)), plain.isFinite { return plain }
        // Feet and inches: a number before ' or ft, then a number before " or in (or nothing).
        rest = rest.replacingOccurrences(of: "feet", with: "'").replacingOccurrences(of: "foot", with: "'")
            .replacingOccurrences(of: "ft", with: "'").replacingOccurrences(of: "inches", with: "\"")
            .replacingOccurrences(of: "inch", with: "\"").replacingOccurrences(of: "in", with: "\"")
            .replacingOccurrences(of: "″", with: "\"").replacingOccurrences(of: "′", with: "'").replacingOccurrences(of: "’", with: "'")
        let parts = rest.split(separator: "'", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        func number(_ text: String) -> Double? {
            let digits = text.hasSuffix("\"") ? String(text.dropLast()).trimmingCharacters(in: .whitespaces) : text
            return Double(digits).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        switch parts.count {
        case 1 where parts[0].hasSuffix("\""):
            return number(parts[0]).map { centimeters(feet: 0, inches: $0) }
        case 2:
            guard let feet = number(parts[0]) else { return nil }
            let inches = parts[1].isEmpty ? 0 : number(parts[1])
            return inches.map { centimeters(feet: feet, inches: $0) }
        default:
            return nil
        }
    }
}
