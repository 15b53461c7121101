import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// A Better Morning screen state kept current (`ScreenObservation` over its store).
public typealias BetterMorningObservation<Screen: Equatable & Sendable> = ScreenObservation<Screen>

extension BetterMorning {
    /// Onboarding, kept current (a reset shows it again).
    public func onboardingObservation() -> BetterMorningObservation<BetterMorningOnboardingScreen> {
        observation { [self] db in try onboardingScreen(db) }
    }

    /// The Explore tab, kept current. NB: whether the unlock is owned is the purchase store's, not
    /// the database's: a purchase observes it again.
    public func exploreObservation() -> BetterMorningObservation<ExploreScreen> {
        observation { [self] db in try exploreScreen(db) }
    }

    /// A famous person's profile, kept current.
    public func profileObservation(celebrityID: String) -> BetterMorningObservation<ProfileScreen> {
        observation { [self] db in try profileScreen(celebrityID: celebrityID, db) }
    }

    /// The Routine tab for `day` (today when nil), kept current; it fails once the day leaves the
    /// routine's days (a restart, a delete).
    public func routineObservation(day: CalendarDay?) -> BetterMorningObservation<RoutineScreen> {
        observation { [self] db in try routineScreen(day: day, db) }
    }

    /// Run mode at `position`, kept current.
    public func runObservation(at position: RunPosition) -> BetterMorningObservation<RunScreen> {
        observation { [self] db in try runScreen(at: position, db) }
    }

    /// The Data tab, each card at its week in `weekOffsets`, kept current.
    public func dataObservation(weekOffsets: [Routine.ID: Int]) -> BetterMorningObservation<DataScreen> {
        observation { [self] db in try dataScreen(weekOffsets: weekOffsets, db) }
    }

    /// Settings, kept current.
    public func settingsObservation() -> BetterMorningObservation<BetterMorningSettingsScreen> {
        observation { [self] db in try settingsScreen(db) }
    }

    /// The draft, kept current (observed only while the unlock is owned).
    public func createObservation() -> BetterMorningObservation<CreateScreen> {
        observation { [self] db in try createScreen(db) }
    }

    /// The daily reminder as planned now (nil: none), kept current: the iPhone hands it to the
    /// notification center when it changes.
    public func reminderObservation() -> BetterMorningObservation<RoutineReminder?> {
        observation { [self] db in try plannedReminder(db) }
    }

    /// `fetch`, fetched again after every commit to a table a screen reads. What depends on the day
    /// alone is fetched again by `BetterMorningDatabase.notifyObservers()` (after `catchUp`).
    private func observation<Screen>(_ fetch: @escaping @Sendable (Database) throws -> Screen) -> BetterMorningObservation<Screen> {
        ScreenObservation(store: database.store, tracking: [
            Routine.databaseTableName, RoutineTask.databaseTableName, TaskMarkRecord.databaseTableName,
            DayRecord.databaseTableName, BetterMorningSettings.databaseTableName, Draft.databaseTableName,
            DraftTask.databaseTableName,
        ], fetch: fetch)
    }
}
