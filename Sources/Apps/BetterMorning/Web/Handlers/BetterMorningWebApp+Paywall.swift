import BetterMorningCore
import Hummingbird
import WebSupport

extension BetterMorningWebApp {
    func addPaywallRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.paywall.routerPath) { request, _ in try paywall(request) }
        group.get(BetterMorningRoutes.paymentSheet.routerPath) { request, _ in paymentSheet(request) }
        group.post(BetterMorningRoutes.buy.routerPath) { request, _ in try await buy(request) }
        group.post(BetterMorningRoutes.restore.routerPath) { request, _ in try await restore(request) }
    }

    func paywall(_ request: Request) throws -> Response {
        if app.isUnlocked { return .seeOther(BetterMorningRoutes.create.path()) }
        return .html(PaywallPages.paywall(app.paywallScreen(), origin: Origin(request), notice: Self.notice(request)))
    }

    func paymentSheet(_ request: Request) -> Response {
        .html(PaywallPages.paymentSheet(price: app.unlockPrice, origin: Origin(request)))
    }

    func buy(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        guard let outcome = UnlockOutcome(rawValue: try form.required("outcome")) else {
            throw WebError.badRequest("The payment sheet can only buy, cancel or fail.")
        }
        let origin = Origin(form["from"])
        switch try app.buyUnlock(simulated: outcome) {
        case .success: return .seeOther(BetterMorningRoutes.create.path(query: ["notice": Notice.unlocked.rawValue]))
        case .cancel: return .seeOther(origin.path(notice: .cancelled))
        case .fail: return .seeOther(origin.path(notice: .failed))
        }
    }

    func restore(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        let origin = Origin(form["from"])
        let restored = try app.restorePurchases()
        let notice = restored ? Notice.restored : .nothingToRestore
        if origin == .settings { return .seeOther(BetterMorningRoutes.settings.path(query: ["notice": notice.rawValue])) }
        return restored
            ? .seeOther(BetterMorningRoutes.create.path(query: ["notice": notice.rawValue]))
            : .seeOther(BetterMorningRoutes.paywall.path(query: ["from": origin.rawValue, "notice": notice.rawValue]))
    }
}

/// Where a Create or paywall flow started, to return there on cancel (never an arbitrary URL).
enum Origin: String {
    case explore, routine, data, settings

    init(_ request: Request) {
        self = request.uri.queryParameters.get("from").flatMap { Origin(rawValue: String($0)) } ?? .explore
    }

    init(_ text: String?) {
        self = text.flatMap(Origin.init(rawValue:)) ?? .explore
    }

    /// The screen the flow started on.
    var route: Route {
        switch self {
        case .explore: BetterMorningRoutes.explore
        case .routine: BetterMorningRoutes.routine
        case .data: BetterMorningRoutes.data
        case .settings: BetterMorningRoutes.settings
        }
    }

    /// That screen, with `notice` shown.
    func path(notice: Notice? = nil) -> String {
        guard let notice else { return route.path() }
        return route.path(query: ["notice": notice.rawValue])
    }
}
