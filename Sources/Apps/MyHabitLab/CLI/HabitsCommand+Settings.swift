import ArgumentParser
import CLISupport
import DayKit
import DayKitDatabase
import Foundation
import MyHabitLabCore

extension HabitsCommand {
    struct Reminders: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Every habit's reminders, and the next notifications planned.")
        @OptionGroup var options: CommonOptions

        struct Listing: Encodable {
            let habits: [HabitReminders]
            let next: [Next]
        }

        /// A notification planned, as `--json` writes it.
        struct Next: Encodable {
            let habitID: Habit.ID
            let fireAt: Date
            let title: String
            let body: String
        }

        struct HabitReminders: Encodable {
            let id: Habit.ID
            let name: String
            let reminders: [Item]
        }

        struct Item: Encodable {
            let number: Int
            let time: String
            let weekdays: [String]
        }

        func report(_ app: MyHabitLab) throws -> Report {
            let habits = try app.habitList().compactMap { habit -> HabitReminders? in
                let reminders = try app.reminders(of: habit.id)
                guard !reminders.isEmpty else { return nil }
                return HabitReminders(id: habit.id, name: habit.name, reminders: reminders.enumerated().map {
                    Item(number: $0 + 1, time: $1.time, weekdays: $1.weekdays.sorted().map { Schedule.weekdayKeys[$0 - 1] })
                })
            }
            let next = try app.plannedNotifications().map { Next(habitID: $0.habitID, fireAt: $0.fireAt, title: $0.title, body: $0.body) }
            var lines = habits.flatMap { habit in habit.reminders.map { "\(habit.name) #\($0.number): \($0.time) on \($0.weekdays.joined(separator: ","))" } }
            if lines.isEmpty { lines = ["No reminders. Add one: habitsuite habits reminder add HABIT 07:30"] }
            return Report(json: Listing(habits: habits, next: next), text: lines.joined(separator: "\n"))
        }
    }

    struct ReminderCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reminder", abstract: "Add or remove a habit's reminders.",
                                                        subcommands: [AddReminder.self, RemoveReminder.self])
    }

    struct AddReminder: HabitsSubcommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Remind of a habit at HH:MM (on due days only).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Argument(help: "The time, HH:MM (24-hour).", transform: TimeOfDay.init(typed:)) var time: TimeOfDay
        @Option(help: "Only on these weekdays, e.g. mon,wed,fri.", transform: WeekdaySet.init(typed:)) var weekdays: WeekdaySet?

        func report(_ app: MyHabitLab) throws -> Report {
            let id = try app.habitID(for: habit)
            try app.addReminder(id, minutes: time.minutes, weekdays: weekdays?.days ?? Swift.Set(1...7))
            return .action("Reminder added at \(time) for “\(try app.habit(id).name)”.")
        }
    }

    struct RemoveReminder: HabitsSubcommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a habit's reminder N.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Argument(help: "The reminder's number, as `reminders` lists it.") var number: Int

        func report(_ app: MyHabitLab) throws -> Report {
            let id = try app.habitID(for: habit)
            try app.removeReminder(id, number: number)
            return .action("Reminder \(number) of “\(try app.habit(id).name)” removed.")
        }
    }

    struct Widget: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "What the home screen widget shows.")
        @OptionGroup var options: CommonOptions
        @Option(help: "small (3 habits) or medium (8).") var size: WidgetSnapshot.Size = .small

        func report(_ app: MyHabitLab) throws -> Report {
            try Report(app.widgetSnapshot(size: size))
        }
    }

    struct SettingsCommand: HabitsSubcommand {
        static let configuration = CommandConfiguration(commandName: "settings", abstract: "Show or change the settings.")
        @OptionGroup var options: CommonOptions
        @Option(name: .customLong("day-starts"), help: "When a new day starts, 00:00–04:00 (for late nights).", transform: TimeOfDay.init(typed:))
        var dayStarts: TimeOfDay?
        @Option(help: "light, dark or system (follows the device).", transform: HabitSettings.Appearance.init(typed:))
        var appearance: HabitSettings.Appearance?

        struct Shown: Encodable {
            let dayStartsAt: String
            let appearance: HabitSettings.Appearance
        }

        func report(_ app: MyHabitLab) throws -> Report {
            if let dayStarts { try app.setDayStart(minutes: dayStarts.minutes) }
            if let appearance { try app.setAppearance(appearance) }
            let settings = try app.settings()
            let shown = TimeOfDay(minutes: settings.dayStartsAt)?.description ?? "\(settings.dayStartsAt) minutes"
            return Report(json: Shown(dayStartsAt: shown, appearance: settings.appearance),
                          text: "The day starts at \(shown).\nAppearance: \(settings.appearance.rawValue).")
        }
    }

    struct Export: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Export every habit and entry.")
        @OptionGroup var options: CommonOptions
        @Option(help: "json (this app's format) or csv (a zip in Loop Habit Tracker's CSV layout).", transform: ExportFormat.init(typed:))
        var format = ExportFormat.json
        @Option(help: "The file to write.") var output: String

        func report(_ app: MyHabitLab) throws -> Report {
            let data: Data
            switch format {
            case .json: data = try app.exportJSON()
            case .csv: data = try app.exportLoopCSV()
            }
            let url = URL(fileURLWithPath: output)
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                throw CommandFailure("Could not write \(output): \(error.localizedDescription)")
            }
            return .action("Exported \(try app.habitList().count + app.habitList(archived: true).count) habits to \(output).")
        }
    }

    struct Import: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Import a MyHabitLab JSON export, a Loop backup (.db) or a Loop CSV zip; merges by id.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The file.") var file: String

        func report(_ app: MyHabitLab) throws -> Report {
            let url = URL(fileURLWithPath: file)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
            guard let size else { throw CommandFailure("There is no file \(file).") }
            guard size <= MyHabitLab.largestImport else { throw CommandFailure("The file is larger than \(MyHabitLab.largestImportText), so it was not imported.") }
            let data = try Data(contentsOf: url)
            var shown = -1
            let report = try app.importFile(data) { fraction in
                // A bar on standard error, redrawn every tenth (standard output stays for the report).
                let tenths = Int(fraction * 10)
                guard tenths > shown else { return }
                shown = tenths
                Console.current.err("Importing [" + String(repeating: "█", count: tenths) + String(repeating: "·", count: 10 - tenths) + "] \(tenths * 10)%")
            }
            let text = "Habits: \(report.habits.added) added, \(report.habits.updated) updated. Entries: \(report.entries.added) added, \(report.entries.updated) updated."
                + (report.problems.isEmpty ? "" : "\n" + report.problems.joined(separator: "\n"))
            return Report(json: report, text: text)
        }
    }
}

extension WidgetSnapshot.Size: ExpressibleByArgument {}

/// What `export` writes.
enum ExportFormat: String, ArgumentValue, CaseIterable {
    /// This app's JSON.
    case json
    /// A zip in Loop Habit Tracker's CSV layout.
    case csv

    init(typed text: String) throws {
        guard let format = ExportFormat(rawValue: text.lowercased()) else { throw ValidationError("“\(text)” is not an export format: use json or csv.") }
        self = format
    }
}

extension HabitsCommand {
    /// `habitsuite habits sync --server URL [--token T]`: this data folder with a HabitSuite server.
    struct Sync: SyncCommand {
        static let configuration = CommandConfiguration(abstract: "Sync this data folder's habits with a HabitSuite server (your own).")

        @OptionGroup var options: CommonOptions
        @OptionGroup var sync: SyncOptions

        static let root = "/my-habit-lab"

        static func store(_ options: CommonOptions) throws -> AppStore {
            try MyHabitLabDatabase.onDisk(in: options.directory()).store
        }
    }
}
