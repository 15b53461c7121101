import BetterMorningCore
import Hummingbird
import WebSupport

extension BetterMorningWebApp {
    func addSettingsRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.settings.routerPath) { request, _ in try settings(request) }
        group.post(BetterMorningRoutes.notifications.routerPath) { request, _ in try await setNotifications(request) }
        group.get(BetterMorningRoutes.reset.routerPath) { _, _ in confirmReset() }
        group.post(BetterMorningRoutes.reset.routerPath) { _, _ in try reset() }
    }

    func settings(_ request: Request) throws -> Response {
        .html(SettingsPage.page(try app.settingsScreen(), notice: Self.notice(request)))
    }

    func setNotifications(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        let enabled: Bool
        switch try form.required("enabled") {
        case "on": enabled = true
        case "off": enabled = false
        default: throw WebError.badRequest("Notifications can only be turned on or off.")
        }
        try app.setNotifications(enabled: enabled)
        if request.isScripted { return Response(status: .noContent) }
        let notice = enabled ? Notice.notificationsOn : .notificationsOff
        return .seeOther(form.returnPath(under: BetterMorningRoutes.root,
                                         otherwise: BetterMorningRoutes.settings.path(query: ["notice": notice.rawValue])))
    }

    func confirmReset() -> Response {
        let dialog = Layout.confirmDialog(
            heading: "Reset all data?",
            message: "Every routine, its history, your draft and your settings are deleted for good, and onboarding shows again. Your purchase is kept.",
            action: BetterMorningRoutes.reset.path(), confirmLabel: "Reset all data", cancelHref: BetterMorningRoutes.settings.path())
        return .html(Self.page(PageChrome(title: "Reset all data", tab: Tab.explore.rawValue, pageClass: "confirm-page"), content: dialog))
    }

    func reset() throws -> Response {
        try app.resetAllData()
        return .seeOther(BetterMorningRoutes.start.path())
    }
}
