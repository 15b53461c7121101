import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

extension MyHabitLabWebApp {
    func addStatsRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(MyHabitLabRoutes.stats.routerPath) { request, _ in
            try cachedPage(request) { .page(StatsPage.page(try app.statsScreen())) }
        }
    }

    func addWidgetRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(MyHabitLabRoutes.widget.routerPath) { request, context in
            let size = try Self.widgetSize(context)
            return try cachedPage(request) { .page(WidgetPage.page(try app.widgetSnapshot(size: size))) }
        }
        group.post(MyHabitLabRoutes.widgetToggle.routerPath) { _, context in
            let size = try Self.widgetSize(context)
            let text = try context.parameters.require("id")
            guard let id = UUID(uuidString: text) else { throw WebError.notFound("There is no habit “\(text)”.") }
            try app.widgetToggle(id)
            return Response.seeOther(MyHabitLabRoutes.widget.path(size.rawValue))
        }
    }

    static func widgetSize(_ context: BasicRequestContext) throws -> WidgetSnapshot.Size {
        let text = try context.parameters.require("size")
        guard let size = WidgetSnapshot.Size(rawValue: text) else {
            throw WebError.notFound("There is no “\(text)” widget; there are small and medium.")
        }
        return size
    }
}
