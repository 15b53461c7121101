import ArgumentParser
import CLISupport
import DayKit
import Foundation
import UltimateCore

extension ChallengesCommand {
    /// The task's state after a change, as the answer of a logging command.
    static func taskReport(_ app: Ultimate, _ challenge: Challenge.ID, _ task: ChallengeTask.ID, _ day: CalendarDay?) throws -> Report {
        let screen = try app.dayScreen(challenge, on: day ?? app.today)
        guard let found = screen.tasks.first(where: { $0.id == task }) else {
            throw UltimateError.unknownTask(task.uuidString, challenge: screen.challenges.first?.name ?? challenge.uuidString)
        }
        return Report(json: found, text: "\(found.challenge), \(screen.date): " + found.text)
    }

    /// A task of a challenge on a day: what the logging commands act on.
    struct TaskDay: ParsableArguments {
        @Argument(help: "The challenge: its id, or its name.") var challenge: String
        @Argument(help: "The task: its id, or its name.") var task: String
        @Option(help: "An earlier day still inside the grace, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var day: CalendarDay?

        /// Runs `change` on the challenge and task the names resolve to, on the day, then reports
        /// the task as it now stands.
        func change(_ app: Ultimate, _ change: (Challenge.ID, ChallengeTask.ID, CalendarDay?) throws -> Void) throws -> Report {
            let challenge = try app.resolve(challenge)
            let task = try app.resolveTask(task, of: challenge)
            try change(challenge, task, day)
            return try ChallengesCommand.taskReport(app, challenge, task, day)
        }
    }

    struct Complete: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Complete a done-or-not task (today unless --day).")
        @OptionGroup var options: CommonOptions
        @OptionGroup var target: TaskDay

        func report(_ app: Ultimate) throws -> Report {
            try target.change(app) { _ = try app.complete($0, $1, on: $2) }
        }
    }

    struct Undo: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Undo what was logged for a task (today unless --day).")
        @OptionGroup var options: CommonOptions
        @OptionGroup var target: TaskDay

        func report(_ app: Ultimate) throws -> Report {
            try target.change(app) { _ = try app.undo($0, $1, on: $2) }
        }
    }

    struct Log: ChallengesSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Log a quantity (in your profile's units) or minutes; +N adds to what is logged, -N takes it off.")
        @OptionGroup var options: CommonOptions
        @OptionGroup var target: TaskDay
        // NB: a value such as -0.5 reads as an option to the parser; only an argument that collects
        // what nothing else takes can hold it (`log 75 Hard Water -0.5`).
        @Argument(parsing: .allUnrecognized, help: "The value, e.g. 2.5 or 2,5; +0.25 to add, -0.25 to take off.", transform: LoggedAmount.init(typed:))
        var value: [LoggedAmount] = []

        func validate() throws {
            guard value.count == 1 else {
                throw ValidationError(value.isEmpty ? "Give the value to log, e.g. 2.5, +0.25 or -0.25."
                    : "Give one value to log, e.g. 2.5, +0.25 or -0.25, not “\(value.map(\.text).joined(separator: " "))”.")
            }
        }

        func report(_ app: Ultimate) throws -> Report {
            let amount = value[0]
            return try target.change(app) {
                _ = try app.log($0, $1, value: amount.value, adding: amount.adding, inShownUnits: true, on: $2)
            }
        }
    }

    struct Timer: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Start or stop a duration task's timer.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "start or stop.", transform: TimerAction.init(typed:)) var action: TimerAction
        @Argument(help: "The challenge: its id, or its name.") var challenge: String
        @Argument(help: "The task: its id, or its name.") var task: String

        func report(_ app: Ultimate) throws -> Report {
            let challenge = try app.resolve(challenge)
            let task = try app.resolveTask(task, of: challenge)
            if action == .start { try app.startTimer(challenge, task) } else { try app.stopTimer(challenge, task) }
            return try ChallengesCommand.taskReport(app, challenge, task, nil)
        }
    }

    struct Check: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Check (or uncheck) an item of a checklist task.")
        @OptionGroup var options: CommonOptions
        @OptionGroup var target: TaskDay
        @Argument(help: "The item's name.") var item: String

        func report(_ app: Ultimate) throws -> Report {
            try target.change(app) { _ = try app.check($0, $1, item: item, on: $2) }
        }
    }

    struct Abandon: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Give up on a challenge today; its history stays.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The challenge: its id, or its name.") var challenge: String
        @Flag(help: "Confirm.") var yes = false

        func validate() throws {
            guard yes else { throw ValidationError("Abandoning ends the challenge; add --yes to confirm.") }
        }

        func report(_ app: Ultimate) throws -> Report {
            let challenge = try app.resolve(challenge)
            try app.abandon(challenge)
            return .action("Abandoned “\(try app.challengeSummary(challenge).name)”. Its history stays; `restart` to go again.")
        }
    }

    struct Restart: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Start a challenge again at day 1 today; earlier attempts stay in history.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The challenge: its id, or its name.") var challenge: String

        func report(_ app: Ultimate) throws -> Report {
            let challenge = try app.resolve(challenge)
            try app.restart(challenge)
            let summary = try app.challengeSummary(challenge)
            return Report(json: summary, text: "“\(summary.name)” restarts today: attempt \(summary.attempt), day 1 of \(summary.days).")
        }
    }

    struct RepeatWeek: ChallengesSubcommand {
        static let configuration = CommandConfiguration(commandName: "repeat-week",
                                                        abstract: "Repeat this week of a week-by-week plan (Couch to 5K): 7 more days.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The challenge: its id, or its name.") var challenge: String

        func report(_ app: Ultimate) throws -> Report {
            let challenge = try app.resolve(challenge)
            try app.repeatWeek(challenge)
            let summary = try app.challengeSummary(challenge)
            return Report(json: summary, text: "Next week repeats this one: “\(summary.name)” now ends on \(summary.endDate).")
        }
    }

    struct TaskCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "task", abstract: "A challenge's tasks: add, edit, remove or move them until its day 1 is over.",
            subcommands: [Add.self, Edit.self, Remove.self, Move.self])

        struct Add: ChallengesSubcommand {
            static let configuration = CommandConfiguration(abstract: "Add a task to a challenge before its day 1 is over.")
            @OptionGroup var options: CommonOptions
            @Argument(help: "The challenge: its id, or its name.") var challenge: String
            @Argument(help: "The task's name.") var name: String
            @OptionGroup var task: TaskOptions

            func report(_ app: Ultimate) throws -> Report {
                var added = try task.task(over: ChallengeTask(name: name))
                let challenge = try app.resolve(challenge)
                added = try app.addTask(added, to: challenge)
                return Report(json: added, text: "Added “\(added.name)” (\(added.measurement.text)) to “\(try app.challengeSummary(challenge).name)”.")
            }
        }

        struct Edit: ChallengesSubcommand {
            static let configuration = CommandConfiguration(
                abstract: "Change a task (a template's target or unit, its name, days or time) before the challenge's day 1 is over.")
            @OptionGroup var options: CommonOptions
            @Argument(help: "The challenge: its id, or its name.") var challenge: String
            @Argument(help: "The task: its id, or its name.") var taskName: String
            @Option(help: "A new name.") var name: String?
            @OptionGroup var task: TaskOptions

            func report(_ app: Ultimate) throws -> Report {
                let challenge = try app.resolve(challenge)
                let edited = try app.editTask(try app.resolveTask(taskName, of: challenge), of: challenge) { edited in
                    edited = try task.task(over: edited, name: name)
                }
                return Report(json: edited, text: "“\(edited.name)”: \(edited.measurement.text).")
            }
        }

        struct Remove: ChallengesSubcommand {
            static let configuration = CommandConfiguration(abstract: "Remove a task before the challenge's day 1 is over.")
            @OptionGroup var options: CommonOptions
            @Argument(help: "The challenge: its id, or its name.") var challenge: String
            @Argument(help: "The task: its id, or its name.") var task: String

            func report(_ app: Ultimate) throws -> Report {
                let challenge = try app.resolve(challenge)
                try app.removeTask(try app.resolveTask(task, of: challenge), of: challenge)
                return Report(json: ["removed": task], text: "Removed “\(task)”.")
            }
        }

        struct Move: ChallengesSubcommand {
            static let configuration = CommandConfiguration(abstract: "Move a task to another place in the list before the challenge's day 1 is over.")
            @OptionGroup var options: CommonOptions
            @Argument(help: "The challenge: its id, or its name.") var challenge: String
            @Argument(help: "The task: its id, or its name.") var task: String
            @Option(parsing: .unconditional, help: "Its new place: 1 is first.") var to: Int

            func report(_ app: Ultimate) throws -> Report {
                let challenge = try app.resolve(challenge)
                try app.moveTask(try app.resolveTask(task, of: challenge), of: challenge, to: to)
                return Report(json: ["moved": task, "position": String(to)], text: "Moved “\(task)” to place \(to).")
            }
        }
    }
}

/// How a task is measured, when it is due and when to remind: given when adding a task, and only
/// what changes when editing one. Gathered as the Core's `TaskDraft`, which reads them.
struct TaskOptions: ParsableArguments {
    @Flag(help: "Done or not (a new task's default).") var binary = false
    @Option(parsing: .unconditional, help: "A quantity to reach (with --unit for a new quantity).") var quantity: String?
    @Option(help: "The quantity's unit: L, ml, fl oz, glasses, pages, reps, steps, kg, lb, seconds, km, mi, servings.") var unit: String?
    @Option(parsing: .unconditional, help: "Minutes to reach.") var duration: String?
    @Option(help: "Items to check, comma-separated.") var checklist: String?
    @Flag(help: "Due every day (a new task's default).") var daily = false
    @Option(help: "Due on these weekdays only, e.g. mon,wed,fri.") var weekdays: String?
    @Option(name: .customLong("times-per-week"), parsing: .unconditional, help: "Due N times in each challenge week.") var timesPerWeek: String?
    @Option(name: .customLong("on-days"), help: "Due on these challenge days only, e.g. 1,30.") var onDays: String?
    @Option(help: "A time to be reminded, HH:MM (none: no reminder).") var at: String?
    @Option(help: "What the task asks.") var detail: String?
    @Option(help: "workout, nutrition, hydration, reading, mindfulness, photo or other.") var category: String?

    /// The options' names, for the refusals that name one.
    private static let names: [TaskDraft.Field: String] = [.target: "--quantity", .unit: "--unit", .minutes: "--duration", .items: "--checklist",
                                                           .weekdays: "--weekdays", .times: "--times-per-week", .days: "--on-days", .time: "--at"]

    /// `task` with what was given set on it (and `name`, when given).
    func task(over task: ChallengeTask, name: String? = nil) throws -> ChallengeTask {
        let kinds: [MeasurementKind] = [binary ? .binary : nil, quantity.map { _ in .quantity }, duration.map { _ in .duration },
                                        checklist.map { _ in .checklist }].compactMap { $0 }
        guard kinds.count <= 1 else { throw ValidationError("Choose one of --binary, --quantity, --duration, --checklist.") }
        let frequencies = [daily ? "daily" : nil, weekdays.map { _ in "weekdays" }, timesPerWeek.map { _ in "times" }, onDays.map { _ in "days" }]
            .compactMap { $0 }
        guard frequencies.count <= 1 else { throw ValidationError("Choose one of --daily, --weekdays, --times-per-week, --on-days.") }
        let given: [TaskDraft.Field: String?] = [.name: name, .measurement: kinds.first?.rawValue, .target: quantity, .unit: unit, .minutes: duration,
                                                 .items: checklist, .frequency: frequencies.first, .weekdays: weekdays, .times: timesPerWeek,
                                                 .days: onDays, .time: at, .detail: detail, .category: category]
        let draft = TaskDraft(given.compactMapValues { $0 }, scope: .changes, names: Self.names)
        return try validated { try draft.task(over: task) }
    }
}
