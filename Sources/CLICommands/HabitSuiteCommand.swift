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

    /// Parses `arguments` and runs the chosen command; errors go to stderr with a non-zero status.
    public static func run(_ arguments: [String]? = nil) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
