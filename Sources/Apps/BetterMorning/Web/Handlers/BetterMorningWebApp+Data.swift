import BetterMorningCore
import Hummingbird
import WebSupport

extension BetterMorningWebApp {
    func addDataRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.data.routerPath) { request, _ in try cachedPage(request) { try data(request) } }
        group.post(BetterMorningRoutes.restart.routerPath) { _, context in try restart(context.parameters.require("routine")) }
        group.get(BetterMorningRoutes.delete.routerPath) { _, context in try confirmDelete(context.parameters.require("routine")) }
        group.post(BetterMorningRoutes.delete.routerPath) { _, context in try delete(context.parameters.require("routine")) }
    }

    func data(_ request: Request) throws -> RenderedPage {
        if try app.onboardingScreen().shouldShow { return .redirect(BetterMorningRoutes.onboarding.path()) }
        let screen = try app.dataScreen(weekOffsets: DataPage.weekOffsets(request))
        return .page(DataPage.page(screen, notice: Self.notice(request)))
    }

    func restart(_ text: String) throws -> Response {
        try app.restart(Self.routineReference(text))
        return .seeOther(BetterMorningRoutes.data.path(query: ["notice": Notice.restarted.rawValue]))
    }

    func confirmDelete(_ text: String) throws -> Response {
        let id = try Self.routineReference(text)
        guard let routine = try app.routineList().first(where: { String($0.id) == id }) else {
            throw BetterMorningError.unknownRoutine(text)
        }
        let dialog = Layout.confirmDialog(
            heading: "Delete “\(routine.name)”?",
            message: "Its Data Card and every day of its history are deleted for good. This cannot be undone.",
            action: BetterMorningRoutes.delete.path(id), confirmLabel: "Delete routine", cancelHref: BetterMorningRoutes.data.path())
        return .html(Self.page(PageChrome(title: "Delete routine", tab: Tab.data.rawValue, pageClass: "confirm-page"), content: dialog))
    }

    func delete(_ text: String) throws -> Response {
        try app.delete(Self.routineReference(text))
        return .seeOther(BetterMorningRoutes.data.path(query: ["notice": Notice.deleted.rawValue]))
    }
}
