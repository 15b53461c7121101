import DayKit
import Foundation
import MyHabitLabCore
import WebSupport

/// A habit's page: header in its colour, the year heatmap, the calendar editor, stats, actions.
enum HabitDetailPage {
    typealias Routes = MyHabitLabRoutes

    /// What the page shows (Core's, read in one go).
    typealias Screen = HabitScreen

    static func page(_ screen: Screen) throws -> HTML {
        let habit = screen.stats.habit
        let id = habit.id.uuidString
        let chrome = PageChrome(title: habit.name, message: MyHabitLabPage.current.notice, pageClass: "detail-page \(Components.colorClass(habit.color))")
        let edit: HTML = "<a class=\"header-action\" href=\"\(Routes.editHabit.path(id))\">Edit</a>"
        let back = habit.archived ? ("Settings", Routes.settings.path()) : ("Today", Routes.today.path())
        return try MyHabitLabWebApp.page(chrome, header: Components.backHeader("", back: back.0, href: back.1, trailing: edit), content: """
            <section class="habit-hero">
              <span class="hero-icon" aria-hidden="true">\(habit.icon)</span>
              <div>
                <h1 class="hero-name">\(habit.name)</h1>
                <p class="hero-meta">\(habit.scheduleText)\(habit.target.map { " · \(habit.direction == .atMost ? "at most" : "at least") \($0.regionText)\(habit.unit.map { $0.isEmpty ? "" : " " + $0 } ?? "")" } ?? "")\(habit.archived ? " · Archived" : "")</p>
                \(habit.detail.map { "<p class=\"hero-detail\">\($0)</p>" as HTML })
              </div>
            </section>
            \(heatmap(screen))
            \(calendar(screen))
            \(stats(screen))
            <section class="card actions">
              \(habit.archived
                ? "<form method=\"post\" action=\"\(Routes.restore.path(id))\"><button class=\"button secondary\" type=\"submit\">Restore to Today</button></form>" as HTML
                : "<form method=\"post\" action=\"\(Routes.archive.path(id))\"><button class=\"button secondary\" type=\"submit\">Archive</button></form>")
              <a class="button destructive-outline" href="\(Routes.delete.path(id))">Delete habit</a>
            </section>
            """)
    }

    /// The address of this page with `year` and `month` chosen.
    static func address(_ screen: Screen, year: Int? = nil, month: String? = nil, fragment: String) -> String {
        Routes.habit.path(screen.stats.habit.id,
                          query: ["year": String(year ?? screen.heatmap.year), "month": month ?? screen.calendar.month], fragment: fragment)
    }

    static func heatmap(_ screen: Screen) -> HTML {
        let map = screen.heatmap
        let name = map.habit.name
        let unit = map.habit.unit
        // Each week's column starts with its month's name where a month begins in it.
        let tiles: [HTML] = map.weeks.flatMap { week in
            let first = week.compactMap { $0 }.first { $0.date.day == 1 }
            let month: HTML = "<span class=\"month-label\" aria-hidden=\"true\">\(first.map { RegionFormat.current.shortMonth($0.date.month) } ?? "")</span>"
            return [month] + week.map { day -> HTML in
                guard let day else { return "<span class=\"tile blank\"></span>" }
                let label = Components.dayLabel(name, day.date, day.state, value: day.value, unit: unit)
                return "<span class=\"tile l\(day.level) state-\(day.state.rawValue)\" role=\"img\" aria-label=\"\(label)\" title=\"\(label)\"></span>"
            }
        }
        return """
            <section class="card heatmap-card" id="heatmap" aria-labelledby="heatmap-title">
              <div class="card-head">
                \(map.previousYear.map { "<a class=\"pager\" href=\"\(address(screen, year: $0, fragment: "heatmap"))\" data-in-place=\"#heatmap\" aria-label=\"\("Year \($0)")\">‹</a>" as HTML } ?? "<span class=\"pager\"></span>")
                <h2 class="card-title" id="heatmap-title">\(String(map.year))</h2>
                \(map.nextYear.map { "<a class=\"pager\" href=\"\(address(screen, year: $0, fragment: "heatmap"))\" data-in-place=\"#heatmap\" aria-label=\"\("Year \($0)")\">›</a>" as HTML } ?? "<span class=\"pager\"></span>")
              </div>
              <div class="heatmap-wrap">
                <div class="heatmap-days" aria-hidden="true"><span></span>\(map.weekdays.map { "<span>\(RegionFormat.current.weekdayInitial($0))</span>" as HTML })</div>
                <div class="heatmap-scroll" data-scroll-end tabindex="0" role="group" aria-label="\("\(name) in \(map.year)")"><div class="heatmap">\(tiles)</div></div>
              </div>
              <p class="legend" aria-hidden="true">Less <span class="tile l0"></span><span class="tile l1"></span><span class="tile l2"></span><span class="tile l3"></span><span class="tile l4"></span> More · <span class="tile state-skipped"></span> skipped</p>
            </section>
            """
    }

    static func calendar(_ screen: Screen) -> HTML {
        let month = screen.calendar
        let habit = month.habit
        let id = habit.id.uuidString
        let cycles = habit.kind == .yesNo
        let parts = month.month.split(separator: "-").compactMap { Int($0) }
        let title = parts.count == 2 ? CalendarDay(year: parts[0], month: parts[1], day: 1).map { $0.formatted(.monthAndYear) } ?? month.month : month.month
        let rows: [HTML] = month.weeks.map { week in
            let cells: [HTML] = week.map { day in
                guard let day else { return "<span class=\"cal-day blank\"></span>" }
                let label = Components.dayLabel(habit.name, day.date, day.state, value: day.value, unit: habit.unit)
                if day.date > screen.today || day.state == .future {
                    return "<span class=\"cal-day future\" aria-disabled=\"true\" aria-label=\"\(label)\">\(day.date.day)</span>"
                }
                return """
                    <a class="cal-day state-\(day.state.rawValue) l\(day.level)\(day.date == screen.today ? " today" : "")" href="\(Routes.day.path(id, day.date.description))" aria-label="\(label)"\
                    \(if: cycles && day.state != .beforeStart, " data-cycle=\"\(Routes.cycle.path(id))\" data-day=\"\(day.date.description)\"")><span>\(day.date.day)</span><small aria-hidden="true">\(day.value.map { $0.regionText } ?? day.state.mark ?? "")</small></a>
                    """
            }
            return "<div class=\"cal-week\">\(cells)</div>"
        }
        return """
            <section class="card calendar-card" id="calendar" aria-labelledby="calendar-title">
              <div class="card-head">
                \(month.previousMonth.map { "<a class=\"pager\" href=\"\(address(screen, month: $0, fragment: "calendar"))\" data-in-place=\"#calendar\" aria-label=\"Previous month\">‹</a>" as HTML } ?? "<span class=\"pager\"></span>")
                <h2 class="card-title" id="calendar-title">\(title)</h2>
                \(month.nextMonth.map { "<a class=\"pager\" href=\"\(address(screen, month: $0, fragment: "calendar"))\" data-in-place=\"#calendar\" aria-label=\"Next month\">›</a>" as HTML } ?? "<span class=\"pager\"></span>")
              </div>
              <div class="cal-head" aria-hidden="true">\(month.weekdays.map { "<span>\(RegionFormat.current.shortWeekday($0))</span>" as HTML })</div>
              <div class="cal-grid">\(rows)</div>
              <p class="footnote">\(cycles ? "Tap a past day: done → skipped → cleared. Press and hold for a note. A day before the start opens first." : "Tap a past day to enter its value or a note.")</p>
            </section>
            """
    }

    static func stats(_ screen: Screen) -> HTML {
        let stats = screen.stats
        let unit = stats.streakUnit
        let recent = screen.scores.days  // the last year (HabitScreen)
        // NB: one point a week keeps the line calm and the page small.
        let points = Array(stride(from: recent.count - 1, through: 0, by: -7).map { recent[recent.startIndex + $0].score }.reversed())
        let weekdays = stats.weekdayTotals.map { (label: String($0.weekday.prefix(1)).uppercased(), value: $0.total) }
        let order = screen.calendar.weekdays.map { weekdays[$0 - 1] }
        let months = stats.monthTotals.suffix(12).map { total -> (label: String, value: Int) in
            let month = Int(total.month.suffix(2)) ?? 1
            return (RegionFormat.current.shortMonth(month), total.total)
        }
        return """
            <section class="card stats-card" id="stats" aria-labelledby="stats-title">
              <h2 class="card-title" id="stats-title">Stats</h2>
              <dl class="stat-grid">
                <div><dt>Current streak</dt><dd>\(Components.streakText(stats.currentStreak, unit: unit))</dd></div>
                <div><dt>Longest streak</dt><dd>\(Components.streakText(stats.longestStreak, unit: unit))</dd></div>
                <div><dt>Last 30 days</dt><dd>\(Components.percent(stats.rate30))</dd></div>
                <div><dt>All time</dt><dd>\(Components.percent(stats.rateAll))</dd></div>
                <div><dt>Strength</dt><dd>\(Components.percent(stats.strength))</dd></div>
                <div><dt>Times done</dt><dd>\(stats.total)</dd></div>
              </dl>
              <h3 class="chart-title">Strength over the last year</h3>
              \(Components.lineChart(points, width: 340, height: 90, label: "Strength over the last year, now \(Components.percent(stats.strength))"))
              <h3 class="chart-title">Best streaks</h3>
              \(stats.bestStreaks.isEmpty ? "<p class=\"footnote\">No streak yet.</p>" : """
                <ol class="best-streaks">\(stats.bestStreaks.prefix(5).map { streak in
                    "<li><span>\(RegionFormat.current.text(from: streak.start, to: streak.end, withYear: streak.start.year != screen.today.year || streak.end.year != screen.today.year))</span><strong>\(Components.streakText(streak.length, unit: unit))</strong></li>" as HTML
                })</ol>
                """ as HTML)
              <h3 class="chart-title">By weekday</h3>
              \(Components.barChart(order, label: "Times done by weekday"))
              <h3 class="chart-title">By month</h3>
              \(Components.barChart(months, label: "Times done by month, last 12 months"))
            </section>
            """
    }

    static func deleteConfirmation(_ habit: Habit) throws -> HTML {
        let id = habit.id.uuidString
        return try MyHabitLabWebApp.page(PageChrome(title: "Delete habit", pageClass: "sheet-page"),
                                     header: Components.backHeader("Delete", back: "Cancel", href: Routes.habit.path(id)),
                                     content: Layout.confirmDialog(
                                        heading: "Delete “\(habit.name)”?",
                                        message: "Its whole history goes with it. This cannot be undone; archiving keeps the history instead.",
                                        action: Routes.delete.path(id), confirmLabel: "Delete habit", cancelHref: Routes.habit.path(id)))
    }
}
