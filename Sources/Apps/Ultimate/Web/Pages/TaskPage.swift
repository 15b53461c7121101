import DayKit
import Foundation
import UltimateCore
import WebSupport

/// A task's detail, opened from its card: what it asks, its day with the control and a note, and
/// its history across attempts.
enum TaskPage {
    typealias Routes = UltimateRoutes

    /// The task's page; `problem` is a value refused in its box, shown beside it with what was typed.
    static func page(_ screen: TaskScreen, isToday: Bool,
                     problem: FieldProblem? = nil) -> HTML {
        let planned = screen.planned
        let ids = (screen.challenge.id.uuidString, planned.id.uuidString)
        let chrome = PageChrome(title: planned.name, tab: UltimateWebApp.Tab.today.rawValue, message: UltimatePage.current.notice, pageClass: "task-page")
        let back = isToday ? Routes.today.path() : Routes.day.path(screen.date.description)
        let header = Components.navBar(planned.name, back: back, backLabel: isToday ? "Today" : "Yesterday")
        let here = Routes.task.path(ids.0, ids.1, query: isToday ? [:] : ["day": screen.date.description])
        let hidden: HTML = """
            <input type="hidden" name="day" value="\(screen.date.description)"><input type="hidden" name="from" value="\(here)">
            """
        let rate = screen.dueDays == 0 ? 0 : Double(screen.completedDays) / Double(screen.dueDays)
        return UltimateWebApp.page(chrome, header: header, content: """
            <section class="glass-card task-summary">
              <p class="subhead muted"><a href="\(Routes.challenge.path(ids.0))">\(screen.challenge.name)</a> · \(planned.category.rawValue.capitalized)</p>
              <p class="headline">\(planned.measurement == .binary ? MeasurementKind.binary.words : planned.measurement == .checklist ? "Tick \(planned.target)" : "Target \(planned.target)")</p>
              <p class="subhead muted">Due \(planned.due)\(planned.time.map { " · at \($0.description)" } ?? "")</p>
              \(if: !planned.detail.isEmpty, "<p class=\"body\">\(planned.detail)</p>" as HTML)
            </section>
            \(screen.day.map { day in dayCard(day, screen: screen, isToday: isToday, ids: ids, hidden: hidden, problem: problem) })
            <section class="glass-card progress-card">
              \(Components.ring(rate, label: "\(Int((rate * 100).rounded()))%", size: 88, caption: "\(screen.completedDays) of \(screen.dueDays) due days done"))
              <div>
                <p class="headline">\(screen.dueDays == 0 ? "No day judged yet" : "\(screen.completedDays) of \(screen.dueDays) due days done")</p>
                <p class="subhead muted">Counting days already judged, every attempt included.</p>
              </div>
            </section>
            <h2 class="section-title">History</h2>
            \(screen.history.isEmpty ? "<p class=\"callout muted glass-card\">Nothing yet: its first day is still to come.</p>" as HTML : """
                <ol class="card-list history">
                \(screen.history.map { day in
                    """
                    <li class="history-row glass-card">
                      <div><p class="headline">\(day.date.formatted(.full))</p>
                        <p class="footnote muted">Day \(day.challengeDay)\(day.attempt > 1 ? " · attempt \(day.attempt)" : "")\(day.logged.map { " · \($0)" } ?? "")</p>
                        \(day.note.map { "<p class=\"callout note-text\">“\($0)”</p>" as HTML })</div>
                      \(Components.badge(day.status))
                    </li>

                    """ as HTML
                })</ol>
                """)
            """)
    }

    /// The task on the page's day: its status, control and note.
    static func dayCard(_ day: DayTask, screen: TaskScreen, isToday: Bool, ids: (String, String), hidden: HTML, problem: FieldProblem?) -> HTML {
        """
        <section class="glass-card task-day" id="task-\(ids.1)">
          <div class="task-head">
            <h2 class="headline">\(isToday ? "Today" : screen.date.formatted(.full))</h2>
            \(Components.badge(day.status))
          </div>
          \(day.week.map { "<p class=\"footnote week-quota\">\(TodayPage.weekQuota($0))</p>" as HTML })
          \(day.weekNote.map { "<p class=\"footnote muted\">\($0)</p>" as HTML })
          \(screen.isLoggable && day.status != .notDue ? TodayPage.control(day, ids: ids, hidden: hidden, problem: problem) : .empty)
          \(if: screen.isLoggable && [.completed, .inProgress].contains(day.status) && day.measurement != .binary, """
            <form method="post" action="\(Routes.undo.path(ids.0, ids.1))">\(hidden)<button class="button tertiary destructive" type="submit">Clear the day's log</button></form>
            """)
          \(screen.isLoggable ? """
            <form class="form note-form" id="note" method="post" action="\(Routes.note.path(ids.0, ids.1))">\(hidden)
              <label class="field"><span class="subhead">Note</span>
                <textarea name="text" rows="3" maxlength="\(UltimateLimits.noteLength)" placeholder="How did it go?">\(day.note ?? "")</textarea></label>
              <button class="button secondary" type="submit">Save note</button>
            </form>
            """ as HTML : day.note.map { "<p class=\"callout note-text\">“\($0)”</p>" as HTML } ?? .empty)
        </section>
        """
    }
}
