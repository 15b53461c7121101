import MyHabitLabCore
import WebSupport

/// The pages that render a screen state, for the render benchmarks (`Benchmarks/`), drawn as
/// outside any request: no notice, the system's appearance.
public enum MyHabitLabPages {
    /// Today.
    public static func today(_ screen: TodayScreen) -> HTML { drawn { try TodayPage.page(screen) } }
    /// A habit's page.
    public static func habit(_ screen: HabitScreen) -> HTML { drawn { try HabitDetailPage.page(screen) } }
    /// Stats.
    public static func stats(_ screen: StatsScreen) -> HTML { drawn { try StatsPage.page(screen) } }

    /// NB: `try!` holds: outside a request the page value's appearance is the system's, read from
    /// nothing, so drawing cannot throw.
    private static func drawn(_ page: () throws -> HTML) -> HTML {
        try! page()
    }
}
