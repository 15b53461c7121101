import ArgumentParser
import CLISupport
import BetterMorningCore
import DayKit

extension MorningCommand {
    struct Celebrities: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "List the famous people whose routines you can follow.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report {
            let screen = try app.exploreScreen()
            return Report(json: screen.celebrities, text: screen.text)
        }
    }

    struct CelebrityProfile: MorningSubcommand {
        static let configuration = CommandConfiguration(commandName: "celebrity", abstract: "Show a famous person's profile and routine.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The person's id, as `celebrities` prints it.") var id: String

        func report(_ app: BetterMorning) throws -> Report {
            try Report(app.profileScreen(celebrityID: id))
        }
    }

    struct Choose: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Choose a famous person's routine; it starts tomorrow.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The person's id.") var id: String

        func report(_ app: BetterMorning) throws -> Report {
            let outcome = try app.choose(celebrityID: id)
            let name = app.catalog.celebrity(id)?.name ?? id  // `choose` refused an unknown person
            let text = outcome == .alreadyActive
                ? "\(name) is already your active routine; nothing changed."
                : "\(name) is your routine from tomorrow (\(app.today.adding(days: 1)))."
            return Report(json: ChooseResult(outcome: outcome, message: text), text: text)
        }

        struct ChooseResult: Encodable {
            let outcome: ChooseOutcome
            let message: String
        }
    }

    struct Routines: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "List your routines, active first.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report {
            let list = try app.routineList()
            return Report(json: list, text: list.text)
        }
    }
}
