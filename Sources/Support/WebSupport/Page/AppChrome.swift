/// How one app of the suite looks and where it lives: data that the shared layout renders.
public struct AppChrome: Sendable {
    /// The app's name, as the home screen and the document title show it.
    public let name: String
    /// The path every route of the app lives under, e.g. `/my-app`.
    public let root: String
    /// The app icon's address.
    public let icon: String
    /// The browser's theme colour (`#RRGGBB`).
    public let themeColor: String
    /// The stylesheets every page links, in order.
    public let stylesheets: [String]
    /// The scripts every page loads (deferred).
    public let scripts: [String]
    /// The bottom tab bar; empty for an app without tabs.
    public let tabs: [Tab]
    /// The colour schemes its pages support (`light`, or `dark light`), for the browser's controls.
    public let colorScheme: String
    /// The browser's theme colour while the system is dark, for pages that follow the system; nil:
    /// `themeColor` always.
    public let darkThemeColor: String?

    /// A tab of the bottom tab bar.
    public struct Tab: Sendable {
        /// Names the tab in `PageChrome.tab`.
        public let id: String
        /// The label under the icon.
        public let title: String
        /// Where the tab leads.
        public let href: String
        /// The tab's icon (an inline SVG written by the app).
        public let icon: HTML

        /// A tab called `title`, leading to `href`.
        public init(id: String, title: String, href: String, icon: HTML) {
            self.id = id
            self.title = title
            self.href = href
            self.icon = icon
        }
    }

    /// An app's chrome.
    public init(name: String, root: String, icon: String, themeColor: String, stylesheets: [String],
                scripts: [String] = [], tabs: [Tab] = [], colorScheme: String = "light", darkThemeColor: String? = nil) {
        self.name = name
        self.root = root
        self.icon = icon
        self.themeColor = themeColor
        self.stylesheets = stylesheets
        self.scripts = scripts
        self.tabs = tabs
        self.colorScheme = colorScheme
        self.darkThemeColor = darkThemeColor
    }

    /// An app in the suite's shape: its `Public/` folder (served at `<root>/static/`) holds
    /// `icon.svg`, `app.css` and `app.js`.
    public static func app(_ name: String, root: String, themeColor: String, tabs: [Tab], colorScheme: String = "light",
                           darkThemeColor: String? = nil) -> AppChrome {
        AppChrome(name: name, root: root, icon: "\(root)/static/icon.svg", themeColor: themeColor, stylesheets: ["\(root)/static/app.css"],
                  scripts: ["\(root)/static/app.js"], tabs: tabs, colorScheme: colorScheme, darkThemeColor: darkThemeColor)
    }

    /// `<root>/<path>`: every address of the app is made here.
    public func path(_ path: String) -> String { path.isEmpty ? root + "/" : "\(root)/\(path)" }

    /// Whether `path` is inside the app.
    public func contains(_ path: String) -> Bool { path == root || path.hasPrefix(root + "/") }
}

/// What one page adds to its app's chrome.
public struct PageChrome: Sendable {
    /// The document title (the app's name follows it).
    public var title: String
    /// The selected tab's id; nil hides the tab bar (onboarding, sheets).
    public var tab: String?
    /// A one-line message shown above the content.
    public var notice: String?
    /// A message about something that went wrong.
    public var error: String?
    /// The `body` element's class.
    public var pageClass: String

    /// A page's chrome.
    public init(title: String, tab: String? = nil, notice: String? = nil, error: String? = nil, pageClass: String) {
        self.title = title
        self.tab = tab
        self.notice = notice
        self.error = error
        self.pageClass = pageClass
    }
}
