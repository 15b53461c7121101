import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

/// The Stats tab, and the home-screen widgets as pages (small and medium) with their one tap.
struct StatsController: Sendable {
    /// The web app: its Core and page cache.
    let web: MyHabitLabWebApp
    private var app: MyHabitLab { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(MyHabitLabRoutes.stats.routerPath, use: stats)
        group.get(MyHabitLabRoutes.widget.routerPath, use: widget)
        group.post(MyHabitLabRoutes.widgetToggle.routerPath, use: widgetToggle)
    }

    @Sendable func stats(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) { .page(try StatsPage.page(try app.statsScreen())) }
    }

    @Sendable func widget(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let size = try Self.widgetSize(context)
        return try web.cachedPage(request) { .page(try WidgetPage.page(try app.widgetSnapshot(size: size))) }
    }

    @Sendable func widgetToggle(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let size = try Self.widgetSize(context)
        _ = try app.widgetToggle(MyHabitLabWebApp.habitID(context))
        return .seeOther(MyHabitLabRoutes.widget.path(size.rawValue))
    }

    /// The widget's size in the address: small or medium, or 404.
    private static func widgetSize(_ context: BasicRequestContext) throws -> WidgetSnapshot.Size {
        let text = try context.parameters.require("size")
        guard let size = WidgetSnapshot.Size(rawValue: text) else {
            throw WebError.notFound("There is no “\(text)” widget; there are small and medium.")
        }
        return size
    }
}
