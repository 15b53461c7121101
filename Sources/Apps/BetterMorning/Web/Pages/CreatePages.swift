import BetterMorningCore
import DayKit
import WebSupport

/// Create your own routine: the draft and the add-task sheet.
enum CreatePages {
    typealias Routes = BetterMorningRoutes

    static func create(_ screen: CreateScreen, error: String?) -> HTML {
        let chrome = PageChrome(title: "Create routine", message: PageRequest.current.notice, error: error, pageClass: "create-page")
        return BetterMorningWebApp.page(chrome, header: header, content: content(screen))
    }

    private static let header = Components.backHeader("New routine", back: "Explore", href: Routes.explore.path())

    /// The draft's screen without its page: Create's content, and what a sheet opened from it shows behind it.
    private static func content(_ screen: CreateScreen) -> HTML {
        let tasks: HTML = screen.tasks.isEmpty
            ? "<p class=\"footnote\">No tasks yet. Add the first one: they sort by time on their own.</p>"
            : """
              <ol class="group draft-tasks">
              \(screen.tasks.map(row))</ol>
              """
        let add: HTML = screen.isFull
            ? "<button class=\"button secondary\" type=\"button\" disabled aria-disabled=\"true\">+ Add task</button>"
            : "<a class=\"button secondary\" href=\"\(Routes.addTaskSheet.path())\" id=\"add-task\">+ Add task</a>"
        // Saving locks the routine for good, so it is asked first (the address shows the question).
        let save: HTML = screen.canSave
            ? "<a class=\"button\" href=\"\(Routes.saveDraft.path())\" data-confirm>Save routine</a>"
            : "<button class=\"button\" type=\"button\" disabled>Save routine</button>"
        return """
            <form method="post" action="\(Routes.createTitle.path())" class="title-form" id="title-form">
              <label class="field-label" for="title">Title</label>
              <div class="field">
                <input id="title" name="title" type="text" value="\(screen.title)" data-limit="\(screen.titleLimit)" autocomplete="off" placeholder="My morning" aria-describedby="title-count" data-counter="title-count" data-autosave>
                <output id="title-count" class="counter" aria-live="polite">\(screen.titleLength)/\(screen.titleLimit)</output>
              </div>
              <button class="button small secondary save-title" type="submit">Save title</button>
            </form>
            <h2 class="section-title">Tasks</h2>
            \(if: screen.isFull, "<p class=\"alert\" role=\"alert\">You've reached the maximum of \(screen.taskLimit) tasks.</p>")
            \(tasks)
            \(add)
            <div class="bottom-action">
              \(save)
              <p class="footnote">Once saved, a routine is locked: it can be restarted or deleted, not edited.</p>
            </div>
            <form method="post" action="\(Routes.discardDraft.path())"><button class="text-link destructive" type="submit">Discard draft</button></form>
            """
    }

    /// A draft task: tap it to change its title and time; Delete removes it.
    private static func row(_ task: DraftTaskRow) -> HTML {
        let time = task.time.formatted()
        return """
              <li class="row draft-task"><a class="row-link" href="\(Routes.editTask.path(String(task.id)))" aria-label="\("Edit \(task.title), \(time)")"><span class="row-time">\(time)</span><span class="row-title">\(task.title)</span></a>
                <form method="post" action="\(Routes.removeTask.path(String(task.id)))"><button class="delete-button" type="submit" aria-label="\("Delete \(task.title), \(time)")">Delete</button></form></li>

            """
    }

    /// The add-task sheet, empty or as left after an error; it adds once for its one-time `token`.
    static func addTask(title: String, time: TimeOfDay, error: String?, token: String, over screen: CreateScreen) -> HTML {
        taskSheet(heading: "Add task", action: Routes.addTask.path(), submit: "Add task", title: title, time: time, error: error, token: token,
                  behind: screen)
    }

    /// The sheet that changes draft task `number`.
    static func editTask(_ task: DraftTaskRow, title: String, time: TimeOfDay, error: String?, over screen: CreateScreen) -> HTML {
        taskSheet(heading: "Edit task", action: Routes.editTask.path(String(task.id)), submit: "Save changes", title: title, time: time, error: error,
                  behind: screen)
    }

    /// A task's sheet, over the draft it was opened from (`behind`, inert).
    private static func taskSheet(heading: String, action: String, submit: String, title: String, time: TimeOfDay, error: String?,
                                  token: String? = nil, behind screen: CreateScreen) -> HTML {
        // NB: the region's clock: 0–23 where it runs so (en_GB), 1–12 with AM and PM elsewhere (issue 39, item 15).
        let twentyFour = RegionFormat.current.usesTwentyFourHourClock
        let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
        let hours: [HTML] = twentyFour
            ? (0...23).map { (hour: Int) -> HTML in option(String(hour), label: hour < 10 ? "0" + String(hour) : String(hour), selected: hour == time.hour) }
            : (1...12).map { (hour: Int) -> HTML in option(String(hour), label: String(hour), selected: hour == hour12) }
        let minutes = stride(from: 0, to: 60, by: 5).map {
            option(String($0), label: $0 < 10 ? "0\($0)" : String($0), selected: $0 == time.minute)
        }
        let periods = ["AM", "PM"].map { option($0, label: $0, selected: ($0 == "PM") == (time.hour >= 12)) }
        let limit = BetterMorningLimits.taskTitleLength
        return BetterMorningWebApp.page(PageChrome(title: heading, error: error, pageClass: "sheet-page"), header: .empty, content: """
            \(Components.behindSheet("\(header)\(content(screen))"))
            <div class="sheet-backdrop">
            <section class="sheet" role="dialog" aria-labelledby="add-title">
              <h1 id="add-title" class="sheet-title">\(heading)</h1>
              <form method="post" action="\(action)" class="add-form">
                \(token.map(FormTokens.field))
                <label class="field-label" for="task-title">Task</label>
                <div class="field">
                  <input id="task-title" name="title" type="text" value="\(title)" data-limit="\(limit)" required autocomplete="off" placeholder="Drink a glass of water" aria-describedby="task-count" data-counter="task-count">
                  <output id="task-count" class="counter" aria-live="polite">0/\(limit)</output>
                </div>
                <fieldset class="time-picker">
                  <legend class="field-label">Time</legend>
                  <select name="hour" aria-label="Hour">\(hours)</select>
                  <span aria-hidden="true">:</span>
                  <select name="minute" aria-label="Minute">\(minutes)</select>
                  \(if: !twentyFour, "<select name=\"period\" aria-label=\"AM or PM\">\(periods)</select>")
                </fieldset>
                <button class="button" type="submit">\(submit)</button>
                <a class="button secondary" href="\(Routes.create.path())">Cancel</a>
              </form>
            </section>
            </div>
            """)
    }

    private static func option(_ value: String, label: String, selected: Bool) -> HTML {
        "<option value=\"\(value)\"\(if: selected, " selected")>\(label)</option>"
    }
}

extension CreatePages {
    /// The time picker's fields: minutes on the 5-minute grid, and an hour 1–12 with AM or PM, or
    /// 0–23 without (the region's 24-hour clock).
    static func taskTime(_ form: Form) throws -> TimeOfDay {
        let refusal = WebError.badRequest("Choose a time in 5-minute steps, like \(RegionFormat.current.text(TimeOfDay(hour: 7, minute: 5)!)).")
        guard let hour = Int(try form.required("hour")), let minute = Int(try form.required("minute")) else { throw refusal }
        guard let period = form["period"] else {
            guard let time = TimeOfDay(hour: hour, minute: minute) else { throw refusal }
            return time
        }
        guard period == "AM" || period == "PM", (1...12).contains(hour),
              let time = TimeOfDay(hour: hour % 12 + (period == "PM" ? 12 : 0), minute: minute)
        else { throw refusal }
        return time
    }
}
