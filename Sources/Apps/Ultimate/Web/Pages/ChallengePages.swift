import DayKit
import Foundation
import UltimateCore
import WebSupport

/// The Challenges tab: running, upcoming and finished challenges with their rings, then the
/// gallery of templates; a template's page with its rules and start form; a challenge's page.
enum ChallengePages {
    typealias Routes = UltimateRoutes

    static func list(_ challenges: [ChallengeSummary], templates: [ChallengeTemplate]) -> HTML {
        let chrome = PageChrome(title: "Challenges", tab: UltimateWebApp.Tab.challenges.rawValue, message: UltimatePage.current.notice, pageClass: "challenges-page")
        let groups: [(String, [ChallengeSummary])] = [
            ("Running", challenges.filter { $0.status == .inProgress }),
            ("Upcoming", challenges.filter { $0.status == .notStarted }),
            ("Completed", challenges.filter { $0.status == .completed }),
            ("Failed", challenges.filter { $0.status == .failed }),
        ]
        return UltimateWebApp.page(chrome, header: Components.largeHeader("Challenges"), content: """
            \(groups.filter { !$0.1.isEmpty }.map { title, items in
                """
                <h2 class="section-title">\(title)</h2>
                <ul class="card-list">
                \(items.map(row))</ul>

                """ as HTML
            })
            <h2 class="section-title">Start a challenge</h2>
            <ul class="template-grid">
            \(templates.map(templateTile))  <li><a class="template-tile glass-card own" href="\(Routes.newChallenge.path())">
                <span class="headline">Your own</span><span class="footnote muted">Name it, choose its days and rule, add up to 20 tasks.</span>
                <span class="caption tag">1–365 days</span></a></li>
            </ul>
            """)
    }

    static func row(_ summary: ChallengeSummary) -> HTML {
        let standing = switch summary.status {
        case .inProgress: "Day \(summary.day) of \(summary.days)"
        case .notStarted: "Starts \(summary.startDate.formatted(.full))"
        case .completed: "Completed on \(summary.endDate.formatted(.full))"
        case .failed: "Ended"
        }
        return """
              <li><a class="challenge-row glass-card" href="\(Routes.challenge.path(summary.id.uuidString))">
                \(Components.ring(summary.progress, label: "\(Int((summary.progress * 100).rounded()))%", caption: "\(Int((summary.progress * 100).rounded())) percent complete"))
                <span class="row-text"><span class="headline">\(summary.name)</span>
                <span class="subhead muted">\(standing)\(summary.attempt > 1 ? " · attempt \(summary.attempt)" : "") · \(summary.rule == .strict ? "strict" : "lenient")</span></span>
              </a></li>

            """
    }

    static func templateTile(_ template: ChallengeTemplate) -> HTML {
        """
          <li><a class="template-tile glass-card" href="\(Routes.template.path(template.id))">
            <span class="headline">\(template.name)</span>
            <span class="footnote muted">\(template.summary)</span>
            <span class="caption tag \(template.rule == .strict ? "strict" : "lenient")">\(template.days) days · \(template.rule == .strict ? "strict" : "lenient")</span>
          </a></li>

        """
    }

    /// A template: its rules and tasks, and the form that starts it, once for its one-time `token`.
    static func template(_ template: ChallengeTemplate, today: CalendarDay, profile: UltimateProfile, token: String, answers: Form? = nil,
                         error: String? = nil) -> HTML {
        let chrome = PageChrome(title: template.name, tab: UltimateWebApp.Tab.challenges.rawValue, error: error, pageClass: "template-page")
        let header = Components.navBar(template.name, back: Routes.challenges.path(), backLabel: "Challenges")
        let common: HTML = """
              \(FormTokens.field(token))
              <label class="field"><span class="subhead">First day</span><input type="date" name="start" value="\(answers?["start"] ?? today.description)" min="\(today.description)" required></label>
              <label class="field"><span class="subhead">Days to log a day late (grace)</span>
                <select name="grace">\((0...3).map { "<option value=\"\($0)\"\($0 == Int(answers?["grace"] ?? "1") ? " selected" : "")>\($0)</option>" as HTML })</select></label>
              \(ProfilePage.strategyChoice(selected: answers?["strategy"] ?? profile.notificationStrategy.rawValue, legend: "Reminders (for all your challenges)"))
              <p class="footnote muted">Each task's own time is set on the challenge's page, where its tasks and targets can be changed until day 1 is over.</p>
            """
        let start: HTML = template.needsSafetyCheck ? safetyForm(template, profile: profile, answers: answers, common: common) : """
            <form class="glass-card form" method="post" action="\(Routes.startTemplate.path(template.id))">
              <label class="field"><span class="subhead">Name</span><input name="name" value="\(answers?["name"] ?? template.name)" maxlength="60" required></label>
              \(common)
              <button class="button primary wide" type="submit">Start \(template.name)</button>
            </form>
            """
        return UltimateWebApp.page(chrome, header: header, content: """
            <section class="glass-card">
              <p class="caption tag \(template.rule == .strict ? "strict" : "lenient")">\(template.days) days · \(template.rule == .strict ? "strict" : "lenient")</p>
              <p class="body">\(template.rules)</p>
            </section>
            <h2 class="section-title">Tasks</h2>
            <ul class="card-list">
            \(template.tasks.map { task in
                "<li class=\"plan-row glass-card\"><span class=\"headline\">\(task.name)</span><span class=\"footnote muted\">\(task.detail)</span></li>\n" as HTML
            })</ul>
            \(start)
            """)
    }

    /// The water fast's safety screen: the questions that must allow it before it starts.
    static func safetyForm(_ template: ChallengeTemplate, profile: UltimateProfile, answers: Form?, common: HTML) -> HTML {
        let units = profile.units
        let weight = profile.weightKg.map { Components.decimal($0 * QuantityUnit.kilograms.shown(in: units).factor) }
        func check(_ name: String, _ text: String) -> HTML {
            "<label class=\"check-field\"><input type=\"checkbox\" name=\"\(name)\"\(if: answers?[name] == "on", " checked")> <span class=\"callout\">\(text)</span></label>"
        }
        return """
            <form class="glass-card form safety-form" method="post" action="\(Routes.startTemplate.path(template.id))">
              <h2 class="title-2">Before you fast: safety check</h2>
              <p class="callout muted">Fasting is not safe for everyone. Answer honestly: the fast starts only when every answer allows it. \
            This is not medical advice; talk to a doctor first if you take medication or have a condition.</p>
              <label class="field"><span class="subhead">Age (years)</span><input name="age" inputmode="numeric" value="\(answers?["age"] ?? "")" required></label>
              \(ProfilePage.heightFields(profile.heightCm, units: units, answers: answers, required: true))
              <label class="field"><span class="subhead">Weight (\(units.weightUnit.rawValue))</span><input name="weight" inputmode="decimal" value="\(answers?["weight"] ?? weight ?? "")" required></label>
              \(check("pregnant", "I am pregnant or breastfeeding"))
              \(check("eatingDisorder", "I have or had an eating disorder"))
              \(check("type1Diabetes", "I have type 1 diabetes"))
              \(check("kidneyOrLiverDisease", "I have kidney or liver disease"))
              <label class="field"><span class="subhead">Goal (hours, 24 to 72)</span><input name="hours" inputmode="numeric" value="\(answers?["hours"] ?? "24")" required></label>
              \(check("medicalSupervision", "A doctor supervises this fast (needed beyond 72 hours)"))
              \(common)
              <button class="button primary wide" type="submit">Check and start the fast</button>
            </form>
            """
    }

    /// A challenge: where it stands, its plan, its attempts and the calendar of its days.
    static func challenge(_ screen: ChallengeScreen) -> HTML {
        let summary = screen.summary
        let chrome = PageChrome(title: summary.name, tab: UltimateWebApp.Tab.challenges.rawValue, message: UltimatePage.current.notice, pageClass: "challenge-page")
        let header = Components.navBar(summary.name, back: Routes.challenges.path(), backLabel: "Challenges")
        let id = summary.id.uuidString
        return UltimateWebApp.page(chrome, header: header, content: """
            <section class="glass-card progress-card">
              \(Components.ring(summary.progress, label: summary.status == .inProgress ? "\(summary.day)" : "\(Int((summary.progress * 100).rounded()))%",
                                size: 96, caption: "Day \(summary.day) of \(summary.days)"))
              <div>
                <p class="title-2">\(summary.status == .inProgress ? "Day \(summary.day) of \(summary.days)" : status(summary))</p>
                <p class="subhead muted">\(summary.startDate.formatted(.medium)) to \(summary.endDate.formatted(.medium)) · \(summary.rule == .strict ? "strict" : "lenient") · \
            grace \(summary.grace) day\(summary.grace == 1 ? "" : "s")</p>
                <p class="subhead muted">\(summary.completedDays) day\(summary.completedDays == 1 ? "" : "s") done, \(summary.daysRemaining) to go</p>
              </div>
            </section>
            \(screen.unexplainedReset.map { resetNote($0, attempt: summary.attempt, challenge: id) })
            \(screen.rules.map { "<details class=\"glass-card\"><summary class=\"headline\">Rules</summary><p class=\"body\">\($0)</p></details>" as HTML })
            <h2 class="section-title">Tasks</h2>
            \(screen.canChangeTasks ? PlanPages.editableTasks(screen) : """
                <ul class="card-list">
                \(screen.tasks.map { task in
                    """
                    <li class="plan-row glass-card"><span class="headline">\(task.name)</span>\
                    <span class="footnote muted">\(task.target) · \(task.due)\(task.time.map { " · \($0.description)" } ?? "")</span></li>

                    """ as HTML
                })</ul>
                """)
            \(if: !screen.days.isEmpty, calendar(screen))
            \(if: screen.attempts.count > 1, attempts(screen.attempts))
            <section class="actions">
            \(if: screen.canAbandon, """
                <a class="button secondary destructive wide" href="\(Routes.abandon.path(id))">Abandon…</a>
                """)
            \(if: screen.canRestart, """
                <form method="post" action="\(Routes.restart.path(id))"><button class="button secondary wide" type="submit">Restart at day 1</button></form>
                """)
            </section>
            """)
    }

    static func status(_ summary: ChallengeSummary) -> String {
        switch summary.status {
        case .notStarted: "Starts \(summary.startDate.formatted(.full))"
        case .inProgress: "Day \(summary.day) of \(summary.days)"
        case .completed: "Completed"
        case .failed: "Ended"
        }
    }

    /// Why the challenge is at day 1 again, the first thing its page says after a strict reset
    /// until the person says they have read it.
    static func resetNote(_ attempt: ChallengeScreen.AttemptSummary, attempt current: Int, challenge id: String) -> HTML {
        """
        <section class="glass-card reset-note" role="note">
          <h2 class="headline">Back to day 1</h2>
          <p class="callout">Attempt \(attempt.number) ended on \((attempt.endedOn ?? attempt.end).formatted(.full)): \
        \(attempt.failedTasks.joined(separator: ", ")) \(attempt.failedTasks.count == 1 ? "was" : "were") not done when the day was judged. \
        This is attempt \(current); the days of every attempt stay below.</p>
          <form method="post" action="\(Routes.explainReset.path(id))"><button class="button secondary" type="submit">Got it</button></form>
        </section>
        """
    }

    /// Every day so far as a tile: perfect, partial, missed, failed, open or rest.
    static func calendar(_ screen: ChallengeScreen) -> HTML {
        let summary = screen.summary
        let lastDay = screen.days.last?.date ?? CalendarDay(dayNumber: 0)  // today, while it runs
        return """
            <h2 class="section-title">Days</h2>
            <section class="glass-card">
              <ol class="day-grid">
            \(screen.days.suffix(120).map { day in
                let label = "\(day.date.formatted(.medium)), day \(day.challengeDay): \(day.state.words)"
                // A lenient challenge's past day of this attempt can be filled in later (issue 39, item 8): its tile leads to it.
                let fillable = summary.rule == .lenient && summary.status == .inProgress && day.attempt == summary.attempt
                    && day.date < lastDay && [.partial, .missed, .open].contains(day.state)
                return fillable
                    ? "<li><a class=\"day-tile day-\(day.state.rawValue)\" href=\"\(Routes.day.path(day.date.description, query: ["challenge": summary.id.uuidString]))\" title=\"\(day.date.formatted(.medium))\" aria-label=\"\(label + ", fill it in")\">\(day.challengeDay)</a></li>" as HTML
                    : "<li class=\"day-tile day-\(day.state.rawValue)\" title=\"\(day.date.formatted(.medium))\" aria-label=\"\(label)\">\(day.challengeDay)</li>" as HTML
            })</ol>
              <p class="legend caption"><span class="day-tile day-perfect"></span> perfect <span class="day-tile day-partial"></span> partly <span class="day-tile day-missed"></span> missed <span class="day-tile day-failed"></span> failed <span class="day-tile day-open"></span> open</p>
            </section>
            """
    }

    static func attempts(_ attempts: [ChallengeScreen.AttemptSummary]) -> HTML {
        """
        <h2 class="section-title">Attempts</h2>
        <ul class="card-list attempts">
        \(attempts.reversed().map { attempt in
            """
            <li class="plan-row glass-card"><span class="headline">Attempt \(attempt.number): \(attempt.outcome.words)</span>\
            <span class="footnote muted">\(attempt.start.formatted(.medium)) to \(attempt.end.formatted(.medium)) · \(attempt.daysReached) day\(attempt.daysReached == 1 ? "" : "s")\
            \(attempt.failedTasks.isEmpty ? "" : " · missed \(attempt.failedTasks.joined(separator: ", "))")</span></li>

            """ as HTML
        })</ul>
        """
    }

    /// Asks before abandoning.
    static func confirmAbandon(_ summary: ChallengeSummary) -> HTML {
        let chrome = PageChrome(title: "Abandon \(summary.name)?", pageClass: "confirm-page")
        let header = Components.navBar(summary.name, back: Routes.challenge.path(summary.id.uuidString), backLabel: summary.name)
        return UltimateWebApp.page(chrome, header: header, content: Layout.confirmDialog(
            heading: "Abandon \(summary.name)?", message: "It ends today as failed. Its days and attempts stay in your history.",
            action: Routes.abandon.path(summary.id.uuidString), confirmLabel: "Abandon",
            cancelHref: Routes.challenge.path(summary.id.uuidString)))
    }
}
