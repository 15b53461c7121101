import DayKit
import Foundation

/// A stretch of days the analytics cover.
public enum AnalyticsPeriod: String, Codable, Sendable, CaseIterable {
    case day, week, month, year
    /// Everything so far: from the first day of the challenges' attempts to today (no period
    /// before it).
    case all

    /// The days of the period containing `today`, moved `offset` periods (−1 is the one before);
    /// weeks start on the locale's first weekday. `all` runs from `first` (today when nil) to
    /// today, whatever the offset.
    public func range(containing today: CalendarDay, offset: Int, calendar: Calendar, since first: CalendarDay? = nil) -> ClosedRange<CalendarDay> {
        switch self {
        case .all:
            return min(first ?? today, today)...today
        case .day:
            let day = today.adding(days: offset)
            return day...day
        case .week:
            let week = Week(containing: today, in: calendar).adding(weeks: offset, in: calendar)
            return week.start...week.end
        case .month:
            let index = today.year * 12 + (today.month - 1) + offset
            let first = CalendarDay(year: index / 12, month: index % 12 + 1, day: 1)!
            let next = CalendarDay(year: (index + 1) / 12, month: (index + 1) % 12 + 1, day: 1)!
            return first...next.adding(days: -1)
        case .year:
            let year = today.year + offset
            return CalendarDay(year: year, month: 1, day: 1)!...CalendarDay(year: year, month: 12, day: 31)!
        }
    }
}

/// The figures of one or more challenges over a period, each defined over task-days (one task on
/// one day of an attempt) and days:
///
/// - **completionRate**: completed task-days ÷ due task-days, where a day still open (today, or a
///   day inside its grace) counts only its completed task-days — in both — so an unfinished today
///   never lowers the rate. Nil when nothing counts.
/// - **consistency**: perfect days ÷ judged days, counting only judged days with a due task; a
///   perfect day has every due task completed (across all the challenges given). Nil when none.
/// - **currentStreak**: consecutive perfect days ending today, or ending yesterday while today is
///   not yet perfect. Days with nothing due neither count nor break it; a judged imperfect day, or
///   an open day before today that is not perfect, breaks it. Not limited to the period.
/// - **longestStreak**: the longest run of perfect days so counted, over all history.
/// - **tasks**: each task's completion rate in the period, the same way.
/// - **series**: each day of the period up to today: completed and due task-days.
public struct ChallengeAnalytics: Codable, Sendable, Hashable {
    public let period: AnalyticsPeriod
    public let from: CalendarDay
    public let to: CalendarDay
    public let completionRate: Double?
    public let consistency: Double?
    public let currentStreak: Int
    public let longestStreak: Int
    public let tasks: [TaskRate]
    public let series: [Point]
    /// The same figures for the period before, for a trend (nil inside `previous` itself, and for
    /// `all`).
    public let previous: Figures?

    public struct TaskRate: Codable, Sendable, Hashable {
        public let challenge: String
        public let id: ChallengeTask.ID
        public let name: String
        public let rate: Double?
    }

    public struct Point: Codable, Sendable, Hashable {
        public let date: CalendarDay
        public let completed: Int
        public let due: Int

        public init(date: CalendarDay, completed: Int, due: Int) {
            self.date = date
            self.completed = completed
            self.due = due
        }
    }

    /// The period-bound figures alone.
    public struct Figures: Codable, Sendable, Hashable {
        public let from: CalendarDay
        public let to: CalendarDay
        public let completionRate: Double?
        public let consistency: Double?
        public let tasks: [TaskRate]
    }
}

// NB: a rate with nothing to count is written as null, never left out: a script reads every
// figure of every answer the same way.
extension ChallengeAnalytics {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(period, forKey: .period)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(completionRate, forKey: .completionRate)
        try container.encode(consistency, forKey: .consistency)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(longestStreak, forKey: .longestStreak)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(series, forKey: .series)
        try container.encode(previous, forKey: .previous)
    }
}

extension ChallengeAnalytics.TaskRate {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(challenge, forKey: .challenge)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(rate, forKey: .rate)
    }
}

extension ChallengeAnalytics.Figures {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(completionRate, forKey: .completionRate)
        try container.encode(consistency, forKey: .consistency)
        try container.encode(tasks, forKey: .tasks)
    }
}

/// Computes `ChallengeAnalytics` from timelines.
enum AnalyticsEngine {
    /// One calendar day across the given challenges.
    struct DayTotals {
        var completed = 0
        /// Due task-days that count (an open day's due ones only when completed).
        var countedDue = 0
        var dueAll = 0
        var judged = true
        var hasDue = false
        var perfect = true
    }

    static func analytics(_ challenges: [(Challenge, ChallengeTimeline)], period: AnalyticsPeriod, offset: Int, today: CalendarDay,
                          calendar: Calendar) -> ChallengeAnalytics {
        let totals = dayTotals(challenges)
        let first = challenges.compactMap { $0.1.days.first?.date }.min()
        let range = period.range(containing: today, offset: offset, calendar: calendar, since: first)
        let before = period == .all ? nil : period.range(containing: today, offset: offset - 1, calendar: calendar)
        let current = figures(challenges, totals, range)
        let streaks = streaks(totals, today: today)
        var series: [ChallengeAnalytics.Point] = []
        var date = range.lowerBound
        while date <= min(range.upperBound, today) {
            let day = totals[date] ?? DayTotals()
            series.append(.init(date: date, completed: day.completed, due: day.dueAll))
            date = date.adding(days: 1)
        }
        return ChallengeAnalytics(period: period, from: range.lowerBound, to: range.upperBound, completionRate: current.completionRate,
                                  consistency: current.consistency, currentStreak: streaks.current, longestStreak: streaks.longest,
                                  tasks: current.tasks, series: series, previous: before.map { figures(challenges, totals, $0) })
    }

    /// Every day of every attempt, summed across the challenges.
    static func dayTotals(_ challenges: [(Challenge, ChallengeTimeline)]) -> [CalendarDay: DayTotals] {
        var totals: [CalendarDay: DayTotals] = [:]
        for (_, timeline) in challenges {
            for day in timeline.days {
                var total = totals[day.date] ?? DayTotals()
                total.judged = total.judged && day.isJudged
                for task in day.tasks where task.isDue {
                    let done = task.status == .completed
                    total.hasDue = true
                    total.dueAll += 1
                    if done { total.completed += 1 }
                    if task.isJudged || done { total.countedDue += 1 }
                    if !done {
                        total.perfect = false
                        // NB: a weekly quota not done yet leaves the day open until its week is judged.
                        if !task.isJudged { total.judged = false }
                    }
                }
                totals[day.date] = total
            }
        }
        return totals
    }

    static func figures(_ challenges: [(Challenge, ChallengeTimeline)], _ totals: [CalendarDay: DayTotals],
                        _ range: ClosedRange<CalendarDay>) -> ChallengeAnalytics.Figures {
        var completed = 0, counted = 0, perfect = 0, judged = 0
        for (date, day) in totals where range.contains(date) {
            completed += day.completed
            counted += day.countedDue
            if day.judged, day.hasDue {
                judged += 1
                if day.perfect { perfect += 1 }
            }
        }
        let tasks = challenges.flatMap { challenge, timeline in
            challenge.tasks.map { task -> ChallengeAnalytics.TaskRate in
                var done = 0, due = 0
                for day in timeline.days where range.contains(day.date) {
                    guard let state = day.tasks.first(where: { $0.taskID == task.id }), state.isDue else { continue }
                    if state.status == .completed { done += 1 }
                    if state.isJudged || state.status == .completed { due += 1 }
                }
                return .init(challenge: challenge.name, id: task.id, name: task.name, rate: due > 0 ? Double(done) / Double(due) : nil)
            }
        }
        return .init(from: range.lowerBound, to: range.upperBound, completionRate: counted > 0 ? Double(completed) / Double(counted) : nil,
                     consistency: judged > 0 ? Double(perfect) / Double(judged) : nil, tasks: tasks)
    }

    static func streaks(_ totals: [CalendarDay: DayTotals], today: CalendarDay) -> (current: Int, longest: Int) {
        var longest = 0, run = 0
        for date in totals.keys.sorted() where date <= today {
            let day = totals[date]!
            guard day.hasDue else { continue }
            if day.perfect {
                run += 1
                longest = max(longest, run)
            } else if day.judged || date < today {
                run = 0
            }
        }
        // The current streak: back from today (or yesterday while today is not perfect yet).
        var current = 0
        var date = today
        if let day = totals[today], day.hasDue, !day.perfect { date = today.adding(days: -1) }
        while let day = totals[date] {
            if day.hasDue {
                guard day.perfect else { break }
                current += 1
            }
            date = date.adding(days: -1)
        }
        return (current, longest)
    }
}
