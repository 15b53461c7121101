import DayKit
import Foundation
import MyHabitLabCore
import WebSupport

/// The new / edit habit sheet's fields as typed, so a refused form comes back as it was sent,
/// with the message beside the field it is about.
struct HabitForm {
    var name = ""
    var icon = "✅"
    var customIcon = ""
    var color = HabitColor.blue
    var scheduleKind = "daily"
    var weekdays: Set<Int> = Set(1...7)
    var times = "3"
    var perDays = "7"
    var kind = "yesNo"
    var unit = ""
    var target = ""
    var direction = TargetDirection.atLeast
    /// Each reminder's time (`HH:MM`) and weekdays; the last row may be blank.
    var reminders: [(time: String, weekdays: Set<Int>)] = []
    var detail = ""
    /// The first day (`YYYY-MM-DD`), shown and changed by the edit form only.
    var start = ""
    /// The habit's edit version the form was drawn from (`MyHabitLab.editVersion`); empty on a new habit.
    var version = ""

    /// A message for a field: the field's name (`name`, `icon`, `schedule`, …) and the text.
    struct Problem: Error {
        let field: String
        let message: String

        /// `read`'s value, or its refusal (DayKit's `TypedText` readers) as the problem of `field`, in its words.
        static func reading<Value>(_ field: String, _ read: () throws -> Value) throws -> Value {
            do {
                return try read()
            } catch let refusal as any Refusal {
                throw Problem(field: field, message: refusal.message)
            }
        }
    }

    /// The emoji offered in the grid; any other can be typed.
    static let emoji = ["✅", "💧", "📚", "🏃", "🧘", "💪", "🥗", "😴", "🦷", "🚶", "✍️", "🎸",
                        "🧠", "☀️", "🌱", "🚭", "☕", "💊", "🧹", "💰", "📵", "🙏", "🎨", "🐕"]

    init() {}

    /// The fields of `habit` and its reminders.
    init(_ habit: Habit, reminders: [HabitReminder]) {
        name = habit.name
        icon = habit.icon
        if !Self.emoji.contains(habit.icon), HabitSymbol.named(habit.icon) == nil { customIcon = habit.icon }
        color = habit.color
        switch habit.schedule {
        case .daily: scheduleKind = "daily"
        case .weekdays(let days): (scheduleKind, weekdays) = ("weekdays", days)
        case .times(let n, let m): (scheduleKind, times, perDays) = ("times", String(n), String(m))
        }
        if case .measurable(let unit, let target, let direction) = habit.kind {
            (kind, self.unit, self.target, self.direction) = ("measurable", unit, Format.number(target), direction)
        }
        self.reminders = reminders.map { ($0.time, $0.weekdays) }
        detail = habit.detail ?? ""
        start = habit.createdDay.description
    }

    /// The fields as sent.
    init(_ form: Form) {
        name = form["name"] ?? ""
        icon = form["icon"] ?? "✅"
        customIcon = (form["custom-icon"] ?? "").trimmingCharacters(in: .whitespaces)
        color = form["color"].flatMap(HabitColor.init(rawValue:)) ?? .blue
        scheduleKind = form["schedule"] ?? "daily"
        weekdays = Set((1...7).filter { form["day-\($0)"] != nil })
        times = form["times"] ?? ""
        perDays = form["per-days"] ?? ""
        kind = form["kind"] ?? "yesNo"
        unit = form["unit"] ?? ""
        target = form["target"] ?? ""
        direction = form["direction"].flatMap(TargetDirection.init(rawValue:)) ?? .atLeast
        reminders = (1...MyHabitLabLimits.remindersPerHabit).compactMap { number in
            guard let time = form["reminder-\(number)"]?.trimmingCharacters(in: .whitespaces), !time.isEmpty else { return nil }
            return (time, Set((1...7).filter { form["reminder-\(number)-day-\($0)"] != nil }))
        }
        detail = form["detail"] ?? ""
        start = (form["start"] ?? "").trimmingCharacters(in: .whitespaces)
        version = form["version"] ?? ""
    }

    /// The habit's fields and reminders; throws the first problem, naming its field.
    func fields() throws -> (HabitFields, [HabitReminder]) {
        let schedule: Schedule
        switch scheduleKind {
        case "daily": schedule = .daily
        case "weekdays": schedule = .weekdays(weekdays)
        case "times":
            guard let n = try? TypedText.whole(times), let m = try? TypedText.whole(perDays) else {
                throw Problem(field: "schedule", message: "Write how many times in how many days as whole numbers, like 3 in 7.")
            }
            schedule = .times(n, per: m)
        default: throw Problem(field: "schedule", message: "Choose every day, some weekdays, or N times in M days.")
        }
        let habitKind: HabitKind
        switch kind {
        case "yesNo": habitKind = .yesNo
        case "measurable":
            guard let value = try? TypedText.number(target) else {
                throw Problem(field: "kind", message: "The target must be a number greater than 0.")
            }
            habitKind = .measurable(unit: unit, target: value, direction: direction)
        default: throw Problem(field: "kind", message: "Choose yes/no or measurable.")
        }
        var startDay: CalendarDay?
        if !start.isEmpty {
            startDay = try Problem.reading("start") { try TypedText.day(start) }
        }
        let chosenIcon = customIcon.isEmpty ? icon : customIcon
        let reminders = try reminders.map { row in
            let time = try Problem.reading("reminders") { try TypedText.time(row.time) }
            guard let reminder = HabitReminder(time, weekdays: row.weekdays) else {
                throw Problem(field: "reminders", message: "Choose at least one weekday for the reminder at \(row.time).")
            }
            return reminder
        }
        return (HabitFields(name: name, detail: detail, icon: chosenIcon, color: color, schedule: schedule, kind: habitKind,
                            startDay: startDay), reminders)
    }

    /// The field a refusal of the Core is about.
    static func problem(_ error: MyHabitLabError) -> Problem {
        let field = switch error {
        case .nameEmpty, .nameTooLong: "name"
        case .iconNotOneEmoji, .unknownSymbol: "icon"
        case .detailTooLong: "detail"
        case .unitTooLong, .targetNotPositive: "kind"
        case .invalidSchedule: "schedule"
        case .tooManyReminders, .reminderOutOfRange: "reminders"
        case .startAfterFirstEntry, .futureDay: "start"
        case .controlCharacters(let field): field == "description" ? "detail" : field == "unit" ? "kind" : "name"
        default: "form"
        }
        return Problem(field: field, message: error.message)
    }
}
