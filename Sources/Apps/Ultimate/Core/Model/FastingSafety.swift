import Foundation

/// The questions asked before a water fast. Fasting is refused when any answer makes it unsafe.
public struct FastingSafety: Sendable, Hashable {
    public var age: Int
    public var pregnant: Bool
    public var eatingDisorder: Bool
    public var type1Diabetes: Bool
    public var kidneyOrLiverDisease: Bool
    public var heightCm: Double
    public var weightKg: Double
    /// Whether a doctor supervises a fast beyond 72 hours.
    public var medicalSupervision: Bool

    public init(age: Int, pregnant: Bool = false, eatingDisorder: Bool = false, type1Diabetes: Bool = false,
                kidneyOrLiverDisease: Bool = false, heightCm: Double, weightKg: Double, medicalSupervision: Bool = false) {
        self.age = age
        self.pregnant = pregnant
        self.eatingDisorder = eatingDisorder
        self.type1Diabetes = type1Diabetes
        self.kidneyOrLiverDisease = kidneyOrLiverDisease
        self.heightCm = heightCm
        self.weightKg = weightKg
        self.medicalSupervision = medicalSupervision
    }

    /// What a person confirms on the water fast's safety screen, every one, before the fast may
    /// start (besides the answers above, which `problems` checks).
    public static let acknowledgements = [
        "This is not medical advice. I will talk to a doctor first if I take medication or have a condition.",
        "I will drink water throughout the fast.",
        "I will stop and eat if I feel faint, dizzy, confused or unwell.",
        "I will break the fast gently, with a small meal.",
    ]

    /// Body-mass index.
    public var bmi: Double { weightKg / ((heightCm / 100) * (heightCm / 100)) }

    /// Why a fast toward `goalHours` is unsafe; empty when it may start.
    public func problems(goalHours: Int) -> [String] {
        var problems: [String] = []
        if age < 18 { problems.append("you are under 18") }
        if pregnant { problems.append("you are pregnant") }
        if eatingDisorder { problems.append("you have or had an eating disorder") }
        if type1Diabetes { problems.append("you have type 1 diabetes") }
        if kidneyOrLiverDisease { problems.append("you have kidney or liver disease") }
        if heightCm > 0, weightKg > 0, bmi < 18.5 { problems.append("your BMI is under 18.5") }
        if !(24...72).contains(goalHours), !(goalHours > 72 && medicalSupervision) {
            problems.append(goalHours > 72 ? "beyond 72 hours fast only under medical supervision" : "a fast here lasts 24 to 72 hours")
        }
        return problems
    }
}
