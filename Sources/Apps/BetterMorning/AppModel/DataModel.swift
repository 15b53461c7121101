import BetterMorningCore
import DayKit
import DayKitDatabase
import Observation

/// The Data tab (tab 3): a card per routine at the week it shows, kept current; restarting and
/// deleting a routine.
@MainActor @Observable
public final class DataModel: ObservedScreenModel {
    /// Each card's week: 0 this week, -1 last week, …
    private(set) var weekOffsets: [Routine.ID: Int] = [:]

    private let app: BetterMorning
    /// The tab kept current, and the message beside it.
    public let observed: ObservedScreen<DataScreen>

    /// The Data tab over `app`; nothing until `observe()`.
    public init(app: BetterMorning) {
        self.app = app
        observed = ObservedScreen(app.dataObservation(weekOffsets: [:]))
    }

    /// Moves a card's chart to the week `offset` (0 this week, negative earlier); a week out of
    /// range is refused.
    public func showWeek(of routine: Routine.ID, offset: Int) {
        guard attempt({ try app.weekChart(routine: routine, offset: offset) }, refusal: &message) != nil else { return }
        weekOffsets[routine] = offset
        observed.observe(app.dataObservation(weekOffsets: weekOffsets))
    }

    /// Restarts a routine from the ••• menu: active again from tomorrow.
    public func restart(_ routine: Routine.ID) {
        _ = attempt({ try app.restart(routine) }, refusal: &message)
    }

    /// Deletes a routine and its history (after the confirmation).
    public func delete(_ routine: Routine.ID) {
        _ = attempt({ try app.delete(routine) }, refusal: &message)
    }

    /// Every card back to this week (after a reset).
    func showThisWeek() {
        weekOffsets = [:]
        observed.observe(app.dataObservation(weekOffsets: [:]))
    }
}
