import ArgumentParser
import BetterMorningCore
import CLISupport
import DayKitDatabase
import Foundation

/// `habitsuite morning <command>`: every Better Morning action and screen.
public struct MorningCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "morning",
        abstract: "Better Morning: follow one morning routine at a time.",
        subcommands: [
            Celebrities.self, CelebrityProfile.self, Choose.self, Unlock.self, Restore.self, DraftCommand.self,
            Today.self, Day.self, Check.self, CloseDays.self, Run.self, Routines.self, WeekCommand.self, Restart.self, Delete.self,
            Notifications.self, Reminders.self, SettingsCommand.self, OnboardingCommand.self, Reset.self,
        ]
    )

    public init() {}
}

/// A Better Morning subcommand.
protocol MorningSubcommand: AppSubcommand where App == BetterMorning {}

extension MorningSubcommand {
    static func open(_ options: CommonOptions) throws -> BetterMorning { try options.betterMorning() }

    static func store(of app: BetterMorning) -> AppStore { app.database.store }
}

extension CommonOptions {
    /// Better Morning over this data, launched.
    func betterMorning() throws -> BetterMorning {
        let calendar = try calendar()
        return try BetterMorning.onDisk(directory: directory(), clock: clock(in: calendar), calendar: calendar)
    }
}
