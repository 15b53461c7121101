import CLICommands
import CLISupport
import Foundation
import Testing
import TestSupport

/// Issue 23, item 12: every `--json` output writes a day as `YYYY-MM-DD` and an instant as ISO 8601
/// with the user's offset, never as a number (Foundation's default is seconds since 2001).
@Suite struct JSONDateTests {
    /// The arguments of each command that needs some, over the seeded data; any other command runs
    /// with none, so a new command is covered as it is (or fails here until it is given some).
    static let arguments: [String: [String]] = [
        "morning celebrity": ["charles-darwin"],
        "morning choose": ["tim-cook"],
        "morning draft title": ["Dawn"],
        "morning draft add": ["07:30", "Read"],
        "morning draft edit": ["1", "07:05", "Run"],
        "morning draft remove": ["1"],
        "morning day": ["2026-11-23"],
        "morning check": ["2"],
        "morning week": ["charles-darwin"],
        "morning restart": ["charles-darwin"],
        "morning delete": ["charles-darwin", "--yes"],
        "morning notifications": ["off"],
        "morning reset": ["--yes"],
        "habits add": ["Walk"],
        "habits edit": ["Read", "--name", "Reading"],
        "habits archive": ["Gym"],
        "habits restore": ["Old"],
        "habits delete": ["Gym", "--yes"],
        "habits move": ["Gym", "--to", "1"],
        "habits toggle": ["Gym"],
        "habits set": ["Read", "30"],
        "habits skip": ["Gym"],
        "habits clear": ["Gym", "--day", "2026-11-21"],
        "habits note": ["Read", "Good"],
        "habits history": ["Gym"],
        "habits score": ["Read"],
        "habits heatmap": ["Read"],
        "habits calendar": ["Read"],
        "habits reminder add": ["Gym", "07:30"],
        "habits reminder remove": ["Read", "1"],
        "habits export": ["--output", "{dir}/out.json"],
        "habits import": ["{dir}/export.json"],
        "challenges template": ["75-hard"],
        "challenges start": ["75-hard"],
        "challenges create": ["Other", "--days", "5"],
        "challenges task add": ["Mine", "Plank", "--duration", "5"],
        "challenges task edit": ["Mine", "Stretch", "--at", "20:00"],
        "challenges task remove": ["Mine", "Weigh"],
        "challenges task move": ["Mine", "Weigh", "--to", "1"],
        "challenges show": ["75 Soft"],
        "challenges day": ["75 Soft", "2026-11-21"],
        "challenges complete": ["75 Soft", "Eat well"],
        "challenges undo": ["75 Soft", "Water"],
        "challenges log": ["75 Soft", "Water", "-0.5"],
        "challenges timer": ["stop", "75 Soft", "Workout"],
        "challenges check": ["Mine", "Stretch", "Hips"],
        "challenges abandon": ["Mine", "--yes"],
        "challenges restart": ["75 Soft"],
        "challenges repeat-week": ["Couch to 5K"],
        "challenges analytics": ["--offset", "-1"],
        "challenges photos add": ["{dir}/photo.jpg", "--angle", "side"],
        "challenges photos compare": ["{session1}", "{session2}"],
        "challenges photos blur": ["{photo}", "on"],
        "challenges photos delete": ["{photo}", "--yes"],
        "challenges onboarding": ["done"],
        "challenges export": ["--output", "{dir}/out.zip"],
        "challenges import": ["{dir}/export.zip"],
        "challenges reset": ["--yes"],
    ]

    @Test func theCatalogHoldsEveryAppCommandAndTheTableNoOtherCommand() {
        let names = Set(CommandCatalog.appCommands.map(\.description))
        // NB: `habits sync` and `challenges sync` talk to a server; `HabitsSyncTests` and `ChallengesSyncTests` run them against a live one.
        #expect(CommandCatalog.leaves.map(\.description).filter { !names.contains($0) } == ["serve", "backup", "habits sync", "challenges sync"])
        #expect(Set(Self.arguments.keys).subtracting(names).isEmpty, "no such command: \(Set(Self.arguments.keys).subtracting(names))")
        for app in ["morning", "habits", "challenges"] {
            #expect(CommandCatalog.appCommands.filter { $0.app == app }.count >= 15, "\(app)")
        }
    }

    @Test func everyJSONOutputWritesDatesAsISO8601Text() async throws {
        var instants: [String: [String]] = [:]
        for seeded in try await SeededApp.all() {
            for command in CommandCatalog.appCommands where command.app == seeded.app {
                #if !canImport(VipsImaging)
                if command.name.hasPrefix("photos ") { continue }
                #endif
                let cli = try seeded.copy()
                let arguments = command.path.dropFirst() + seeded.arguments(Self.arguments[command.description] ?? [], for: cli)
                let result = await cli.run(Array(arguments) + ["--json"])
                try #require(result.status == 0, "\(command): \(result.errors)")
                let json = try #require(try? result.json(), "\(command) printed no JSON: \(result.output)")
                #expect(JSONDates.numbersWrittenAsDates(in: json).isEmpty, "\(command): \(JSONDates.numbersWrittenAsDates(in: json))")
                #expect(JSONDates.badDateText(in: json).isEmpty, "\(command): \(JSONDates.badDateText(in: json))")
                instants[command.description] = JSONDates.instants(in: json)
            }
        }
        // What used to be seconds since 2001, now in New York's offset on that day (Read is done today).
        #expect(instants["habits reminders"]?.first == "2026-11-23T21:00:00-05:00")
        #expect(instants["challenges notifications"]?.isEmpty == false)
        #expect(instants.values.joined().allSatisfy { $0.hasSuffix("-05:00") }, "\(instants)")
    }

    @Test func anInstantTakesTheOffsetOfTheUsersTimeZone() async throws {
        let cli = CLIRunner(app: "habits", execute: { await HabitSuiteCommand.execute($0) })
        try await cli.must("add", "Read")
        try await cli.must("reminder", "add", "Read", "21:00")
        let console = Console.capturing()
        _ = await Console.$current.withValue(console) {
            await HabitSuiteCommand.execute(["habits", "reminders", "--json", "--data-dir", cli.directory.path, "--now", "2026-07-01T08:00:00-04:00",
                                            "--time-zone", "Europe/Berlin"])
        }
        let next = try #require((try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])?["next"] as? [[String: Any]])
        #expect(next.first?["fireAt"] as? String == "2026-07-01T21:00:00+02:00")
    }
}
