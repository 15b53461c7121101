import Hummingbird

/// `/`: the phone's home screen, with an icon per app.
struct HomeController: Sendable {
    let pages: PageRenderer

    struct HomePage: PageContext {
        let chrome = Chrome(title: "HabitSuite", tab: nil, pageClass: "home-page")
    }

    func addRoutes(to router: Router<some RequestContext>) {
        router.get("/") { _, _ in pages.page("home", HomePage()) }
    }
}
