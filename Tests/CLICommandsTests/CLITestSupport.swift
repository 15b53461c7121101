import CLICommands
import Foundation

/// Runs `habitsuite morning …` in-process against a fresh data directory, at a fixed time.
struct CLI {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
    var now = "2026-11-22T08:00:00-05:00"

    struct Result {
        let status: Int32
        let output: String
        let errors: String

        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: Data(output.utf8), options: [.fragmentsAllowed])
        }
    }

    @discardableResult
    func run(_ arguments: String..., at time: String? = nil) async -> Result {
        await run(arguments, at: time)
    }

    func run(_ arguments: [String], at time: String? = nil) async -> Result {
        let console = Console.capturing()
        let common = ["--data-dir", directory.path, "--now", time ?? now, "--time-zone", "America/New_York", "--locale", "en_US"]
        let status = await Console.$current.withValue(console) {
            await HabitSuiteCommand.execute(["morning"] + arguments + common)
        }
        return Result(status: status, output: console.output, errors: console.errors)
    }

    /// `--json` output as a dictionary.
    func object(_ arguments: String..., at time: String? = nil) async throws -> [String: Any] {
        let result = await run(arguments + ["--json"], at: time)
        return try #require(result.json() as? [String: Any], "\(result.errors)")
    }

    /// `--json` output as a list.
    func list(_ arguments: String..., at time: String? = nil) async throws -> [[String: Any]] {
        let result = await run(arguments + ["--json"], at: time)
        return try #require(result.json() as? [[String: Any]], "\(result.errors)")
    }
}

import Testing
