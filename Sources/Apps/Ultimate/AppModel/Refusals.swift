import DayKit
import DayKitDatabase
import Foundation
import GRDB
import UltimateCore

/// What the iPhone's fields leave empty is unknown; what they hold is read by DayKit's
/// `TypedText` and the Core's readers (`UnitSystem.centimeters(typedHeight:)`, `kilograms(typedWeight:)`).
extension String {
    /// Nil when only spaces are typed, else `read` of the text.
    func unlessEmpty<Value>(_ read: (String) throws -> Value) throws -> Value? {
        trimmingCharacters(in: .whitespaces).isEmpty ? nil : try read(self)
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
        let height = height == shown.height ? profile.heightCm : try height.unlessEmpty { try UnitSystem.centimeters(typedHeight: $0) }
        let weight = weight == shown.weight ? profile.weightKg : try weight.unlessEmpty { try profile.units.kilograms(typedWeight: $0) }
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
