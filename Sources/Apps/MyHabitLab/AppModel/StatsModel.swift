import DayKitDatabase
import GRDB
import MyHabitLabCore
import Observation

/// Stats (tab 2): every active habit's card and this week's count, kept current.
@MainActor @Observable
public final class StatsModel {
    /// The screen; nil until `observe()`.
    public var screen: StatsScreen? { observed.screen }
    /// Why the screen could not be read, if it could not.
    public var message: String? {
        get { observed.message }
        set { observed.message = newValue }
    }

    private let app: MyHabitLab
    /// The screen kept current, and the message beside it.
    private let observed: ObservedScreen<StatsScreen>

    /// Stats over `app`; nothing until `observe()`.
    public init(app: MyHabitLab) {
        self.app = app
        observed = ObservedScreen(app.statsObservation())
    }

    /// Starts keeping `screen` current.
    public func observe() {
        observed.observe()
    }
}
