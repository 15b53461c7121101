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

    /// What a person's unit system shows this unit as, and the factor from this unit to it.
    public func shown(in system: UnitSystem) -> (unit: QuantityUnit, factor: Double) {
        switch (self, system) {
        case (.liters, .imperial): (.fluidOunces, 33.814)
        case (.milliliters, .imperial): (.fluidOunces, 0.033814)
        case (.fluidOunces, .metric): (.milliliters, 29.5735)
        case (.kilograms, .imperial): (.pounds, 2.20462)
        case (.pounds, .metric): (.kilograms, 0.453592)
        case (.kilometers, .imperial): (.miles, 0.621371)
        case (.miles, .metric): (.kilometers, 1.609344)
        default: (self, 1)
        }
    }
}

/// Metric or imperial, from the profile.
public enum UnitSystem: String, Codable, Sendable, CaseIterable {
    case metric, imperial
}
