/// The document every page of every app is rendered into, and the components apps share.
public enum Layout {
    /// A whole page: the head from the app's chrome, the header, notices, the content and the tab bar.
    public static func page(_ app: AppChrome, _ page: PageChrome, header: HTML? = nil, content: HTML) -> HTML {
        """
        \(head(title: "\(page.title) · \(app.name)", app: app))
        <body class="\(page.pageClass)" data-app-root="\(app.root)">
        <div class="phone">
        \(header ?? titleHeader(page.title))
        \(page.notice.map { "<p class=\"notice\" role=\"status\">\($0)</p>" as HTML })\
        \(page.error.map { "<p class=\"alert\" role=\"alert\">\($0)</p>" as HTML })
        <div id="reminder-banner" class="reminder-banner" role="alert" hidden></div>
        <main id="main" class="main">
        \(content)
        </main>
        \(page.tab.map { tabBar(app.tabs, selected: $0) })
        </div>
        </body>
        </html>
        """
    }

    /// The script that delivers an app's due reminders into `#reminder-banner` (or as system
    /// notifications): one for every app, served by the suite from `WebSupport/Public`.
    public static let reminderScript = "/static/reminders.js"

    /// The page script every app's script builds on (`HabitSuite.send`, `swap`, `atNextDay`):
    /// loaded before the app's own, served by the suite from `WebSupport/Public`.
    public static let pageScript = "/static/pages.js"

    /// The document's start through `</head>`: `title`, and the app's theme, stylesheets, icon and scripts.
    public static func head(title: String, app: AppChrome) -> HTML {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <meta name="color-scheme" content="\(app.colorScheme)">
        \(themeColors(app))
        <title>\(title)</title>
        \(app.stylesheets.map { "<link rel=\"stylesheet\" href=\"\(Assets.address($0))\">\n" as HTML })\
        <link rel="icon" href="\(Assets.address(app.icon))" type="image/svg+xml">
        \(installable(app))\
        \(if: !app.root.isEmpty, "<script src=\"\(Assets.address(pageScript))\" defer></script>\n" as HTML)\
        \(app.scripts.map { "<script src=\"\(Assets.address($0))\" defer></script>\n" as HTML })\
        \(if: !app.root.isEmpty, "<script src=\"\(Assets.address(reminderScript))\" defer></script>\n" as HTML)\
        </head>
        """
    }

    /// What a phone needs to install an app with its icons drawn (`icon-180.png`): the manifest,
    /// Apple's touch icon, and how iOS shows the app's name and status bar standing alone.
    private static func installable(_ app: AppChrome) -> HTML {
        let touchIcon = "\(app.root)/static/icon-180.png"
        guard !app.root.isEmpty, Assets.serves(touchIcon) else { return .empty }
        return """
            <link rel="manifest" href="\(app.path(SuiteRoutes.manifest.description))">
            <link rel="apple-touch-icon" href="\(Assets.address(touchIcon))">
            <meta name="mobile-web-app-capable" content="yes">
            <meta name="apple-mobile-web-app-capable" content="yes">
            <meta name="apple-mobile-web-app-title" content="\(app.name)">
            <meta name="apple-mobile-web-app-status-bar-style" content="\(app.colorScheme.hasPrefix("dark") ? "black" : "default")">

            """
    }

    /// The browser's bar colour: one, or one for each of the system's schemes.
    private static func themeColors(_ app: AppChrome) -> HTML {
        guard let dark = app.darkThemeColor else { return "<meta name=\"theme-color\" content=\"\(app.themeColor)\">" }
        return """
            <meta name="theme-color" content="\(app.themeColor)" media="(prefers-color-scheme: light)">
            <meta name="theme-color" content="\(dark)" media="(prefers-color-scheme: dark)">
            """
    }

    /// The plain header: the page's title.
    public static func titleHeader(_ title: String) -> HTML {
        "<header class=\"header\"><h1 class=\"header-title\">\(title)</h1></header>"
    }

    /// The bottom tab bar with `selected` marked as the current page.
    public static func tabBar(_ tabs: [AppChrome.Tab], selected: String) -> HTML {
        guard !tabs.isEmpty else { return .empty }
        return """
            <nav class="tabbar" aria-label="Tabs">
            \(tabs.map { tab($0, isSelected: $0.id == selected) })</nav>
            """
    }

    private static func tab(_ tab: AppChrome.Tab, isSelected: Bool) -> HTML {
        """
          <a class="tab" href="\(tab.href)"\(if: isSelected, " aria-current=\"page\"")>
            \(tab.icon)
            <span>\(tab.title)</span></a>

        """
    }

    /// A dialog asking to confirm an action (destructive unless said otherwise): one POST button
    /// and a way back.
    public static func confirmDialog(heading: String, message: String, action: String, confirmLabel: String,
                                     cancelHref: String, isDestructive: Bool = true) -> HTML {
        """
        <section class="dialog" role="alertdialog" aria-labelledby="confirm-heading" aria-describedby="confirm-message">
          <h2 id="confirm-heading">\(heading)</h2>
          <p id="confirm-message">\(message)</p>
          <form method="post" action="\(action)">
            <button class="button\(if: isDestructive, " destructive")" type="submit">\(confirmLabel)</button>
          </form>
          <a class="button secondary" href="\(cancelHref)">Cancel</a>
        </section>
        """
    }

    /// The error page's content: the message and the way back to the app's start.
    public static func errorContent(message: String, app: AppChrome) -> HTML {
        """
        <section class="empty-state">
          <p class="empty-text">\(message)</p>
          <a class="button" href="\(app.path(""))">Back to \(app.name)</a>
        </section>
        """
    }
}
