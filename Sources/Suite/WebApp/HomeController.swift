import Hummingbird
import WebSupport

/// `/`: the phone's home screen, with an icon per app of the suite.
struct HomeController: Sendable {
    let apps: [AppChrome]
    /// Whether the server asks for sign-in: the screen then links to "Sign-in and tokens".
    var signsIn = false

    func addRoutes(to router: Router<some RequestContext>) {
        let page = Response.html(Self.page(apps, signsIn: signsIn))
        router.get("/") { _, _ in page }
    }

    static func page(_ apps: [AppChrome], signsIn: Bool = false) -> HTML {
        """
        \(Layout.head(title: "HabitSuite", app: Suite.chrome))
        <body class="home-page">
        <div class="phone home-screen">
          <p class="home-time" aria-hidden="true">HabitSuite</p>
          <nav class="home-grid" aria-label="Apps">
        \(apps.map(icon))  </nav>
        \(if: signsIn, "<p class=\"home-account\"><a href=\"/account\">Sign-in and tokens</a></p>")
        </div>
        </body>
        </html>
        """
    }

    private static func icon(_ app: AppChrome) -> HTML {
        """
            <a class="app-icon" href="\(app.path(""))">
              <img src="\(app.icon)" alt="" width="64" height="64">
              <span>\(app.name)</span>
            </a>

        """
    }
}

/// The suite's own chrome: for the home screen and pages outside every app.
enum Suite {
    static let chrome = AppChrome(name: "HabitSuite", root: "", icon: "/static/suite-icon.svg", themeColor: "#F4F4F6",
                                  stylesheets: ["/static/suite.css"])
}
