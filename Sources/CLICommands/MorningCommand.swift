import ArgumentParser
import BetterMorningCore
import Foundation

/// `habitsuite morning <command>`: every Better Morning action and screen.
public struct MorningCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "morning",
        abstract: "Better Morning: follow one morning routine at a time.",
        subcommands: [
            Celebrities.self, CelebrityProfile.self, Choose.self, Unlock.self, Restore.self, DraftCommand.self,
            Today.self, Day.self, Check.self, Routines.self, WeekCommand.self, Restart.self, Delete.self,
            Notifications.self, Reminders.self, SettingsCommand.self, OnboardingCommand.self, Reset.self,
        ]
    )

    public init() {}
}

/// What a command shows: JSON for scripts, text for people.
struct Report {
    let json: any Encodable
    let text: String
}

/// A Better Morning subcommand: builds the app from the shared options and prints a report.
protocol MorningSubcommand: ParsableCommand {
    var options: AppOptions { get }
    var output: OutputOptions { get }
    func report(_ app: BetterMorning) throws -> Report
}

/// `--json`.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON for scripts.")
    var json = false
}

extension MorningSubcommand {
    func run() throws {
        let app = try options.betterMorning()
        let report = try report(app)
        if output.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.current.out(String(decoding: try encoder.encode(report.json), as: UTF8.self))
        } else {
            Console.current.out(report.text)
        }
    }
}

/// A short JSON answer for actions.
struct ActionResult: Encodable {
    let ok = true
    let message: String
}
