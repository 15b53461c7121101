import DayKit
import MyHabitLabCore
import WebSupport

/// One past day of a habit (the calendar editor's sheet): done, skipped, a value, a note.
enum DayPage {
    typealias Routes = MyHabitLabRoutes

    /// The day's sheet; `problem` is a value or note refused, shown beside its field (`value`,
    /// `note`) with what was typed.
    static func page(_ screen: DayScreen, problem: FieldProblem? = nil) throws -> HTML {
        let habit = screen.habit
        let id = habit.id.uuidString
        let month = String(screen.date.description.prefix(7))
        let back = screen.isToday ? Routes.today.path() : Routes.habit.path(id, query: ["month": month], fragment: "calendar")
        let from = Components.from(back)
        let day = Components.dayField(screen.date)
        let note = problem?.typed(in: "note") ?? screen.note ?? ""
        let unit = habit.unit.map { $0.isEmpty ? "" : " " + $0 } ?? ""
        let chrome = PageChrome(title: "\(habit.name), \(screen.date.formatted(.long))", message: nil as Notice?,
                                pageClass: "sheet-page day-page \(Components.colorClass(habit.color))")
        let mark: HTML = habit.kind == .measurable ? """
            <form method="post" action="\(Routes.setValue.path(id))" class="value-form">
              \(from)\(day)
              <label class="field-label" for="value">\("Value\(unit.isEmpty ? "" : " (\(unit.dropFirst()))")")</label>
              <div class="field-row">
                <input id="value" name="value" type="text" inputmode="decimal" value="\(problem?.typed(in: "value") ?? screen.value.map { Format.number($0) } ?? "")" autocomplete="off"\(problem?.attributes(for: "value"))>
                <button class="button small-button" type="submit">Save value</button>
              </div>
              \(problem?.message(for: "value"))
            </form>
            """ : """
            <form method="post" action="\(Routes.toggle.path(id))">\(from)\(day)
              <button class="button" type="submit">\(screen.state == .done ? "Mark not done" : "Mark done")</button>
            </form>
            """
        return try MyHabitLabWebApp.page(chrome, header: Components.backHeader(screen.date.formatted(.long), back: "Back", href: back), content: """
            <section class="card day-card">
              <p class="day-habit"><span aria-hidden="true">\(habit.icon)</span> \(habit.name)</p>
              <p class="day-state state-\(screen.state.rawValue)">\(screen.state.words.prefix(1).uppercased() + screen.state.words.dropFirst())\(screen.value.map { " · \($0.regionText)\(unit)" } ?? "")</p>
              \(if: screen.state == .beforeStart, beforeStart(screen))
              \(mark)
              <div class="day-actions">
                \(if: screen.state != .skipped, "<form method=\"post\" action=\"\(Routes.skip.path(id))\">\(from)\(day)<button class=\"button secondary\" type=\"submit\">Skip this day</button></form>")
                <form method="post" action="\(Routes.clear.path(id))">\(from)\(day)<button class="button secondary" type="submit">Clear</button></form>
              </div>
            </section>
            <form method="post" action="\(Routes.note.path(id))" class="card note-form">
              \(from)\(day)
              <label class="field-label" for="note">Note</label>
              <textarea id="note" name="note" rows="4" placeholder="How did it go?" data-counter="note-count" data-limit="\(MyHabitLabLimits.noteLength)"\(problem?.attributes(for: "note"))>\(note)</textarea>
              <output id="note-count" class="counter">\(note.count)/\(MyHabitLabLimits.noteLength)</output>
              \(problem?.message(for: "note"))
              <button class="button secondary" type="submit">Save note</button>
            </form>
            """)
    }

    /// What marking a day before the habit's start does, said before it is done (issue 39, item 1).
    static func beforeStart(_ screen: DayScreen) -> HTML {
        let between = screen.date.days(to: screen.habit.createdDay) - 1
        let misses = between == 0 ? "" : between == 1 ? " The day between counts as a miss unless you mark it." : " The \(between) days between count as misses unless you mark them."
        return """
            <p class="start-note" id="start-note">\(screen.habit.name) starts on \(screen.habit.createdDay.formatted(.long)). \
            Marking this day moves its start here.\(misses) Clearing it puts the start back.</p>
            """
    }
}
