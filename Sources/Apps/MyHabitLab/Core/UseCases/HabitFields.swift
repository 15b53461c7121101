import DayKit
import Foundation

/// What the user sets on a habit when creating or editing it; validated as a whole.
public struct HabitFields: Sendable, Hashable {
    public var name: String
    public var detail: String?
    public var icon: String
    public var color: HabitColor
    public var schedule: Schedule
    public var kind: HabitKind
    /// The habit's first day, which an edit may move (nil: a new habit's today, an edit's unchanged).
    public var startDay: CalendarDay?

    /// Fields with the defaults of a new habit: every day, yes/no, ✅, blue.
    public init(name: String, detail: String? = nil, icon: String = "✅", color: HabitColor = .blue,
                schedule: Schedule = .daily, kind: HabitKind = .yesNo, startDay: CalendarDay? = nil) {
        self.name = name
        self.detail = detail
        self.icon = icon
        self.color = color
        self.schedule = schedule
        self.kind = kind
        self.startDay = startDay
    }

    /// The fields of `habit`.
    public init(_ habit: Habit) {
        self.init(name: habit.name, detail: habit.detail, icon: habit.icon, color: habit.color, schedule: habit.schedule, kind: habit.kind,
                  startDay: habit.createdDay)
    }

    /// The fields cleaned (trimmed, one line) and checked; throws the first problem.
    func validated() throws -> HabitFields {
        var clean = self
        clean.name = try Text.line(name, field: "name")
        guard !clean.name.isEmpty else { throw MyHabitLabError.nameEmpty }
        guard clean.name.count <= MyHabitLabLimits.nameLength else { throw MyHabitLabError.nameTooLong(clean.name.count) }
        clean.detail = try detail.map { try Text.paragraph($0, field: "description") }.flatMap { $0.isEmpty ? nil : $0 }
        if let detail = clean.detail, detail.count > MyHabitLabLimits.detailLength {
            throw MyHabitLabError.detailTooLong(detail.count)
        }
        clean.icon = try HabitIcon(validating: icon).stored
        switch schedule {
        case .daily: break
        case .weekdays(let days):
            guard !days.isEmpty, days.allSatisfy((1...7).contains) else {
                throw MyHabitLabError.invalidSchedule("Choose at least one weekday.")
            }
        case .times(let times, let days):
            guard (1...MyHabitLabLimits.longestPeriod).contains(days), (1...days).contains(times) else {
                throw MyHabitLabError.invalidSchedule("Choose N times in M days with 1 ≤ N ≤ M ≤ \(MyHabitLabLimits.longestPeriod).")
            }
        }
        if case .measurable(let unit, let target, let direction) = kind {
            let cleanUnit = try Text.line(unit, field: "unit")
            guard cleanUnit.count <= MyHabitLabLimits.unitLength else { throw MyHabitLabError.unitTooLong(cleanUnit.count) }
            guard target.isFinite, target > 0 else { throw MyHabitLabError.targetNotPositive }
            clean.kind = .measurable(unit: cleanUnit, target: target, direction: direction)
        }
        return clean
    }
}

/// Text cleaning shared by every field.
enum Text {
    /// One line: newlines become spaces, ends trimmed; control characters are refused.
    static func line(_ text: String, field: String) throws -> String {
        let joined = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        try refuseControlCharacters(joined, field: field)
        return joined.trimmingCharacters(in: .whitespaces)
    }

    /// Several lines, ends trimmed; control characters other than newlines and tabs are refused.
    static func paragraph(_ text: String, field: String) throws -> String {
        try refuseControlCharacters(text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\t", with: "").replacingOccurrences(of: "\r", with: ""), field: field)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text` without control characters (line breaks and tabs kept when `keepingLines`), and
    /// whether any was removed: what another app's file holds is cleaned, not refused.
    static func withoutControlCharacters(_ text: String, keepingLines: Bool = false) -> (text: String, removed: Bool) {
        var removed = false
        let kept = text.unicodeScalars.filter { scalar in
            guard scalar.properties.generalCategory == .control, !(keepingLines && (scalar == "\n" || scalar == "\t" || scalar == "\r")) else { return true }
            removed = true
            return false
        }
        return removed ? (String(String.UnicodeScalarView(kept)), true) : (text, false)
    }

    private static func refuseControlCharacters(_ text: String, field: String) throws {
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw MyHabitLabError.controlCharacters(field: field)
        }
    }

    /// Whether `text` is exactly one emoji (one grapheme cluster drawn as an emoji).
    static func isOneEmoji(_ text: String) -> Bool {
        guard text.count == 1, let first = text.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && text.unicodeScalars.count > 1)
            || (first.properties.isEmoji && first.value > 0x238C)
    }
}
