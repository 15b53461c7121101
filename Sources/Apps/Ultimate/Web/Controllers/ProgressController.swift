import Foundation
import Hummingbird
import UltimateCore
import WebSupport

/// The Progress tab: the analytics of a period (`?period=&offset=`), of one challenge or all.
struct ProgressController: Sendable {
    /// The web app: its Core and page cache.
    let web: UltimateWebApp
    private var app: Ultimate { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.progress.routerPath, use: progress)
    }

    @Sendable func progress(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let choice = try ProgressPage.Choice(request)
        return try web.cachedPage(request) {
            .page(ProgressPage.page(try app.analytics(choice.challenge, period: choice.period, offset: choice.offset), choice: choice,
                                    challenges: try app.challengeList()))
        }
    }
}
