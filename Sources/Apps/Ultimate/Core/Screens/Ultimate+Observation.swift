import DayKit
import Foundation
import GRDB

/// A screen state kept current: read now (`current()`), then GRDB's `ValueObservation` of it
/// (`values`), which notifies a new value after each change that alters it. The iPhone app's
/// models (`UltimateAppModel`) show these.
public struct UltimateObservation<Screen: Equatable & Sendable>: Sendable {
    /// Where it is read from.
    public let database: UltimateDatabase
    private let fetch: @Sendable (Database) throws -> Screen

    init(database: UltimateDatabase, fetch: @escaping @Sendable (Database) throws -> Screen) {
        self.database = database
        self.fetch = fetch
    }

    /// The screen as it is now.
    public func current() throws -> Screen {
        try database.writer.read(fetch)
    }

    /// The screen after every commit that changes a challenge, a log, the profile, a photo or an
    /// explained reset, when it differs from the last. What depends on the day alone (the day
    /// turning) is fetched again by `UltimateDatabase.notifyObservers()`.
    public var values: ValueObservation<ValueReducers.RemoveDuplicates<ValueReducers.Fetch<Screen>>> {
        ValueObservation.tracking(regions: Self.tables.map { Table($0) }, fetch: fetch).removeDuplicates()
    }

    /// Every table a screen reads.
    static var tables: [String] {
        [ChallengeRow.databaseTableName, TaskLogRow.databaseTableName, ProfileRow.databaseTableName, PhotoRow.databaseTableName,
         PhotoSessionRow.databaseTableName, ExplainedResetRow.databaseTableName]
    }
}

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
    public func challengeObservation(_ id: UUID) -> UltimateObservation<ChallengeScreen> {
        observation { [self] db in try challengeScreen(id.uuidString, db) }
    }

    /// One task's page on `date` (`taskScreen`), kept current.
    public func taskObservation(_ challenge: UUID, _ task: UUID, on date: CalendarDay? = nil) -> UltimateObservation<TaskScreen> {
        observation { [self] db in try taskScreen(challenge.uuidString, task.uuidString, on: date, db) }
    }

    /// The analytics of a period (`analytics`), kept current.
    public func analyticsObservation(_ challenge: UUID? = nil, period: AnalyticsPeriod, offset: Int = 0) -> UltimateObservation<ChallengeAnalytics> {
        observation { [self] db in try analytics(challenge?.uuidString, period: period, offset: offset, db) }
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

    private func observation<Screen>(_ fetch: @escaping @Sendable (Database) throws -> Screen) -> UltimateObservation<Screen> {
        UltimateObservation(database: database, fetch: fetch)
    }
}
