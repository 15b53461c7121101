import CLICommands
import Foundation
import Testing
import TestSupport
import VipsImaging

/// What the command line says of weekly quotas, everything so far, imperial details, day counts
/// and a photo's challenge.
@Suite struct WeeksUnitsAndCountsCommandTests {
    @Test func aWeeklyRunIsAskedWithTheWeekSoFar() async throws {
        var cli = CLIRunner.challenges(now: "2026-11-01T08:00:00-05:00")
        #expect(await cli.run("start", "couch-to-5k").status == 0)
        cli.now = "2026-11-02T08:00:00-05:00"
        let text = await cli.run("today").output
        #expect(text.contains("[○] Run (0 of 3 this week)"), "\(text)")
        #expect(await cli.run("complete", "Couch to 5K", "Run").output.contains("[✓] Run (1 of 3 this week)"))
        let run = try #require((try await cli.object("today")["tasks"] as? [[String: Any]])?.first)
        let week = try #require(run["week"] as? [String: Any])
        #expect(run["isDue"] as? Bool == true && week["done"] as? Int == 1 && week["times"] as? Int == 3)
    }

    @Test func analyticsOfEverythingSoFarWriteEveryRateEvenWhenNull() async throws {
        var cli = CLIRunner.challenges(now: "2026-11-20T08:00:00-05:00")
        #expect(await cli.run("create", "Mine", "--days", "30", "--grace", "0").status == 0)
        #expect(await cli.run("task", "add", "Mine", "Walk").status == 0)
        let empty = try await cli.object("analytics", "--period", "all")
        #expect(empty["completionRate"] is NSNull && empty["consistency"] is NSNull && empty["previous"] is NSNull)
        #expect((empty["tasks"] as? [[String: Any]])?.first?["rate"] is NSNull)
        #expect(await cli.run("complete", "Mine", "Walk").status == 0)
        cli.now = "2026-11-22T08:00:00-05:00"
        let all = try await cli.object("analytics", "Mine", "--period", "all")
        #expect(all["from"] as? String == "2026-11-20" && all["to"] as? String == "2026-11-22" && all["completionRate"] as? Double == 0.5)
        let text = await cli.run("analytics", "Mine", "--period", "all").output
        #expect(text.contains("2026-11-20 to 2026-11-22 (everything so far)") && text.contains("Completion 50%\n"), "\(text)")
    }

    @Test func anImperialProfileGivesHeightInFeetAndInchesAndWeightInPounds() async throws {
        let cli = CLIRunner.challenges()
        let profile = try await cli.object("profile", "--units", "imperial", "--height", "5'11", "--weight", "176.4")
        #expect(abs((profile["heightCm"] as? Double ?? 0) - 180.34) < 1e-9 && abs((profile["weightKg"] as? Double ?? 0) - 80.0137) < 0.0001)
        #expect(await cli.run("profile").output.hasPrefix("No name yet — 5 ft 11 in, 176.4 lb"))
        let bad = await cli.run("profile", "--height", "tall")
        #expect(bad.status != 0 && bad.errors.contains("“tall” is not a height like 180 (cm) or 5'11 (feet and inches)."))
    }

    @Test func aPerfectDay1MovesTheListAndAPhotoIsForTheRunningChallenge() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("create", "Mine", "--days", "75").status == 0)
        #expect(await cli.run("task", "add", "Mine", "Photo", "--category", "photo").status == 0)
        #expect(await cli.run("list").output.contains("Mine — day 1 of 75, 0%"))
        let file = cli.directory.appendingPathComponent("front.jpg")
        try #require(VipsSample.make(width: 80, height: 60)).write(to: file)
        #expect(await cli.run("photos", "add", file.path, "--angle", "front").status == 0)  // no --challenge: the one running
        #expect(await cli.run("list").output.contains("Mine — day 1 of 75, 1%"))
        #expect(try await cli.list("photos", "list").first?["challenge"] as? String == "Mine")
    }
}
