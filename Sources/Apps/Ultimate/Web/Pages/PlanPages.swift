import DayKit
import Foundation
import UltimateCore
import WebSupport

/// Building a challenge: a custom one's name, length and rule, and any challenge's tasks — added,
/// edited, removed and reordered until its day 1 is over (a template's tasks adjusted included).
enum PlanPages {
    typealias Routes = UltimateRoutes

    static func newChallenge(today: CalendarDay, profile: UltimateProfile) -> HTML {
        let chrome = PageChrome(title: "Your own challenge", tab: UltimateWebApp.Tab.challenges.rawValue, pageClass: "plan-page")
        return UltimateWebApp.page(chrome, appearance: profile.appearance,
                                   header: Components.navBar("Your own challenge", back: Routes.challenges.path(), backLabel: "Challenges"), content: """
            <form class="glass-card form" method="post" action="\(Routes.createChallenge.path())">
              <label class="field"><span class="subhead">Name</span><input name="name" maxlength="60" required placeholder="e.g. Summer reset"></label>
              <div class="field-pair">
                <label class="field"><span class="subhead">Days (1–365)</span><input name="days" inputmode="numeric" value="30" required></label>
                <label class="field"><span class="subhead">First day</span><input type="date" name="start" value="\(today.description)" min="\(today.description)"></label>
              </div>
              <fieldset class="radio-list"><legend class="subhead">When a task is missed</legend>
                <label><input type="radio" name="rule" value="lenient" checked> <span>Lenient — the miss is recorded, you keep going</span></label>
                <label><input type="radio" name="rule" value="strict"> <span>Strict — back to day 1 (your history is kept)</span></label>
              </fieldset>
              <label class="field"><span class="subhead">Days to log a day late (grace)</span>
                <select name="grace">\((0...3).map { "<option value=\"\($0)\"\($0 == 1 ? " selected" : "")>\($0)</option>" as HTML })</select></label>
              \(ProfilePage.strategyChoice(selected: profile.notificationStrategy.rawValue, legend: "Reminders (for all your challenges)"))
              <button class="button primary wide" type="submit">Create, then add its tasks</button>
            </form>
            """)
    }

    /// The tasks of a challenge that can still change: each with edit, move and remove, then add.
    static func editableTasks(_ screen: ChallengeScreen) -> HTML {
        let id = screen.summary.id.uuidString
        let count = screen.tasks.count
        return """
            <ul class="card-list plan-list" data-reorder>
            \(screen.tasks.enumerated().map { index, task in
                """
                <li class="plan-row glass-card editable" data-move="\(Routes.moveTask.path(id, task.id.uuidString))">\
                <span class="drag-handle" aria-hidden="true" title="Drag to reorder">⠿</span><span class="headline">\(task.name)</span>\
                <span class="footnote muted">\(task.target) · \(task.due)\(task.time.map { " · \($0.description)" } ?? "")</span>
                  <div class="row-actions">
                    <a class="button tertiary" href="\(Routes.editTask.path(id, task.id.uuidString))">Edit</a>
                    <form method="post" action="\(Routes.moveTask.path(id, task.id.uuidString))"><input type="hidden" name="position" value="\(index)">\
                <button class="icon-button small" type="submit" aria-label="Move \(task.name) up"\(if: index == 0, " disabled")>↑</button></form>
                    <form method="post" action="\(Routes.moveTask.path(id, task.id.uuidString))"><input type="hidden" name="position" value="\(index + 2)">\
                <button class="icon-button small" type="submit" aria-label="Move \(task.name) down"\(if: index == count - 1, " disabled")>↓</button></form>
                    <form method="post" action="\(Routes.removeTask.path(id, task.id.uuidString))">\
                <button class="button tertiary destructive" type="submit"\(if: count == 1, " disabled")>Remove</button></form>
                  </div></li>

                """ as HTML
            })</ul>
            \(if: count < 20, "<a class=\"button secondary wide\" href=\"\(Routes.newTask.path(id))\">Add a task</a>")
            <p class="footnote muted">Drag ⠿ or use ↑ ↓ to reorder. Tasks can change until day 1 is over.</p>
            """
    }

    /// A task's form: new (`task` nil) or editing one.
    static func taskForm(_ challenge: ChallengeSummary, task: ChallengeTask?, units: UnitSystem, appearance: UltimateProfile.Appearance,
                         error: String? = nil) -> HTML {
        let id = challenge.id.uuidString
        let title = task == nil ? "New task" : "Edit \(task!.name)"
        let chrome = PageChrome(title: title, tab: UltimateWebApp.Tab.challenges.rawValue, error: error, pageClass: "plan-page")
        let action = task.map { Routes.editTask.path(id, $0.id.uuidString) } ?? Routes.addTask.path(id)
        let measurement = task?.measurement ?? .binary
        var target = "", unit = units.defaultQuantityUnit, minutes = "", items = ""
        switch measurement {
        case .quantity(let amount, let stored): target = Components.decimal(amount); unit = stored
        case .duration(let amount): minutes = Components.decimal(amount)
        case .checklist(let names): items = names.joined(separator: ", ")
        case .binary: break
        }
        let frequency = task?.frequency ?? .daily
        var weekdays: Set<Int> = [], times = "3", days = ""
        switch frequency {
        case .weekdays(let chosen): weekdays = chosen
        case .timesPerWeek(let count): times = String(count)
        case .onDays(let chosen): days = chosen.sorted().map(String.init).joined(separator: ", ")
        case .daily: break
        }
        func checked(_ on: Bool) -> HTML { on ? " checked" : "" }
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        return UltimateWebApp.page(chrome, appearance: appearance,
                                   header: Components.navBar(title, back: Routes.challenge.path(id), backLabel: challenge.name), content: """
            <form class="glass-card form" method="post" action="\(action)">
              <label class="field"><span class="subhead">Name</span><input name="name" value="\(task?.name ?? "")" maxlength="60" required></label>
              <label class="field"><span class="subhead">What it asks (optional)</span><input name="detail" value="\(task?.detail ?? "")" maxlength="200"></label>
              <label class="field"><span class="subhead">Category</span><select name="category">
              \(TaskCategory.allCases.map { "<option value=\"\($0.rawValue)\"\(if: $0 == (task?.category ?? .other), " selected")>\($0.rawValue.capitalized)</option>" as HTML })</select></label>
              <fieldset class="radio-list"><legend class="subhead">Measured as</legend>
                <label><input type="radio" name="measurement" value="binary"\(checked(measurement.kind == "binary"))> <span>Done or not</span></label>
                <label><input type="radio" name="measurement" value="quantity"\(checked(measurement.kind == "quantity"))> <span>An amount</span></label>
                <div class="field-pair indent">
                  <label class="field"><span class="caption">Target</span><input name="target" inputmode="decimal" value="\(target)"></label>
                  <label class="field"><span class="caption">Unit</span><select name="unit">
                  \(QuantityUnit.allCases.map { "<option value=\"\($0.rawValue)\"\(if: $0 == unit, " selected")>\($0.rawValue)</option>" as HTML })</select></label>
                </div>
                <label><input type="radio" name="measurement" value="duration"\(checked(measurement.kind == "duration"))> <span>Minutes (typed or timed)</span></label>
                <label class="field indent"><span class="caption">Minutes</span><input name="minutes" inputmode="decimal" value="\(minutes)"></label>
                <label><input type="radio" name="measurement" value="checklist"\(checked(measurement.kind == "checklist"))> <span>A checklist</span></label>
                <label class="field indent"><span class="caption">Items, separated by commas</span><input name="items" value="\(items)"></label>
              </fieldset>
              <fieldset class="radio-list"><legend class="subhead">Due</legend>
                <label><input type="radio" name="frequency" value="daily"\(checked(frequency == .daily))> <span>Every day</span></label>
                <label><input type="radio" name="frequency" value="weekdays"\(checked({ if case .weekdays = frequency { true } else { false } }()))> <span>On these weekdays</span></label>
                <div class="weekday-picker indent">\((1...7).map { day in
                    "<label><input type=\"checkbox\" name=\"weekday\(day)\" value=\"on\"\(checked(weekdays.contains(day)))><span>\(names[day - 1])</span></label>" as HTML
                })</div>
                <label><input type="radio" name="frequency" value="times"\(checked({ if case .timesPerWeek = frequency { true } else { false } }()))> <span>A number of times a week</span></label>
                <label class="field indent"><span class="caption">Times a week (1–7)</span><input name="times" inputmode="numeric" value="\(times)"></label>
                <label><input type="radio" name="frequency" value="days"\(checked({ if case .onDays = frequency { true } else { false } }()))> <span>On these challenge days</span></label>
                <label class="field indent"><span class="caption">Days, e.g. 1, 30</span><input name="days" value="\(days)"></label>
              </fieldset>
              <label class="field"><span class="subhead">Remind me at (optional)</span><input type="time" name="time" step="300" value="\(task?.timeOfDay?.description ?? "")"></label>
              <button class="button primary wide" type="submit">\(task == nil ? "Add task" : "Save task")</button>
            </form>
            """)
    }

    /// The task a form describes, over `base` (a new task, or the one being edited). The Core
    /// checks the result; this only reads the fields.
    static func task(from form: Form, base: ChallengeTask) throws -> ChallengeTask {
        var task = base
        task.name = try form.required("name")
        task.detail = form["detail"] ?? ""
        let categoryText = form["category"] ?? "other"
        guard let category = TaskCategory(rawValue: categoryText) else { throw WebError.badRequest("“\(categoryText)” is not a category.") }
        task.category = category
        switch form["measurement"] ?? "binary" {
        case "binary": task.measurement = .binary
        case "quantity":
            let unitText = form["unit"] ?? ""
            guard let unit = QuantityUnit(parsing: unitText) else { throw WebError.badRequest("“\(unitText)” is not a unit.") }
            let targetText = (form["target"] ?? "").trimmingCharacters(in: .whitespaces)
            // NB: the form shows a target to the hundredth; left as shown, it keeps its exact value
            // (75 Hard's gallon, 3.785411784 L, is not 3.79 L).
            if case .quantity(let kept, unit) = base.measurement, targetText == Components.decimal(kept) {
                task.measurement = .quantity(target: kept, unit: unit)
            } else {
                task.measurement = .quantity(target: try Form.number(targetText), unit: unit)
            }
        case "duration": task.measurement = .duration(minutes: try Form.number(form["minutes"] ?? ""))
        case "checklist":
            task.measurement = .checklist((form["items"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        case let other: throw WebError.badRequest("“\(other)” is not a way to measure a task.")
        }
        switch form["frequency"] ?? "daily" {
        case "daily": task.frequency = .daily
        case "weekdays": task.frequency = .weekdays(Set((1...7).filter { form["weekday\($0)"] == "on" }))
        case "times":
            let text = form["times"] ?? ""
            guard let times = Int(text.trimmingCharacters(in: .whitespaces)) else { throw WebError.badRequest("“\(text)” is not a number of times.") }
            task.frequency = .timesPerWeek(times)
        case "days":
            let parts = (form["days"] ?? "").split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { throw WebError.badRequest("List challenge days like 1, 30.") }
            task.frequency = .onDays(Set(parts.compactMap { $0 }))
        case let other: throw WebError.badRequest("“\(other)” is not how often a task is due.")
        }
        let timeText = form["time"] ?? ""
        if timeText.isEmpty {
            task.timeOfDay = nil
        } else {
            guard let time = TimeOfDay(timeText) else { throw WebError.badRequest("“\(timeText)” is not a time like 07:30.") }
            task.timeOfDay = time
        }
        return task
    }
}
