import DayKitDatabase
import GRDB

/// Settings (§11) — also the `settings` command's output.
public struct BetterMorningSettingsScreen: Codable, Sendable, Hashable {
    /// Whether onboarding was completed since the last reset.
    public let onboardingCompleted: Bool
    /// Whether the daily reminder is on.
    public let notificationsEnabled: Bool
    /// Whether the one-time unlock is owned.
    public let unlocked: Bool
    /// How long run mode gives the routine's last task, in minutes.
    public let lastStepMinutes: Int
}

/// The paywall (§6.1).
public struct PaywallScreen: Codable, Sendable, Hashable {
    /// "$0.99".
    public let price: String
    /// Whether the unlock is already owned.
    public let unlocked: Bool
    /// What the unlock gives.
    public let benefits: [String]
}

/// Onboarding (§4): five pages.
public struct BetterMorningOnboardingScreen: Codable, Sendable, Hashable {
    /// One page of the carousel.
    public struct Page: Codable, Sendable, Hashable {
        /// Which idea it introduces.
        public let topic: Topic
        /// Its headline.
        public let title: String
        /// Its text.
        public let body: String
    }

    /// The idea a page introduces; its raw value is what `--json` says.
    public enum Topic: String, Codable, Sendable, Hashable {
        case inspiration, personalization, accountability, progress, start

        /// Whether the page offers to allow reminders (the one about the daily reminder).
        public var asksForReminders: Bool { self == .accountability }
    }

    /// The pages in order.
    public let pages: [Page]
    /// Whether onboarding should show (first launch and after a reset).
    public let shouldShow: Bool
}

extension BetterMorning {
    /// Settings.
    public func settingsScreen() throws -> BetterMorningSettingsScreen {
        try database.reader.read { db in try settingsScreen(db) }
    }

    /// Settings as `db` holds them.
    func settingsScreen(_ db: Database) throws -> BetterMorningSettingsScreen {
        let settings = try BetterMorningSettings.current(db)
        return BetterMorningSettingsScreen(onboardingCompleted: settings.onboardingCompleted,
                              notificationsEnabled: settings.notificationsEnabled, unlocked: isUnlocked,
                                           lastStepMinutes: settings.lastStepMinutes)
    }

    /// The paywall.
    public func paywallScreen() -> PaywallScreen {
        PaywallScreen(price: purchases.price, unlocked: isUnlocked, benefits: [
            "Create your own morning routines",
            "Up to 20 timed tasks in each",
            "One payment, yours for good",
        ])
    }

    /// Onboarding.
    public func onboardingScreen() throws -> BetterMorningOnboardingScreen {
        try database.reader.read { db in try onboardingScreen(db) }
    }

    /// Onboarding as `db` holds it.
    func onboardingScreen(_ db: Database) throws -> BetterMorningOnboardingScreen {
        BetterMorningOnboardingScreen(pages: Self.onboardingPages, shouldShow: !(try BetterMorningSettings.current(db).onboardingCompleted))
    }

    static let onboardingPages: [BetterMorningOnboardingScreen.Page] = [
        .init(topic: .inspiration, title: "Mornings of remarkable people",
              body: "Follow the reported morning routines of writers, scientists, leaders and athletes."),
        .init(topic: .personalization, title: "Or make your own",
              body: "Build a routine of up to 20 timed tasks that fits your morning."),
        .init(topic: .accountability, title: "One gentle reminder",
              body: "A single daily reminder at the time of your first task keeps you on track."),
        .init(topic: .progress, title: "See your week",
              body: "Check tasks off each morning and watch your weekly chart grow."),
        .init(topic: .start, title: "Start tomorrow, better",
              body: "Pick one routine. It begins tomorrow morning."),
    ]
}
