import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabCore
import Observation

/// A habit's page: its year heatmap, the calendar editor, streaks, strength and its totals by
/// weekday and month, kept current from the database. Paging the heatmap or the calendar starts
/// the observation again for the year or month shown.
@MainActor @Observable
public final class HabitDetailModel: ObservedScreenModel {
    /// The habit shown.
    public let id: Habit.ID
    /// The heatmap's year; nil is this year.
    public private(set) var year: Int?
    /// The calendar's month (`YYYY-MM`); nil is this month.
    public private(set) var month: String?
    /// Whether the habit was deleted (here or by another process): the view closes.
    public private(set) var isDeleted = false

    private let app: MyHabitLab
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<HabitScreen>

    /// The page of habit `id` over `app`; it shows nothing until `observe()`.
    public init(app: MyHabitLab, id: Habit.ID) {
        self.app = app
        self.id = id
        observed = ObservedScreen(app.habitObservation(id, year: nil, month: nil))
        observed.onFailure = { [weak self] in self?.failed($0) }
    }

    /// Starts (or starts again) keeping `screen` current for the year and month shown.
    public func observe() {
        observed.observe(app.habitObservation(id, year: year, month: month))
    }

    // MARK: - Paging

    /// Shows the heatmap of `year` (nil: this year); a year out of range is refused and the page stays.
    public func showYear(_ year: Int?) {
        show(year: year, month: month)
    }

    /// Shows the calendar of `month` (`YYYY-MM`, nil: this month); a month out of range is refused.
    public func showMonth(_ month: String?) {
        show(year: year, month: month)
    }

    private func show(year: Int?, month: String?) {
        // NB: checked before observing, so a refused page leaves the shown one observed.
        guard attempt({ try app.habitScreen(id, year: year, month: month) }, refusal: &message) != nil else { return }
        self.year = year
        self.month = month
        observe()
    }

    // MARK: - Actions

    /// The calendar editor's tap on `day`: nothing → done → skipped → nothing. Nil when refused.
    @discardableResult
    public func cycle(_ day: CalendarDay) async -> DayState? {
        await written(in: app) { [id] in try $0.cycle(id, on: day) }
    }

    /// Archives the habit: it leaves Today and Stats, its history stays.
    public func archive() async {
        _ = await written(in: app) { [id] in try $0.archiveHabit(id) }
    }

    /// Restores the archived habit.
    public func restore() async {
        _ = await written(in: app) { [id] in try $0.restoreHabit(id) }
    }

    /// Deletes the habit and its history (after the confirmation).
    public func delete() async {
        _ = await written(in: app) { [id] in try $0.deleteHabit(id) }
    }

    /// The observation stopped: the habit is gone, or the page could not be read.
    private func failed(_ error: any Error) {
        if let error = error as? MyHabitLabError, error.isNotFound {
            observed.clear()
            isDeleted = true
        } else {
            message = refusalText(error)
        }
    }
}
