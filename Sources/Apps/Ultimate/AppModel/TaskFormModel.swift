import DayKit
import Foundation
import Observation
import UltimateCore

/// A task described on the phone with every measurement and frequency the Core has: the fields as
/// the form holds them, read by the Core's one reader of a task's description (`TaskDraft`, as the
/// web's task form and the CLI read theirs). Used by the start flow's plan and a challenge's own.
@MainActor @Observable
public final class TaskFormModel {
    /// How often the task is due, as the form offers it.
    public enum Frequency: String, Sendable, Hashable, CaseIterable {
        case daily, weekdays, times, days

        /// What the form says for it.
        public var words: String {
            switch self {
            case .daily: "Every day"
            case .weekdays: "On some weekdays"
            case .times: "Times a week"
            case .days: "On some challenge days"
            }
        }
    }

    public var name = ""
    public var category = TaskCategory.other
    public var measurement = MeasurementKind.binary
    /// A quantity's target as typed ("3,5") and its unit.
    public var target = ""
    public var unit = QuantityUnit.glasses
    /// A duration's minutes as typed.
    public var minutes = ""
    /// A checklist's items as typed, a comma list.
    public var items = ""
    public var frequency = Frequency.daily
    /// The weekdays of a `weekdays` task (1 = Sunday … 7 = Saturday).
    public var weekdays: Set<Int> = [2, 3, 4, 5, 6]
    /// A `times` task's times a week.
    public var timesPerWeek = 3
    /// A `days` task's challenge days as typed ("1, 30").
    public var challengeDays = ""
    /// The time of day its reminder comes; nil for none.
    public var remindsAt: TimeOfDay?
    /// Why the last description was refused, naming the field; nil once one is read.
    public private(set) var problem: TaskDraft.Problem?

    public init() {}

    /// Whether the form can be sent: a task needs a name.
    public var canAdd: Bool { !name.trimmingCharacters(in: .whitespaces).isEmpty }

    /// The task the form describes, over `base` (a new task by default); nil, with `problem`, when a
    /// field is not what it asks. The Core checks the rest when the task is added.
    public func task(over base: ChallengeTask = ChallengeTask(name: "")) -> ChallengeTask? {
        var text: [TaskDraft.Field: String] = [.name: name, .category: category.rawValue, .measurement: measurement.rawValue,
                                               .frequency: frequency.rawValue, .time: remindsAt?.description ?? ""]
        switch measurement {
        case .quantity: (text[.target], text[.unit]) = (target, unit.rawValue)
        case .duration: text[.minutes] = minutes
        case .checklist: text[.items] = items
        case .binary: break
        }
        switch frequency {
        case .weekdays: text[.weekdays] = TaskDraft.weekdayList(weekdays)
        case .times: text[.times] = String(timesPerWeek)
        case .days: text[.days] = challengeDays
        case .daily: break
        }
        do {
            let task = try TaskDraft(text, scope: .form).task(over: base)
            problem = nil
            return task
        } catch {
            problem = error
            return nil
        }
    }

    /// Empties the form for the next task (its measurement and frequency stay as chosen).
    public func clear() {
        (name, target, minutes, items, challengeDays, remindsAt, problem) = ("", "", "", "", "", nil, nil)
    }
}
