import ArgumentParser
import CLISupport
import DayKitDatabase
import Foundation
import WebApp
import WebSupport

/// `habitsuite serve`: the apps as a local web app.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "serve", abstract: "Serve the apps as a local web app (the default).")

    @OptionGroup var options: CommonOptions
    @Option(help: "The address to bind.") var host = "127.0.0.1"
    @Option(help: "The port.") var port = 8080
    @Flag(name: .customLong("no-page-cache"), help: "Render every page afresh (for load tests).") var noPageCache = false
    @Option(help: ArgumentHelp(
        "The command that shows a due reminder while no page is open, given its title and body; `none` for none.",
        discussion: "Default: notify-send when it is installed, else none (reminders then show in the next page opened that day).",
        valueName: "command"))
    var notifyCommand: String?

    public init() {}

    public func run() async throws {
        guard (1...65535).contains(port) else { throw ValidationError("The port must be between 1 and 65535.") }
        let host = self.host
        let apps: [any SuiteApp]
        do {
            apps = try Suite.webApps(options, cachesPages: !noPageCache)
        } catch let error where StoreProblem(error) != nil {
            throw CommandFailure(StoreProblem.named(error, in: options.directory()).message)
        }
        let application = try await buildApplication(
            WebAppConfiguration(host: host, port: port), apps: apps,
            onServerRunning: { port in Console.current.out("HabitSuite is running at http://\(host):\(port)/") })
        let notifier = notifier(apps)
        let delivering = notifier.map { notifier in Task { await notifier.run(every: .seconds(10)) } }
        defer { delivering?.cancel() }
        try await application.runUntilStopped()
    }

    /// The notifier the options ask for, if any.
    func notifier(_ apps: [any SuiteApp]) -> ReminderNotifier? {
        let command = notifyCommand.map { $0.trimmingCharacters(in: .whitespaces) } ?? ReminderNotifier.defaultCommand()
        guard let command, !command.isEmpty, command != "none" else { return nil }
        return ReminderNotifier(command: command, apps: apps)
    }
}
