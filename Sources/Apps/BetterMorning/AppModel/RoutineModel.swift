import BetterMorningCore
import DayKit
import DayKitDatabase
import Observation

/// The Routine tab (tab 2): the active routine on the day shown (today unless another is
/// selected), kept current, and checking today's tasks.
@MainActor @Observable
public final class RoutineModel: ObservedScreenModel {
    /// The day shown; nil is today.
    public private(set) var selectedDay: CalendarDay?

    private let app: BetterMorning
    /// The tab kept current, and the message beside it.
    public let observed: ObservedScreen<RoutineScreen>

    /// The Routine tab over `app`; nothing until `observe()`.
    public init(app: BetterMorning) {
        self.app = app
        observed = ObservedScreen(app.routineObservation(day: nil))
        observed.onFailure = { [weak self] error in self?.dayLeft(error) }
    }

    /// Shows `day` (nil: today); a day outside the routine's days is refused and nothing changes.
    public func select(day: CalendarDay?) {
        let target = day == app.today ? nil : day
        guard attempt({ try app.routineScreen(day: target) }, refusal: &message) != nil else { return }
        show(target)
    }

    /// Taps a task of today: untouched ↔ done. Returns the new mark (for the haptic), nil when refused.
    @discardableResult
    public func toggle(_ task: TaskRow) -> TaskMark? {
        guard let day = screen?.date else { return nil }
        return attempt({ try app.toggleTask(task.id, on: day) }, refusal: &message)
    }

    /// Shows `day` (nil: today) from now on.
    func show(_ day: CalendarDay?) {
        selectedDay = day
        observed.observe(app.routineObservation(day: day))
    }

    /// The day shown left the routine's days (a restart, a delete): back to today, saying why.
    /// NB: today is observed once the failed start has returned (a failure may be reported from
    /// inside it), so that the new observation is the one kept.
    private func dayLeft(_ error: any Error) {
        message = refusalText(error)
        guard selectedDay != nil else { return }
        selectedDay = nil
        Task { @MainActor [weak self] in self?.show(nil) }
    }
}
