import BetterMorningCore
import DayKit
import WebSupport

/// The Routine tab: the day scroller and the day's tasks, checkable today only.
enum RoutinePage {
    typealias Routes = BetterMorningRoutes

    static func page(_ screen: RoutineScreen) -> HTML {
        let chrome = PageChrome(title: "Routine", tab: BetterMorningWebApp.Tab.routine.rawValue, message: PageRequest.current.notice, pageClass: "routine-page")
        let body: HTML = switch screen.state {
        case .noActiveRoutine: empty
        case .startsTomorrow: startsTomorrow(screen)
        case .running: running(screen)
        }
        return BetterMorningWebApp.page(chrome, header: Components.tabHeader("Routine", tab: .routine), content: """
            <div class="routine" data-live-day>
            \(body)
            </div>
            """)
    }

    private static var empty: HTML {
        """
        <section class="empty-state">
          <div class="empty-art" aria-hidden="true"><span class="sun"></span></div>
          <h2>No routine yet</h2>
          <p class="empty-text">Follow the morning of someone you admire, or build your own.</p>
          <a class="button" href="\(Routes.explore.path())">Explore routines</a>
          <a class="button secondary" href="\(Routes.create.path(query: ["from": "routine"]))">Create your own</a>
        </section>
        """
    }

    /// Said once: the routine starts tomorrow, with tomorrow's tasks as a greyed preview and, when
    /// the daily reminder is off, a switch to turn it on.
    private static func startsTomorrow(_ screen: RoutineScreen) -> HTML {
        let first = screen.tasks.first.map { $0.time.formatted() } ?? "the first task"
        let reminder: HTML? = screen.remindersOn ? nil : """
              <div class="group reminder-offer">
                \(SettingsPage.notificationsSwitch(enabled: false, label: "Remind me at \(first)", from: Routes.routine.path()))
              </div>
            """
        return """
            <section class="empty-state compact">
              <div class="empty-art" aria-hidden="true"><span class="moon"></span></div>
              <h2>Starts tomorrow</h2>
              <p class="empty-text">Your first morning with <strong>\(screen.routine?.name)</strong>. Sleep well.</p>
            </section>
            \(reminder)
            <h3 class="section-title">Tomorrow's tasks</h3>
            <ul class="group tasks is-preview" aria-label="Tomorrow's tasks, a preview">
            \(screen.tasks.map { task(row: $0, on: screen.date) })</ul>
            """
    }

    private static func running(_ screen: RoutineScreen) -> HTML {
        let earlier = screen.earlierDay.map { day -> HTML in
            "<a class=\"day-chip more\" href=\"\(Routes.routine.path(query: ["day": day.description]))\" aria-label=\"Earlier days\">‹</a>"
        }
        let later = screen.laterDay.map { day -> HTML in
            "<a class=\"day-chip more\" href=\"\(Routes.routine.path(query: ["day": day.description]))\" aria-label=\"Later days, up to today\">›</a>"
        }
        let hint: HTML? = switch screen.mode {
        case .past: "<p class=\"hint\">This day is over; it can't be changed.</p>"
        case .future: "<p class=\"hint\">This day hasn't started yet.</p>"
        case .closed: "<p class=\"hint\">This day was already closed — your clock or time zone moved back — so it can't be changed.</p>"
        default: nil
        }
        return """
            \(screen.openDays.map(openDays))
            <h2 class="routine-name">\(screen.routine?.name)</h2>
            <nav class="scroller" id="scroller" aria-label="Days">
              \(earlier)
              \(screen.days.map(chip))
              \(later)
            </nav>
            <div class="day-heading">
              <h3>\(screen.mode == .today ? "Today" : screen.date.formatted(.long))</h3>
              <p class="progress">\(screen.doneCount) of \(screen.tasks.count) done</p>
              \(if: screen.mode == .today, "<a class=\"button start-run\" href=\"\(Routes.run.path())\">▶ Start</a>" as HTML)
            </div>
            \(hint)
            <ul class="group tasks">
            \(screen.tasks.map { task(row: $0, on: screen.date) })</ul>
            """
    }

    /// Asks before closing more days than a catch-up closes by itself (issue 40, item 1).
    private static func openDays(_ open: OpenDays) -> HTML {
        """
        <section class="group open-days" aria-labelledby="open-days-title">
          <h3 id="open-days-title">\(open.count) days are still open</h3>
          <p>\(open.first.formatted(.long)) through \(open.last.formatted(.long)) are over but not closed yet. Better Morning closes up to \(BetterMorningLimits.catchUpDays) missed days by itself and asks before closing more.</p>
          <p class="hint">Not away that long? Your device's clock may be wrong: check it first.</p>
          <form method="post" action="\(Routes.closeDays.path())">
            <button class="button" type="submit">Close \(open.count) days as missed</button>
          </form>
        </section>
        """
    }

    private static func chip(_ day: ScrollerDay) -> HTML {
        let label = day.date.formatted(.long) + (day.isToday ? ", today" : "") + (day.isEnabled ? "" : ", not yet available")
        let face: HTML = "<span class=\"chip-weekday\">\(day.isToday ? "Today" : day.weekday)</span><span class=\"chip-day\">\(day.dayOfMonth)</span>"
        guard day.isEnabled else {
            return "<span class=\"day-chip is-disabled\" aria-disabled=\"true\" aria-label=\"\(label)\">\(face)</span>"
        }
        return """
            <a class="day-chip\(if: day.isToday, " is-today")" href="\(Routes.routine.path(query: ["day": day.date.description]))" aria-label="\(label)"\(if: day.isSelected, " aria-current=\"date\"")>\(face)</a>
            """
    }

    private static func task(row task: TaskRow, on day: CalendarDay) -> HTML {
        let time = task.time.formatted()
        let label = task.spokenLabel
        let isDone = task.mark == .done
        let face: HTML = """
                  <span class="mark" aria-hidden="true">\(task.mark.symbol)</span>
                    <span class="task-time">\(time)</span>
                    <span class="task-title">\(task.title)</span>
            """
        guard task.canToggle else {
            return """
                  <li class="task-row" id="task-\(String(task.id))">
                    <div class="task is-static\(if: isDone, " is-done")\(if: task.mark == .missed, " is-missed")" role="group" aria-label="\(label)">
                \(face)
                    </div>
                  </li>

                """
        }
        return """
              <li class="task-row" id="task-\(String(task.id))">
                <form method="post" action="\(Routes.toggle.path(String(task.id)))" class="task-form">
                  <input type="hidden" name="day" value="\(day.description)">
                  <input type="hidden" name="done" value="\(isDone ? "0" : "1")">
                  <button class="task\(if: isDone, " is-done")" type="submit" aria-label="\(label)" aria-pressed="\(isDone ? "true" : "false")">
            \(face)
                  </button>
                </form>
              </li>

            """
    }
}
