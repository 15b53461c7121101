import BetterMorningCore
import Hummingbird
import WebSupport

/// The Explore tab: the app's start, onboarding, the famous people's routines, a profile, and
/// choosing a routine (confirmed when it replaces the active one).
struct ExploreController: Sendable {
    /// The web app: its Core and page cache.
    let web: BetterMorningWebApp
    private var app: BetterMorning { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.start.routerPath, use: start)
        group.get(BetterMorningRoutes.onboarding.routerPath, use: onboarding)
        group.post(BetterMorningRoutes.completeOnboarding.routerPath, use: completeOnboarding)
        group.get(BetterMorningRoutes.explore.routerPath, use: explore)
        group.get(BetterMorningRoutes.celebrity.routerPath, use: profile)
        group.get(BetterMorningRoutes.choose.routerPath, use: confirmChoose)
        group.post(BetterMorningRoutes.choose.routerPath, use: choose)
    }

    /// The app's start: onboarding on first launch and after a reset, else Explore.
    @Sendable func start(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .seeOther(try app.onboardingScreen().shouldShow ? BetterMorningRoutes.onboarding.path() : BetterMorningRoutes.explore.path())
    }

    @Sendable func onboarding(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let screen = try app.onboardingScreen()
        guard screen.shouldShow else { return .seeOther(BetterMorningRoutes.explore.path()) }
        return .html(ExplorePages.onboarding(screen))
    }

    @Sendable func completeOnboarding(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.completeOnboarding()
        return .seeOther(BetterMorningRoutes.explore.path())
    }

    @Sendable func explore(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) {
            if try app.onboardingScreen().shouldShow { return .redirect(BetterMorningRoutes.onboarding.path()) }
            return .page(ExplorePages.explore(try app.exploreScreen()))
        }
    }

    @Sendable func profile(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.require("id")
        return try web.cachedPage(request) {
            .page(ExplorePages.profile(try app.profileScreen(celebrityID: id)))
        }
    }

    /// Switching from another active routine is confirmed first (it closes today's day of it).
    @Sendable func confirmChoose(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.require("id")
        let screen = try app.profileScreen(celebrityID: id)
        guard let replacing = screen.replacing else { return .seeOther(BetterMorningRoutes.celebrity.path(id)) }
        let name = screen.celebrity.name
        let dialog = Layout.confirmDialog(
            heading: "Switch to \(name)?",
            message: "\(replacing.consequence) \(name) starts tomorrow.",
            action: BetterMorningRoutes.choose.path(id), confirmLabel: "Switch routine", cancelHref: BetterMorningRoutes.celebrity.path(id),
            isDestructive: false)
        return .html(BetterMorningWebApp.page(PageChrome(title: "Switch routine", tab: BetterMorningWebApp.Tab.explore.rawValue,
                                                         pageClass: "confirm-page"), content: dialog))
    }

    /// The routine tab says that the new routine starts tomorrow: no notice repeats it.
    @Sendable func choose(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.require("id")
        let outcome = try app.choose(celebrityID: id)
        return outcome == .alreadyActive
            ? .seeOther(BetterMorningRoutes.celebrity.path(id, query: ["notice": Notice.alreadyActive.rawValue]))
            : .seeOther(BetterMorningRoutes.routine.path())
    }
}
