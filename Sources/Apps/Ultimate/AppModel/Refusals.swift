import DayKit
import DayKitDatabase
import Foundation
import GRDB
import UltimateCore

/// Numbers typed by the person ("2.5" or "2,5"), read as the web app reads its forms, with the
/// same words when they are not numbers.
enum TypedText {
    /// Typed text that is not what was asked; nothing changed.
    struct Refusal: DayKit.Refusal {
        let message: String
    }

    /// A decimal number.
    static func number(_ text: String) throws -> Double {
        guard let value = Double(decimalText: text.trimmingCharacters(in: .whitespaces)) else { throw Refusal(message: "“\(text)” is not a number.") }
        return value
    }

    /// A whole number, `what` saying what was asked ("an age in years").
    static func whole(_ text: String, _ what: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw Refusal(message: "“\(text)” is not \(what).") }
        return value
    }

    /// A height in centimetres, typed in centimetres or in feet and inches (5'11); nil when empty.
    static func height(_ text: String) throws -> Double? {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard let centimeters = UnitSystem.centimeters(parsingHeight: text) else {
            throw Refusal(message: "“\(text)” is not a height: type centimetres (180) or feet and inches (5'11).")
        }
        return centimeters
    }

    /// A weight typed in the profile's units, in kilograms; nil when empty.
    static func weight(_ text: String, units: UnitSystem) throws -> Double? {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return units.kilograms(fromWeight: try number(text))
    }
}

/// The about-you answers as a person types them (onboarding's step, Profile): name, height (cm,
/// or feet and inches: 5'11) and weight in the profile's units; empty leaves one unknown.
public struct AboutYou: Sendable, Hashable {
    public var name: String
    public var height: String
    public var weight: String

    public init(name: String = "", height: String = "", weight: String = "") {
        self.name = name
        self.height = height
        self.weight = weight
    }

    /// The answers as `profile` holds them, the weight in its units.
    public init(_ profile: UltimateProfile) {
        name = profile.name
        height = profile.heightCm.map { profile.units == .imperial ? Self.feetAndInches($0) : $0.twoDecimalText } ?? ""
        weight = profile.weightKg.map { profile.units.weight(fromKilograms: $0).twoDecimalText } ?? ""
    }

    /// 180 cm as 5'11.
    static func feetAndInches(_ centimeters: Double) -> String {
        let (feet, inches) = UnitSystem.feetAndInches(centimeters: centimeters)
        return "\(feet)'\(inches)"
    }

    /// Writes the answers into the profile: a height or weight that is not a number changes
    /// nothing; the Core refuses impossible ones.
    /// A height or weight left as it was shown keeps the exact value (70 kg shown as 154.3 lb
    /// stays 70 kg).
    func save(_ app: Ultimate) throws {
        let profile = try app.profile()
        let shown = AboutYou(profile)
        let height = height == shown.height ? profile.heightCm : try TypedText.height(height)
        let weight = weight == shown.weight ? profile.weightKg : try TypedText.weight(weight, units: profile.units)
        try app.changeProfile { profile in
            profile.name = name
            profile.heightCm = height
            profile.weightKg = weight
        }
    }
}

extension Array {
    /// Removes the elements at `offsets`, as SwiftUI's `onDelete` gives them.
    mutating func removeElements(atOffsets offsets: IndexSet) {
        for index in offsets.reversed() { remove(at: index) }
    }

    /// Moves the elements at `offsets` before the element at `destination` of the order before
    /// the move, as SwiftUI's `onMove` gives them (SwiftUI's own `move` is not on Linux).
    mutating func moveElements(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let moving = offsets.map { self[$0] }
        let before = offsets.count { $0 < destination }
        var rest = self
        rest.removeElements(atOffsets: offsets)
        rest.insert(contentsOf: moving, at: destination - before)
        self = rest
    }
}
