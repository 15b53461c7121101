import DayKit
import MyHabitLabCore
import WebSupport

/// The new / edit habit sheet: every field of a habit, validated as a whole; nothing is saved
/// until the whole form is valid.
enum HabitFormPage {
    typealias Routes = MyHabitLabRoutes

    /// The sheet; `habitID` nil creates a habit, once for the form's one-time `token`.
    static func page(_ form: HabitForm, habitID: Habit.ID?, problem: HabitForm.Problem?,
                     first: Bool = false, token: String? = nil) throws -> HTML {
        let title = habitID == nil ? "New habit" : "Edit habit"
        let cancel = habitID.map { Routes.habit.path($0) } ?? Routes.today.path()
        let action = habitID.map { Routes.editHabit.path($0) } ?? Routes.habits.path()
        let chrome = PageChrome(title: title, error: problem?.field == "form" ? problem?.message : nil, pageClass: "sheet-page form-page")
        func message(_ field: String) -> HTML {
            guard let problem, problem.field == field else { return .empty }
            return "<p class=\"field-error\" id=\"\(field)-error\" role=\"alert\">\(problem.message)</p>"
        }
        func invalid(_ field: String) -> HTML {
            problem?.field == field ? " aria-invalid=\"true\" aria-describedby=\"\(field)-error\"" : .empty
        }
        let reminderRows = form.reminders + (form.reminders.count < MyHabitLabLimits.remindersPerHabit ? [("", Set(1...7))] : [])
        return try MyHabitLabWebApp.page(chrome, header: Components.backHeader(title, back: "Cancel", href: cancel), content: """
            <form method="post" action="\(action)" class="habit-form" novalidate>
              \(if: first, "<input type=\"hidden\" name=\"first\" value=\"1\">")
              \(token.map(FormTokens.field))
              \(if: !form.version.isEmpty, "<input type=\"hidden\" name=\"version\" value=\"\(form.version)\">")
              <section class="card form-card">
                <label class="field-label" for="name">Name</label>
                <div class="field">
                  <input id="name" name="name" type="text" value="\(form.name)" placeholder="Read 20 pages" autocomplete="off"
                         data-counter="name-count" data-limit="\(MyHabitLabLimits.nameLength)"\(invalid("name"))\(if: problem == nil || problem?.field == "name", " autofocus")>
                  <output id="name-count" class="counter">\(form.name.count)/\(MyHabitLabLimits.nameLength)</output>
                </div>
                \(message("name"))
              </section>

              <fieldset class="card form-card">
                <legend class="field-label">Icon</legend>
                <div class="emoji-grid">
                \(HabitSymbol.named(form.icon).map { symbol in
                    "<label class=\"emoji-choice\" title=\"The iPhone's symbol “\(symbol.title)”\"><input type=\"radio\" name=\"icon\" value=\"\(symbol.name)\" aria-label=\"Keep the iPhone's symbol “\(symbol.title)”\"\(if: form.customIcon.isEmpty, " checked")><span>\(symbol.emoji)</span></label>" as HTML
                } ?? "")
                \(HabitForm.emoji.map { emoji in
                    "<label class=\"emoji-choice\"><input type=\"radio\" name=\"icon\" value=\"\(emoji)\"\(if: form.icon == emoji && form.customIcon.isEmpty, " checked")><span>\(emoji)</span></label>" as HTML
                })
                </div>
                \(HabitSymbol.named(form.icon).map { symbol in
                    "<p class=\"footnote\">The first icon is the iPhone's symbol “\(symbol.title)”, drawn here as \(symbol.emoji).</p>" as HTML
                } ?? "")
                <label class="inline-field">Or type any emoji <input name="custom-icon" type="text" value="\(form.customIcon)" class="emoji-input" autocomplete="off" aria-label="Any emoji"\(invalid("icon"))></label>
                \(message("icon"))
              </fieldset>

              <fieldset class="card form-card">
                <legend class="field-label">Colour</legend>
                <div class="color-grid">
                \(HabitColor.allCases.map { color in
                    "<label class=\"color-choice \(Components.colorClass(color))\"><input type=\"radio\" name=\"color\" value=\"\(color.rawValue)\"\(if: form.color == color, " checked") aria-label=\"\(color.rawValue.capitalized)\"><span></span></label>" as HTML
                })
                </div>
              </fieldset>

              <fieldset class="card form-card">
                <legend class="field-label">How often</legend>
                <label class="choice"><input type="radio" name="schedule" value="daily"\(if: form.scheduleKind == "daily", " checked")> Every day</label>
                <label class="choice"><input type="radio" name="schedule" value="weekdays"\(if: form.scheduleKind == "weekdays", " checked")> On these days</label>
                <div class="weekday-picker" role="group" aria-label="Weekdays">
                \(RegionFormat.current.weekdays.map { day in
                    "<label class=\"weekday\"><input type=\"checkbox\" name=\"day-\(day)\" value=\"1\"\(if: form.weekdays.contains(day), " checked")><span>\(RegionFormat.current.shortWeekday(day))</span></label>" as HTML
                })
                </div>
                <label class="choice"><input type="radio" name="schedule" value="times"\(if: form.scheduleKind == "times", " checked")> A number of times</label>
                <div class="times-row">
                  <input name="times" type="text" inputmode="numeric" value="\(form.times)" aria-label="Times" size="3"> times in
                  <input name="per-days" type="text" inputmode="numeric" value="\(form.perDays)" aria-label="Days" size="3"> days
                </div>
                <p class="footnote">3 in 7 is three times a week; 1 in 30 once a month.</p>
                \(message("schedule"))
              </fieldset>

              <fieldset class="card form-card">
                <legend class="field-label">Track</legend>
                <label class="choice"><input type="radio" name="kind" value="yesNo"\(if: form.kind == "yesNo", " checked")> Yes or no</label>
                <label class="choice"><input type="radio" name="kind" value="measurable"\(if: form.kind == "measurable", " checked")> An amount</label>
                <div class="measure-fields">
                  <select name="direction" aria-label="Target direction">
                    <option value="atLeast"\(if: form.direction == .atLeast, " selected")>At least</option>
                    <option value="atMost"\(if: form.direction == .atMost, " selected")>At most</option>
                  </select>
                  <input name="target" type="text" inputmode="decimal" value="\(form.target)" placeholder="8" aria-label="Target" size="5"\(invalid("kind"))>
                  <input name="unit" type="text" value="\(form.unit)" placeholder="glasses" aria-label="Unit" size="10" data-limit="\(MyHabitLabLimits.unitLength)">
                  <span class="footnote">a day</span>
                </div>
                \(message("kind"))
              </fieldset>

              <fieldset class="card form-card">
                <legend class="field-label">Reminders</legend>
                \(reminderRows.enumerated().map { index, row in reminderRow(index + 1, time: row.0, weekdays: row.1) })
                <p class="footnote">Up to \(MyHabitLabLimits.remindersPerHabit). Leave the time empty for none; save to add another.</p>
                \(message("reminders"))
              </fieldset>

              \(if: habitID != nil, startField(form, invalid: invalid("start"), message: message("start")))

              <section class="card form-card">
                <label class="field-label" for="detail">Description</label>
                <textarea id="detail" name="detail" rows="3" placeholder="Why it matters, how you'll do it" data-counter="detail-count" data-limit="\(MyHabitLabLimits.detailLength)"\(invalid("detail"))>\(form.detail)</textarea>
                <output id="detail-count" class="counter">\(form.detail.count)/\(MyHabitLabLimits.detailLength)</output>
                \(message("detail"))
              </section>

              <button class="button" type="submit">\(habitID == nil ? "Create habit" : "Save changes")</button>
            </form>
            """)
    }

    /// The edit form's first day: marks before it are kept, so it can move no later than the first (issue 39, item 1).
    static func startField(_ form: HabitForm, invalid: HTML, message: HTML) -> HTML {
        """
        <section class="card form-card">
          <label class="field-label" for="start">Starts on</label>
          <input id="start" name="start" type="date" value="\(form.start)"\(invalid)>
          <p class="footnote">Days from here to today count; an unmarked one is a miss.</p>
          \(message)
        </section>
        """
    }

    static func reminderRow(_ number: Int, time: String, weekdays: Set<Int>) -> HTML {
        """
        <div class="reminder-row">
          <input name="reminder-\(number)" type="time" value="\(time)" aria-label="\("Reminder \(number) time")">
          <span class="weekday-picker small" role="group" aria-label="\("Reminder \(number) days")">\(RegionFormat.current.weekdays.map { day in
            "<label class=\"weekday\"><input type=\"checkbox\" name=\"reminder-\(number)-day-\(day)\" value=\"1\"\(if: weekdays.contains(day), " checked")><span>\(RegionFormat.current.weekdayInitial(day))</span></label>" as HTML
          })</span>
        </div>
        """
    }
}
