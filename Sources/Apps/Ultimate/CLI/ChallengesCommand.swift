import ArgumentParser
import CLISupport
import DayKit
import DayKitDatabase
import Foundation
import UltimateCore

/// `habitsuite challenges <command>`: Ultimate's challenges, tasks and days.
public struct ChallengesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "challenges",
        abstract: "Ultimate: fitness and habit challenges with measured tasks.",
        subcommands: [
            Templates.self, TemplateCommand.self, Start.self, Create.self, TaskCommand.self, List.self, Show.self,
            Today.self, DayCommand.self, Complete.self, Undo.self, Log.self, Timer.self, Check.self, Abandon.self, Restart.self,
            RepeatWeek.self, Analytics.self, Photos.self, Notifications.self, Profile.self, Onboarding.self, Export.self, Import.self, Reset.self, Sync.self,
        ]
    )

    public init() {}
}

/// An Ultimate subcommand.
protocol ChallengesSubcommand: AppSubcommand where App == Ultimate {}

extension ChallengesSubcommand {
    static func open(_ options: CommonOptions) throws -> Ultimate {
        let calendar = try options.calendar()
        return try Ultimate.onDisk(directory: options.directory(), clock: options.clock(in: calendar), calendar: calendar)
    }

    static func store(of app: Ultimate) -> AppStore { app.database.store }
}

extension ChallengesCommand {
    struct Templates: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "The challenges shipped with the app.")
        @OptionGroup var options: CommonOptions

        func report(_ app: Ultimate) throws -> Report {
            let templates = app.templates()
            return Report(json: templates.map(TemplateJSON.init), text: templates.text)
        }
    }

    struct TemplateCommand: ChallengesSubcommand {
        static let configuration = CommandConfiguration(commandName: "template", abstract: "A template's rules and tasks.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "Its id, e.g. 75-hard.") var id: String

        func report(_ app: Ultimate) throws -> Report {
            let template = try app.template(id)
            return Report(json: TemplateJSON(template), text: template.text)
        }
    }

    struct TemplateJSON: Encodable {
        let id: String
        let name: String
        let summary: String
        let rules: String
        let days: Int
        let rule: ChallengeRule
        let tasks: [ChallengeTask]

        init(_ template: ChallengeTemplate) {
            id = template.id
            name = template.name
            summary = template.summary
            rules = template.rules
            days = template.days
            rule = template.rule
            tasks = template.tasks
        }
    }


    struct Start: ChallengesSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Start a challenge from a template.",
            discussion: "The water fast (water-fast) starts only after its safety check: answer each of its questions with the flags below.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The template's id, e.g. 75-hard.") var template: String
        @Option(help: "The first day, YYYY-MM-DD (today unless given).", transform: CalendarDay.init(typed:)) var start: CalendarDay?
        @Option(help: "A name of your own.") var name: String?
        @Option(parsing: .unconditional, help: "Days after a day ends that it can still be logged (0–3).") var grace = 1
        @OptionGroup(title: "Water fast: the safety check") var safety: FastingAnswers

        func report(_ app: Ultimate) throws -> Report {
            let template = try app.template(template)
            let challenge: Challenge
            if template.needsSafetyCheck {
                guard name == nil else { throw ValidationError("The water fast is named by its goal; leave out --name.") }
                let (answers, hours) = try safety.answers(weightIn: app.profile())
                challenge = try app.startFast(safety: answers, on: start, goalHours: hours, grace: grace)
            } else {
                guard !safety.isGiven else { throw ValidationError("The safety check's answers are for the water fast only.") }
                challenge = try app.start(template: template.id, on: start, name: name, grace: grace)
            }
            return try ChallengesCommand.started(app, challenge)
        }
    }

    struct Create: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Create a custom challenge; add its tasks with `task add`.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "Its name.") var name: String
        @Option(parsing: .unconditional, help: "Its length, 1–365 days.") var days: Int
        @Flag(help: "Any missed task sends you back to day 1.") var strict = false
        @Option(help: "The first day, YYYY-MM-DD (today unless given).", transform: CalendarDay.init(typed:)) var start: CalendarDay?
        @Option(parsing: .unconditional, help: "Days after a day ends that it can still be logged (0–3).") var grace = 1

        func report(_ app: Ultimate) throws -> Report {
            let challenge = try app.create(name: name, days: days, rule: strict ? .strict : .lenient, grace: grace, on: start)
            return try ChallengesCommand.started(app, challenge)
        }
    }

    static func started(_ app: Ultimate, _ challenge: Challenge) throws -> Report {
        let summary = try app.challengeSummary(challenge.id)
        return Report(json: summary, text: "Started “\(summary.name)”: \(summary.days) days from \(summary.startDate) to \(summary.endDate), \(summary.rule.rawValue). Its id: \(summary.id)")
    }

    struct List: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Every challenge and where it stands.")
        @OptionGroup var options: CommonOptions

        func report(_ app: Ultimate) throws -> Report {
            let list = try app.challengeList()
            return Report(json: list, text: list.text)
        }
    }


    struct Show: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "One challenge: its plan, its attempts and today's tasks in it.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The challenge: its id, or its name.") var challenge: String

        func report(_ app: Ultimate) throws -> Report {
            let challenge = try app.resolve(challenge)
            let screen = try app.challengeScreen(challenge)
            let today = screen.summary.status == .inProgress ? try? app.dayScreen(challenge, on: app.today) : nil
            return Report(json: screen, text: screen.text(today: today))
        }
    }



    struct Today: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Today's tasks across the running challenges.")
        @OptionGroup var options: CommonOptions

        func report(_ app: Ultimate) throws -> Report {
            try Report(app.todayScreen())
        }
    }

    struct DayCommand: ChallengesSubcommand {
        static let configuration = CommandConfiguration(commandName: "day", abstract: "One challenge's tasks on a day.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The challenge: its id, or its name.") var challenge: String
        @Argument(help: "The day, YYYY-MM-DD.", transform: CalendarDay.init(typed:)) var day: CalendarDay

        func report(_ app: Ultimate) throws -> Report {
            try Report(app.dayScreen(app.resolve(challenge), on: day))
        }
    }
}

extension ChallengesCommand {
    struct Analytics: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Completion rate, consistency, streaks and per-task rates, with the period before.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "One challenge (its id or name); all of them when left out.") var challenge: String?
        @Option(help: "day, week, month, year, or all: everything so far (default: week).",
                transform: AnalyticsPeriod.init(typed:)) var period = AnalyticsPeriod.week
        @Option(parsing: .unconditional, help: "Periods back: 0 is this one, -1 the one before.") var offset = 0

        func report(_ app: Ultimate) throws -> Report {
            let figures = try app.analytics(challenge.map(app.resolve), period: period, offset: offset)
            return Report(json: figures, text: figures.text(title: challenge ?? "All challenges"))
        }
    }
}

extension ChallengeDayScreen: TextScreen {}
