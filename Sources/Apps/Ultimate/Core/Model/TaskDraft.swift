import DayKit
import Foundation

/// A task as a person describes it in text, field by field: the web's task form and the CLI's
/// `task add` / `task edit` options both only gather their fields into one and call
/// `task(over:)`, the one reader of a task's description (DayKit's `TypedText` underneath). A
/// refusal names the field it is about (`Problem`), which the web shows beside that field.
public struct TaskDraft: Sendable, Hashable {
    /// A field of the description, named as the web's task form names it.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case name, detail, category
        /// `binary`, `quantity`, `duration` or `checklist` (`MeasurementKind`).
        case measurement
        /// A quantity's target and unit; a duration's minutes; a checklist's items, a comma list.
        case target, unit, minutes, items
        /// `daily`, `weekdays`, `times` (per week) or `days` (of the challenge).
        case frequency
        /// The weekdays (`mon,wed,fri`), times per week, challenge days (`1, 30`) and reminder time.
        case weekdays, times, days, time
    }

    /// How the fields were given.
    public enum Scope: Sendable, Hashable {
        /// Every field of a form, shown over the task: a field missing is empty (the measurement
        /// binary, the frequency daily, the category other); only the chosen kind's fields are read;
        /// a target left as shown (to the hundredth) keeps its exact value; an empty time, no reminder.
        case form
        /// Only what changes (the command line's options): a field not given keeps what the task
        /// has; a unit alone changes a quantity's unit; `none` for the time, no reminder.
        case changes
    }

    /// A field's text that is not what the field asks; nothing changed.
    public struct Problem: Refusal, Hashable, Sendable {
        /// The field it is about.
        public let field: Field
        public let message: String
        /// What the field held.
        public let typed: String

        public init(_ field: Field, _ message: String, typed: String = "") {
            self.field = field
            self.message = message
            self.typed = typed
        }
    }

    /// The text of each field given.
    public var text: [Field: String]
    public var scope: Scope
    /// What a field is called where it was typed, for the refusals that name one (the command
    /// line's `--unit`); the field's own name when absent.
    public var names: [Field: String]

    public init(_ text: [Field: String], scope: Scope, names: [Field: String] = [:]) {
        self.text = text
        self.scope = scope
        self.names = names
    }

    /// The task described, over `base` (a new task, or the one being changed). The Core checks
    /// the result when it is added or saved; this only reads the fields.
    public func task(over base: ChallengeTask) throws(Problem) -> ChallengeTask {
        var task = base
        if let name = given(.name) { task.name = name }
        if let detail = given(.detail) { task.detail = detail }
        if let text = given(.category) {
            guard let category = TaskCategory(rawValue: text.lowercased()) else { throw Problem(.category, "“\(text)” is not a category.", typed: text) }
            task.category = category
        }
        task.measurement = try measurement(over: base.measurement)
        task.frequency = try frequency(over: base.frequency)
        if let text = given(.time) {
            task.timeOfDay = try reminder(text)
        }
        return task
    }

    /// The checked weekdays (1 is Sunday, as `Calendar` numbers them) as the list one types, `mon,wed`.
    public static func weekdayList(_ days: some Sequence<Int>) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        let symbols = calendar.shortWeekdaySymbols  // Sun … Sat
        return days.filter { (1...7).contains($0) }.sorted().map { symbols[$0 - 1] }.joined(separator: ",")
    }

    // MARK: - Fields

    /// The text of `field`; in a form, a missing field is empty (or its default).
    private func given(_ field: Field) -> String? {
        guard scope == .form else { return text[field] }
        let defaults: [Field: String] = [.measurement: MeasurementKind.binary.rawValue, .frequency: "daily", .category: TaskCategory.other.rawValue]
        return text[field] ?? defaults[field] ?? ""
    }

    private func name(_ field: Field) -> String {
        names[field] ?? field.rawValue
    }

    /// `read`'s value of `text`, typed into `field`; refused in the reader's words, about `field`.
    private func typed<Value>(_ field: Field, _ text: String, _ read: (String) throws(TypedText.Refusal) -> Value) throws(Problem) -> Value {
        do {
            return try read(text)
        } catch {
            throw Problem(field, error.message, typed: text)
        }
    }

    private func measurement(over base: TaskMeasurement) throws(Problem) -> TaskMeasurement {
        let kindText = given(.measurement)
        let kind = try kindText.map { text throws(Problem) in
            guard let kind = MeasurementKind(rawValue: text) else { throw Problem(.measurement, "“\(text)” is not a way to measure a task.", typed: text) }
            return kind
        }
        let kept: (target: Double, unit: QuantityUnit)? = if case .quantity(let target, let unit) = base { (target, unit) } else { nil }
        if scope == .changes, kind != .quantity, let unitText = given(.unit) {
            // A unit alone changes a quantity's unit; with another kind it is refused.
            let unit = try readUnit(unitText)
            guard let kept else { throw Problem(.unit, "\(name(.unit)) goes with \(name(.target)): this task is not a quantity.", typed: unitText) }
            guard kind == nil else { throw Problem(.unit, "\(name(.unit)) goes with \(name(.target)) only.", typed: unitText) }
            return .quantity(target: kept.target, unit: unit)
        }
        switch kind {
        case nil: return base
        case .binary: return .binary
        case .quantity: return try quantity(kept: kept)
        case .duration:
            let text = given(.minutes) ?? ""
            return .duration(minutes: try typed(.minutes, text) { text throws(TypedText.Refusal) in try TypedText.number(text) })
        case .checklist: return .checklist(TypedText.list(given(.items) ?? ""))
        }
    }

    /// A quantity: its unit and target as typed, else as `kept`.
    private func quantity(kept: (target: Double, unit: QuantityUnit)?) throws(Problem) -> TaskMeasurement {
        let typedUnit = try given(.unit).map { text throws(Problem) in try readUnit(text) }
        let targetText = given(.target)?.trimmingCharacters(in: .whitespaces)
        let typedTarget = try targetText.map { text throws(Problem) in try typed(.target, text) { text throws(TypedText.Refusal) in try TypedText.number(text) } }
        guard let unit = typedUnit ?? kept?.unit else {
            let units = QuantityUnit.allCases.map(\.rawValue).joined(separator: ", ")
            throw Problem(.unit, "A quantity needs \(name(.unit)), one of: \(units).")
        }
        guard let target = typedTarget ?? kept?.target else { throw Problem(.target, "A quantity needs \(name(.target)).") }
        // NB: a form shows a target to the hundredth; left as shown, it keeps its exact value
        // (75 Hard's gallon, 3.785411784 L, is not 3.79 L).
        if scope == .form, let kept, kept.unit == unit, targetText == kept.target.twoDecimalText {
            return .quantity(target: kept.target, unit: unit)
        }
        return .quantity(target: target, unit: unit)
    }

    private func readUnit(_ text: String) throws(Problem) -> QuantityUnit {
        guard let unit = QuantityUnit(parsing: text) else { throw Problem(.unit, "“\(text)” is not a unit.", typed: text) }
        return unit
    }

    private func frequency(over base: TaskFrequency) throws(Problem) -> TaskFrequency {
        switch given(.frequency) {
        case nil: return base
        case "daily": return .daily
        case "weekdays":
            let text = given(.weekdays) ?? ""
            // A form's weekdays are boxes: none checked is an empty list, which the Core refuses.
            if scope == .form, text.isEmpty { return .weekdays([]) }
            return .weekdays(try typed(.weekdays, text) { text throws(TypedText.Refusal) in try TypedText.weekdays(text) })
        case "times":
            let text = given(.times) ?? ""
            return .timesPerWeek(try typed(.times, text) { text throws(TypedText.Refusal) in try TypedText.whole(text, "a number of times") })
        case "days":
            let text = given(.days) ?? ""
            let days = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !days.isEmpty, days.allSatisfy({ $0 != nil }) else { throw Problem(.days, "List challenge days like 1, 30.", typed: text) }
            return .onDays(Set(days.compactMap { $0 }))
        case let other?: throw Problem(.frequency, "“\(other)” is not how often a task is due.", typed: other)
        }
    }

    /// A reminder's time; nil for none (an empty field in a form, `none` on the command line).
    private func reminder(_ text: String) throws(Problem) -> TimeOfDay? {
        switch scope {
        case .form:
            if text.isEmpty { return nil }
            return try typed(.time, text) { text throws(TypedText.Refusal) in try TypedText.time(text) }
        case .changes:
            if text.lowercased() == "none" { return nil }
            return try typed(.time, text) { text throws(TypedText.Refusal) in try TypedText.time(text, like: "07:30 (or none)") }
        }
    }
}
