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

/// A task's form (new, or an edit of a task kept until its challenge's day 1 is over). Its fields
/// are read over the task they change (`task(from:)`): a target left as shown keeps its exact value.
struct TaskInput {
    private let form: Form

    init(_ form: Form) {
        self.form = form
    }

    /// The task the form describes, over `base` (a new task, or the one being edited). The Core
    /// checks the result; this only reads the fields.
    func task(from base: ChallengeTask) throws -> ChallengeTask {
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
                task.measurement = .quantity(target: try number(targetText, field: "target"), unit: unit)
            }
        case "duration": task.measurement = .duration(minutes: try number(form["minutes"] ?? "", field: "minutes"))
        case "checklist":
            task.measurement = .checklist((form["items"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        case let other: throw WebError.badRequest("“\(other)” is not a way to measure a task.")
        }
        switch form["frequency"] ?? "daily" {
        case "daily": task.frequency = .daily
        case "weekdays": task.frequency = .weekdays(Set((1...7).filter { form["weekday\($0)"] == "on" }))
        case "times":
            let text = form["times"] ?? ""
            task.frequency = .timesPerWeek(try typedField("times", text) { try TypedText.whole(text, "a number of times") })
        case "days":
            let parts = (form["days"] ?? "").split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else {
                throw FieldProblem(field: "days", message: "List challenge days like 1, 30.", typed: form["days"] ?? "")
            }
            task.frequency = .onDays(Set(parts.compactMap { $0 }))
        case let other: throw WebError.badRequest("“\(other)” is not how often a task is due.")
        }
        let timeText = form["time"] ?? ""
        if timeText.isEmpty {
            task.timeOfDay = nil
        } else {
            task.timeOfDay = try typedField("time", timeText) { try TypedText.time(timeText) }
        }
        return task
    }

    /// A number typed into `field`; refused, a problem beside it.
    private func number(_ text: String, field: String) throws -> Double {
        try typedField(field, text) { try TypedText.number(text) }
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
