import BetterMorningCore
import DayKit
import Hummingbird

extension BetterMorningController {
    struct OnboardingPage: PageContext {
        let chrome: Chrome
        let slides: [Slide]

        struct Slide: Sendable {
            let number: Int
            let topic: String
            let title: String
            let body: String
            let next: Int?
            let isLast: Bool
            let asksForNotifications: Bool
            let dots: [Dot]
        }

        struct Dot: Sendable {
            let number: Int
            let isCurrent: Bool
        }
    }

    struct ExplorePage: PageContext {
        let chrome: Chrome
        let tiles: [Tile]

        struct Tile: Sendable {
            let id: String
            let name: String
            let avatar: Avatar
            let isActive: Bool
            let href: String
        }
    }

    struct ProfilePage: PageContext {
        let chrome: Chrome
        let id: String
        let name: String
        let bio: String
        let source: String
        let certainty: String
        let avatar: Avatar
        let tasks: [Step]
        let isActive: Bool
        let chooseAction: String

        struct Step: Sendable {
            let time: String
            let title: String
        }
    }

    // MARK: - Handlers

    /// The app's start: onboarding on first launch and after a reset, else Explore.
    func start() throws -> Response {
        .seeOther(Self.path(try app.onboardingScreen().shouldShow ? "onboarding" : "explore"))
    }

    func onboarding() throws -> Response {
        let screen = try app.onboardingScreen()
        guard screen.shouldShow else { return .seeOther(Self.path("explore")) }
        let count = screen.pages.count
        let slides = screen.pages.enumerated().map { index, page in
            OnboardingPage.Slide(
                number: index + 1, topic: page.topic, title: page.title, body: page.body,
                next: index + 1 < count ? index + 2 : nil, isLast: index + 1 == count,
                asksForNotifications: page.topic == "accountability",
                dots: (1...count).map { OnboardingPage.Dot(number: $0, isCurrent: $0 == index + 1) })
        }
        return pages.page("onboarding", OnboardingPage(chrome: Chrome(title: "Welcome", tab: nil, pageClass: "onboarding-page"), slides: slides))
    }

    func completeOnboarding() throws -> Response {
        try app.completeOnboarding()
        return .seeOther(Self.path("explore"))
    }

    func explore(_ request: Request) throws -> RenderedPage {
        if try app.onboardingScreen().shouldShow { return .redirect(Self.path("onboarding")) }
        let screen = try app.exploreScreen()
        let tiles = screen.celebrities.map {
            ExplorePage.Tile(id: $0.id, name: $0.name, avatar: $0.avatar, isActive: $0.isActive, href: Self.path("celebrities/\($0.id)"))
        }
        let chrome = Chrome(title: "Explore", tab: .explore, notice: notice(request), showsGear: true, pageClass: "explore-page")
        return .html(pages.render("explore", ExplorePage(chrome: chrome, tiles: tiles)), .ok)
    }

    func profile(_ request: Request, id: String) throws -> RenderedPage {
        let screen = try app.profileScreen(celebrityID: id)
        let person = screen.celebrity
        let page = ProfilePage(
            chrome: Chrome(title: person.name, tab: .explore, notice: notice(request), showsGear: true, pageClass: "profile-page"),
            id: person.id, name: person.name, bio: person.bio, source: person.source, certainty: screen.certaintyLabel,
            avatar: person.avatar, tasks: person.tasks.map { .init(time: $0.time.formatted(.twelveHour), title: $0.title) },
            isActive: screen.isActive, chooseAction: Self.path("celebrities/\(person.id)/choose"))
        return .html(pages.render("profile", page), .ok)
    }

    func choose(id: String) throws -> Response {
        let outcome = try app.choose(celebrityID: id)
        return outcome == .alreadyActive
            ? .seeOther(Self.path("celebrities/\(id)?notice=\(Notice.alreadyActive.rawValue)"))
            : .seeOther(Self.path("routine?notice=\(Notice.chosen.rawValue)"))
    }
}
