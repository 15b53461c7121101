import CLISupport
import Foundation
import Testing

/// Runs `habitsuite <app> …` in-process against a fresh data directory, at a fixed time, in New York.
public struct CLIRunner: Sendable {
    /// The app's command group, e.g. `habits`.
    public let app: String
    /// The data directory.
    public let directory: URL
    /// `--now` unless a run says otherwise.
    public var now: String
    /// `--locale`: how dates, times and numbers are written, and where weeks start.
    public var locale = "en_US"
    private let execute: @Sendable ([String]) async -> Int32

    /// A runner for `app` through `execute` (the suite's `HabitSuiteCommand.execute`).
    public init(app: String, now: String = "2026-11-22T08:00:00-05:00", execute: @escaping @Sendable ([String]) async -> Int32) {
        self.app = app
        self.now = now
        self.execute = execute
        directory = temporaryDirectory("cli")
    }

    /// What a run printed and its exit status.
    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let errors: String

        /// The output parsed as JSON; a run that failed or printed no JSON is an error that says
        /// its status and what it wrote to standard error.
        public func json() throws -> Any {
            do {
                return try JSONSerialization.jsonObject(with: Data(output.utf8), options: [.fragmentsAllowed])
            } catch {
                throw NotJSON(status: status, output: output, errors: errors)
            }
        }
    }

    /// A run whose output is not JSON.
    public struct NotJSON: Error, CustomStringConvertible {
        public let status: Int32
        public let output: String
        public let errors: String

        public var description: String {
            "exit status \(status), printed \(output.isEmpty ? "nothing" : "“\(output.prefix(200))”"), errors “\(errors)”"
        }
    }

    /// Runs `arguments` at `time` (else `now`).
    @discardableResult
    public func run(_ arguments: String..., at time: String? = nil) async -> Result {
        await run(arguments, at: time)
    }

    /// Runs `arguments` at `time` (else `now`).
    public func run(_ arguments: [String], at time: String? = nil) async -> Result {
        let console = Console.capturing()
        let common = ["--data-dir", directory.path, "--now", time ?? now, "--time-zone", "America/New_York", "--locale", locale]
        // NB: a command's work is synchronous: on the tests' own threads, not the shared pool's.
        let status = await onOwnThreads {
            await Console.$current.withValue(console) {
                await execute([app] + arguments + common)
            }
        }
        return Result(status: status, output: console.output, errors: console.errors)
    }

    /// `--json` output as a dictionary.
    public func object(_ arguments: String..., at time: String? = nil) async throws -> [String: Any] {
        try await object(arguments, at: time)
    }

    /// `--json` output as a dictionary.
    public func object(_ arguments: [String], at time: String? = nil) async throws -> [String: Any] {
        let result = await run(arguments + ["--json"], at: time)
        return try #require(result.json() as? [String: Any], "\(result.errors)")
    }

    /// `--json` output as a list.
    public func list(_ arguments: String..., at time: String? = nil) async throws -> [[String: Any]] {
        let result = await run(arguments + ["--json"], at: time)
        return try #require(result.json() as? [[String: Any]], "\(result.errors)")
    }
}
