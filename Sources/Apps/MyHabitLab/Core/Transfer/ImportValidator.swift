import DayKit
import Foundation

/// Checks an export file as a whole and collects every problem with its JSON path.
struct ImportValidator {
    private(set) var problems: [String] = []

    struct Checked {
        var habits: [(habit: Habit, reminders: [HabitReminder])]
        var entries: [Entry]
        var dayStartsAt: Int?
    }

    mutating func file(_ root: Any) -> Checked? {
        guard let object = root as? [String: Any] else { return fail("$", "must be an object") }
        guard object["format"] as? String == ExportFile.formatName else { return fail("$.format", "must be \"\(ExportFile.formatName)\"") }
        guard let version = object["version"] as? Int else { return fail("$.version", "must be a whole number") }
        guard version <= ExportFile.currentVersion, version >= 1 else {
            return fail("$.version", "is \(version); this app reads versions 1 to \(ExportFile.currentVersion)")
        }
        var dayStartsAt: Int?
        if let settings = object["settings"] as? [String: Any], let text = settings["dayStartsAt"] {
            if let text = text as? String, let minutes = HabitReminder.minutes(parsing: text), minutes <= MyHabitLabLimits.latestDayStart {
                dayStartsAt = minutes
            } else {
                problem("$.settings.dayStartsAt", "must be a time from 00:00 to 04:00")
            }
        }
        guard let habitList = object["habits"] as? [Any] else { return fail("$.habits", "must be a list") }
        guard let entryList = object["entries"] as? [Any] else { return fail("$.entries", "must be a list") }
        var habits: [(Habit, [HabitReminder])] = []
        var kinds: [UUID: HabitKind] = [:]
        for (index, item) in habitList.enumerated() {
            if let checked = habit(item, path: "$.habits[\(index)]") {
                if kinds[checked.0.id] != nil { problem("$.habits[\(index)].id", "repeats an earlier habit's id") }
                kinds[checked.0.id] = checked.0.kind
                habits.append(checked)
            }
        }
        var entries: [Entry] = []
        var seen = Set<UUID>()
        var days = Set<String>()
        for (index, item) in entryList.enumerated() {
            guard let checked = entry(item, path: "$.entries[\(index)]", kinds: kinds) else { continue }
            if !seen.insert(checked.id).inserted { problem("$.entries[\(index)].id", "repeats an earlier entry's id") }
            if !days.insert("\(checked.habitID) \(checked.day)").inserted { problem("$.entries[\(index)].day", "repeats a day of the same habit") }
            entries.append(checked)
        }
        return Checked(habits: habits, entries: entries, dayStartsAt: dayStartsAt)
    }

    private mutating func habit(_ item: Any, path: String) -> (Habit, [HabitReminder])? {
        guard let object = item as? [String: Any] else { return fail(path, "must be an object") }
        let before = problems.count
        let id = uuid(object["id"], "\(path).id")
        let name = string(object["name"], "\(path).name") ?? ""
        let icon = string(object["icon"], "\(path).icon") ?? ""
        let colorName = string(object["color"], "\(path).color") ?? ""
        let color = HabitColor(parsing: colorName)
        if color == nil, !colorName.isEmpty { problem("\(path).color", "“\(colorName)” is not a colour of the palette") }
        let created = day(object["createdDay"], "\(path).createdDay")
        let position = object["position"] as? Int ?? 0
        let archived = object["archived"] as? Bool ?? false
        var schedule = Schedule.daily
        if let raw = object["schedule"] {
            if let data = try? JSONSerialization.data(withJSONObject: raw), let decoded = try? JSONDecoder().decode(Schedule.self, from: data) {
                schedule = decoded
            } else {
                problem("\(path).schedule", "must be {\"kind\":\"daily\"}, {\"kind\":\"weekdays\",\"days\":[…]} or {\"kind\":\"times\",\"times\":N,\"days\":M}")
            }
        } else {
            problem("\(path).schedule", "is missing")
        }
        var kind = HabitKind.yesNo
        switch object["kind"] as? String {
        case "yesNo": break
        case "measurable":
            let target = (object["target"] as? NSNumber)?.doubleValue ?? 0
            let direction = TargetDirection(rawValue: object["direction"] as? String ?? "atLeast")
            if direction == nil { problem("\(path).direction", "must be atLeast or atMost") }
            kind = .measurable(unit: object["unit"] as? String ?? "", target: target, direction: direction ?? .atLeast)
        default: problem("\(path).kind", "must be yesNo or measurable")
        }
        var fields = HabitFields(name: name, detail: object["detail"] as? String, icon: icon, color: color ?? .blue, schedule: schedule, kind: kind)
        do {
            fields = try fields.validated()
        } catch let error as MyHabitLabError {
            problem(path, error.message)
        } catch {
            problem(path, "\(error)")
        }
        var reminders: [HabitReminder] = []
        for (index, raw) in (object["reminders"] as? [Any] ?? []).enumerated() {
            let reminderPath = "\(path).reminders[\(index)]"
            guard let reminder = raw as? [String: Any], let time = reminder["time"] as? String,
                  let minutes = HabitReminder.minutes(parsing: time),
                  let keys = reminder["weekdays"] as? [String],
                  case let days = keys.compactMap({ Schedule.weekdayKeys.firstIndex(of: $0).map { $0 + 1 } }), days.count == keys.count,
                  let checked = HabitReminder(minutes: minutes, weekdays: Set(days))
            else {
                problem(reminderPath, "must be {\"time\":\"HH:MM\",\"weekdays\":[\"mon\",…]}")
                continue
            }
            reminders.append(checked)
        }
        guard problems.count == before, let id, let created else { return nil }
        return (Habit(id: id, name: fields.name, detail: fields.detail, icon: fields.icon, color: fields.color, schedule: fields.schedule,
                      kind: fields.kind, createdDay: created, position: position, isArchived: archived), reminders)
    }

    private mutating func entry(_ item: Any, path: String, kinds: [UUID: HabitKind]) -> Entry? {
        guard let object = item as? [String: Any] else { return fail(path, "must be an object") }
        let before = problems.count
        let id = uuid(object["id"], "\(path).id")
        let habitID = uuid(object["habit"], "\(path).habit")
        if let habitID, kinds[habitID] == nil { problem("\(path).habit", "names no habit of this file") }
        let day = day(object["day"], "\(path).day")
        var mark: DayMark?
        switch object["mark"] as? String {
        case "done": mark = .done
        case "skipped": mark = .skipped
        case "value":
            if let value = (object["value"] as? NSNumber)?.doubleValue, value.isFinite, value >= 0 {
                mark = .value(value)
            } else {
                problem("\(path).value", "must be a number of at least 0")
            }
        case nil where object["mark"] == nil || object["mark"] is NSNull: break
        default: problem("\(path).mark", "must be done, value or skipped")
        }
        let note = object["note"] as? String
        if let note, note.count > MyHabitLabLimits.noteLength { problem("\(path).note", "is longer than \(MyHabitLabLimits.noteLength) characters") }
        if mark == nil, note == nil { problem(path, "has neither a mark nor a note") }
        guard problems.count == before, let id, let habitID, let day else { return nil }
        return Entry(id: id, habitID: habitID, day: day, mark: mark, note: note)
    }

    private mutating func uuid(_ value: Any?, _ path: String) -> UUID? {
        guard let text = value as? String, let id = UUID(text: text) else { return fail(path, "must be a UUID") }
        return id
    }

    private mutating func day(_ value: Any?, _ path: String) -> CalendarDay? {
        guard let text = value as? String, let day = CalendarDay(text) else { return fail(path, "must be a date like 2026-11-22") }
        return day
    }

    private mutating func string(_ value: Any?, _ path: String) -> String? {
        guard let text = value as? String else { return fail(path, "must be text") }
        return text
    }

    private mutating func problem(_ path: String, _ message: String) {
        problems.append("\(path): \(message)")
    }

    private mutating func fail<T>(_ path: String, _ message: String) -> T? {
        problem(path, message)
        return nil
    }
}
