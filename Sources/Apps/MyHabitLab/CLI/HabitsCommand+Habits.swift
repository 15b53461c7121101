import ArgumentParser
import CLISupport
import DayKit
import Foundation
import MyHabitLabCore

/// The options that describe a habit (`add` and `edit`).
struct HabitOptions: ParsableArguments {
    @Option(help: "One emoji, or a symbol of the app's list (figure.run, drop.fill, book.fill…).") var icon: String?
    @Option(help: "A palette colour (red, orange, yellow, green, teal, blue, indigo, purple, pink, brown, grey, …) or #RRGGBB.",
            transform: HabitColor.init(typed:)) var color: HabitColor?
    @Option(help: "A description (up to 500 characters).") var detail: String?
    @Option(help: "Due on these weekdays only, e.g. mon,wed,fri.", transform: WeekdaySet.init(typed:)) var weekdays: WeekdaySet?
    @Option(parsing: .unconditional, help: "Due N times …") var times: Int?
    @Option(name: .customLong("per-days"), parsing: .unconditional, help: "… in every M days (with --times).") var perDays: Int?
    @Flag(help: "Due every day (the default).") var daily = false
    @Option(help: "Measurable: the unit, e.g. pages.") var unit: String?
    @Option(parsing: .unconditional, help: "Measurable: the daily target, a number greater than 0.", transform: DecimalNumber.init(typed:))
    var target: DecimalNumber?
    @Flag(name: .customLong("at-most"), help: "Measurable: meet the target by staying at or under it.") var atMost = false
    @Flag(name: .customLong("yes-no"), help: "Make the habit yes/no (edit).") var yesNo = false

    /// Applies the options that were given to `fields`.
    func apply(to fields: inout HabitFields) throws {
        if let icon { fields.icon = icon }
        if let color { fields.color = color }
        if let detail { fields.detail = detail }
        let schedules = [daily, weekdays != nil, times != nil || perDays != nil].filter { $0 }.count
        guard schedules <= 1 else { throw ValidationError("Choose one schedule: --daily, --weekdays, or --times with --per-days.") }
        if daily { fields.schedule = .daily }
        if let weekdays { fields.schedule = .weekdays(weekdays.days) }
        if times != nil || perDays != nil {
            guard let times, let perDays else { throw ValidationError("--times and --per-days go together, e.g. --times 3 --per-days 7.") }
            fields.schedule = .times(times, per: perDays)
        }
        if yesNo {
            guard unit == nil, target == nil, !atMost else { throw ValidationError("--yes-no cannot go with --unit, --target or --at-most.") }
            fields.kind = .yesNo
        } else if unit != nil || target != nil || atMost {
            var (currentUnit, currentTarget, direction) = ("", 0.0, TargetDirection.atLeast)
            if case .measurable(let u, let t, let d) = fields.kind { (currentUnit, currentTarget, direction) = (u, t, d) }
            guard let value = target?.value ?? (currentTarget > 0 ? currentTarget : nil) else {
                throw ValidationError("A measurable habit needs --target, a number greater than 0.")
            }
            fields.kind = .measurable(unit: unit ?? currentUnit, target: value, direction: atMost ? .atMost : direction)
        }
    }
}

extension HabitsCommand {
    struct Symbols: HabitsSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "The symbols a habit's --icon can name (an SF Symbol on the iPhone, its emoji here).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "Only the symbols whose name or title contains this.") var search: String?

        func report(_ app: MyHabitLab) throws -> Report {
            let symbols = HabitSymbol.search(search ?? "")
            let lines = symbols.map { "\($0.emoji) \($0.name) — \($0.title)" }
            return Report(json: symbols, text: lines.isEmpty ? "No symbol matches “\(search ?? "")”." : lines.joined(separator: "\n"))
        }
    }

    struct List: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "List the habits in their order (active, or --archived).")
        @OptionGroup var options: CommonOptions
        @Flag(help: "List the archived habits.") var archived = false

        func report(_ app: MyHabitLab) throws -> Report {
            let habits = try app.habitList(archived: archived)
            return Report(json: habits, text: habits.text(archived: archived))
        }
    }

    struct Add: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Add a habit.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "Its name (1–60 characters).") var name: String
        @OptionGroup var habit: HabitOptions

        func report(_ app: MyHabitLab) throws -> Report {
            var fields = HabitFields(name: name)
            try habit.apply(to: &fields)
            let created = try app.createHabit(fields)
            let summary = try app.habitList().first { $0.id == created.id }
            return Report(json: summary, text: "Added \(HabitIcon(stored: created.icon).emoji) \(created.name) (\(created.schedule.summary)). Its id: \(created.id)")
        }
    }

    struct Edit: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Change a habit; its history is kept.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habitName: String
        @Option(help: "A new name.") var name: String?
        @OptionGroup var habit: HabitOptions

        func report(_ app: MyHabitLab) throws -> Report {
            let edited = try app.editHabit(app.habitID(for: habitName)) { fields in
                if let name { fields.name = name }
                try habit.apply(to: &fields)
            }
            let summary = try app.habitList(archived: edited.isArchived).first { $0.id == edited.id }
            return Report(json: summary, text: "Saved \(HabitIcon(stored: edited.icon).emoji) \(edited.name).")
        }
    }

    struct Archive: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Archive a habit: it leaves Today and Stats; its history stays.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String

        func report(_ app: MyHabitLab) throws -> Report {
            let id = try app.habitID(for: habit)
            try app.archiveHabit(id)
            return .action("Archived “\(try app.habit(id).name)”.")
        }
    }

    struct Restore: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Restore an archived habit.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String

        func report(_ app: MyHabitLab) throws -> Report {
            let id = try app.habitID(for: habit)
            try app.restoreHabit(id)
            return .action("Restored “\(try app.habit(id).name)”.")
        }
    }

    struct Delete: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Delete a habit and all its entries.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Flag(help: "Confirm: the habit and its history are deleted for good.") var yes = false

        func report(_ app: MyHabitLab) throws -> Report {
            guard yes else { throw ValidationError("Deleting a habit removes all its history for good. Add --yes to confirm.") }
            let id = try app.habitID(for: habit)
            let name = try app.habit(id).name
            try app.deleteHabit(id)
            return .action("Deleted “\(name)” and its history.")
        }
    }

    struct Move: HabitsSubcommand {
        static let configuration = CommandConfiguration(abstract: "Move a habit to position N (1 = first).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The habit: its id, or its name.") var habit: String
        @Option(parsing: .unconditional, help: "The new position.") var to: Int

        func report(_ app: MyHabitLab) throws -> Report {
            let id = try app.habitID(for: habit)
            try app.moveHabit(id, to: to)
            return .action("Moved “\(try app.habit(id).name)” to position \(to).")
        }
    }
}
