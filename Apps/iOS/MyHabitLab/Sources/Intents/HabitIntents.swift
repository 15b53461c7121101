import AppIntents
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import WidgetKit

// The App Intents Shortcuts and Siri run (issue 25): toggle a habit, log a value for a measurable
// habit, and "what's left today", over a habit entity found by name. They run in the app's process
// without bringing it to the screen (no intent asks to open the app), through `ShortcutsModel` over
// the app's own Core; every rule, and every refusal's words, stays in the Core.

/// The data as the intents reach it, and the widgets told after a change.
enum ShortcutsData {
    /// The app's data as it opened it at launch (set by `MyHabitLabApp.init`, which runs before any
    /// intent in the app's process).
    @MainActor static var opening: Opening?

    /// Runs `work` over the app's open Core: the intents run in the app's process, so they write
    /// through its pool (GRDB: one pool per file per process) and the open screens' observations
    /// show the change at once; a Shortcut run while the app is in the background finds its pool
    /// suspended, so the work runs with it awake (`MyHabitLabModel.awake`), on the model's write
    /// line as the screens' writes do, off the main actor. Only when the app's data could not open
    /// is the file opened here.
    static func run<Value: Sendable>(_ work: @escaping @Sendable (ShortcutsModel) throws -> Value) async throws -> Value {
        if let model = await opening?.model {
            return try await model.awake { try work(ShortcutsModel(app: $0)) }
        }
        return try work(ShortcutsModel(app: try SharedFile.open(as: .app)))
    }

    /// After a change: the widgets redraw (the app's Today reloads them too when it is open).
    static func changed() {
        WidgetCenter.shared.reloadAllTimelines()
    }
}

/// A habit as Shortcuts and Siri know it: its name (what people say), its icon, and whether a
/// value can be logged for it.
struct HabitEntity: AppEntity {
    // NB: computed, so it compiles whether or not the SDK in use declares TypeDisplayRepresentation
    // Sendable (a stored static would need it to be).
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Habit" }
    static let defaultQuery = HabitQuery()

    let id: UUID
    let name: String
    let icon: String
    /// The unit of a measurable habit ("" when it has none); nil for a yes/no habit.
    let unit: String?

    init(_ habit: ShortcutHabit) {
        id = habit.id.rawValue
        name = habit.name
        icon = habit.icon
        unit = habit.unit
    }

    var displayRepresentation: DisplayRepresentation {
        switch unit {
        case nil: DisplayRepresentation(title: "\(icon) \(name)")
        case ""?: DisplayRepresentation(title: "\(icon) \(name)", subtitle: "Measurable")
        case let unit?: DisplayRepresentation(title: "\(icon) \(name)", subtitle: "Measurable, in \(unit)")
        }
    }
}

/// How the system finds habits: by the ids a shortcut saved, by what was said or typed (the name,
/// ignoring case and accents), and every active habit as suggestions.
struct HabitQuery: EntityStringQuery {
    func entities(for identifiers: [UUID]) async throws -> [HabitEntity] {
        try await ShortcutsData.run { try $0.habits(ids: identifiers.map { Habit.ID($0) }) }.map(HabitEntity.init)
    }

    func entities(matching string: String) async throws -> [HabitEntity] {
        try await ShortcutsData.run { try $0.habits(matching: string) }.map(HabitEntity.init)
    }

    func suggestedEntities() async throws -> [HabitEntity] {
        try await ShortcutsData.run { try $0.habits() }.map(HabitEntity.init)
    }
}

/// Toggles a habit today (a measurable one: its target ↔ nothing) and says how it stands.
struct ToggleHabitShortcutIntent: AppIntent {
    static var title: LocalizedStringResource { "Toggle a Habit" }
    static var description: IntentDescription? {
        IntentDescription("Marks a habit done today, or not done if it already was, and says how it stands.")
    }

    @Parameter(title: "Habit")
    var habit: HabitEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let sentence = try await ShortcutsData.run { [id = Habit.ID(habit.id)] in try $0.toggle(id) }
        ShortcutsData.changed()
        return .result(dialog: "\(sentence)")
    }
}

/// Records today's value of a measurable habit ("Log 2 for Water"); a yes/no habit is refused in the
/// Core's words.
struct LogHabitValueIntent: AppIntent {
    static var title: LocalizedStringResource { "Log a Habit's Value" }
    static var description: IntentDescription? {
        IntentDescription("Records today's value of a measurable habit, such as pages read or glasses of water.")
    }

    @Parameter(title: "Habit")
    var habit: HabitEntity

    @Parameter(title: "Value")
    var value: Double

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let sentence = try await ShortcutsData.run { [id = Habit.ID(habit.id)] in try $0.log(id, value: value) }
        ShortcutsData.changed()
        return .result(dialog: "\(sentence)")
    }
}

/// Says what is left today, and gives the names to the next action of a shortcut.
struct WhatsLeftTodayIntent: AppIntent {
    static var title: LocalizedStringResource { "What's Left Today" }
    static var description: IntentDescription? {
        IntentDescription("Says which of today's habits are not done yet, and gives their names to the next action.")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let left = try await ShortcutsData.run { try $0.whatsLeftToday() }
        return .result(value: left.left.joined(separator: "\n"), dialog: "\(left.sentence)")
    }
}

/// The phrases that run the intents from Siri and Spotlight without setting anything up; each
/// names the app, as App Shortcuts require.
struct MyHabitLabShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WhatsLeftTodayIntent(),
                    phrases: ["What's left today in \(.applicationName)",
                              "What's left in \(.applicationName)",
                              "\(.applicationName) what's left today"],
                    shortTitle: "What's Left Today", systemImageName: "checklist")
        AppShortcut(intent: ToggleHabitShortcutIntent(),
                    phrases: ["Toggle a habit in \(.applicationName)",
                              "Mark a habit done in \(.applicationName)"],
                    shortTitle: "Toggle a Habit", systemImageName: "checkmark.circle")
        AppShortcut(intent: LogHabitValueIntent(),
                    phrases: ["Log a value in \(.applicationName)",
                              "Log a habit in \(.applicationName)"],
                    shortTitle: "Log a Value", systemImageName: "plus.circle")
    }
}
