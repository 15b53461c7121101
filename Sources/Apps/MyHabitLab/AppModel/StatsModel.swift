import GRDB
import MyHabitLabCore
import Observation

/// Stats (tab 2): every active habit's card and this week's count, kept current.
@MainActor @Observable
public final class StatsModel {
    /// The screen; nil until `observe()`.
    public private(set) var screen: StatsScreen?
    /// Why the screen could not be read, if it could not.
    public var message: String?

    private let app: MyHabitLab
    @ObservationIgnored private var cancellable: AnyDatabaseCancellable?

    /// Stats over `app`; nothing until `observe()`.
    public init(app: MyHabitLab) {
        self.app = app
    }

    /// Starts keeping `screen` current.
    public func observe() {
        cancellable = app.statsObservation().start { [weak self] in self?.message = refusalText($0) }
            onChange: { [weak self] in self?.screen = $0 }
    }
}
