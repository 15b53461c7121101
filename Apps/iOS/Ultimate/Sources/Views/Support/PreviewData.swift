import Foundation
import UltimateAppModel
import UltimateCore

/// Seeded in-memory data for the previews: the Core's demo challenges with `days` days of
/// history ending today, onboarding done, nothing on disk.
@MainActor
enum PreviewData {
    /// The app's model over the seeded data, opened.
    static func model(days: Int = 20, onboarded: Bool = true) -> UltimateModel {
        guard !onboarded else { return UltimateModel.preview(days: days) }
        let model = UltimateModel(storage: .inMemory(seededDays: days, onboarded: false))
        model.open()
        return model
    }

    /// The screens' models over the seeded data.
    static func screens(days: Int = 20) -> UltimateScreens {
        // NB: previews only; an in-memory database that cannot open is a programming error there.
        model(days: days).screens!
    }

    // NB: the models' first values arrive from their observations on the main actor, after a
    // preview is built; the rows' previews read the Core at once instead.

    /// Today's tasks of the seeded challenges.
    static func todayTasks() -> [DayTask] {
        (try? screens().app.todayScreen().tasks) ?? []
    }

    /// Today's challenge headers.
    static func todayHeaders() -> [ChallengeDayScreen.Header] {
        (try? screens().app.todayScreen().challenges) ?? []
    }

    /// The seeded challenges' summaries.
    static func summaries() -> [ChallengeSummary] {
        (try? screens().app.challengeList()) ?? []
    }

    /// The first seeded challenge's page state.
    static func challengeScreen() -> ChallengeScreen? {
        let app = screens().app
        return try? app.challengeScreen(firstChallenge(app))
    }

    /// The first seeded challenge's id.
    static func firstChallenge(_ app: Ultimate) -> Challenge.ID {
        (try? app.challengeList().first?.id) ?? Challenge.ID(UUID())
    }
}
