import BetterMorningCore
import WebSupport

/// Onboarding, the Explore mosaic and a famous person's profile.
enum ExplorePages {
    typealias Routes = BetterMorningRoutes

    // MARK: - Onboarding

    static func onboarding(_ screen: BetterMorningOnboardingScreen) -> HTML {
        let count = screen.pages.count
        let slides = screen.pages.enumerated().map { index, page in slide(page, number: index + 1, of: count) }
        return BetterMorningWebApp.page(PageChrome(title: "Welcome", pageClass: "onboarding-page"), header: .empty, content: """
            <div class="carousel" id="carousel" aria-roledescription="carousel" aria-label="Welcome to Better Morning">
            \(slides)</div>
            """)
    }

    private static func slide(_ page: BetterMorningOnboardingScreen.Page, number: Int, of count: Int) -> HTML {
        let dots = (1...count).map { dot -> HTML in
            "<a href=\"#step-\(dot)\" class=\"dot\"\(if: dot == number, " aria-current=\"step\"") aria-label=\"Page \(dot)\"></a>"
        }
        let next: HTML = number < count
            ? "<a class=\"button\" href=\"#step-\(number + 1)\" data-next>Next</a>"
            : "<form method=\"post\" action=\"\(Routes.completeOnboarding.path())\"><button class=\"button\" type=\"submit\">Get started</button></form>"
        return """
              <section class="slide slide-\(page.topic.rawValue)" id="step-\(number)" aria-roledescription="slide" aria-label="\(number) of \(count)">
                <div class="slide-art" aria-hidden="true">\(OnboardingArt.art(page.topic))</div>
                <h2>\(page.title)</h2>
                <p>\(page.body)</p>
                <div class="slide-extra">\(if: page.topic.asksForReminders, "<button class=\"button secondary js-only\" type=\"button\" data-ask-notifications>Allow reminders</button>")</div>
                <nav class="dots" aria-label="Pages">\(dots)</nav>
                \(next)
              </section>

            """
    }

    // MARK: - Explore

    static func explore(_ screen: ExploreScreen) -> HTML {
        let header = Components.tabHeader("Explore", tab: .explore, action: """
            <a class="pill-button" href="\(Routes.create.path(query: ["from": "explore"]))"><span aria-hidden="true">+</span> Create</a>
            """)
        let chrome = PageChrome(title: "Explore", tab: BetterMorningWebApp.Tab.explore.rawValue, message: PageRequest.current.notice, pageClass: "explore-page")
        return BetterMorningWebApp.page(chrome, header: header, content: """
            <p class="lede">Whose morning will you borrow? Tap a face to see their routine.</p>
            <div class="mosaic-frame">
            <ul class="mosaic" id="mosaic">
            \(screen.celebrities.map(tile))</ul>
            </div>
            """)
    }

    private static func tile(_ tile: CelebrityTile) -> HTML {
        """
          <li class="tile">
            <a class="avatar-link\(if: tile.isActive, " is-active")" href="\(Routes.celebrity.path(tile.id))" draggable="false" aria-label="\(tile.name)\(if: tile.isActive, ", your active routine")">
              \(AvatarArt.svg(tile.avatar))
              <span class="tile-name" aria-hidden="true">\(tile.name)</span>
            </a>
          </li>

        """
    }

    // MARK: - Profile

    static func profile(_ screen: ProfileScreen) -> HTML {
        let person = screen.celebrity
        let steps = person.tasks.map { step -> HTML in
            "  <li class=\"row\"><span class=\"row-time\">\(step.time.formatted())</span><span class=\"row-title\">\(step.title)</span></li>\n"
        }
        let action: HTML = if screen.isActive {
            "<p class=\"button is-chosen\" role=\"status\">✓ Your active routine</p>"
        } else if screen.replaces != nil {
            // Switching ends today's day of the active routine: asked first.
            "<a class=\"button\" href=\"\(Routes.choose.path(person.id))\" data-confirm>Choose this routine</a>"
        } else {
            "<form method=\"post\" action=\"\(Routes.choose.path(person.id))\"><button class=\"button\" type=\"submit\">Choose this routine</button></form>"
        }
        let chrome = PageChrome(title: person.name, tab: BetterMorningWebApp.Tab.explore.rawValue, message: PageRequest.current.notice, pageClass: "profile-page")
        return BetterMorningWebApp.page(
            chrome, header: Components.backHeader(person.name, back: "Explore", href: Routes.explore.path(), titleHidden: true),
            content: """
                <section class="profile">
                  <div class="profile-avatar">\(AvatarArt.svg(person.avatar))</div>
                  <h2 class="profile-name">\(person.name)</h2>
                  <p class="profile-bio">\(person.bio)</p>
                  <p class="profile-source">Source: \(person.source). <span class="certainty">\(screen.certaintyLabel)</span></p>
                </section>
                <h3 class="section-title">Their morning</h3>
                <ol class="group timeline">
                \(steps)</ol>
                <p class="disclaimer">\(screen.disclaimer)</p>
                <div class="bottom-action">
                \(action)
                </div>
                """)
    }
}
