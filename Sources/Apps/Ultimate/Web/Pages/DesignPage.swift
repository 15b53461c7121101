import UltimateCore
import WebSupport

/// `/ultimate/design`: every token and component of the design system, as the app draws them
/// (the team's reference, linked from Profile → About).
enum DesignPage {
    typealias Routes = UltimateRoutes

    static let colours: [(String, String, String)] = [
        ("Primary", "--primary", "#5E17EB"), ("Secondary", "--secondary", "#00C7BE"), ("Background", "--navy", "#141E30"),
        ("Success", "--success", "#34C759"), ("Warning", "--warning", "#FF9500"), ("Error", "--error", "#FF3B30"), ("Info", "--info", "#007AFF"),
    ]
    static let type: [(String, String, String)] = [
        ("Extra large title", "title-xl", "34 bold"), ("Large title", "title-large", "28 bold"), ("Title 1", "title-1", "22 bold"),
        ("Title 2", "title-2", "20 semibold"), ("Headline", "headline", "17 semibold"), ("Body", "body", "17 regular"),
        ("Callout", "callout", "16 regular"), ("Subheadline", "subhead", "15 regular"), ("Footnote", "footnote", "13 regular"),
        ("Caption 1", "caption", "12 regular"), ("Caption 2", "caption-2", "11 regular"),
    ]
    static let spaces: [(String, Int)] = [("xs", 4), ("s", 8), ("m", 16), ("l", 24), ("xl", 32), ("xxl", 48)]

    static func page() -> HTML {
        let chrome = PageChrome(title: "Design system", tab: UltimateWebApp.Tab.profile.rawValue, pageClass: "design-page")
        return UltimateWebApp.page(chrome,
                                   header: Components.navBar("Design system", back: Routes.profile.path(), backLabel: "Profile"), content: """
            <h2 class="section-title">Colours</h2>
            <ul class="swatches">
            \(colours.map { name, token, hex in
                "<li class=\"glass-card\"><span class=\"swatch swatch\(token)\"></span><span class=\"headline\">\(name)</span><span class=\"caption muted\">\(token) \(hex)</span></li>\n" as HTML
            })</ul>
            <h2 class="section-title">Type scale</h2>
            <section class="glass-card type-scale">
            \(type.map { name, style, size in "<p class=\"\(style)\">\(name) <span class=\"caption muted\">\(size)</span></p>\n" as HTML })
            </section>
            <h2 class="section-title">Spacing</h2>
            <section class="glass-card">
            \(spaces.map { name, points in
                "<p class=\"space-row\"><span class=\"space space-\(name)\"></span><span class=\"footnote\">\(name) · \(points) pt</span></p>\n" as HTML
            })</section>
            <h2 class="section-title">Buttons</h2>
            <section class="glass-card actions">
              <button class="button primary" type="button">Primary</button>
              <button class="button secondary" type="button">Secondary</button>
              <button class="button tertiary" type="button">Tertiary</button>
              <span><button class="icon-button" type="button" aria-label="Icon button">−</button> <button class="icon-button primary" type="button" aria-label="Icon button, prominent">+</button></span>
            </section>
            <h2 class="section-title">Cards</h2>
            <section class="card standard-card"><p class="headline">Standard card</p><p class="footnote muted">Rounded, with a drop shadow.</p></section>
            <section class="glass-card"><p class="headline">Glass card</p><p class="footnote muted">Translucent, blurred, with a light edge.</p></section>
            <ul class="task-list">
              <li class="task-card glass-card status-completed"><div class="task-head"><h3 class="headline task-name">Task card</h3>\(Components.badge(.completed))</div>
              \(Components.bar(2.5, of: 3.8, label: "Water: 2.5 of 3.8 L"))</li>
            </ul>
            <section class="glass-card progress-card">\(Components.ring(0.4, label: "30", size: 96, caption: "Day 30 of 75"))
              <div><p class="title-2">Progress card</p><p class="subhead muted">Ring, bar and streak counter.</p></div></section>
            <h2 class="section-title">Progress</h2>
            <section class="glass-card design-row">
              \(Components.ring(0.25, label: "1/4", caption: "1 of 4"))
              \(Components.ring(0.75, label: "3/4", size: 48, caption: "3 of 4"))
              \(Components.streak(12))
            </section>
            <section class="glass-card">\(Components.bar(0.6, of: 1, label: "60 percent"))</section>
            <h2 class="section-title">Status</h2>
            <section class="glass-card design-row">
              \(TaskStatus.allCasesForDesign.map { Components.badge($0) })
            </section>
            <h2 class="section-title">Chart</h2>
            \(ProgressPage.chart((0..<7).map { ChallengeAnalytics.Point(date: .init(year: 2026, month: 11, day: 16 + $0)!, completed: [3, 4, 2, 4, 1, 0, 4][$0], due: [4, 4, 4, 4, 4, 0, 4][$0]) },
                                 from: .init(year: 2026, month: 11, day: 16)!, to: .init(year: 2026, month: 11, day: 22)!))
            """)
    }
}

extension TaskStatus {
    static let allCasesForDesign: [TaskStatus] = [.notStarted, .inProgress, .completed, .missed, .failed, .notDue]
}
