import ArgumentParser
import CLISupport
import Foundation
import WebApp

/// `habitsuite serve`: the apps as a local web app.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "serve", abstract: "Serve the apps as a local web app (the default).")

    @OptionGroup var options: CommonOptions
    @Option(help: "The address to bind.") var host = "127.0.0.1"
    @Option(help: "The port.") var port = 8080
    @Flag(name: .customLong("no-page-cache"), help: "Render every page afresh (for load tests).") var noPageCache = false

    public init() {}

    public func run() async throws {
        guard (1...65535).contains(port) else { throw ValidationError("The port must be between 1 and 65535.") }
        let host = self.host
        let application = try await buildApplication(
            WebAppConfiguration(host: host, port: port), apps: Suite.webApps(options, cachesPages: !noPageCache),
            onServerRunning: { port in Console.current.out("HabitSuite is running at http://\(host):\(port)/") })
        try await application.runService()
    }
}
