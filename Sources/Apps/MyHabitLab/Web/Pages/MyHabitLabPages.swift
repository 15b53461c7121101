import MyHabitLabCore
import WebSupport

/// The pages that render a screen state, for the render benchmarks (`Benchmarks/`).
public enum MyHabitLabPages {
    /// Today.
    public static func today(_ screen: TodayScreen) -> HTML { TodayPage.page(screen, appearance: .system, notice: nil) }
    /// A habit's page.
    public static func habit(_ screen: HabitScreen) -> HTML { HabitDetailPage.page(screen, appearance: .system, notice: nil) }
    /// Stats.
    public static func stats(_ screen: StatsScreen) -> HTML { StatsPage.page(screen, appearance: .system) }
}
