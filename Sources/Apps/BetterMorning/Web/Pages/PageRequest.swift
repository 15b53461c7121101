import Hummingbird
import WebSupport

/// What a page says beside its screen state for one request: the notice its address names
/// (`?notice=`, after an action's redirect). Bound for every request of the app by
/// `PageRequestMiddleware`, the way `RegionFormat.current` is, so no controller threads it through
/// the page functions; unbound (a page drawn outside a request), nothing.
struct PageRequest: Sendable {
    /// The notice a page shows, if its address names one the app knows.
    let notice: Notice?

    /// The request being answered.
    @TaskLocal static var current = PageRequest(notice: nil)
}

/// Binds `PageRequest.current` for every request of the app. Only a page (GET, HEAD) shows a
/// notice: the page a refused form answers with never did.
struct PageRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let isPage = request.method == .get || request.method == .head
        let page = PageRequest(notice: isPage ? BetterMorningWebApp.notice(request) : nil)
        return try await PageRequest.$current.withValue(page) { try await next(request, context) }
    }
}
