import DayKit
import Foundation
import MyHabitLabCore

/// What Shortcuts and Siri do (the app's App Intents), in whatever process runs them, without
/// opening the app: find habits by name, toggle one today, log a measurable habit's value, and say
/// what is left today. Like the widget's model it is a value: each call reads or writes through the
/// Core (which refuses what it refuses) and gives back the words to show or speak.
public struct ShortcutsModel: Sendable {
    private let app: MyHabitLab

    /// Shortcuts over `app`.
    public init(app: MyHabitLab) {
        self.app = app
    }

    /// Every active habit, in Today's order (the due ones first).
    public func habits() throws -> [ShortcutHabit] {
        try refusing { try app.todayScreen().habits.map(ShortcutHabit.init) }
    }

    /// The active habits among `ids`, in Today's order (an archived or deleted one is left out).
    public func habits(ids: [Habit.ID]) throws -> [ShortcutHabit] {
        let wanted = Set(ids)
        return try habits().filter { wanted.contains($0.id) }
    }

    /// The active habits whose name contains `text`, ignoring case and accents ("read" finds
    /// "Read"; "cafe" finds "Café"); every one for blank text.
    public func habits(matching text: String) throws -> [ShortcutHabit] {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return try habits() }
        return try habits().filter { $0.name.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    /// Toggles habit `id` today (a measurable habit: its target ↔ nothing), and says how it stands:
    /// "Read, done today, 1-day streak".
    public func toggle(_ id: Habit.ID) throws -> String {
        try refusing {
            _ = try app.toggle(id)
            return try sentence(id)
        }
    }

    /// Records `value` today for measurable habit `id`, and says how it stands: "Water, 1.5 of 2
    /// litres, not done yet, no streak". A yes/no habit or a value out of range is refused.
    public func log(_ id: Habit.ID, value: Double) throws -> String {
        try refusing {
            _ = try app.setValue(id, value)
            return try sentence(id)
        }
    }

    /// The habits due today and not met yet (a skipped one is not left), in Today's order.
    public func whatsLeftToday() throws -> WhatsLeftToday {
        try refusing {
            let screen = try app.todayScreen()
            return WhatsLeftToday(left: screen.habits.filter { $0.due && $0.state == .pending }.map(\.name),
                                  doneCount: screen.doneCount, dueCount: screen.dueCount)
        }
    }

    private func sentence(_ id: Habit.ID) throws -> String {
        guard let row = try app.todayScreen().habits.first(where: { $0.id == id }) else {
            throw ShortcutsRefusal(message: "That habit is no longer on Today.")
        }
        return row.spokenSentence
    }

    /// Runs `action`, turning the Core's refusal into its words.
    private func refusing<Value>(_ action: () throws -> Value) throws -> Value {
        do {
            return try action()
        } catch let refusal as ShortcutsRefusal {
            throw refusal
        } catch {
            throw ShortcutsRefusal(message: refusalText(error))
        }
    }
}

/// A habit as Shortcuts lists it.
public struct ShortcutHabit: Sendable, Hashable, Identifiable {
    public let id: Habit.ID
    public let name: String
    /// The emoji text draws: the habit's emoji, or its symbol's stand-in.
    public let icon: String
    /// The SF Symbol the iPhone draws instead of `icon`, when the habit's icon is a symbol.
    public let symbol: String?
    /// The unit of a measurable habit ("" when it has none); nil for a yes/no habit.
    public let unit: String?

    /// Whether a value can be logged for it.
    public var isMeasurable: Bool { unit != nil }

    init(_ row: TodayHabit) {
        id = row.id
        name = row.name
        (icon, symbol) = (row.icon, row.symbol)
        unit = row.kind == .measurable ? (row.unit ?? "") : nil
    }
}

/// What is left today, and the sentence that says it.
public struct WhatsLeftToday: Sendable, Hashable {
    /// The names of the due habits not met yet, in Today's order.
    public let left: [String]
    /// How many due habits are met.
    public let doneCount: Int
    /// How many habits are due today.
    public let dueCount: Int

    /// "2 left today: Read and Walk." / "Nothing left today: 2 of 3 done." (a skipped one is not
    /// left, nor done) / "Nothing is due today."
    public var sentence: String {
        if dueCount == 0 { return "Nothing is due today." }
        if left.isEmpty { return "Nothing left today: \(doneCount) of \(dueCount) done." }
        return "\(left.count) left today: \(Self.list(left))."
    }

    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// A refused shortcut, in the Core's words (Shortcuts shows them as the action's error).
public struct ShortcutsRefusal: Error, LocalizedError, Sendable, Equatable {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var errorDescription: String? { message }
}
