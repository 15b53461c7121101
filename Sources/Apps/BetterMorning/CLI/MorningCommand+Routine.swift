import ArgumentParser
import CLISupport
import BetterMorningCore
import DayKit

extension MorningCommand {
    struct Today: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Show today's routine.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report {
            let screen = try app.routineScreen()
            return Report(json: screen, text: screen.text)
        }
    }

    struct Day: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Show the routine on a day (past days read-only).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var date: CalendarDay

        func report(_ app: BetterMorning) throws -> Report {
            let screen = try app.routineScreen(day: date)
            return Report(json: screen, text: screen.text)
        }
    }

    struct Check: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Toggle task N of today (1 = the earliest) between untouched and done.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The task's number in time order, from 1.") var number: Int

        func report(_ app: BetterMorning) throws -> Report {
            try app.check(taskNumber: number)
            let screen = try app.routineScreen()
            return Report(json: screen, text: screen.text)
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
            let screen = try app.runScreen(at: position)
            return Report(json: screen, text: screen.text)
        }
    }

    struct WeekCommand: MorningSubcommand {
        static let configuration = CommandConfiguration(commandName: "week", abstract: "Show a routine's weekly chart.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The routine's id as `routines` prints it, or a famous person's id.") var routine: String
        @Option(parsing: .unconditional, help: "Weeks back from this week: 0, -1, -2, …") var offset: Int = 0

        func report(_ app: BetterMorning) throws -> Report {
            let chart = try app.weekChart(routine: routine, offset: offset)
            let lines = chart.days.map { day in
                "\(WeekdayName.short(day.date.weekday)) \(day.date)  " + (day.count.map { String(repeating: "█", count: $0) + " \($0)" } ?? "·")
            }
            return Report(json: chart, text: ([chart.title] + lines).joined(separator: "\n"))
        }
    }

    struct Restart: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Restart a routine: it becomes active from tomorrow.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The routine's id, or a famous person's id.") var routine: String

        func report(_ app: BetterMorning) throws -> Report {
            try app.restart(routine)
            let name = try app.routineList().first { $0.active }?.name ?? routine
            let text = "\(name) restarts tomorrow (\(app.today.adding(days: 1)))."
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
            try app.delete(routine)
            let text = "Deleted routine \(routine) and its history."
            return Report.action(text)
        }
    }
}

extension RunScreen {
    /// The run as text: the task now and what is next, or the end.
    var text: String {
        let done = "\(doneCount) of \(steps.count) done today"
        guard let step = currentStep else { return "\(routine.name): the run is over. \(done)." }
        let state = step.mark == .done ? " ✓" : ""
        let nextText: String = if case .task(let id) = next, let following = steps.first(where: { $0.id == id }) {
            "Next: \(following.number). \(following.title) at \(following.time.formatted(.twelveHour))"
        } else {
            "Next: the end"
        }
        return """
            \(routine.name) — task \(step.number) of \(steps.count)\(state)
            \(step.time.formatted(.twelveHour))  \(step.title) (\(step.minutes) min)
            \(nextText) · \(done)
            """
    }
}

extension RoutineScreen {
    /// The screen as lines of text.
    var text: String {
        switch state {
        case .noActiveRoutine:
            return "No active routine. Choose one (`habitsuite morning celebrities`) or create your own."
        case .startsTomorrow:
            return "\(routine!.name) starts tomorrow."
        case .running:
            let header = "\(routine!.name) — \(date.longText)\(mode == .past ? " (read-only)" : mode == .closed ? " (closed: read-only)" : mode == .future ? " (not yet)" : "")"
            let rows = tasks.map { task in
                let symbol = switch task.mark { case .done: "✓"; case .missed: "✗"; case .untouched: " " }
                return "\(String(task.number).leftPadded(2)). [\(symbol)] \(task.time.formatted(.twelveHour).leftPadded(8))  \(task.title)"
            }
            return ([header] + rows).joined(separator: "\n")
        }
    }
}
