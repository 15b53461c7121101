import ArgumentParser
import CLISupport
import BetterMorningCore
import DayKit

extension MorningCommand {
    struct Today: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Show today's routine.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report {
            try Report(app.routineScreen())
        }
    }

    struct Day: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Show the routine on a day (past days read-only).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var date: CalendarDay

        func report(_ app: BetterMorning) throws -> Report {
            try Report(app.routineScreen(day: date))
        }
    }

    struct Check: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Toggle task N of today (1 = the earliest) between untouched and done.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The task's number in time order, from 1.") var number: Int

        func report(_ app: BetterMorning) throws -> Report {
            try app.check(taskNumber: number)
            return try Report(app.routineScreen())
        }
    }

    struct CloseDays: MorningSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "close-days",
            abstract: "Close the days left open since the last run, their unchecked tasks missed.",
            discussion: "Up to \(BetterMorningLimits.catchUpDays) missed days close by themselves; more wait until you close them here.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report {
            let closed = try app.closeOpenDays()
            return Report.action(closed == 0 ? "No days were waiting to be closed." : "Closed \(closed) days; their unchecked tasks are missed.")
        }
    }

    struct Run: MorningSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Run mode: today's routine one task at a time.",
            discussion: "Shows task N (default: the first task not done yet); --done marks it done and moves on.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The task's number in time order, from 1.") var number: Int?
        @Flag(help: "Mark the task done and show the next one not done yet.") var done = false

        func report(_ app: BetterMorning) throws -> Report {
            var position = RunPosition.start
            if let number {
                let steps = try app.runScreen(at: .start).steps
                guard steps.indices.contains(number - 1) else { throw BetterMorningError.taskNumberOutOfRange(number, count: steps.count) }
                position = .task(steps[number - 1].id)
            }
            if done {
                guard case .task(let id) = position else {
                    throw ValidationError("Name the task to mark done, e.g. `run 2 --done`.")
                }
                position = try app.completeRunStep(id, on: app.today)
            }
            return try Report(app.runScreen(at: position))
        }
    }

    struct WeekCommand: MorningSubcommand {
        static let configuration = CommandConfiguration(commandName: "week", abstract: "Show a routine's weekly chart.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The routine's id as `routines` prints it, or a famous person's id.") var routine: String
        @Option(parsing: .unconditional, help: "Weeks back from this week: 0, -1, -2, …") var offset: Int = 0

        func report(_ app: BetterMorning) throws -> Report {
            try Report(app.weekChart(routine: app.routineID(routine), offset: offset))
        }
    }

    struct Restart: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Restart a routine: it becomes active from tomorrow.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The routine's id, or a famous person's id.") var routine: String

        func report(_ app: BetterMorning) throws -> Report {
            let restarted = try app.restart(app.routineID(routine))
            let text = "\(restarted.name) restarts tomorrow (\(app.today.adding(days: 1)))."
            return Report.action(text)
        }
    }

    struct Delete: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Delete a routine and all its history.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The routine's id, or a famous person's id.") var routine: String
        @Flag(help: "Confirm: the routine and its history are deleted for good.") var yes = false

        func report(_ app: BetterMorning) throws -> Report {
            guard yes else { throw ValidationError("Deleting a routine removes all its history for good. Add --yes to confirm.") }
            try app.delete(app.routineID(routine))
            let text = "Deleted routine \(routine) and its history."
            return Report.action(text)
        }
    }
}

extension RunScreen: TextScreen {}
extension RoutineScreen: TextScreen {}
extension WeekChart: TextScreen {}
extension CreateScreen: TextScreen {}
extension ProfileScreen: TextScreen {}
extension BetterMorningSettingsScreen: TextScreen {}
