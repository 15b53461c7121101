import UltimateCore
import WebSupport

/// The first launch: welcome → your details → notifications → highlights → a first challenge.
enum OnboardingPage {
    typealias Routes = UltimateRoutes

    enum Step: String, CaseIterable {
        case welcome, details, notifications, highlights, challenge
    }

    /// A step; the details step's form, refused, comes back with its `answers` and `problem`.
    static func page(_ step: Step, profile: UltimateProfile, templates: [ChallengeTemplate], answers: Form? = nil, problem: FieldProblem? = nil) -> HTML {
        let chrome = PageChrome(title: "Welcome", error: problem?.field == "form" ? problem?.message : nil, pageClass: "onboarding-page")
        let index = Step.allCases.firstIndex(of: step)!
        let next = index + 1 < Step.allCases.count ? Routes.onboarding.path(query: ["step": Step.allCases[index + 1].rawValue]) : Routes.today.path()
        let dots: HTML = """
            <p class="steps"><span class="visually-hidden">Step \(index + 1) of \(Step.allCases.count)</span>\(Step.allCases.map { "<span class=\"dot\(if: $0 == step, " current")\"></span>" as HTML })</p>
            """
        let content: HTML
        switch step {
        case .welcome:
            content = """
                <section class="onboarding-hero">
                  <img src="\(Routes.asset("icon.svg"))" width="120" height="120" alt="">
                  <h1 class="title-xl">Ultimate</h1>
                  <p class="body muted">Challenges like 75 Hard, measured day by day. Honest resets that keep your history, and progress photos that stay private.</p>
                </section>
                <a class="button primary wide" href="\(next)">Get started</a>
                """
        case .details:
            content = """
                <h1 class="title-large">About you</h1>
                <p class="callout muted">For units and a safe fast. All optional; it stays on this device.</p>
                \(ProfilePage.details(profile, from: next, button: "Continue", answers: answers, problem: problem,
                                      unitsHere: Routes.onboarding.path(query: ["step": Step.details.rawValue])))
                <a class="button tertiary wide" href="\(next)">Skip</a>
                """
        case .notifications:
            content = """
                <h1 class="title-large">Reminders that help</h1>
                <p class="callout muted">Only for tasks not yet done, never in your quiet hours, at most 6 a day. Your browser asks once whether to show them.</p>
                <button class="button secondary wide" type="button" data-ask-notifications hidden>Allow notifications</button>
                \(ProfilePage.notifications(profile, from: next, button: "Continue"))
                <a class="button tertiary wide" href="\(next)">Not now</a>
                """
        case .highlights:
            content = """
                <h1 class="title-large">How it works</h1>
                <ul class="card-list">
                  <li class="plan-row glass-card"><span class="headline">Measured tasks</span><span class="footnote muted">Litres, pages, minutes with a timer, checklists — not just ticks.</span></li>
                  <li class="plan-row glass-card"><span class="headline">Strict or lenient</span><span class="footnote muted">Strict challenges go back to day 1 after a miss, once the day's grace has passed. Every attempt stays in your history.</span></li>
                  <li class="plan-row glass-card"><span class="headline">Progress you can see</span><span class="footnote muted">Streaks, completion and consistency by week, month and year; photos side by side.</span></li>
                </ul>
                <a class="button primary wide" href="\(next)">Continue</a>
                """
        case .challenge:
            content = """
                <h1 class="title-large">Choose a first challenge</h1>
                <form method="post" action="\(Routes.finishOnboarding.path())">
                  <ul class="template-grid">
                  \(templates.map { template in
                    """
                    <li><button class="template-tile glass-card" type="submit" name="template" value="\(template.id)">
                      <span class="headline">\(template.name)</span><span class="footnote muted">\(template.summary)</span></button></li>

                    """ as HTML
                  })</ul>
                  <button class="button tertiary wide" type="submit" name="template" value="">Not now</button>
                </form>
                """
        }
        return UltimateWebApp.page(chrome, header: .empty, content: "\(dots)\(content)")
    }
}
