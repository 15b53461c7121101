import DayKit
import Foundation
import MyHabitLabCore
import WebSupport

/// The home-screen widgets (small and medium) as a phone would draw them: fixed sizes, no tab
/// bar; a tap toggles today.
enum WidgetPage {
    typealias Routes = MyHabitLabRoutes

    static func page(_ snapshot: WidgetSnapshot) throws -> HTML {
        let size = snapshot.size.rawValue
        let chrome = PageChrome(title: "Widget (\(size))", pageClass: "widget-page")
        let items: [HTML] = snapshot.habits.map { item in
            let done = item.state == .done
            return """
                <li class="widget-item \(Components.colorClass(item.color)) state-\(item.state.rawValue)">
                  <form method="post" action="\(Routes.widgetToggle.path(size, item.id.uuidString))">
                    <button type="submit" class="widget-button\(done ? " checked" : "")" aria-pressed="\(done ? "true" : "false")" aria-label="\(done ? "\(item.name): done. Tap to undo." : "Mark \(item.name) done")">
                      <span class="widget-icon" aria-hidden="true">\(item.icon)</span>
                      <span class="widget-name">\(item.name)</span>
                      <span class="widget-tick" aria-hidden="true">\(done ? "✓" : "")</span>
                    </button>
                  </form>
                </li>
                """
        }
        return try MyHabitLabWebApp.page(chrome, header: .empty, content: """
            <section class="widget widget-\(size)" aria-label="\("MyHabitLab widget, \(size)")" data-widget>
              <header class="widget-head"><span>\(snapshot.date.formatted(.weekdayAndDay))</span><strong>\(snapshot.doneCount)/\(snapshot.dueCount)</strong></header>
              \(snapshot.habits.isEmpty
                ? "<a class=\"widget-empty\" href=\"\(Routes.newHabit.path())\">Add a habit</a>" as HTML
                : "<ul class=\"widget-list\">\(items)</ul>")
            </section>
            <p class="widget-caption">\(size.capitalized) widget · <a href="\(Routes.widget.path(size == "small" ? "medium" : "small"))">\(size == "small" ? "Medium" : "Small")</a> · <a href="\(Routes.today.path())">Open the app</a></p>
            """)
    }
}
