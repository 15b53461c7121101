import DayKitDatabase
import GRDB
import MyHabitLabCore
import Observation

/// Stats (tab 2): every active habit's card and this week's count, kept current.
@MainActor @Observable
public final class StatsModel: ObservedScreenModel {

    private let app: MyHabitLab
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<StatsScreen>

    /// Stats over `app`; nothing until `observe()`.
    public init(app: MyHabitLab) {
        self.app = app
        observed = ObservedScreen(app.statsObservation())
    }

}
