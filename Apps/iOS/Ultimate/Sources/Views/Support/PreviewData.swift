import Foundation
import UltimateAppModel
import UltimateCore

/// Seeded in-memory data for the previews: the Core's demo challenges with `days` days of
/// history ending today, onboarding done, nothing on disk.
@MainActor
enum PreviewData {
    /// The app's model over the seeded data, opened.
    static func model(days: Int = 20, onboarded: Bool = true) -> UltimateModel {
        let model = UltimateModel(storage: .inMemory(seededDays: days, onboarded: onboarded))
        model.open()
        return model
    }

    /// The screens' models over the seeded data.
    static func screens(days: Int = 20) -> UltimateScreens {
        // NB: previews only; an in-memory database that cannot open is a programming error there.
        model(days: days).screens!
    }

    /// The first seeded challenge's page.
    static func challenge() -> ChallengeModel {
        let screens = screens()
        return screens.challenge(screens.challenges.challenges.first?.id ?? UUID())
    }
}
