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
}
