import DayKit
import Foundation
import MyHabitLabCore
import WebSupport

/// Today (tab 1): the habits due today, then the rest; one tap marks a habit done.
enum TodayPage {
    typealias Routes = MyHabitLabRoutes

    /// Today; `problem` is a value refused in a row's box, shown beside it with what was typed.
    static func page(_ screen: TodayScreen, problem: FieldProblem? = nil) throws -> HTML {
        let chrome = PageChrome(title: "Today", tab: MyHabitLabWebApp.Tab.today.rawValue, message: MyHabitLabPage.current.notice, pageClass: "today-page")
        let add: HTML = "<a class=\"round-button\" href=\"\(Routes.newHabit.path())\" aria-label=\"New habit\">\(Icons.plus)</a>"
        let header = Components.largeHeader("Today", subtitle: screen.date.formatted(.long), trailing: add)
        guard !screen.habits.isEmpty else {
            return try MyHabitLabWebApp.page(chrome, header: header, content: """
                <section class="empty-state">
                  <p class="empty-emoji" aria-hidden="true">🌱</p>
                  <h2>No habits yet</h2>
                  <p>Start with one small thing you want to do every day.</p>
                  <a class="button" href="\(Routes.newHabit.path())">Create a habit</a>
                </section>
                """)
        }
        let due = screen.habits.filter(\.due)
        let rest = screen.habits.filter { !$0.due }
        return try MyHabitLabWebApp.page(chrome, header: header, content: """
            \(summary(screen))
            \(if: !due.isEmpty, section("Due today", due, screen.date, count: screen.habits.count, problem: problem))
            \(if: !rest.isEmpty, section("Not due today", rest, screen.date, count: screen.habits.count, problem: problem))
            <p class="hint">Tap the circle when it's done. Press and hold a habit (or tap •••) to skip, add a note or reorder.</p>
            """)
    }

    static func summary(_ screen: TodayScreen) -> HTML {
        let all = screen.dueCount > 0 && screen.doneCount == screen.dueCount
        return """
            <section class="today-summary\(all ? " all-done" : "")" id="today-summary" aria-live="polite">
              <p><strong>\(screen.doneCount) of \(screen.dueCount)</strong> done\(all ? " — all done for today 🎉" : "")</p>
              <progress max="\(max(1, screen.dueCount))" value="\(screen.doneCount)" aria-label="Habits done today"></progress>
            </section>
            """
    }

    static func section(_ title: String, _ habits: [TodayHabit], _ today: CalendarDay, count: Int, problem: FieldProblem?) -> HTML {
        let keys = habits.map { habit in
            RowKey(habit: habit, today: today, count: count, problem: problem?.field == valueField(habit.id) ? problem : nil)
        }
        return """
        <h2 class="section-title">\(title)</h2>
        <ul class="habit-list">
        \(rows.fragments(keys) { row($0.habit, today: $0.today, count: $0.count, problem: $0.problem) })</ul>
        """
    }

    /// Everything a row shows: its habit's state for the day, where it stands in the list, and a
    /// value refused in its box.
    struct RowKey: Hashable, Sendable {
        let habit: TodayHabit
        let today: CalendarDay
        let count: Int
        let problem: FieldProblem?
    }

    /// The id of habit `id`'s value box.
    static func valueField(_ id: Habit.ID) -> String { "value-\(id.uuidString)" }

    /// Rows rendered before: after a tap, Today re-renders only the row that changed.
    static let rows = FragmentMemo<RowKey>(capacity: 2_000)

    /// One habit's row; its id is what a tap swaps in place. Its forms name no page to return to:
    /// every action on a habit returns to Today by default. NB: a row is repeated for every habit
    /// (200 make a 300 KB page), so it carries no markup it does not need.
    static func row(_ habit: TodayHabit, today: CalendarDay, count: Int, problem: FieldProblem? = nil) -> HTML {
        let id = habit.id.uuidString
        let swap = "#habit-\(id) #today-summary"
        let isMet = habit.state == .done
        let checkLabel = habit.direction == .atMost
            ? (habit.value == nil ? "\(habit.name): nothing logged today, within the limit. Tap to log none." : "\(habit.name): \(isMet ? "within" : "over") the limit today. Tap to clear.")
            : isMet ? "\(habit.name): done today. Tap to undo." : "Mark \(habit.name) done today"
        let unit = habit.unit.map { $0.isEmpty ? "" : " " + $0 } ?? ""
        let field = valueField(habit.id)
        let measure: HTML? = habit.kind == .measurable ? {
            let value = habit.value ?? 0
            let target = habit.target ?? 0
            let direction = habit.direction == .atMost ? "at most" : "of"
            return """
                <div class="measure">
                  <form method="post" action="\(Routes.setValue.path(id))" class="stepper" data-swap="\(swap)">
                    <button class="step" type="submit" name="value" value="\(Format.number(max(0, value - 1)))" aria-label="\("One less \(habit.name)")"\(if: value <= 0, " disabled")>−</button>
                    <span class="measure-value"><strong>\(value.regionText)</strong> \(direction) \(target.regionText)\(unit)</span>
                    <button class="step" type="submit" name="value" value="\(Format.number(value + 1))" aria-label="\("One more \(habit.name)")">+</button>
                  </form>
                  <form method="post" action="\(Routes.setValue.path(id, fragment: "habit-\(id)"))" class="entry" data-swap="\(swap)">
                    <input name="value" type="text" inputmode="decimal" autocomplete="off" placeholder="\(Format.number(value))"\(problem.map { " value=\"\($0.typed)\"" as HTML }) aria-label="\("\(habit.name) today\(unit.isEmpty ? "" : ", in" + unit)")"\(problem?.attributes(for: field))>
                    <button class="small-button" type="submit">Set</button>
                  </form>
                  \(problem?.message(for: field))
                  \(habit.progress.map { "<progress class=\"measure-progress\" max=\"1\" value=\"\(Format.number($0))\" aria-label=\"\("Progress toward \(target.regionText)\(unit)")\"></progress>" as HTML })
                </div>
                """
        }() : nil
        return """
            <li class="habit-row \(Components.colorClass(habit.color)) state-\(habit.state.rawValue)" id="habit-\(id)" data-long-press>
              <form method="post" action="\(Routes.toggle.path(id))" class="check-form" data-swap="\(swap)">
                <button class="check\(isMet ? " checked" : "")" type="submit" aria-pressed="\(isMet ? "true" : "false")" aria-label="\(checkLabel)"><span class="check-icon" aria-hidden="true">\(habit.icon)</span>\(if: isMet, "<span class=\"check-tick\" aria-hidden=\"true\">✓</span>")</button>
              </form>
              <div class="habit-main">
                <a class="habit-body" href="\(Routes.habit.path(id))">
                  <span class="habit-name">\(habit.name)</span>
                  <span class="habit-meta">\(if: habit.streak > 0, "<span class=\"streak\">\(Icons.flame) \(Components.streakText(habit.streak, unit: habit.streakUnit))</span> · ")\(habit.state == .skipped ? "Skipped today · " : "")\(habit.scheduleText)</span>
                </a>
                <span class="week-marks" role="img" aria-label="\(weekLabel(habit))">\(habit.last7.map(mark))</span>
                \(measure)
              </div>
              <details class="more">
                <summary aria-label="\("More for \(habit.name)")">•••</summary>
                <div class="menu" role="menu">
                  \(habit.state == .skipped
                    ? "<form method=\"post\" action=\"\(Routes.clear.path(id))\">\(Components.dayField(today))<button class=\"menu-item\" type=\"submit\">Undo skip</button></form>" as HTML
                    : "<form method=\"post\" action=\"\(Routes.skip.path(id))\"><button class=\"menu-item\" type=\"submit\">Skip today</button></form>")
                  <a class="menu-item" href="\(Routes.day.path(id, today.description))">Note</a>
                  <a class="menu-item" href="\(Routes.habit.path(id))">Open</a>
                  \(if: habit.position > 1, "<form method=\"post\" action=\"\(Routes.move.path(id))\"><input type=\"hidden\" name=\"position\" value=\"\(habit.position - 1)\"><button class=\"menu-item\" type=\"submit\">Move up</button></form>")
                  \(if: habit.position < count, "<form method=\"post\" action=\"\(Routes.move.path(id))\"><input type=\"hidden\" name=\"position\" value=\"\(habit.position + 1)\"><button class=\"menu-item\" type=\"submit\">Move down</button></form>")
                </div>
              </details>
            </li>

            """
    }

    /// The last seven days in one label a screen reader speaks: "Last 7 days: Mon done, Tue missed, …".
    static func weekLabel(_ habit: TodayHabit) -> String {
        let days = habit.last7.map { cell in
            var text = "\(RegionFormat.current.shortWeekday(cell.date.weekday)) \(cell.state.words)"
            if let value = cell.value { text += " \(value.regionText)\(habit.unit.map { $0.isEmpty ? "" : " " + $0 } ?? "")" }
            return text
        }
        return "\(habit.name), last 7 days: " + days.joined(separator: ", ")
    }

    /// A day's small mark: a symbol as well as a colour (the strip's label speaks for it).
    static func mark(_ cell: DayCell) -> HTML {
        "<span class=\"mark state-\(cell.state.rawValue)\">\(cell.state.mark ?? "")</span>"
    }
}

/// What a row's "Move up" / "Move down" sends, decoded once: the habit's new position.
struct MoveInput {
    let position: Int
    let returnPath: String

    /// The move of habit `id`: back to Today at its row, so the moved habit stays in view (issue 39, item 16).
    init(_ form: Form, habit id: Habit.ID) throws {
        let text = try form.required("position")
        guard let position = try? TypedText.whole(text) else { throw WebError.badRequest("A position is a whole number.") }
        self.position = position
        returnPath = form.returnPath(under: MyHabitLabRoutes.root, otherwise: MyHabitLabRoutes.today.path(fragment: "habit-\(id.uuidString)"))
    }
}
