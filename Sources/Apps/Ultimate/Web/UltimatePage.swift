import Hummingbird
import UltimateCore
import WebSupport

/// What every page of one request draws beside its screen: the profile's appearance and the
/// notice its address names (`?notice=`). Bound once per request by `UltimatePageMiddleware`,
/// the way `RegionFormat.current` is, and read where the layout is drawn, so no controller reads
/// the appearance and no page function takes it.
struct UltimatePage: Sendable {
    /// The request's page values; outside a request, the system appearance and no notice.
    @TaskLocal static var current = UltimatePage(appearance: .system, notice: nil)

    /// The profile's appearance as the request began (`appearance-…` on the body).
    let appearance: UltimateProfile.Appearance
    /// The notice the address names, if the app knows it.
    let notice: Notice?
}

/// Binds `UltimatePage.current` for every page and action of Ultimate: the profile read once.
struct UltimatePageMiddleware<Context: RequestContext>: RouterMiddleware {
    let app: Ultimate

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let page = UltimatePage(appearance: try app.profile().appearance, notice: UltimateWebApp.notice(request))
        return try await UltimatePage.$current.withValue(page) { try await next(request, context) }
    }
}
