import BetterMorningCore
import Hummingbird

extension BetterMorningController {
    struct SettingsPage: PageContext {
        let chrome: Chrome
        let notificationsEnabled: Bool
        let unlocked: Bool
        let notificationsAction: String
        let resetHref: String
        let restoreAction: String
    }

    func settings(_ request: Request) throws -> Response {
        let screen = try app.settingsScreen()
        let page = SettingsPage(
            chrome: Chrome(title: "Settings", tab: .explore, notice: notice(request), pageClass: "settings-page"),
            notificationsEnabled: screen.notificationsEnabled, unlocked: screen.unlocked,
            notificationsAction: Self.path("settings/notifications"), resetHref: Self.path("settings/reset"),
            restoreAction: Self.path("paywall/restore"))
        return pages.page("settings", page)
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
        if Self.isScripted(request) { return Response(status: .noContent) }
        return .seeOther(Self.path("settings?notice=\((enabled ? Notice.notificationsOn : .notificationsOff).rawValue)"))
    }

    func confirmReset() -> Response {
        let page = ConfirmPage(
            chrome: Chrome(title: "Reset all data", tab: .explore, pageClass: "confirm-page"),
            heading: "Reset all data?",
            message: "Every routine, its history, your draft and your settings are deleted for good, and onboarding shows again. Your purchase is kept.",
            action: Self.path("settings/reset"), confirmLabel: "Reset all data", cancelHref: Self.path("settings"))
        return pages.page("confirm", page)
    }

    func reset() throws -> Response {
        try app.resetAllData()
        return .seeOther(Self.path(""))
    }
}
