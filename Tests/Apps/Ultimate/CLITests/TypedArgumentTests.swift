import Foundation
import Testing
import TestSupport

/// Issue 24, item 5: "2,5" means 2.5 in every command, as in every form.
@Suite struct ChallengesTypedArgumentTests {
    @Test func aDecimalCommaReadsAsAPointEverywhere() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("start", "75-hard").status == 0)
        #expect(try await cli.object("log", "75 Hard", "Water", "2,5")["value"] as? Double == 2.5)
        #expect(try await cli.object("log", "75 Hard", "Water", "-0,5")["value"] as? Double == 2)
        #expect(await cli.run("create", "Mine", "--days", "30").status == 0)
        let added = await cli.run("task", "add", "Mine", "Walk", "--duration", "12,5", "--at", "07:03")
        #expect(added.output == "Added “Walk” (12.5 min) to “Mine”.", "\(added.errors)")
        #expect(await cli.run("show", "Mine").output.contains("  Walk: 12.5 min, every day at 07:03"))
        #expect(try await cli.object("profile", "--weight", "70,5")["weightKg"] as? Double == 70.5)
        #expect(await cli.run("log", "75 Hard", "Water", "lots").errors.contains("“lots” is not a number."))
    }
}
