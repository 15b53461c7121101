import DayKit
import Foundation
import UltimateCore
import WebSupport

/// A custom challenge's form (its tasks are added next).
struct NewChallengeInput {
    let name: String
    let days: Int
    let rule: ChallengeRule
    let grace: Int
    let start: CalendarDay?
    let strategy: UltimateProfile.NotificationStrategy?

    init(_ form: Form) throws {
        let daysText = try form.required("days")
        days = try typedField("days", daysText) { try TypedText.whole(daysText, "a number of days") }
        guard let rule = ChallengeRule(rawValue: form["rule"] ?? "lenient") else { throw WebError.badRequest("Choose strict or lenient.") }
        self.rule = rule
        guard let grace = Int(form["grace"] ?? "1") else { throw WebError.badRequest("The grace is a number of days from 0 to 3.") }
        self.grace = grace
        do {
            start = try form.day("start")
        } catch {
            throw FieldProblem(error, field: "start", typed: form["start"] ?? "") ?? error
        }
        strategy = try form["strategy"].map(NotificationsInput.strategy)
        name = try form.required("name")
    }
}

/// A task's form (new, or an edit of a task kept until its challenge's day 1 is over): its fields
/// gathered as the Core's `TaskDraft`, read over the task they change (`task(from:)`).
struct TaskInput {
    private let form: Form

    init(_ form: Form) {
        self.form = form
    }

    /// The task the form describes, over `base` (a new task, or the one being edited). The Core
    /// checks the result; a field it refuses is a problem beside that field.
    func task(from base: ChallengeTask) throws -> ChallengeTask {
        var text: [TaskDraft.Field: String] = [.name: try form.required("name")]
        for field in TaskDraft.Field.allCases where field != .name && field != .weekdays {
            text[field] = form[field.rawValue]
        }
        text[.weekdays] = TaskDraft.weekdayList((1...7).filter { form["weekday\($0)"] == "on" })
        do {
            return try TaskDraft(text, scope: .form).task(over: base)
        } catch {
            throw FieldProblem(field: error.field.rawValue, message: error.message, typed: error.typed)
        }
    }
}

/// `read`'s value of `text`, typed into `field` (DayKit's `TypedText` readers, through `Form.typed`);
/// refused, a problem beside the field in the reader's words.
private func typedField<Value>(_ field: String, _ text: String, _ read: () throws -> Value) throws -> Value {
    do {
        return try Form.typed(read)
    } catch {
        throw FieldProblem(error, field: field, typed: text) ?? error
    }
}

/// Where a task moves (1 is first).
struct MoveTaskInput {
    let position: Int

    init(_ form: Form) throws {
        let text = try form.required("position")
        guard let position = Int(text) else { throw WebError.badRequest("“\(text)” is not a position.") }
        self.position = position
    }
}
