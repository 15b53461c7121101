import DayKit
import WebSupport

/// What a form that changes one day of a habit sends (Today's rows, the habit's calendar, the
/// day's sheet), decoded once: the day (none for today) and the page to go back to.
struct EntryInput {
    /// The day the form names, nil for today.
    let day: CalendarDay?
    /// The page the form came from, else Today.
    let returnPath: String
    /// The day field as sent, for actions that need it.
    private let dayField: String?

    init(_ form: Form) throws {
        day = try form.day()
        dayField = form["day"]
        returnPath = form.returnPath(under: MyHabitLabRoutes.root, otherwise: MyHabitLabRoutes.today.path())
    }

    /// The day, which the form must name (the calendar's cycle and clear).
    func requiredDay() throws -> CalendarDay {
        guard let dayField else { throw WebError.badRequest("The form is missing “day”.") }
        return try Form.day(dayField)
    }
}

/// What a form that sets typed text on one day of a habit sends (a note, a value): the text of
/// field `field` as typed, with the entry's day and return page.
struct TypedEntryInput {
    let field: String
    let text: String
    let entry: EntryInput
    var day: CalendarDay? { entry.day }

    init(_ form: Form, field: String) throws {
        self.field = field
        text = try form.required(field)
        entry = try EntryInput(form)
    }
}
