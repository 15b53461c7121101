import BetterMorningCore
import DayKit
import WebSupport

/// Every Better Morning page as a function of its screen state, for benchmarks and tools that
/// render without a server. The handlers call the same functions.
public enum BetterMorningPages {
    /// Onboarding.
    public static func onboarding(_ screen: BetterMorningOnboardingScreen) -> HTML { ExplorePages.onboarding(screen) }
    /// The Explore mosaic.
    public static func explore(_ screen: ExploreScreen) -> HTML { ExplorePages.explore(screen) }
    /// A famous person's profile.
    public static func profile(_ screen: ProfileScreen) -> HTML { ExplorePages.profile(screen) }
    /// The Routine tab.
    public static func routine(_ screen: RoutineScreen) -> HTML { RoutinePage.page(screen) }
    /// Run mode.
    public static func run(_ screen: RunScreen) -> HTML { RunPage.page(screen) }
    /// The Data tab.
    public static func data(_ screen: DataScreen) -> HTML { DataPage.page(screen) }
    /// Settings.
    public static func settings(_ screen: BetterMorningSettingsScreen) -> HTML { SettingsPage.page(screen) }
    /// Create your own routine.
    public static func create(_ screen: CreateScreen) -> HTML { CreatePages.create(screen, error: nil) }
    /// The add-task sheet, over the draft.
    public static func addTask(over screen: CreateScreen) -> HTML {
        CreatePages.addTask(title: "", time: TimeOfDay(hour: 7, minute: 0)!, error: nil, token: FormTokens.fresh(), over: screen)
    }
    /// The paywall.
    public static func paywall(_ screen: PaywallScreen) -> HTML { PaywallPages.paywall(screen, origin: .explore) }
}
