import ArgumentParser
import CLISupport
import DayKit
import DayKitDatabase
import Foundation
import MyHabitLabCore

/// `habitsuite habits <command>`: every MyHabitLab action and screen.
public struct HabitsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "habits",
        abstract: "MyHabitLab: an offline habit tracker.",
        subcommands: [
            List.self, Symbols.self, Add.self, Edit.self, Archive.self, Restore.self, Delete.self, Move.self,
            Today.self, Toggle.self, Set.self, Skip.self, Clear.self, Note.self,
            History.self, Stats.self, Score.self, Heatmap.self, CalendarCommand.self,
            Reminders.self, ReminderCommand.self, Widget.self, SettingsCommand.self, Export.self, Import.self, Sync.self,
        ]
    )

    public init() {}
}

/// A MyHabitLab subcommand.
protocol HabitsSubcommand: AppSubcommand where App == MyHabitLab {}

extension HabitsSubcommand {
    static func open(_ options: CommonOptions) throws -> MyHabitLab {
        let calendar = try options.calendar()
        return try MyHabitLab.onDisk(directory: options.directory(), clock: options.clock(in: calendar), calendar: calendar)
    }

    static func store(of app: MyHabitLab) -> AppStore { app.database.store }
}

extension HabitSettings.Appearance: ArgumentValue {
    /// `light`, `dark` or `system`, in any case.
    public init(typed text: String) throws {
        guard let look = Self(rawValue: text.lowercased()) else { throw ValidationError("“\(text)” is not light, dark or system.") }
        self = look
    }
}

extension HabitColor: ArgumentValue {
    /// A palette colour by name, or `#RRGGBB` (the nearest palette colour).
    public init(typed text: String) throws {
        guard let color = HabitColor(parsing: text) else {
            throw ValidationError("“\(text)” is not a colour: use one of \(HabitColor.allCases.map(\.rawValue).joined(separator: ", ")), or #RRGGBB.")
        }
        self = color
    }
}
