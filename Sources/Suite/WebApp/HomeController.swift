import Hummingbird
import WebSupport

/// `/`: the phone's home screen, with an icon per app of the suite.
struct HomeController: Sendable {
    let apps: [AppChrome]

    func addRoutes(to router: Router<some RequestContext>) {
        let page = Response.html(Self.page(apps))
        router.get("/") { _, _ in page }
    }

    static func page(_ apps: [AppChrome]) -> HTML {
        """
        \(Layout.head(title: "HabitSuite", app: Suite.chrome))
        <body class="home-page">
        <div class="phone home-screen">
          <p class="home-time" aria-hidden="true">HabitSuite</p>
          <nav class="home-grid" aria-label="Apps">
        \(apps.map(icon))  </nav>
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
