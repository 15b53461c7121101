import ArgumentParser
import CLISupport
import DayKitDatabase

/// `habitsuite`: serves the apps (the default) or runs one app's commands.
public struct HabitSuiteCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "habitsuite",
        abstract: "HabitSuite: local-first morning routine and habit apps.",
        subcommands: [ServeCommand.self, BackupCommand.self] + Suite.commandGroups,
        defaultSubcommand: ServeCommand.self
    )

    public init() {}

    /// Parses `arguments` and runs the chosen command. An error is written to the console's
    /// standard error; the result is the exit status (0 on success).
    public static func execute(_ arguments: [String]? = nil) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            let code = exitCode(for: error)
            let message = if let problem = StoreProblem(error) {
                "Error: " + problem.message
            } else if CommandFailure.fileSystemProblem(error) != nil {
                "Error: " + CommandFailure.reason(error)
            } else {
                fullMessage(for: error)
            }
            if !message.isEmpty {
                if code == .success { Console.current.out(message) } else { Console.current.err(message) }
            }
            return code.rawValue
        }
    }
}
