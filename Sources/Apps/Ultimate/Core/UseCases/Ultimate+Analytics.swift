import DayKit
import Foundation
import GRDB

extension Ultimate {
    /// The analytics of one challenge, or of all of them, for the `period` containing today moved
    /// by `offset` periods, or for everything so far (`all`: every judged day, and today so far);
    /// see `ChallengeAnalytics` for each figure's definition.
    public func analytics(_ challenge: Challenge.ID? = nil, period: AnalyticsPeriod = .week, offset: Int = 0) throws -> ChallengeAnalytics {
        try database.writer.read { db in try analytics(challenge, period: period, offset: offset, db) }
    }

    func analytics(_ challenge: Challenge.ID?, period: AnalyticsPeriod, offset: Int, _ db: Database) throws -> ChallengeAnalytics {
        guard (-1000...0).contains(offset) else { throw UltimateError.valueNotAllowed("An offset goes back in time: 0, -1, -2…") }
        guard period != .all || offset == 0 else {
            throw UltimateError.valueNotAllowed("“all” is everything so far: there is no period before it to go back to.")
        }
        let chosen = try challenge.map { [try self.challenge($0, db)] } ?? challenges(db)
        let timelines = try chosen.map { ($0, try timeline($0, db)) }
        return AnalyticsEngine.analytics(timelines, period: period, offset: offset, today: today, calendar: calendar)
    }
}
