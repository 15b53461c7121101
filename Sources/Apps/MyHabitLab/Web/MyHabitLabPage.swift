import Hummingbird
import MyHabitLabCore
import WebSupport

/// What every page of one request shares: the notice its address names (a redirect's
/// `?notice=saved`) and the appearance chosen in Settings. Bound once per request by
/// `MyHabitLabPageMiddleware`, as `RegionFormat.current` is, so no controller reads the
/// appearance and no page function takes it; outside a request (the benchmarks' renders), no
/// notice and the system's appearance.
struct MyHabitLabPage: Sendable {
    /// The request's page values.
    @TaskLocal static var current = MyHabitLabPage(notice: nil) { .system }

    /// The notice the address names, if any.
    let notice: Notice?
    private let readAppearance: @Sendable () throws -> HabitSettings.Appearance

    init(notice: Notice?, appearance: @escaping @Sendable () throws -> HabitSettings.Appearance) {
        self.notice = notice
        readAppearance = appearance
    }

    /// The appearance chosen in Settings. NB: read when a page is drawn, not for every request: a
    /// kept page and an action read nothing.
    var appearance: HabitSettings.Appearance {
        get throws { try readAppearance() }
    }
}

/// Binds `MyHabitLabPage.current` for every page and action of the app.
struct MyHabitLabPageMiddleware<Context: RequestContext>: RouterMiddleware {
    let app: MyHabitLab

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let page = MyHabitLabPage(notice: MyHabitLabWebApp.notice(request)) { [app] in try app.settings().appearance }
        return try await MyHabitLabPage.$current.withValue(page) { try await next(request, context) }
    }
}
