import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// An Ultimate screen state kept current (`ScreenObservation` over its store).
public typealias UltimateObservation<Screen: Equatable & Sendable> = ScreenObservation<Screen>

extension Ultimate {
    /// Today's tasks across the challenges in progress (`todayScreen()`), kept current; `today`
    /// is read again at each fetch, so a turned day shows after `notifyObservers()`.
    public func todayObservation() -> UltimateObservation<ChallengeDayScreen> {
        observation { [self] db in try dayScreen(on: today, db) }
    }

    /// An earlier day still inside its grace (`dayScreen(on:)`), kept current.
    public func dayObservation(on date: CalendarDay) -> UltimateObservation<ChallengeDayScreen> {
        observation { [self] db in try dayScreen(on: date, db) }
    }

    /// Every challenge, oldest first (`challengeList()`), kept current.
    public func challengeListObservation() -> UltimateObservation<[ChallengeSummary]> {
        observation { [self] db in try challengeList(db) }
    }

    /// One challenge's page (`challengeScreen(_:)`), kept current; it fails with
    /// `unknownChallenge` once the challenge is gone (all data reset).
    public func challengeObservation(_ id: Challenge.ID) -> UltimateObservation<ChallengeScreen> {
        observation { [self] db in try challengeScreen(id, db) }
    }

    /// One task's page on `date` (`taskScreen`), kept current.
    public func taskObservation(_ challenge: Challenge.ID, _ task: ChallengeTask.ID, on date: CalendarDay? = nil) -> UltimateObservation<TaskScreen> {
        observation { [self] db in try taskScreen(challenge, task, on: date, db) }
    }

    /// The analytics of a period (`analytics`), kept current.
    public func analyticsObservation(_ challenge: Challenge.ID? = nil, period: AnalyticsPeriod, offset: Int = 0) -> UltimateObservation<ChallengeAnalytics> {
        observation { [self] db in try analytics(challenge, period: period, offset: offset, db) }
    }

    /// The photos tab (`photosScreen()`), kept current.
    public func photosObservation() -> UltimateObservation<PhotosScreen> {
        observation { [self] db in try photosScreen(db) }
    }

    /// The reminders of today and the `days - 1` days after it (`plannedNotifications(days:)`),
    /// kept current: planned again after every change of a challenge, a log or the profile.
    public func plannedNotificationsObservation(days: Int) -> UltimateObservation<[PlannedNotification]> {
        observation { [self] db in try plannedNotifications(days: days, db) }
    }

    /// The profile, kept current.
    public func profileObservation() -> UltimateObservation<UltimateProfile> {
        observation { db in try ProfileRow.current(db) }
    }

    /// `fetch`, fetched again after every commit that changes a challenge, a log, the profile, a
    /// photo or an explained reset. What depends on the day alone (the day turning) is fetched
    /// again by `UltimateDatabase.notifyObservers()`.
    private func observation<Screen>(_ fetch: @escaping @Sendable (Database) throws -> Screen) -> UltimateObservation<Screen> {
        ScreenObservation(store: database.store, tracking: Self.observedTables, fetch: fetch)
    }

    /// Every table a screen reads.
    static var observedTables: [String] {
        [ChallengeRow.databaseTableName, TaskLogRow.databaseTableName, ProfileRow.databaseTableName, PhotoRow.databaseTableName,
         PhotoSessionRow.databaseTableName, ExplainedResetRow.databaseTableName]
    }
}
