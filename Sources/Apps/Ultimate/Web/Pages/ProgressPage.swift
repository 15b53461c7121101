import DayKit
import Foundation
import UltimateCore
import WebSupport

/// Progress (tab 3): the analytics across challenges or of one, for a day, week, month or year
/// (with the period before for a trend) or for everything so far, per-task rates and a chart of
/// each day.
enum ProgressPage {
    typealias Routes = UltimateRoutes

    /// What the page shows: a period, how far back, and all challenges or one.
    struct Choice: Sendable {
        var period: AnalyticsPeriod
        var offset: Int
        var challenge: Challenge.ID?

        func path(period: AnalyticsPeriod? = nil, offset: Int? = nil, challenge: Challenge.ID?? = nil) -> String {
            var query: [(String, String)] = [("period", (period ?? self.period).rawValue)]
            let offset = offset ?? (period == nil ? self.offset : 0)
            if offset != 0 { query.append(("offset", String(offset))) }
            if let challenge = challenge ?? self.challenge { query.append(("challenge", challenge.uuidString)) }
            return Routes.progress.path() + "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        }
    }

    static func page(_ analytics: ChallengeAnalytics, choice: Choice, challenges: [ChallengeSummary]) -> HTML {
        let chrome = PageChrome(title: "Progress", tab: UltimateWebApp.Tab.progress.rawValue, pageClass: "progress-page")
        guard !challenges.isEmpty else {
            return UltimateWebApp.page(chrome, header: Components.largeHeader("Progress"), content: """
                <section class="empty-state glass-card">
                  <p class="empty-emoji" aria-hidden="true">📈</p>
                  <h2 class="title-2">Nothing to measure yet</h2>
                  <p class="callout muted">Start a challenge; your completion rate, consistency and streaks show up here day by day.</p>
                  <a class="button primary" href="\(Routes.challenges.path())">Choose a challenge</a>
                </section>
                """)
        }
        return UltimateWebApp.page(chrome, header: Components.largeHeader("Progress"), content: """
            <nav class="segmented glass-card" aria-label="Period">
            \(AnalyticsPeriod.allCases.map { period in
                "<a href=\"\(choice.path(period: period))\"\(if: period == choice.period, " aria-current=\"page\"")>\(period.rawValue.capitalized)</a>\n" as HTML
            })</nav>
            <nav class="chips" aria-label="Challenges">
              <a href="\(choice.path(challenge: .some(nil)))"\(if: choice.challenge == nil, " aria-current=\"page\"")>All</a>
            \(challenges.map { summary in
                "<a href=\"\(choice.path(challenge: summary.id))\"\(if: choice.challenge == summary.id, " aria-current=\"page\"")>\(summary.name)</a>\n" as HTML
            })</nav>
            \(choice.period == .all ? "<div class=\"period-bar\"><p class=\"headline\">\(label(analytics.from, analytics.to, period: .all))</p></div>" as HTML : """
            <div class="period-bar">
              <a class="icon-button" href="\(choice.path(offset: choice.offset - 1))" aria-label="The \(choice.period.rawValue) before">‹</a>
              <p class="headline">\(label(analytics.from, analytics.to, period: choice.period))</p>
              \(choice.offset < 0
                ? "<a class=\"icon-button\" href=\"\(choice.path(offset: choice.offset + 1))\" aria-label=\"The \(choice.period.rawValue) after\">›</a>" as HTML
                : "<span class=\"icon-button placeholder\" aria-hidden=\"true\"></span>")
            </div>
            """)
            <section class="stat-grid">
              \(stat("Completion", percent(analytics.completionRate), trend: trend(analytics.completionTrend)))
              \(stat("Consistency", percent(analytics.consistency), trend: trend(analytics.consistencyTrend)))
              \(stat("Current streak", days(analytics.currentStreak), trend: nil))
              \(stat("Longest streak", days(analytics.longestStreak), trend: nil))
            </section>
            \(chart(analytics.series, from: analytics.from, to: analytics.to))
            \(if: !analytics.tasks.isEmpty, tasks(analytics.tasks, named: choice.challenge == nil))
            <p class="footnote muted">Completion counts the task-days done of those due; a day still open counts only what is done. \
            Consistency is the share of judged days with every due task done.</p>
            """)
    }

    static func stat(_ title: String, _ value: String, trend: HTML?) -> HTML {
        """
        <div class="stat glass-card"><p class="footnote muted">\(title)</p><p class="title-1">\(value)</p>\(trend ?? .empty)</div>
        """
    }

    static func percent(_ rate: Double?) -> String { rate.map { "\(Int(($0 * 100).rounded()))%" } ?? "–" }

    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    /// The change from the period before, in percentage points.
    static func trend(_ points: Int?) -> HTML? {
        guard let points else { return nil }
        guard points != 0 else { return "<p class=\"caption trend level\"><span aria-hidden=\"true\">=</span> same as the period before</p>" }
        let amount = abs(points) == 1 ? "1 pt" : "\(abs(points)) pts"
        return points > 0
            ? "<p class=\"caption trend up\"><span aria-hidden=\"true\">▲</span> \(amount) up on the period before</p>"
            : "<p class=\"caption trend down\"><span aria-hidden=\"true\">▼</span> \(amount) down on the period before</p>"
    }

    /// A bar per day of the period: the share of its due tasks done (a day with nothing due is a
    /// faint stub; days still to come are empty).
    static func chart(_ series: [ChallengeAnalytics.Point], from: CalendarDay, to: CalendarDay) -> HTML {
        guard !series.isEmpty else { return .empty }
        let slots = Double(to.dayNumber - from.dayNumber + 1)
        let width = 100.0 / slots
        let gap = slots > 60 ? 0.0 : width * 0.2
        return """
            <section class="glass-card chart-card">
              <h2 class="headline">Each day</h2>
              <svg class="chart" viewBox="0 0 100 40" preserveAspectRatio="none" role="img" \
            aria-label="Tasks done each day, from \(from.formatted(.medium)) to \(series.last!.date.formatted(.medium))">
            \(series.map { point in
                let share = point.share ?? 0
                let height = point.due > 0 ? max(1, share * 38) : 1
                let x = Double(point.date.dayNumber - from.dayNumber) * width + gap / 2
                return """
                    <rect class="\(point.due == 0 ? "chart-rest" : share >= 1 ? "chart-perfect" : "chart-bar")" x="\(Components.decimal(x))" \
                    y="\(Components.decimal(40 - height))" width="\(Components.decimal(max(0.1, width - gap)))" height="\(Components.decimal(height))">\
                    <title>\(point.date.formatted(.medium)): \(point.completed) of \(point.due)</title></rect>

                    """ as HTML
            })  </svg>
              <p class="caption muted chart-axis"><span>\(from.formatted(.short))</span><span>\(to.formatted(.short))</span></p>
            </section>
            """
    }

    static func tasks(_ rates: [ChallengeAnalytics.TaskRate], named: Bool) -> HTML {
        """
        <h2 class="section-title">Tasks</h2>
        <ul class="card-list">
        \(rates.map { rate in
            """
            <li class="plan-row glass-card rate-row"><span class="headline">\(rate.name)\(named ? " · \(rate.challenge)" : "")</span>\
            <span class="subhead muted">\(percent(rate.rate))</span>\(Components.bar(rate.rate ?? 0, of: 1, label: "\(rate.name): \(percent(rate.rate))"))</li>

            """ as HTML
        })</ul>
        """
    }

    static func label(_ from: CalendarDay, _ to: CalendarDay, period: AnalyticsPeriod) -> String {
        switch period {
        case .day: from.formatted(.full)
        case .year: String(from.year)
        case .month: from.formatted(.monthAndYear)
        case .week: RegionFormat.current.text(from: from, to: to)
        case .all: "Everything since \(from.formatted(.medium))"
        }
    }
}
