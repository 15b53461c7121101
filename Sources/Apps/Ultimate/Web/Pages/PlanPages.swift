import DayKit
import Foundation
import UltimateCore
import WebSupport

/// Building a challenge: a custom one's name, length and rule, and any challenge's tasks — added,
/// edited, removed and reordered until its day 1 is over (a template's tasks adjusted included).
enum PlanPages {
    typealias Routes = UltimateRoutes

    /// The form of a custom challenge, created once for its one-time `token`; sent back with a
    /// `problem`, it keeps the `answers` and shows the message beside its field (`name`, `days`,
    /// `start`), or above the form (`form`).
    static func newChallenge(today: CalendarDay, profile: UltimateProfile, token: String, answers: Form? = nil,
                             problem: FieldProblem? = nil) -> HTML {
        let chrome = PageChrome(title: "Your own challenge", tab: UltimateWebApp.Tab.challenges.rawValue,
                                error: problem?.field == "form" ? problem?.message : nil, pageClass: "plan-page")
        let strict = answers?["rule"] == "strict"
        let grace = Int(answers?["grace"] ?? "1") ?? 1
        return UltimateWebApp.page(chrome,
                                   header: Components.navBar("Your own challenge", back: Routes.challenges.path(), backLabel: "Challenges"), content: """
            <form class="glass-card form" method="post" action="\(Routes.createChallenge.path())">
              \(FormTokens.field(token))
              <label class="field"><span class="subhead">Name</span><input id="name" name="name" value="\(answers?["name"] ?? "")" maxlength="60" required placeholder="e.g. Summer reset"\(problem?.attributes(for: "name"))></label>
              \(problem?.message(for: "name"))
              <div class="field-pair">
                <label class="field"><span class="subhead">Days (1–365)</span><input id="days" name="days" inputmode="numeric" value="\(answers?["days"] ?? "30")" required\(problem?.attributes(for: "days"))></label>
                <label class="field"><span class="subhead">First day</span><input id="start" type="date" name="start" value="\(answers?["start"] ?? today.description)" min="\(today.description)"\(problem?.attributes(for: "start"))></label>
              </div>
              \(problem?.message(for: "days"))\(problem?.message(for: "start"))
              <fieldset class="radio-list"><legend class="subhead">When a task is missed</legend>
                <label><input type="radio" name="rule" value="lenient"\(if: !strict, " checked")> <span>Lenient — the miss is recorded, you keep going</span></label>
                <label><input type="radio" name="rule" value="strict"\(if: strict, " checked")> <span>Strict — back to day 1 (your history is kept)</span></label>
              </fieldset>
              <label class="field"><span class="subhead">Days to log a day late (grace)</span>
                <select name="grace">\((0...3).map { "<option value=\"\($0)\"\($0 == grace ? " selected" : "")>\($0)</option>" as HTML })</select></label>
              \(ProfilePage.strategyChoice(selected: answers?["strategy"] ?? profile.notificationStrategy.rawValue, legend: "Reminders (for all your challenges)"))
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
                    \(count == 1
                        ? "<span class=\"button tertiary destructive\" aria-disabled=\"true\" aria-describedby=\"only-task\">Remove</span>" as HTML
                        : "<a class=\"button tertiary destructive\" href=\"\(Routes.removeTask.path(id, task.id.uuidString))\" aria-label=\"Remove \(task.name)\">Remove</a>")
                  </div>\(if: count == 1, "<p class=\"footnote muted only-task\" id=\"only-task\">A challenge keeps at least one task: add another, then “\(task.name)” can be removed.</p>")</li>

                """ as HTML
            })</ul>
            \(if: count < 20, "<a class=\"button secondary wide\" href=\"\(Routes.newTask.path(id))\">Add a task</a>")
            <p class="footnote muted">Drag ⠿ or use ↑ ↓ to reorder. Tasks can change until day 1 is over.</p>
            """
    }

    /// A task's form: new (`task` nil, added once for its one-time `token`) or editing one. Sent
    /// back with a `problem`, it keeps the `answers` and shows the message beside its field
    /// (`name`, `target`, `minutes`, `times`, `days`, `time`), or above the form (`form`).
    static func taskForm(_ challenge: ChallengeSummary, task: ChallengeTask?, units: UnitSystem,
                         token: String? = nil, answers: Form? = nil, problem: FieldProblem? = nil) -> HTML {
        let id = challenge.id.uuidString
        let title = task == nil ? "New task" : "Edit \(task!.name)"
        let chrome = PageChrome(title: title, tab: UltimateWebApp.Tab.challenges.rawValue,
                                error: problem?.field == "form" ? problem?.message : nil, pageClass: "plan-page")
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
        if let answers {  // the form as it was sent
            (target, minutes, items, times, days) = (answers["target"] ?? "", answers["minutes"] ?? "", answers["items"] ?? "",
                                                    answers["times"] ?? "", answers["days"] ?? "")
            unit = answers["unit"].flatMap(QuantityUnit.init(parsing:)) ?? unit
            weekdays = Set((1...7).filter { answers["weekday\($0)"] == "on" })
        }
        let measurementKind = answers?["measurement"] ?? measurement.kind.rawValue
        let frequencyKind = answers?["frequency"] ?? {
            switch frequency {
            case .daily: "daily"
            case .weekdays: "weekdays"
            case .timesPerWeek: "times"
            case .onDays: "days"
            }
        }()
        let category = answers?["category"].flatMap(TaskCategory.init(rawValue:)) ?? task?.category ?? .other
        func checked(_ on: Bool) -> HTML { on ? " checked" : "" }
        /// A typed field: its id, value as sent, and the problem's marks.
        func typed(_ name: String, _ value: String) -> HTML {
            "id=\"\(name)\" name=\"\(name)\" value=\"\(value)\"\(problem?.attributes(for: name))"
        }
        return UltimateWebApp.page(chrome,
                                   header: Components.navBar(title, back: Routes.challenge.path(id), backLabel: challenge.name), content: """
            <form class="glass-card form" method="post" action="\(action)">
              \(token.map(FormTokens.field))
              <label class="field"><span class="subhead">Name</span><input \(typed("name", answers?["name"] ?? task?.name ?? "")) maxlength="60" required></label>
              \(problem?.message(for: "name"))
              <label class="field"><span class="subhead">What it asks (optional)</span><input name="detail" value="\(answers?["detail"] ?? task?.detail ?? "")" maxlength="200"></label>
              <label class="field"><span class="subhead">Category</span><select name="category">
              \(TaskCategory.allCases.map { "<option value=\"\($0.rawValue)\"\(if: $0 == category, " selected")>\($0.rawValue.capitalized)</option>" as HTML })</select></label>
              <fieldset class="radio-list"><legend class="subhead">Measured as</legend>
                <label><input type="radio" name="measurement" value="binary"\(checked(measurementKind == "binary"))> <span>\(MeasurementKind.binary.words)</span></label>
                <label><input type="radio" name="measurement" value="quantity"\(checked(measurementKind == "quantity"))> <span>\(MeasurementKind.quantity.words)</span></label>
                <div class="field-pair indent">
                  <label class="field"><span class="caption">Target</span><input \(typed("target", target)) inputmode="decimal"></label>
                  <label class="field"><span class="caption">Unit</span><select name="unit">
                  \(QuantityUnit.allCases.map { "<option value=\"\($0.rawValue)\"\(if: $0 == unit, " selected")>\($0.rawValue)</option>" as HTML })</select></label>
                </div>
                \(problem?.message(for: "target"))
                <label><input type="radio" name="measurement" value="duration"\(checked(measurementKind == "duration"))> <span>\(MeasurementKind.duration.words)</span></label>
                <label class="field indent"><span class="caption">Minutes</span><input \(typed("minutes", minutes)) inputmode="decimal"></label>
                \(problem?.message(for: "minutes"))
                <label><input type="radio" name="measurement" value="checklist"\(checked(measurementKind == "checklist"))> <span>\(MeasurementKind.checklist.words)</span></label>
                <label class="field indent"><span class="caption">Items, separated by commas</span><input \(typed("items", items))></label>
                \(problem?.message(for: "items"))
              </fieldset>
              <fieldset class="radio-list"><legend class="subhead">Due</legend>
                <label><input type="radio" name="frequency" value="daily"\(checked(frequencyKind == "daily"))> <span>Every day</span></label>
                <label><input type="radio" name="frequency" value="weekdays"\(checked(frequencyKind == "weekdays"))> <span>On these weekdays</span></label>
                <div class="weekday-picker indent">\(RegionFormat.current.weekdays.map { day in
                    "<label><input type=\"checkbox\" name=\"weekday\(day)\" value=\"on\"\(checked(weekdays.contains(day)))><span>\(RegionFormat.current.shortWeekday(day))</span></label>" as HTML
                })</div>
                <label><input type="radio" name="frequency" value="times"\(checked(frequencyKind == "times"))> <span>A number of times a week</span></label>
                <label class="field indent"><span class="caption">Times a week (1–7)</span><input \(typed("times", times)) inputmode="numeric"></label>
                \(problem?.message(for: "times"))
                <label><input type="radio" name="frequency" value="days"\(checked(frequencyKind == "days"))> <span>On these challenge days</span></label>
                <label class="field indent"><span class="caption">Days, e.g. 1, 30</span><input \(typed("days", days))></label>
                \(problem?.message(for: "days"))
              </fieldset>
              <label class="field"><span class="subhead">Remind me at (optional)</span><input type="time" \(typed("time", answers?["time"] ?? task?.timeOfDay?.description ?? "")) step="300"></label>
              \(problem?.message(for: "time"))
              <button class="button primary wide" type="submit">\(task == nil ? "Add task" : "Save task")</button>
            </form>
            """)
    }

    /// The problem `error` makes of a plan's form (a custom challenge's, a task's): beside the
    /// field it is about when that is one of `fields`, else above the form (`form`); nil when it is
    /// not the person's mistake.
    static func problem(_ error: any Error, in form: Form, fields: Set<String>) -> FieldProblem? {
        if let problem = error as? FieldProblem {
            return fields.contains(problem.field) ? problem : FieldProblem(field: "form", message: problem.message, typed: "")
        }
        var field = "form"
        if let error = error as? UltimateError {
            switch error {
            case .nameEmpty, .nameTooLong: field = "name"
            case .daysOutOfRange: field = "days"
            case .startInThePast: field = "start"
            default: break
            }
        }
        if !fields.contains(field) { field = "form" }
        return FieldProblem(error, field: field, typed: form[field] ?? "")
    }

    /// Removing a task is asked first (it takes what day 1 logged for it with it).
    static func confirmRemove(_ task: String, of summary: ChallengeSummary, taskID: String) -> HTML {
        let challenge = summary.id.uuidString
        let chrome = PageChrome(title: "Remove \(task)?", pageClass: "confirm-page")
        let header = Components.navBar(summary.name, back: Routes.challenge.path(challenge), backLabel: summary.name)
        return UltimateWebApp.page(chrome, header: header, content: Layout.confirmDialog(
            heading: "Remove “\(task)”?", message: "It leaves \(summary.name)'s plan, with what was logged for it today.",
            action: Routes.removeTask.path(challenge, taskID), confirmLabel: "Remove task",
            cancelHref: Routes.challenge.path(challenge)))
    }
}
