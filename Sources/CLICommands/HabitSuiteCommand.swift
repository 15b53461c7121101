import ArgumentParser

/// `habitsuite`: serves the apps (the default) or runs one app's commands.
public struct HabitSuiteCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "habitsuite",
        abstract: "HabitSuite: local-first morning routine and habit apps.",
        subcommands: [ServeCommand.self, MorningCommand.self],
        defaultSubcommand: ServeCommand.self
    )

    public init() {}
}
