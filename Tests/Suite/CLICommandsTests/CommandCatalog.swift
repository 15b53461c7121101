import ArgumentParser
import CLICommands
import CLISupport

/// Every command of every app, read from the command configuration, so a new command is in it.
enum CommandCatalog {
    /// A command as typed after `habitsuite`, e.g. `challenges task add`, and its type.
    struct Command: CustomStringConvertible, Sendable {
        let path: [String]
        let type: any ParsableCommand.Type
        var description: String { path.joined(separator: " ") }
        /// The app's command group, e.g. `challenges`.
        var app: String { path[0] }
        /// The words after the group, e.g. `task add`.
        var name: String { path.dropFirst().joined(separator: " ") }
    }

    /// Every command that runs, `serve` included.
    static let leaves: [Command] = leaves(of: HabitSuiteCommand.self, path: [])

    /// Every app's commands: each prints a report, as JSON with `--json`.
    static let appCommands: [Command] = leaves.filter { $0.type is any AppSubcommand.Type }

    private static func leaves(of command: any ParsableCommand.Type, path: [String]) -> [Command] {
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty else { return [Command(path: path, type: command)] }
        return subcommands.flatMap { leaves(of: $0, path: path + [$0._commandName]) }
    }
}
