import BetterMorningCore
import WebSupport

/// Settings: the daily reminder, purchases and resetting all data.
enum SettingsPage {
    typealias Routes = BetterMorningRoutes

    /// Settings as opened from tab `origin`: its back link leads there and its tab is highlighted.
    static func page(_ screen: BetterMorningSettingsScreen, origin: Origin = .explore) -> HTML {
        let enabled = screen.notificationsEnabled
        let chrome = PageChrome(title: "Settings", tab: origin.tab.rawValue, message: PageRequest.current.notice, pageClass: "settings-page")
        return BetterMorningWebApp.page(chrome, header: Components.backHeader("Settings", back: origin.title, href: origin.route.path()), content: """
            <h2 class="section-title">Reminders</h2>
            <div class="group">
              \(notificationsSwitch(enabled: enabled, label: "Daily reminder", from: back(origin, switchedOn: !enabled)))
            </div>
            <p class="footnote" id="notifications-note">\(enabled ? "One reminder a day, at the time of your routine's first task."
                                                         : "The reminder is off: switch it on for one a day, at your routine's first task.")</p>
            <h2 class="section-title">Purchases</h2>
            <div class="group">
              \(if: screen.unlocked, "<p class=\"row\"><span class=\"row-title\">Custom routines</span><span class=\"row-value\">Unlocked</span></p>")
              <form method="post" action="\(Routes.restore.path())" class="row"><input type="hidden" name="from" value="settings"><button class="row-button" type="submit">Restore purchases</button></form>
            </div>
            <h2 class="section-title">Data</h2>
            <div class="group">
              <a class="row row-button destructive" href="\(Routes.reset.path())" data-confirm>Reset all data</a>
            </div>
            <p class="footnote">Everything stays on this device. Reset deletes your routines, history and settings; your purchase is kept.</p>
            \(if: AccountLink.address != nil, """
            <h2 class="section-title">This server</h2>
            <div class="group"><a class="row row-button" href="\(AccountLink.address ?? "")">\(AccountLink.title)</a></div>
            <p class="footnote">Sign out, or make and revoke tokens for scripts and devices.</p>
            """)
            """)
    }

    /// Settings again after the switch, opened from the same tab (its back link unchanged; issue 39, item 15).
    private static func back(_ origin: Origin, switchedOn: Bool) -> String {
        Routes.settings.path(query: ["from": origin.rawValue, "notice": (switchedOn ? Notice.notificationsOn : .notificationsOff).rawValue])
    }

    /// The daily reminder's switch, labelled `label`; after it is flipped, the page at `from`
    /// (Settings when nil) shows again.
    static func notificationsSwitch(enabled: Bool, label: String, from: String?) -> HTML {
        """
        <form method="post" action="\(Routes.notifications.path())" class="row switch-row" id="notifications-form">
                <span class="row-title" id="notifications-label">\(label)</span>
                <input type="hidden" name="enabled" value="\(enabled ? "off" : "on")">
                \(from.map { "<input type=\"hidden\" name=\"from\" value=\"\($0)\">" as HTML })
                <button type="submit" class="switch" role="switch" aria-labelledby="notifications-label" aria-checked="\(enabled ? "true" : "false")" data-notifications-switch><span class="knob"></span></button>
              </form>
        """
    }
}

/// What the daily reminder's switch sends, decoded once: on or off.
struct NotificationsInput {
    let enabled: Bool

    init(_ form: Form) throws {
        enabled = try form.onOrOff("enabled") { _ in "Notifications can only be turned on or off." }
    }
}
