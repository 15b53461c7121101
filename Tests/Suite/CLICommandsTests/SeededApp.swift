import CLICommands
import Foundation
import Testing
import TestSupport
#if canImport(VipsImaging)
import VipsImaging
#endif

/// One app's data, made through its own commands, and copied afresh for each command that runs
/// over it, so no command sees what another changed.
struct SeededApp: Sendable {
    /// The app's command group.
    let app: String
    /// The runner that made the data.
    let seed: CLIRunner
    /// What arguments name as `{photo}`, `{session1}`, …; `{dir}` is the copy's data directory.
    var names: [String: String] = [:]

    /// A runner over a fresh copy of the data.
    func copy() throws -> CLIRunner {
        let runner = CLIRunner(app: app, execute: { await HabitSuiteCommand.execute($0) })
        try FileManager.default.copyItem(at: seed.directory, to: runner.directory)
        return runner
    }

    /// `arguments` with the names filled in, for `runner`.
    func arguments(_ arguments: [String], for runner: CLIRunner) -> [String] {
        arguments.map { argument in
            var argument = argument.replacingOccurrences(of: "{dir}", with: runner.directory.path)
            for (name, value) in names { argument = argument.replacingOccurrences(of: "{\(name)}", with: value) }
            return argument
        }
    }

    /// Each app, seeded.
    static func all() async throws -> [SeededApp] {
        var apps: [SeededApp] = []
        for index in seeders.indices { apps.append(try await seeded(index)) }
        return apps
    }

    /// The app at `index` in `Suite`'s order, seeded (only that one).
    static func seeded(_ index: Int) async throws -> SeededApp {
        try await seeders[index]()
    }

    /// Each app's seeding, in `Suite`'s order.
    private static let seeders: [@Sendable () async throws -> SeededApp] = [morning, habits, challenges]

    /// Better Morning: Darwin's routine since yesterday with its first task done, the unlock
    /// bought and a draft of one task, reminders on.
    static func morning() async throws -> SeededApp {
        let cli = CLIRunner(app: "morning", execute: { await HabitSuiteCommand.execute($0) })
        try await cli.must("choose", "charles-darwin", at: "2026-11-21T08:00:00-05:00")
        try await cli.must("onboarding", "done")
        try await cli.must("notifications", "on")
        try await cli.must("check", "1")
        try await cli.must("unlock")
        try await cli.must("draft", "title", "Mine")
        try await cli.must("draft", "add", "07:00", "Walk")
        return SeededApp(app: "morning", seed: cli)
    }

    /// MyHabitLab: a measurable and a yes/no habit with days, a note and a reminder tonight, an
    /// archived habit, and an export of it all at `{dir}/export.json`.
    static func habits() async throws -> SeededApp {
        let cli = CLIRunner(app: "habits", execute: { await HabitSuiteCommand.execute($0) })
        try await cli.must("add", "Read", "--unit", "pages", "--target", "20")
        try await cli.must("add", "Gym")
        try await cli.must("add", "Old")
        try await cli.must("archive", "Old")
        try await cli.must("set", "Read", "25")
        try await cli.must("toggle", "Gym", "--day", "2026-11-21")
        try await cli.must("note", "Gym", "Felt good", "--day", "2026-11-21")
        try await cli.must("reminder", "add", "Read", "21:00")
        try await cli.must("export", "--output", cli.directory.appendingPathComponent("export.json").path)
        try Data("not an export".utf8).write(to: cli.directory.appendingPathComponent("notes.txt"))
        return SeededApp(app: "habits", seed: cli)
    }

    /// Ultimate: 75 Soft and Couch to 5K since two days ago (Water logged, the workout's timer
    /// running), a custom challenge starting today with a reminder tonight, a profile, and two photo
    /// sessions (`{session1}` older, `{session2}` with `{photo}`); `{dir}/photo.jpg` is a photo and
    /// `{dir}/export.zip` its export.
    static func challenges() async throws -> SeededApp {
        let cli = CLIRunner(app: "challenges", execute: { await HabitSuiteCommand.execute($0) })
        try await cli.must("start", "75-soft", at: "2026-11-20T08:00:00-05:00")
        try await cli.must("start", "couch-to-5k", at: "2026-11-20T08:00:00-05:00")
        try await cli.must("profile", "--name", "Sam", "--height", "175", "--weight", "70")
        try await cli.must("create", "Mine", "--days", "10")
        try await cli.must("task", "add", "Mine", "Stretch", "--checklist", "Hips, Back", "--at", "21:00")
        try await cli.must("task", "add", "Mine", "Weigh", "--quantity", "80", "--unit", "kg")
        try await cli.must("log", "75 Soft", "Water", "2")
        try await cli.must("timer", "start", "75 Soft", "Workout")
        try Data("not a photo".utf8).write(to: cli.directory.appendingPathComponent("notes.txt"))
        var names: [String: String] = [:]
        #if canImport(VipsImaging)
        let photo = cli.directory.appendingPathComponent("photo.jpg")
        try #require(VipsSample.make(width: 400, height: 300)).write(to: photo)
        try await cli.must("photos", "add", photo.path, "--angle", "front", at: "2026-11-21T08:00:00-05:00")
        try await cli.must("photos", "add", photo.path, "--angle", "front")
        let sessions = try await cli.list("photos", "list")
        let newest = try #require(sessions.first?["photos"] as? [[String: Any]])
        names["session1"] = try #require(sessions.last?["id"] as? String)
        names["session2"] = try #require(sessions.first?["id"] as? String)
        names["photo"] = try #require(newest.first?["id"] as? String)
        #endif
        try await cli.must("export", "--output", cli.directory.appendingPathComponent("export.zip").path)
        return SeededApp(app: "challenges", seed: cli, names: names)
    }
}

extension CLIRunner {
    /// Runs `arguments`, which must succeed.
    @discardableResult
    func must(_ arguments: String..., at time: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Result {
        let result = await run(arguments, at: time)
        try #require(result.status == 0, "\(app) \(arguments.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
        return result
    }
}
