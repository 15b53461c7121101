import MyHabitLabCore
import WebSupport

/// First launch: a short welcome that ends in creating the first habit.
enum WelcomePage {
    typealias Routes = MyHabitLabRoutes

    static func page() throws -> HTML {
        try MyHabitLabWebApp.page(PageChrome(title: "Welcome", pageClass: "welcome-page"), header: .empty, content: """
            <section class="welcome">
              <img class="welcome-icon" src="\(MyHabitLabWebApp.chrome.icon)" alt="" width="96" height="96">
              <h1>MyHabitLab</h1>
              <p class="welcome-lead">Small habits, kept every day.</p>
              <ul class="welcome-points">
                <li><span aria-hidden="true">✓</span> One tap marks a habit done.</li>
                <li><span aria-hidden="true">▦</span> A year of days at a glance, streaks and strength.</li>
                <li><span aria-hidden="true">🔒</span> Everything stays on this device. No account.</li>
              </ul>
              <a class="button" href="\(Routes.newHabit.path(query: ["first": "1"]))">Create your first habit</a>
              <form method="post" action="\(Routes.finishWelcome.path())"><button class="text-link" type="submit">Not now</button></form>
            </section>
            """)
    }
}
