import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation
import UltimateCore

/// Progress: the analytics of a day, week, month, year or the whole challenge, of every
/// challenge or one, with the period before for a trend, kept current. The chart's series are
/// plain arrays of values, as Swift Charts takes them.
@MainActor @Observable
public final class ProgressModel: ObservedScreenModel {
    /// One day of the chart: its date (the day's start in the user's calendar), its label, and
    /// the tasks done of those due.
    public struct DayPoint: Sendable, Hashable, Identifiable {
        public let day: CalendarDay
        public let date: Date
        /// The day as a short label ("11/22").
        public let label: String
        public let completed: Int
        public let due: Int
        /// Done ÷ due, 0…1; 0 on a rest day (`isRest`).
        public let share: Double
        public var isRest: Bool { due == 0 }
        public var id: CalendarDay { day }
    }

    /// One task's completion rate, for a bar chart.
    public struct TaskPoint: Sendable, Hashable, Identifiable {
        public let id: ChallengeTask.ID
        /// The task's name, with its challenge's when every challenge is shown.
        public let label: String
        /// 0…1; nil when it was never due in the period.
        public let rate: Double?
    }

    /// The period shown.
    public private(set) var period = AnalyticsPeriod.week
    /// How many periods back (0: the one holding today).
    public private(set) var offset = 0
    /// The challenge shown; nil for all of them.
    public private(set) var challengeID: Challenge.ID?
    /// The analytics; nil until `observe()`.
    public var analytics: ChallengeAnalytics? { observed.screen }

    private let app: Ultimate
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<ChallengeAnalytics>

    /// Progress over `app`; nothing until `observe()`.
    public init(app: Ultimate) {
        self.app = app
        observed = ObservedScreen(app.analyticsObservation(nil, period: .week, offset: 0))
    }

    /// Starts (or starts again) keeping `analytics` current for the choice shown.
    public func observe() {
        observed.observe(app.analyticsObservation(challengeID, period: period, offset: offset))
    }

    /// Shows `period` of `challenge` (nil: every challenge), `offset` periods back. A choice the
    /// Core refuses (a period before "all", a challenge gone) leaves the one shown.
    public func show(period: AnalyticsPeriod, offset: Int = 0, challenge: Challenge.ID? = nil) {
        guard attempt({ try app.analytics(challenge, period: period, offset: offset) }, refusal: &message) != nil else { return }
        self.period = period
        self.offset = offset
        challengeID = challenge
        observe()
    }

    /// The period before the one shown.
    public func showPrevious() {
        show(period: period, offset: offset - 1, challenge: challengeID)
    }

    /// The period after the one shown, up to the one holding today.
    public func showNext() {
        guard canShowNext else { return }
        show(period: period, offset: offset + 1, challenge: challengeID)
    }

    /// Whether there is a period before / after the one shown to go to.
    public var canShowPrevious: Bool { period != .all }
    public var canShowNext: Bool { period != .all && offset < 0 }

    /// The chart's days.
    public var series: [DayPoint] {
        guard let analytics else { return [] }
        return analytics.series.map { point in
            DayPoint(day: point.date, date: point.date.start(in: app.calendar), label: point.date.formatted(.short),
                     completed: point.completed, due: point.due, share: point.share ?? 0)
        }
    }

    /// Each task's completion rate in the period.
    public var taskRates: [TaskPoint] {
        guard let analytics else { return [] }
        return analytics.tasks.map { rate in
            TaskPoint(id: rate.id, label: challengeID == nil ? "\(rate.name) · \(rate.challenge)" : rate.name, rate: rate.rate)
        }
    }
}
