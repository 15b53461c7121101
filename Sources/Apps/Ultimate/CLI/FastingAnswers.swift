import ArgumentParser
import CLISupport
import UltimateCore

/// The water fast's safety check, asked as the web's safety screen asks it: the age, height,
/// weight and goal, and each question answered one way or the other (`--pregnant` or
/// `--no-pregnant`), so no answer is taken for granted. Whether the answers allow the fast is the
/// Core's rule (`FastingSafety`).
struct FastingAnswers: ParsableArguments {
    @Option(parsing: .unconditional, help: "Your age in years.") var age: Int?
    @Option(parsing: .unconditional, help: "Your height in cm (default: your profile's).", transform: DecimalNumber.init(typed:)) var height: DecimalNumber?
    @Option(parsing: .unconditional, help: "Your weight in your profile's units, kg or lb (default: your profile's).", transform: DecimalNumber.init(typed:))
    var weight: DecimalNumber?
    @Option(parsing: .unconditional, help: "The goal in hours, 24 to 72 (beyond only with --medical-supervision).") var hours: Int?
    @Flag(inversion: .prefixedNo, help: "Whether you are pregnant or breastfeeding.") var pregnant: Bool?
    @Flag(name: .customLong("eating-disorder"), inversion: .prefixedNo, help: "Whether you have or had an eating disorder.")
    var eatingDisorder: Bool?
    @Flag(name: .customLong("type1-diabetes"), inversion: .prefixedNo, help: "Whether you have type 1 diabetes.") var type1Diabetes: Bool?
    @Flag(name: .customLong("kidney-or-liver-disease"), inversion: .prefixedNo, help: "Whether you have kidney or liver disease.")
    var kidneyOrLiverDisease: Bool?
    @Flag(name: .customLong("medical-supervision"), help: "A doctor supervises this fast (needed beyond 72 hours).") var medicalSupervision = false

    /// Whether any answer was given.
    var isGiven: Bool {
        age != nil || height != nil || weight != nil || hours != nil || pregnant != nil || eatingDisorder != nil || type1Diabetes != nil
            || kidneyOrLiverDisease != nil || medicalSupervision
    }

    /// The answers, with the weight read in `profile`'s units and a missing height or weight taken
    /// from it, and the goal in hours (24 unless given); refused with the flags still to give.
    func answers(weightIn profile: UltimateProfile) throws -> (FastingSafety, hours: Int) {
        let factor = QuantityUnit.kilograms.shown(in: profile.units).factor
        let weightKg = weight.map { $0.value / factor } ?? profile.weightKg
        let heightCm = height?.value ?? profile.heightCm
        let missing = [
            age == nil ? "--age YEARS" : nil,
            heightCm == nil ? "--height CM" : nil,
            weightKg == nil ? "--weight \(QuantityUnit.kilograms.shown(in: profile.units).unit.rawValue.uppercased())" : nil,
            pregnant == nil ? "--pregnant or --no-pregnant" : nil,
            eatingDisorder == nil ? "--eating-disorder or --no-eating-disorder" : nil,
            type1Diabetes == nil ? "--type1-diabetes or --no-type1-diabetes" : nil,
            kidneyOrLiverDisease == nil ? "--kidney-or-liver-disease or --no-kidney-or-liver-disease" : nil,
        ].compactMap { $0 }
        guard let age, let heightCm, let weightKg, let pregnant, let eatingDisorder, let type1Diabetes, let kidneyOrLiverDisease else {
            throw ValidationError("The water fast starts only after its safety check; answer every question: " + missing.joined(separator: ", ") + ".")
        }
        let safety = FastingSafety(age: age, pregnant: pregnant, eatingDisorder: eatingDisorder, type1Diabetes: type1Diabetes,
                                   kidneyOrLiverDisease: kidneyOrLiverDisease, heightCm: heightCm, weightKg: weightKg,
                                   medicalSupervision: medicalSupervision)
        return (safety, hours ?? 24)
    }
}
