import Access
import ArgumentParser
import CLISupport
import DayKitDatabase
import Foundation
import WebApp
import WebSupport

/// `habitsuite serve`: the apps as a local web app; reachable beyond this machine (a non-loopback
/// `--host`, or a `--public-url`), only with the owner's passphrase or a token.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "serve", abstract: "Serve the apps as a local web app (the default).")

    @OptionGroup var options: CommonOptions
    @Option(help: "The address to bind (0.0.0.0: every network; sign-in is then on).") var host = "127.0.0.1"
    @Option(help: "The port.") var port = 8080
    @Option(name: .customLong("public-url"), help: ArgumentHelp(
        "The address people type to reach the server, such as https://habits.example.home (sign-in is then on).", valueName: "url"))
    var publicURL: String?
    @Option(name: .customLong("allowed-host"), help: ArgumentHelp(
        "Another name the server answers to (repeat for more), such as habits.local (sign-in is then on).", valueName: "name"))
    var allowedHosts: [String] = []
    @Option(name: .customLong("trusted-proxy"), help: ArgumentHelp(
        "The address of a reverse proxy (such as Caddy) whose X-Forwarded-Proto, -Host and -For are believed (repeat for more; sign-in is then on).",
        valueName: "address"))
    var trustedProxies: [String] = []
    @Flag(name: .customLong("set-passphrase"), help: "Choose the passphrase here, on the server's terminal, before serving; every browser signs in again.")
    var setPassphrase = false
    @Flag(name: .customLong("no-page-cache"), help: "Render every page afresh (for load tests).") var noPageCache = false
    @Option(help: ArgumentHelp(
        "The command that shows a due reminder while no page is open, given its title and body; `none` for none.",
        discussion: "Default: notify-send when it is installed, else none (reminders then show in the next page opened that day).",
        valueName: "command"))
    var notifyCommand: String?
    @Option(name: .customLong("sync-with"), help: ArgumentHelp(
        "Another HabitSuite server to keep this one's apps in sync with, such as https://habits.example.org (its token for this server: --sync-token or HABITSUITE_TOKEN).",
        valueName: "url"))
    var syncWith: String?
    @Option(name: .customLong("sync-token"), help: ArgumentHelp("This server's token on the --sync-with server.", valueName: "token"))
    var syncToken: String?
    @Option(name: .customLong("sync-every"), help: ArgumentHelp("Seconds between syncs with the --sync-with server.", valueName: "seconds"))
    var syncEvery = 60

    public init() {}

    public func validate() throws {
        guard syncWith != nil || syncToken == nil else { throw ValidationError("--sync-token goes with --sync-with, the server to sync with.") }
        guard (10...86_400).contains(syncEvery) else { throw ValidationError("--sync-every is between 10 and 86400 seconds.") }
    }

    public func run() async throws {
        guard (1...65535).contains(port) else { throw ValidationError("The port must be between 1 and 65535.") }
        let address: ServerAddress
        do {
            address = try ServerAddress(boundHost: host, publicURL: publicURL, allowedHosts: allowedHosts, trustedProxies: trustedProxies)
        } catch let error as AddressError {
            throw ValidationError(error.description)
        }
        let access = try access(for: address)
        let apps: [any SuiteApp]
        do {
            apps = try Suite.webApps(options, cachesPages: !noPageCache)
        } catch let error where StoreProblem(error) != nil {
            throw CommandFailure(StoreProblem.named(error, in: options.directory()).message)
        }
        let schedule = try syncSchedule(apps)
        let setupCode = try access?.makeSetupCode()
        let application = try await buildApplication(
            WebAppConfiguration(address: address, port: port), apps: apps, access: access,
            onServerRunning: { port in
                // NB: a server bound to every network is reached here as 127.0.0.1.
                let shown = ["0.0.0.0", "::"].contains(address.boundHost) ? "127.0.0.1" : address.boundHost
                let base = address.publicURL?.origin ?? "http://\(shown.contains(":") ? "[\(shown)]" : shown):\(port)"
                Console.current.out("HabitSuite is running at \(base)/")
                if address.publicURL == nil, ["0.0.0.0", "::"].contains(address.boundHost) {
                    for lan in NetworkAddresses.ipv4() { Console.current.out("From another device on the network: http://\(lan):\(port)/") }
                }
                if let setupCode {
                    Console.current.out("""
                        Sign-in is on, and no passphrase is set yet. Choose one at \(base)/setup/\(setupCode)
                        (the link works once; or stop the server and start it again with --set-passphrase).
                        """)
                } else if access != nil {
                    Console.current.out("Sign-in is on: open it and type the passphrase.")
                }
            })
        let notifier = notifier(apps)
        let delivering = notifier.map { notifier in Task { await notifier.run(every: .seconds(10)) } }
        defer { delivering?.cancel() }
        let every = Duration.seconds(syncEvery)
        let syncing = schedule.map { schedule in Task { await schedule.run(every: every) { Console.current.out($0) } } }
        defer { syncing?.cancel() }
        try await application.runUntilStopped()
    }

    /// The apps that sync, kept in sync with the `--sync-with` server; nil without one.
    func syncSchedule(_ apps: [any SuiteApp]) throws -> SyncSchedule? {
        guard let syncWith else { return nil }
        let sync = try SyncOptions.parse(["--server", syncWith] + (syncToken.map { ["--token", $0] } ?? []))
        let token = try sync.bearer()
        return SyncSchedule(try apps.compactMap { app in
            try app.syncLog.map {
                let client = SyncClient(app: try sync.app(root: app.chrome.root), token: token,
                                        deviceName: "HabitSuite server on \(ProcessInfo.processInfo.hostName)")
                return SyncSchedule.Member(client: client, log: $0)
            }
        })
    }

    /// Who may use the server: nil (anyone who reaches it) on loopback with no passphrase set;
    /// otherwise the access file in the data directory, with a passphrase typed here first when asked.
    func access(for address: ServerAddress) throws -> Access? {
        let directory = options.directory()
        guard address.isReachableBeyondLoopback || setPassphrase || AccessDatabase.exists(in: directory) else { return nil }
        let access = try Access.onDisk(in: directory, calendar: options.calendar())
        if setPassphrase {
            let (passphrase, again) = try PassphrasePrompt.read()
            do {
                try access.setPassphrase(passphrase, again: again)
            } catch let error as AccessError {
                throw ValidationError(error.message)
            }
            Console.current.out("The passphrase is set; every browser signs in again.")
        }
        guard try address.isReachableBeyondLoopback || access.hasPassphrase() else { return nil }
        return access
    }

    /// The notifier the options ask for, if any.
    func notifier(_ apps: [any SuiteApp]) -> ReminderNotifier? {
        let command = notifyCommand.map { $0.trimmingCharacters(in: .whitespaces) } ?? ReminderNotifier.defaultCommand()
        guard let command, !command.isEmpty, command != "none" else { return nil }
        return ReminderNotifier(command: command, apps: apps)
    }
}
