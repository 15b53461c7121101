import BetterMorningCore
import Hummingbird
import WebSupport

/// Settings: the daily reminder, and resetting all data.
struct SettingsController: Sendable {
    /// The web app: its Core.
    let web: BetterMorningWebApp
    private var app: BetterMorning { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.settings.routerPath, use: settings)
        group.post(BetterMorningRoutes.notifications.routerPath, use: setNotifications)
        group.get(BetterMorningRoutes.reset.routerPath, use: confirmReset)
        group.post(BetterMorningRoutes.reset.routerPath, use: reset)
    }

    @Sendable func settings(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .html(SettingsPage.page(try app.settingsScreen(), origin: Origin(request)))
    }

    @Sendable func setNotifications(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        let enabled = try NotificationsInput(form).enabled
        try app.setNotifications(enabled: enabled)
        if request.isScripted { return Response(status: .noContent) }
        let notice = enabled ? Notice.notificationsOn : .notificationsOff
        return .seeOther(form.returnPath(under: BetterMorningRoutes.root,
                                         otherwise: BetterMorningRoutes.settings.path(query: ["notice": notice.rawValue])))
    }

    @Sendable func confirmReset(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let dialog = Layout.confirmDialog(
            heading: "Reset all data?",
            message: "Every routine, its history, your draft and your settings are deleted for good, and onboarding shows again. Your purchase is kept.",
            action: BetterMorningRoutes.reset.path(), confirmLabel: "Reset all data", cancelHref: BetterMorningRoutes.settings.path())
        return .html(BetterMorningWebApp.page(PageChrome(title: "Reset all data", tab: BetterMorningWebApp.Tab.explore.rawValue,
                                                         pageClass: "confirm-page"), content: dialog))
    }

    @Sendable func reset(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.resetAllData()
        return .seeOther(BetterMorningRoutes.start.path())
    }
}
