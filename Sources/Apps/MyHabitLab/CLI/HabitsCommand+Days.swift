import ArgumentParser
import CLISupport
import DayKit
import Foundation
import MyHabitLabCore

extension HabitsCommand {
    struct Today: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Today: the habits due first, then the others.")
        @OptionGroup var options: CommonOptions

        func report(_ app: MyHabitLab) throws -> Report {
            try Report(app.todayScreen())
        }
    }

    /// The answer of a command that changes one day.
    /// `change` is made to the habit `reference` names (its id, or its name), found once.
    static func dayReport(_ app: MyHabitLab, _ reference: String, _ day: CalendarDay?,
                          _ change: (Habit.ID) throws -> DayState) throws -> Report {
        let found = try app.habit(app.habitID(for: reference))
        let state = try change(found.id)
        let date = try day ?? app.today
        return Report(json: DayResult(id: found.id, name: found.name, date: date, state: state),
                      text: "\(HabitIcon(stored: found.icon).emoji) \(found.name) on \(date): \(state.rawValue)")
    }

    struct DayResult: Encodable {
        let id: Habit.ID
        let name: String
        let date: CalendarDay
        let state: DayState
    }

    struct Toggle: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Mark a habit done, or undo it (today unless --day).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Option(help: "A past day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var day: CalendarDay?

        func report(_ app: MyHabitLab) throws -> Report {
            try HabitsCommand.dayReport(app, habit, day) { try app.toggle($0, on: day) }
        }
    }

    struct Set: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Record a measurable habit's value (today unless --day).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        // NB: a value such as -3 reads as an option to the parser; only an argument that collects
        // what nothing else takes can hold it (`set Weight -3`).
        @Argument(parsing: .allUnrecognized, help: "The value, e.g. 12, 2.5 or 2,5.", transform: DecimalNumber.init(typed:))
        var value: [DecimalNumber] = []
        @Option(help: "A past day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var day: CalendarDay?

        func validate() throws {
            guard value.count == 1 else {
                throw ValidationError(value.isEmpty ? "Give the value, e.g. 12 or 2.5." : "Give one value, e.g. 12 or 2.5.")
            }
        }

        func report(_ app: MyHabitLab) throws -> Report {
            try HabitsCommand.dayReport(app, habit, day) { try app.setValue($0, value[0].value, on: day) }
        }
    }

    struct Skip: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Mark a day off: it neither breaks a streak nor counts against a rate.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Option(help: "A past day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var day: CalendarDay?

        func report(_ app: MyHabitLab) throws -> Report {
            try HabitsCommand.dayReport(app, habit, day) { try app.skip($0, on: day) }
        }
    }

    struct Clear: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Clear a day's mark (its note stays).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Option(help: "The day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var day: CalendarDay

        func report(_ app: MyHabitLab) throws -> Report {
            try HabitsCommand.dayReport(app, habit, day) { try app.clear($0, on: day) }
        }
    }

    struct Note: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Write a day's note (empty text removes it).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Argument(help: "The note (up to 500 characters).") var text: String
        @Option(help: "A past day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var day: CalendarDay?

        func report(_ app: MyHabitLab) throws -> Report {
            try HabitsCommand.dayReport(app, habit, day) { try app.setNote($0, text, on: day) }
        }
    }

    struct History: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "A habit's days (the last 30 unless --from/--to).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Option(help: "The first day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var from: CalendarDay?
        @Option(help: "The last day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var to: CalendarDay?

        func report(_ app: MyHabitLab) throws -> Report {
            try Report(app.historyScreen(app.habitID(for: habit), from: from, to: to))
        }
    }

    struct Stats: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Stats of one habit, or of every active habit.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String?

        func report(_ app: MyHabitLab) throws -> Report {
            guard let habit else { return try Report(app.statsScreen()) }
            return try Report(app.habitStats(app.habitID(for: habit)))
        }
    }

    struct Score: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "A habit's strength day by day (0…1, Loop's score).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Option(help: "The first day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var from: CalendarDay?
        @Option(help: "The last day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var to: CalendarDay?

        func report(_ app: MyHabitLab) throws -> Report {
            try Report(app.scoreScreen(app.habitID(for: habit), from: from, to: to))
        }
    }

    struct Heatmap: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "A year of a habit's days, weeks in columns.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Option(parsing: .unconditional, help: "The year (default: this year).") var year: Int?

        func report(_ app: MyHabitLab) throws -> Report {
            try Report(app.heatmapScreen(app.habitID(for: habit), year: year))
        }
    }

    struct CalendarCommand: HabitsSubcommand {
        static let configuration = CommandConfiguration(commandName: "calendar", abstract: "One month of a habit's days.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Option(help: "The month, YYYY-MM (default: this month).") var month: String?

        func report(_ app: MyHabitLab) throws -> Report {
            try Report(app.calendarScreen(app.habitID(for: habit), month: month))
        }
    }
}

extension TodayScreen: TextScreen {}
extension HistoryScreen: TextScreen {}
extension StatsScreen: TextScreen {}
extension HabitStatsScreen: TextScreen {}
extension ScoreScreen: TextScreen {}
extension HeatmapScreen: TextScreen {}
extension CalendarMonthScreen: TextScreen {}
extension WidgetSnapshot: TextScreen {}
