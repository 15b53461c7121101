import DayKit

extension UltimateProfile {
    /// The profile as text: who, height and weight in their units, settings, onboarding.
    public var text: String {
        let details = [
            heightCm.map { units.heightText(centimeters: $0) },
            weightKg.map { "\(units.weight(fromKilograms: $0).twoDecimalText) \(units.weightUnit.rawValue)" },
        ].compactMap { $0 }
        return """
            \(name.isEmpty ? "No name yet" : name)\(details.isEmpty ? "" : " — " + details.joined(separator: ", "))
            Units: \(units.rawValue); appearance: \(appearance.rawValue); reminders: \(notificationStrategy.rawValue), quiet \(quietStart)–\(quietEnd)
            Photos: \(blurAllPhotos ? "all blurred until revealed" : "shown as they are")
            Onboarding \(hasCompletedOnboarding ? "done" : "not done yet")
            """
    }
}
