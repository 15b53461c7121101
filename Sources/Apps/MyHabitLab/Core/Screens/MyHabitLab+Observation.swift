import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// A MyHabitLab screen state kept current (`ScreenObservation` over its store).
public typealias MyHabitLabObservation<Screen: Equatable & Sendable> = ScreenObservation<Screen>

extension MyHabitLab {
    /// Today, kept current.
    public func todayObservation() -> MyHabitLabObservation<TodayScreen> {
        observation { [self] db in try todayScreen(db) }
    }

    /// Stats, kept current.
    public func statsObservation() -> MyHabitLabObservation<StatsScreen> {
        observation { [self] db in try statsScreen(db) }
    }

    /// The active (or archived) habits in manual order, kept current.
    public func habitListObservation(archived: Bool) -> MyHabitLabObservation<[HabitSummary]> {
        observation { [self] db in try habitList(archived: archived, db) }
    }

    /// A habit's page with the heatmap of `year` and the calendar of `month` (as `habitScreen`),
    /// kept current; it fails with `unknownHabit` once the habit is deleted.
    public func habitObservation(_ id: Habit.ID, year: Int? = nil, month: String? = nil) -> MyHabitLabObservation<HabitScreen> {
        observation { [self] db in try habitScreen(id, year: year, month: month, db) }
    }

    /// One day of a habit (the day's sheet), kept current.
    public func dayObservation(_ id: Habit.ID, day: CalendarDay) -> MyHabitLabObservation<DayScreen> {
        observation { [self] db in try dayScreen(id, day: day, db) }
    }

    /// The settings, kept current.
    public func settingsObservation() -> MyHabitLabObservation<HabitSettings> {
        observation { db in try HabitSettings.current(db) }
    }

    /// The next notifications to fire (`plannedNotifications()`), kept current: what the iPhone
    /// schedules again when it changes.
    public func plannedNotificationsObservation() -> MyHabitLabObservation<[PlannedNotification]> {
        observation { [self] db in try plannedNotifications(db) }
    }

    /// `fetch`, fetched again after every commit that changes a habit, its entries, its reminders
    /// or the settings. NB: the entries are not tracked themselves: their table has no rowid, so
    /// SQLite never reports its changes (GRDB's "Dealing with Undetected Changes"); every write of
    /// an entry bumps its habit's revision in the same transaction, and the habit table is tracked
    /// whole (its `revision` column too). What depends on the day alone is fetched again by
    /// `MyHabitLabDatabase.notifyObservers()`.
    private func observation<Screen>(_ fetch: @escaping @Sendable (Database) throws -> Screen) -> MyHabitLabObservation<Screen> {
        ScreenObservation(store: database.store, tracking: [Habit.databaseTableName, HabitSettings.databaseTableName,
                                                            ReminderRecord.databaseTableName], fetch: fetch)
    }
}
