import DayKit
import Foundation

extension ExportFile {
    /// What a problem says of a `settings.dayStartsAt` that is not a time the app takes.
    public static let dayStartsAtRule = "must be a time from 00:00 to 04:00"
    /// What a problem says of a `settings.appearance` that is not one the app has.
    public static let appearanceRule = "must be light, dark or system"
    /// What a problem says of a reminder that is not one.
    public static let reminderShape = "must be {\"time\":\"HH:MM\",\"weekdays\":[\"mon\",…]}"

    /// The file's `settings` as read: each part nil when it is missing or not of its type (the
    /// problem then appended to `problems` with its JSON path). Settings that are not an object
    /// are no settings. The Core keeps the rules on the values (the latest start of a day).
    public static func settings(_ value: Any?, problems: inout [String]) -> (dayStartsAt: TimeOfDay?, appearance: String?) {
        guard let object = value as? [String: Any] else { return (nil, nil) }
        var dayStartsAt: TimeOfDay?, appearance: String?
        if let raw = object["dayStartsAt"] {
            dayStartsAt = (raw as? String).flatMap { TimeOfDay($0) }
            if dayStartsAt == nil { problems.append("$.settings.dayStartsAt: \(dayStartsAtRule)") }
        }
        if let raw = object["appearance"] {
            appearance = raw as? String
            if appearance == nil { problems.append("$.settings.appearance: \(appearanceRule)") }
        }
        return (dayStartsAt, appearance)
    }
}

extension ExportFile.Habit {
    /// One of the file's `habits` as read, at `path` (`$.habits[0]`), each problem of its shape
    /// appended to `problems` with its JSON path; nil when it is not an object. A field refused
    /// reads as its default (an empty name, a daily schedule, yes or no, no reminder) so that the
    /// product's rules can still be checked on the others: the habit is for use only when no
    /// problem was appended.
    public static func read(_ item: Any, path: String, problems: inout [String]) -> Self? {
        guard let object = item as? [String: Any] else {
            problems.append("\(path): must be an object")
            return nil
        }
        func problem(_ field: String, _ message: String) {
            problems.append("\(path).\(field): \(message)")
        }
        func text(_ field: String) -> String {
            guard let text = object[field] as? String else {
                problem(field, "must be text")
                return ""
            }
            return text
        }
        let id = (object["id"] as? String).flatMap { UUID(text: $0) }
        if id == nil { problem("id", "must be a UUID") }
        let (name, icon, color) = (text("name"), text("icon"), text("color"))
        let createdDay = (object["createdDay"] as? String).flatMap { CalendarDay($0) }
        if createdDay == nil { problem("createdDay", "must be a date like 2026-11-22") }
        var schedule = ExportFile.Schedule.daily
        if let raw = object["schedule"] {
            if let data = try? JSONSerialization.data(withJSONObject: raw), let decoded = try? JSONDecoder().decode(ExportFile.Schedule.self, from: data) {
                schedule = decoded
            } else {
                problem("schedule", "must be {\"kind\":\"daily\"}, {\"kind\":\"weekdays\",\"days\":[…]} or {\"kind\":\"times\",\"times\":N,\"days\":M}")
            }
        } else {
            problem("schedule", "is missing")
        }
        var kind = "yesNo", unit: String?, target: Double?, direction: String?
        switch object["kind"] as? String {
        case "yesNo": break
        case "measurable":
            kind = "measurable"
            (unit, target) = (object["unit"] as? String ?? "", (object["target"] as? NSNumber)?.doubleValue ?? 0)
            direction = object["direction"] as? String ?? "atLeast"
            if direction != "atLeast", direction != "atMost" {
                problem("direction", "must be atLeast or atMost")
                direction = nil
            }
        default: problem("kind", "must be yesNo or measurable")
        }
        var reminders: [ExportFile.Reminder] = []
        for (index, raw) in (object["reminders"] as? [Any] ?? []).enumerated() {
            guard let reminder = raw as? [String: Any], let time = reminder["time"] as? String, TimeOfDay(time) != nil,
                  let keys = reminder["weekdays"] as? [String], !keys.isEmpty, keys.allSatisfy(ExportFile.weekdayKeys.contains)
            else {
                problem("reminders[\(index)]", ExportFile.reminderShape)
                continue
            }
            reminders.append(ExportFile.Reminder(time: time, weekdays: keys))
        }
        return ExportFile.Habit(id: id ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), name: name, detail: object["detail"] as? String, icon: icon, color: color,
                                schedule: schedule, kind: kind, unit: unit, target: target, direction: direction,
                                createdDay: createdDay ?? CalendarDay(dayNumber: 0), position: object["position"] as? Int ?? 0,
                                archived: object["archived"] as? Bool ?? false, reminders: reminders)
    }
}
