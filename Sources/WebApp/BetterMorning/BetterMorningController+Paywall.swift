import BetterMorningCore
import Hummingbird

extension BetterMorningController {
    struct PaywallPage: PageContext {
        let chrome: Chrome
        let price: String
        let benefits: [String]
        let sheetHref: String
        let notNowHref: String
        let restoreAction: String
        let from: String
    }

    struct PaymentSheetPage: PageContext {
        let chrome: Chrome
        let price: String
        let buyAction: String
        let from: String
    }

    func addPaywallRoutes(to group: RouterGroup<some RequestContext>) {
        group.get("paywall") { request, _ in try paywall(request) }
        group.get("paywall/sheet") { request, _ in paymentSheet(request) }
        group.post("paywall/buy") { request, _ in try await buy(request) }
        group.post("paywall/restore") { request, _ in try await restore(request) }
    }

    func paywall(_ request: Request) throws -> Response {
        let origin = Origin(request)
        if app.isUnlocked { return .seeOther(Self.path("create")) }
        let screen = app.paywallScreen()
        let page = PaywallPage(
            chrome: Chrome(title: "Unlock custom routines", tab: nil, notice: notice(request), pageClass: "paywall-page"),
            price: screen.price, benefits: screen.benefits, sheetHref: Self.path("paywall/sheet?from=\(origin.rawValue)"),
            notNowHref: origin.path, restoreAction: Self.path("paywall/restore"), from: origin.rawValue)
        return pages.page("paywall", page)
    }

    func paymentSheet(_ request: Request) -> Response {
        let page = PaymentSheetPage(
            chrome: Chrome(title: "Confirm purchase", tab: nil, pageClass: "payment-sheet-page"),
            price: LocalPurchaseStore.price, buyAction: Self.path("paywall/buy"), from: Origin(request).rawValue)
        return pages.page("payment-sheet", page)
    }

    func buy(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        guard let outcome = PurchaseOutcome(rawValue: try form.required("outcome")) else {
            throw WebError.badRequest("The payment sheet can only buy, cancel or fail.")
        }
        let origin = Origin(form["from"])
        switch try app.buyUnlock(simulated: outcome) {
        case .success: return .seeOther(Self.path("create?notice=\(Notice.unlocked.rawValue)"))
        case .cancel: return .seeOther(origin.path + "?notice=\(Notice.cancelled.rawValue)")
        case .fail: return .seeOther(origin.path + "?notice=\(Notice.failed.rawValue)")
        }
    }

    func restore(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        let origin = Origin(form["from"])
        let restored = try app.restorePurchases()
        let notice = restored ? Notice.restored : .nothingToRestore
        if origin == .settings { return .seeOther(Self.path("settings?notice=\(notice.rawValue)")) }
        return restored
            ? .seeOther(Self.path("create?notice=\(notice.rawValue)"))
            : .seeOther(Self.path("paywall?from=\(origin.rawValue)&notice=\(notice.rawValue)"))
    }
}
