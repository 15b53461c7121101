import BetterMorningCore
import Hummingbird
import WebSupport

extension BetterMorningWebApp {
    func addExploreRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.start.routerPath) { _, _ in try start() }
        group.get(BetterMorningRoutes.onboarding.routerPath) { _, _ in try onboarding() }
        group.post(BetterMorningRoutes.completeOnboarding.routerPath) { _, _ in try completeOnboarding() }
        group.get(BetterMorningRoutes.explore.routerPath) { request, _ in try cachedPage(request) { try explore(request) } }
        group.get(BetterMorningRoutes.celebrity.routerPath) { request, context in
            let id = try context.parameters.require("id")
            return try cachedPage(request) { try profile(request, id: id) }
        }
        group.post(BetterMorningRoutes.choose.routerPath) { _, context in try choose(id: context.parameters.require("id")) }
    }

    /// The app's start: onboarding on first launch and after a reset, else Explore.
    func start() throws -> Response {
        .seeOther(try app.onboardingScreen().shouldShow ? BetterMorningRoutes.onboarding.path() : BetterMorningRoutes.explore.path())
    }

    func onboarding() throws -> Response {
        let screen = try app.onboardingScreen()
        guard screen.shouldShow else { return .seeOther(BetterMorningRoutes.explore.path()) }
        return .html(ExplorePages.onboarding(screen))
    }

    func completeOnboarding() throws -> Response {
        try app.completeOnboarding()
        return .seeOther(BetterMorningRoutes.explore.path())
    }

    func explore(_ request: Request) throws -> RenderedPage {
        if try app.onboardingScreen().shouldShow { return .redirect(BetterMorningRoutes.onboarding.path()) }
        return .page(ExplorePages.explore(try app.exploreScreen(), notice: Self.notice(request)))
    }

    func profile(_ request: Request, id: String) throws -> RenderedPage {
        .page(ExplorePages.profile(try app.profileScreen(celebrityID: id), notice: Self.notice(request)))
    }

    func choose(id: String) throws -> Response {
        let outcome = try app.choose(celebrityID: id)
        return outcome == .alreadyActive
            ? .seeOther(BetterMorningRoutes.celebrity.path(id, query: ["notice": Notice.alreadyActive.rawValue]))
            : .seeOther(BetterMorningRoutes.routine.path(query: ["notice": Notice.chosen.rawValue]))
    }
}
