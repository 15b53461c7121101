import DayKit
import Foundation
import UltimateCore
import WebSupport

/// Today (tab 1): the day's tasks across running challenges, grouped by challenge with its day,
/// each with the control its measurement needs.
enum TodayPage {
    typealias Routes = UltimateRoutes

    /// The day's page; `problem` is a value refused in a task's box, shown beside it with what was typed.
    static func page(_ screen: ChallengeDayScreen, celebrate: Challenge.ID? = nil,
                     problem: FieldProblem? = nil) -> HTML {
        let title = screen.isToday ? "Today" : screen.isYesterday ? "Yesterday" : screen.date.formatted(.medium)
        let chrome = PageChrome(title: title, tab: UltimateWebApp.Tab.today.rawValue, message: UltimatePage.current.notice, pageClass: "today-page")
        let header: HTML = screen.isToday
            ? """
                \(Components.largeHeader("Today", subtitle: screen.date.formatted(.full)))
                \(screen.earlier.map { earlier in
                    "<a class=\"button tertiary earlier-link\" href=\"\(Routes.day.path(earlier.description))\">\(Icons.back) Yesterday, still open</a>" as HTML
                })
                \(screen.earlierDeadline.map { "<p class=\"footnote earlier-deadline\" id=\"earlier-deadline\">\($0)</p>" as HTML })
                """
            : Components.navBar(title, back: Routes.today.path(), backLabel: "Today")
        guard !screen.challenges.isEmpty else {
            return UltimateWebApp.page(chrome, header: header, content: """
                <section class="empty-state glass-card">
                  <p class="empty-emoji" aria-hidden="true">🏁</p>
                  <h2 class="title-2">No challenge running</h2>
                  <p class="callout muted">Pick a challenge — 75 Hard, Couch to 5K, a 30-day plank — or build your own. Its tasks show up here each day.</p>
                  <a class="button primary" href="\(Routes.challenges.path())">Choose a challenge</a>
                </section>
                """)
        }
        let from = screen.isToday ? Routes.today.path()
            : screen.challenge.map { Routes.day.path(screen.date.description, query: ["challenge": $0.uuidString]) } ?? Routes.day.path(screen.date.description)
        let celebrated = screen.challenges.first { $0.id == celebrate && $0.isComplete }
        return UltimateWebApp.page(chrome, header: header, content: """
            \(if: !screen.isToday, "<p class=\"callout glass-card grace-note\">\(screen.challenge == nil || screen.isYesterday ? "This day is still inside its grace" : "A lenient challenge's days can be filled in later"): what you log here counts for \(screen.date.formatted(.full)).</p>" as HTML)
            \(celebrated.map { celebration($0, isToday: screen.isToday) })
            \(screen.challenges.map { header in
                group(header, screen.tasks.filter { $0.challengeID == header.id }, date: screen.date, isToday: screen.isToday, from: from,
                      problem: problem)
            })
            """)
    }

    /// The day's last task is done: confetti (still when motion is reduced) and the day's progress.
    static func celebration(_ header: ChallengeDayScreen.Header, isToday: Bool) -> HTML {
        """
        <section class="celebration glass-card" role="status" id="celebration">
          <div class="confetti" aria-hidden="true">\((0..<24).map { _ in "<i></i>" as HTML })</div>
          <p class="celebration-emoji" aria-hidden="true">🎉</p>
          <h2 class="title-2">Day \(header.day) of \(header.days) complete</h2>
          <p class="callout muted">Every task of \(header.name) is done\(isToday ? " for today" : ""). \(header.days - header.day == 0
            ? "That was the last day." : "\(header.days - header.day) to go.")</p>
        </section>
        """
    }

    /// One challenge's tasks for the day, under its name and day number.
    static func group(_ header: ChallengeDayScreen.Header, _ tasks: [DayTask], date: CalendarDay, isToday: Bool, from: String,
                      problem: FieldProblem? = nil) -> HTML {
        let due = tasks.filter(\.isDue)
        let done = due.filter { $0.status == .completed }.count
        let id = header.id.uuidString
        return """
            <section class="challenge-group" aria-labelledby="group-\(id)">
              <div class="group-head" id="head-\(id)" data-complete="\(header.isComplete ? "true" : "false")">
                \(Components.ring(due.isEmpty ? 1 : Double(done) / Double(due.count), label: "\(done)/\(due.count)", size: 48,
                                  caption: "\(done) of \(due.count) tasks done"))
                <div class="group-title">
                  <h2 class="title-2" id="group-\(id)"><a href="\(Routes.challenge.path(id))">\(header.name)</a></h2>
                  <p class="subhead muted">Day \(header.day) of \(header.days)\(header.attempt > 1 ? " · attempt \(header.attempt)" : "")\(header.isComplete ? " · all done 🎉" : "")</p>
                </div>
              </div>
              \(if: header.hasUnexplainedReset, """
                <p class="callout reset-hint"><a href="\(Routes.challenge.path(id))">Back to day 1 after a missed task — see why</a></p>
                """)
              <ul class="task-list">
            \(tasks.map { card($0, date: date, isToday: isToday, from: from, problem: problem) })  </ul>
            </section>
            """
    }

    /// A task's card: name, status, progress and its control.
    static func card(_ task: DayTask, date: CalendarDay, isToday: Bool, from: String, problem: FieldProblem? = nil) -> HTML {
        let ids = (task.challengeID.uuidString, task.id.uuidString)
        let detail = Routes.task.path(ids.0, ids.1, query: isToday ? [:] : ["day": date.description])
        let hidden: HTML = """
            <input type="hidden" name="day" value="\(date.description)"><input type="hidden" name="from" value="\(from)">
            """
        let control: HTML = task.status != .notDue ? Self.control(task, ids: ids, hidden: hidden, problem: problem) : .empty
        let swipe = task.measurement == .binary && task.category != .photo && task.status != .notDue
        return """
                <li class="task-card glass-card status-\(task.status.rawValue)" id="task-\(task.id.uuidString)" data-detail="\(detail)"\
            \(if: task.category != .photo, " data-undo=\"\(Routes.undo.path(ids.0, ids.1))\"")\(if: swipe, " data-swipe")>
                  <div class="task-head">
                    <h3 class="headline task-name"><a href="\(detail)">\(task.name)</a></h3>
                    \(Components.badge(task.status))
                    <a class="icon-button more-button" href="\(detail)" aria-label="\(task.name): note, history and more">•••</a>
                  </div>
                  \(task.week.map { "<p class=\"footnote week-quota\">\(weekQuota($0))</p>" as HTML })\
                  \(task.weekNote.map { "<p class=\"footnote muted\">\($0)</p>" as HTML })\
                  \(control)
                </li>

            """
    }

    /// A weekly quota's week: "1 of 3 this week", "3 of 3 this week: done".
    static func weekQuota(_ week: WeekQuota) -> String {
        "\(week.done) of \(week.times) this week" + (week.isMet ? ": done" : "")
    }

    /// The id of the box where a task's amount is typed: `value-<task>` (an amount), `minutes-<task>`.
    static func entryField(_ task: DayTask) -> String {
        "\(task.measurement == .duration ? "minutes" : "value")-\(task.id.uuidString)"
    }

    static func control(_ task: DayTask, ids: (String, String), hidden: HTML, problem: FieldProblem? = nil) -> HTML {
        switch task.measurement {
        case .quantity: return quantity(task, ids: ids, hidden: hidden, problem: problem)
        case .duration: return duration(task, ids: ids, hidden: hidden, problem: problem)
        case .checklist: return checklist(task, ids: ids, hidden: hidden)
        case .binary: return task.category == .photo ? photo(task, ids: ids, hidden: hidden) : binary(task, ids: ids, hidden: hidden)
        }
    }

    static func binary(_ task: DayTask, ids: (String, String), hidden: HTML) -> HTML {
        let done = task.status == .completed
        let action = done ? Routes.undo.path(ids.0, ids.1) : Routes.complete.path(ids.0, ids.1)
        return """
            <form class="task-control" method="post" action="\(action)">\(hidden)
              <button class="check-button" type="submit" aria-pressed="\(done ? "true" : "false")" \
            aria-label="\(done ? "Mark \(task.name) not done" : "Mark \(task.name) done")">\(Icons.check)</button>
              <span class="callout muted">\(done ? "Done. Tap to undo." : "Tap when it's done.")</span>
            </form>
            """
    }

    static func photo(_ task: DayTask, ids: (String, String), hidden: HTML) -> HTML {
        guard task.status != .completed else { return "<p class=\"callout muted\">A progress photo was added for the day.</p>" }
        return """
            <form class="task-control photo-upload" method="post" action="\(Routes.challengePhoto.path(ids.0))" enctype="multipart/form-data">\(hidden)
              <label class="visually-hidden" for="photo-\(ids.1)">Progress photo for \(task.challenge)</label>
              <input class="file-input" id="photo-\(ids.1)" type="file" name="photo" accept="image/jpeg,image/png,image/heic,image/webp" capture="environment" required>
              <button class="button primary" type="submit">Add photo</button>
            </form>
            """
    }

    static func quantity(_ task: DayTask, ids: (String, String), hidden: HTML, problem: FieldProblem?) -> HTML {
        let value = task.shownValue
        let target = task.shownTarget
        let unitText = task.shownUnit ?? ""
        let step = task.step
        let action = Routes.log.path(ids.0, ids.1, fragment: "task-\(ids.1)")
        let field = entryField(task)
        let shown: HTML = task.shown == nil ? .empty : "<input type=\"hidden\" name=\"shown\" value=\"1\">"
        return """
            <div class="task-control quantity">
              <p class="amount"><strong class="title-2">\(value.regionText)</strong> <span class="callout muted">of \(target.regionText) \(unitText)</span></p>
              \(Components.bar(value, of: target, label: "\(task.name): \(value.regionText) of \(target.regionText) \(unitText)"))
              <div class="stepper">
                <form method="post" action="\(action)">\(hidden)\(shown)<input type="hidden" name="mode" value="add"><input type="hidden" name="value" value="\(Components.decimal(-step))">
                  <button class="icon-button" type="submit" aria-label="\(task.name): \(step.regionText) \(unitText) less"\(if: value <= 0, " disabled")>−</button></form>
                <form method="post" action="\(action)">\(hidden)\(shown)<input type="hidden" name="mode" value="add"><input type="hidden" name="value" value="\(Components.decimal(step))">
                  <button class="icon-button primary" type="submit" aria-label="\(task.name): \(step.regionText) \(unitText) more">+</button></form>
                <form class="entry" method="post" action="\(action)">\(hidden)\(shown)<input type="hidden" name="mode" value="set">
                  <label class="visually-hidden" for="value-\(ids.1)">\(task.name) in \(unitText)</label>
                  <input id="\(field)" name="value" inputmode="decimal" value="\(problem?.typed(in: field) ?? Components.decimal(value))" autocomplete="off"\(problem?.attributes(for: field))>
                  <button class="button tertiary" type="submit">Set</button></form>
              </div>
              \(problem?.message(for: field))
            </div>
            """
    }

    /// A duration task's minutes as a clock; while its timer runs, a live one (`role="timer"`):
    /// the page's script counts on from the minutes logged and the instant the timer started, by
    /// the server's clock, so a page kept in the cache or left open shows the time that passed.
    static func minutes(_ task: DayTask) -> HTML {
        guard let started = task.timerStartedAt else {
            return "<strong class=\"title-2\">\(Components.minutesClock(task.value))</strong>"
        }
        return """
            <strong class="title-2" role="timer" data-timer-started="\(Int64((started.timeIntervalSince1970 * 1000).rounded()))" \
            data-timer-logged="\(Int((task.value * 60).rounded()))">\(Components.minutesClock(task.value))</strong>
            """
    }

    static func duration(_ task: DayTask, ids: (String, String), hidden: HTML, problem: FieldProblem?) -> HTML {
        let field = entryField(task)
        let timer: HTML = """
            <form method="post" action="\(Routes.timer.path(ids.0, ids.1))">\(hidden)<input type="hidden" name="action" value="\(task.timerRunning ? "stop" : "start")">
              <button class="button \(task.timerRunning ? "warning" : "secondary")" type="submit">\(task.timerRunning ? Icons.stop : Icons.play) \(task.timerRunning ? "Stop timer" : "Start timer")</button></form>
            """
        return """
            <div class="task-control duration">
              <p class="amount">\(minutes(task)) <span class="callout muted">of \(task.target.regionText) min</span>\
            \(if: task.timerRunning, " <span class=\"badge status-inProgress\">Timer running</span>")</p>
              \(Components.bar(task.value, of: task.target, label: "\(task.name): \(Components.minutesClock(task.value)) of \(task.target.regionText) minutes"))
              <div class="stepper">
                \(timer)
                <form class="entry" method="post" action="\(Routes.log.path(ids.0, ids.1, fragment: "task-\(ids.1)"))">\(hidden)<input type="hidden" name="mode" value="add">
                  <label class="visually-hidden" for="\(field)">Minutes of \(task.name) to add</label>
                  <input id="\(field)" name="value" inputmode="decimal" placeholder="min" autocomplete="off" required\
            \(problem.flatMap { $0.typed(in: field) }.map { " value=\"\($0)\"" as HTML })\(problem?.attributes(for: field))>
                  <button class="button tertiary" type="submit">Add</button></form>
              </div>
              \(problem?.message(for: field))
            </div>
            """
    }

    static func checklist(_ task: DayTask, ids: (String, String), hidden: HTML) -> HTML {
        """
        <ul class="task-control checklist">
        \((task.items ?? []).map { item in
            """
              <li><form method="post" action="\(Routes.check.path(ids.0, ids.1))">\(hidden)<input type="hidden" name="item" value="\(item.name)">
                <button class="check-item" type="submit" aria-pressed="\(item.checked ? "true" : "false")"><span class="check-box">\(if: item.checked, Icons.check)</span> \(item.name)</button></form></li>

            """ as HTML
        })</ul>
        """
    }
}
