import BetterMorningCore
import Hummingbird
import WebSupport

/// The one-time unlock: the paywall, the (simulated) payment sheet, buying and restoring.
struct PaywallController: Sendable {
    /// The web app: its Core.
    let web: BetterMorningWebApp
    private var app: BetterMorning { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.paywall.routerPath, use: paywall)
        group.get(BetterMorningRoutes.paymentSheet.routerPath, use: paymentSheet)
        group.post(BetterMorningRoutes.buy.routerPath, use: buy)
        group.post(BetterMorningRoutes.restore.routerPath, use: restore)
    }

    @Sendable func paywall(_ request: Request, context: BasicRequestContext) async throws -> Response {
        if app.isUnlocked { return .seeOther(BetterMorningRoutes.create.path()) }
        return .html(PaywallPages.paywall(app.paywallScreen(), origin: Origin(request)))
    }

    @Sendable func paymentSheet(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .html(PaywallPages.paymentSheet(app.paywallScreen(), origin: Origin(request)))
    }

    @Sendable func buy(_ request: Request, context: BasicRequestContext) async throws -> Response {
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

    @Sendable func restore(_ request: Request, context: BasicRequestContext) async throws -> Response {
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
