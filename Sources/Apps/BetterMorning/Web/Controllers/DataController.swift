import BetterMorningCore
import Hummingbird
import WebSupport

/// The Data tab: each routine's card with its weekly chart, restarting and deleting a routine.
struct DataController: Sendable {
    /// The web app: its Core and page cache.
    let web: BetterMorningWebApp
    private var app: BetterMorning { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.data.routerPath, use: data)
        group.get(BetterMorningRoutes.restart.routerPath, use: confirmRestart)
        group.post(BetterMorningRoutes.restart.routerPath, use: restart)
        group.get(BetterMorningRoutes.delete.routerPath, use: confirmDelete)
        group.post(BetterMorningRoutes.delete.routerPath, use: delete)
    }

    @Sendable func data(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) {
            if try app.onboardingScreen().shouldShow { return .redirect(BetterMorningRoutes.onboarding.path()) }
            let screen = try app.dataScreen(weekOffsets: DataPage.weekOffsets(request))
            return .page(DataPage.page(screen))
        }
    }

    /// Restarting is asked first, as choosing a person is: it can end today's morning of the active routine.
    @Sendable func confirmRestart(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try BetterMorningWebApp.routineID(context)
        let question = try app.restartQuestion(id)
        let dialog = Layout.confirmDialog(heading: question.heading, message: question.message, action: BetterMorningRoutes.restart.path(String(id)),
                                          confirmLabel: question.confirm, cancelHref: BetterMorningRoutes.data.path(), isDestructive: false)
        return .html(BetterMorningWebApp.page(PageChrome(title: question.confirm, tab: BetterMorningWebApp.Tab.data.rawValue,
                                                         pageClass: "confirm-page"), content: dialog))
    }

    @Sendable func restart(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.restart(BetterMorningWebApp.routineID(context))
        return .seeOther(BetterMorningRoutes.data.path(query: ["notice": Notice.restarted.rawValue]))
    }

    @Sendable func confirmDelete(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try BetterMorningWebApp.routineID(context)
        guard let routine = try app.routineList().first(where: { $0.id == id }) else {
            throw BetterMorningError.unknownRoutine(try context.parameters.require("routine"))
        }
        let dialog = Layout.confirmDialog(
            heading: "Delete “\(routine.name)”?",
            message: "Its Data Card and every day of its history are deleted for good. This cannot be undone.",
            action: BetterMorningRoutes.delete.path(String(id)), confirmLabel: "Delete routine", cancelHref: BetterMorningRoutes.data.path())
        return .html(BetterMorningWebApp.page(PageChrome(title: "Delete routine", tab: BetterMorningWebApp.Tab.data.rawValue,
                                                         pageClass: "confirm-page"), content: dialog))
    }

    @Sendable func delete(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.delete(BetterMorningWebApp.routineID(context))
        return .seeOther(BetterMorningRoutes.data.path(query: ["notice": Notice.deleted.rawValue]))
    }
}
