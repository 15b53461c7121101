import MyHabitLabCore
import WebSupport

/// Stats (tab 2): every active habit's card, and this week's totals.
enum StatsPage {
    typealias Routes = MyHabitLabRoutes

    static func page(_ screen: StatsScreen) throws -> HTML {
        let chrome = PageChrome(title: "Stats", tab: MyHabitLabWebApp.Tab.stats.rawValue, pageClass: "stats-page")
        guard !screen.habits.isEmpty else {
            return try MyHabitLabWebApp.page(chrome, header: Components.largeHeader("Stats"), content: """
                <section class="empty-state">
                  <p class="empty-emoji" aria-hidden="true">📈</p>
                  <h2>Nothing to measure yet</h2>
                  <p>Stats appear once you track a habit.</p>
                  <a class="button" href="\(Routes.newHabit.path())">Create a habit</a>
                </section>
                """)
        }
        return try MyHabitLabWebApp.page(chrome, header: Components.largeHeader("Stats"), content: """
            <section class="card week-total">
              <p class="big-number">\(screen.habitsMetThisWeek)</p>
              <p>of \(Components.counted(screen.habitsDueThisWeek, "habit")) met this week</p>
            </section>
            <ul class="stat-cards">
            \(screen.habits.map(card))</ul>
            """)
    }

    static func card(_ card: StatsScreen.Card) -> HTML {
        """
        <li class="card stat-card \(Components.colorClass(card.color))">
          <a class="stat-card-link" href="\(Routes.habit.path(card.id))">
            <span class="stat-icon" aria-hidden="true">\(card.icon)</span>
            <span class="stat-name">\(card.name)</span>
            \(if: card.sparkline.count > 1, Components.lineChart(card.sparkline, width: 100, height: 28, label: "Strength, last 30 days", className: "sparkline"))
          </a>
          <dl class="stat-row">
            <div><dt>Streak</dt><dd>\(Components.streakText(card.currentStreak, unit: card.streakUnit))</dd></div>
            <div><dt>Best</dt><dd>\(Components.streakText(card.longestStreak, unit: card.streakUnit))</dd></div>
            <div><dt>30 days</dt><dd>\(Components.percent(card.rate30))</dd></div>
            <div><dt>Strength</dt><dd>\(Components.percent(card.strength))</dd></div>
          </dl>
        </li>

        """
    }
}
