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
        group.get(BetterMorningRoutes.choose.routerPath) { _, context in try confirmChoose(id: context.parameters.require("id")) }
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

    /// Switching from another active routine is confirmed first (it closes today's day of it).
    func confirmChoose(id: String) throws -> Response {
        let screen = try app.profileScreen(celebrityID: id)
        guard let replaced = screen.replaces else { return .seeOther(BetterMorningRoutes.celebrity.path(id)) }
        let name = screen.celebrity.name
        let dialog = Layout.confirmDialog(
            heading: "Switch to \(name)?",
            message: "\(replaced) stops today: its tasks not checked today are marked missed. \(name) starts tomorrow.",
            action: BetterMorningRoutes.choose.path(id), confirmLabel: "Switch routine", cancelHref: BetterMorningRoutes.celebrity.path(id),
            isDestructive: false)
        return .html(Self.page(PageChrome(title: "Switch routine", tab: Tab.explore.rawValue, pageClass: "confirm-page"), content: dialog))
    }

    /// The routine tab says that the new routine starts tomorrow: no notice repeats it.
    func choose(id: String) throws -> Response {
        let outcome = try app.choose(celebrityID: id)
        return outcome == .alreadyActive
            ? .seeOther(BetterMorningRoutes.celebrity.path(id, query: ["notice": Notice.alreadyActive.rawValue]))
            : .seeOther(BetterMorningRoutes.routine.path())
    }
}
