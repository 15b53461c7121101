import DayKit
import WebSupport

/// What every form on a task's day sends (Today's cards, a task's page): the day (today when
/// absent) and the page it came from.
struct TaskDayInput {
    let day: CalendarDay?
    /// The page it came from, when it says.
    let from: String?
    /// Where to return: the page it came from, under the app, else Today.
    let returnPath: String

    init(_ form: Form) throws {
        day = try form.day()
        from = form["from"]
        returnPath = form.returnPath(under: UltimateRoutes.root, otherwise: UltimateRoutes.today.path())
    }
}

/// A quantity or minutes typed into a task's box: set, or added to what was logged.
struct LogInput {
    let value: Double
    let adding: Bool
    /// In the profile's units rather than the task's own.
    let inShownUnits: Bool

    init(_ form: Form) throws {
        let mode = form["mode"] ?? "set"
        guard mode == "add" || mode == "set" else { throw WebError.badRequest("“\(mode)” is neither add nor set.") }
        value = try Form.number(form.required("value"))
        adding = mode == "add"
        inShownUnits = form["shown"] == "1"
    }
}

/// A duration task's timer button.
struct TimerInput {
    enum Action { case start, stop }
    let action: Action

    init(_ form: Form) throws {
        switch form["action"] {
        case "start": action = .start
        case "stop": action = .stop
        default: throw WebError.badRequest("Say start or stop.")
        }
    }
}

/// A checklist item tapped.
struct CheckInput {
    let item: String

    init(_ form: Form) throws {
        item = try form.required("item")
    }
}

/// A task's note for the day (empty removes it).
struct NoteInput {
    let text: String

    init(_ form: Form) {
        text = form["text"] ?? ""
    }
}
