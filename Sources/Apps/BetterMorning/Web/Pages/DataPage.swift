import BetterMorningCore
import DayKit
import Hummingbird
import WebSupport

/// The Data tab: a card per routine with its week's bar chart.
enum DataPage {
    typealias Routes = BetterMorningRoutes

    /// Chart geometry, in SVG user units.
    private enum ChartSize {
        static let width = 308.0
        static let plotHeight = 110.0
        /// Room above the plot for the tallest bar's count.
        static let top = 18.0
        static let axis = top + plotHeight
        static let column = width / 7
        static let barWidth = 22.0
    }

    static func page(_ screen: DataScreen) -> HTML {
        let shown = WeekLinks(screen.cards)
        let chrome = PageChrome(title: "Data", tab: BetterMorningWebApp.Tab.data.rawValue, message: PageRequest.current.notice, pageClass: "data-page")
        let empty: HTML? = screen.cards.isEmpty ? """
            <section class="empty-state">
              <div class="empty-art" aria-hidden="true"><span class="bars"></span></div>
              <h2>No data yet</h2>
              <p class="empty-text">Choose a routine and check off its tasks: your weekly chart shows up here.</p>
              <a class="button" href="\(Routes.explore.path())">Explore routines</a>
              <a class="button secondary" href="\(Routes.create.path(query: ["from": "data"]))">Create your own</a>
            </section>
            """ : nil
        return BetterMorningWebApp.page(chrome, header: Components.tabHeader("Data", tab: .data), content: """
            \(empty)
            <ul class="cards">
            \(screen.cards.map { card($0, shown: shown) })</ul>
            """)
    }

    private static func card(_ card: DataCard, shown: WeekLinks) -> HTML {
        let week = card.week
        let id = card.routine.id
        let described = week.days.map { "\(RegionFormat.current.shortWeekday($0.date.weekday)) \($0.count.map(String.init) ?? "no bar")" }
        let earlier: HTML = week.hasEarlier
            ? "<a class=\"arrow\" href=\"\(shown.href(id, week.offset - 1))\" aria-label=\"Previous week\" data-prev>‹</a>"
            : "<span class=\"arrow is-disabled\" aria-hidden=\"true\">‹</span>"
        let later: HTML = week.hasLater
            ? "<a class=\"arrow\" href=\"\(shown.href(id, week.offset + 1))\" aria-label=\"Next week\" data-next>›</a>"
            : "<span class=\"arrow is-disabled\" aria-hidden=\"true\">›</span>"
        let hasBars = week.days.contains { $0.count != nil }
        return """
              <li class="card" id="card-\(id.rawValue)">
                <div class="card-head">
                  <h2 class="card-name">\(card.routine.name)</h2>
                  \(if: card.isActive, "<span class=\"badge\">Active</span>")
                  <details class="menu">
                    <summary class="icon-button" aria-label="Options for \(card.routine.name)">•••</summary>
                    <div class="menu-items">
                      <a class="menu-item" href="\(Routes.restart.path(String(id)))" data-confirm>Restart routine</a>
                      <a class="menu-item destructive" href="\(Routes.delete.path(String(id)))" data-confirm>Delete routine</a>
                    </div>
                  </details>
                </div>
                <div class="week-nav">
                  \(earlier)
                  <div class="week-heading"><p class="week-title">\(week.title)</p>\(if: week.offset >= -1, "<p class=\"week-dates\">\(week.dates)</p>")</div>
                  \(later)
                </div>
                <div class="chart" data-swipe>
                  <svg class="chart-svg" viewBox="0 0 308 158" role="img" aria-label="\("Tasks done, \(week.title): " + described.joined(separator: ", "))">
                    <line class="axis" x1="0" y1="\(ChartSize.axis + 0.5)" x2="308" y2="\(ChartSize.axis + 0.5)"/>
                    \(if: !hasBars, "<text class=\"empty-week\" x=\"154\" y=\"80\">No tasks done this week</text>")
                    \(week.days.enumerated().map { bar($1, index: $0, scale: week.scale) })
                  </svg>
                </div>
              </li>

            """
    }

    private static func bar(_ day: ChartDay, index: Int, scale: Int) -> HTML {
        let center = ChartSize.column * (Double(index) + 0.5)
        let weekday: HTML = "<text class=\"weekday\(if: day.isToday, " is-today")\" x=\"\(center)\" y=\"150\">\(day.weekday)</text>\n"
        guard let count = day.count else { return weekday }
        let height = Double(count) / Double(max(scale, count)) * ChartSize.plotHeight
        let y = ChartSize.axis - height
        return """
            <rect class="bar\(if: day.isToday, " is-today")" x="\(center - ChartSize.barWidth / 2)" y="\(y)" width="22" height="\(height)" rx="6"/><text class="count" x="\(center)" y="\(y)" dy="-5">\(count)</text>
            \(weekday)
            """
    }

    /// Each card's week from `?w<routine>=<offset>`; malformed entries are ignored.
    static func weekOffsets(_ request: Request) -> [Routine.ID: Int] {
        var offsets: [Routine.ID: Int] = [:]
        for (key, value) in request.uri.queryParameters where key.hasPrefix("w") {
            if let id = Routine.ID(String(key.dropFirst())), let offset = Int(value) { offsets[id] = offset }
        }
        return offsets
    }

}

/// The addresses of the week arrows: the Data page with one card moved to another week and every
/// other card where it is (`?w<routine>=<offset>`, in routine order, this week left out).
struct WeekLinks {
    /// The shown weeks that are not this week, by routine, in routine order.
    private let moved: [(id: Routine.ID, offset: Int)]

    init(_ cards: [DataCard]) {
        moved = cards.filter { $0.week.offset != 0 }.map { ($0.routine.id, $0.week.offset) }.sorted { $0.id < $1.id }
    }

    /// The Data page with card `id` at week `offset`.
    func href(_ id: Routine.ID, _ offset: Int) -> String {
        var pairs = moved.filter { $0.id != id }
        if offset != 0 {
            pairs.insert((id, offset), at: pairs.firstIndex { $0.id > id } ?? pairs.endIndex)
        }
        let query = pairs.map { "w\($0.id)=\($0.offset)" }.joined(separator: "&")
        return BetterMorningRoutes.data.path() + (query.isEmpty ? "" : "?\(query)") + "#card-\(id)"
    }
}
