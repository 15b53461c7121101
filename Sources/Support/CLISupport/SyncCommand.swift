import ArgumentParser
import DayKitDatabase
import Foundation

/// Where a device syncs with: a HabitSuite server (the hub) and this device's token there.
public struct SyncOptions: ParsableArguments {
    @Option(help: "The HabitSuite server to sync with, e.g. https://habits.example.org.")
    public var server: String

    @Option(help: "This device's token from the server's Settings → Sign-in and tokens (or set HABITSUITE_TOKEN, which stays out of the shell's history).")
    public var token: String?

    public init() {}

    /// The app's address on the server (`root`: "/my-habit-lab"), refused in words when it is not an http(s) address.
    public func app(root: String) throws -> URL {
        guard let base = URL(string: server.hasSuffix("/") ? String(server.dropLast()) : server),
              ["http", "https"].contains(base.scheme?.lowercased() ?? ""), base.host?.isEmpty == false
        else { throw ValidationError("“\(server)” is not a server's address like https://habits.example.org.") }
        return URL(string: base.absoluteString + root)!
    }

    /// The token given, or HABITSUITE_TOKEN's.
    public func bearer(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        guard let token = token ?? environment["HABITSUITE_TOKEN"], !token.isEmpty else {
            throw ValidationError("Give this device's token: --token, or HABITSUITE_TOKEN. Make one in the server's Settings → Sign-in and tokens.")
        }
        return token
    }
}

/// `habitsuite <app> sync --server URL`: sends this data folder's changes to the server and takes
/// the others' (issue 37). Each syncing app declares one with its store and its root.
public protocol SyncCommand: AsyncParsableCommand {
    var options: CommonOptions { get }
    var sync: SyncOptions { get }
    /// The app's store over the data `options` name.
    static func store(_ options: CommonOptions) throws -> AppStore
    /// The app's root on the server ("/my-habit-lab").
    static var root: String { get }
}

extension SyncCommand {
    public func run() async throws {
        let client = SyncClient(app: try sync.app(root: Self.root), token: try sync.bearer())
        let store: AppStore
        do {
            store = try Self.store(options)
        } catch where StoreProblem(error) != nil {
            throw CommandFailure(StoreProblem.named(error, in: options.directory()).message)
        }
        guard let log = store.sync else { throw CommandFailure("This app keeps its data on this device; it does not sync.") }
        let report: SyncClient.Report
        do {
            report = try await client.sync(log)
        } catch let failure as SyncClient.Failure {
            throw CommandFailure(failure.message)
        }
        let text = "Synced with \(client.app.absoluteString): sent \(report.sent) changes, received \(report.received), \(report.applied) of them new here."
        try options.emit(Report(json: SyncResult(sent: report.sent, received: report.received, applied: report.applied), text: text))
    }
}

/// `--json` of a sync.
struct SyncResult: Encodable {
    let ok = true
    let sent: Int
    let received: Int
    let applied: Int
}
