import Foundation
import Testing
import TestSupport

/// Issue 24, item 5: values are typed arguments, read the same way in every command.
@Suite struct HabitsTypedArgumentTests {
    @Test func aDecimalCommaReadsAsAPoint() async throws {
        let cli = CLIRunner.habits()
        #expect(await cli.run("add", "Water", "--unit", "L", "--target", "2,5").status == 0)
        #expect(try await cli.list("list").first?["target"] as? Double == 2.5)
        #expect(await cli.run("set", "Water", "1,25").status == 0)
        #expect((try await cli.object("today")["habits"] as? [[String: Any]])?.first?["value"] as? Double == 1.25)
        #expect(await cli.run("set", "Water", "1.5", "--day", "2026-11-21").status == 0)
        let history = try await cli.object("history", "Water", "--from", "2026-11-21")
        #expect((history["days"] as? [[String: Any]])?.map { $0["value"] as? Double } == [1.5, 1.25])
    }

    /// `-3` is read as the value, not as an option: the Core refuses it in its own words.
    @Test func aNegativeValueIsAValue() async throws {
        let cli = CLIRunner.habits()
        await cli.run("add", "Water", "--unit", "L", "--target", "2")
        let negative = await cli.run("set", "Water", "-3")
        #expect(negative.status != 0 && negative.errors.contains("A value is a number from 0 up to 999,999,999."), "\(negative.errors)")
        #expect(!negative.errors.contains("Unknown option"))
        #expect(await cli.run("set", "Water", "1", "2").errors.contains("Give one value"))
        #expect(await cli.run("set", "Water").errors.contains("Give the value"))
        #expect(await cli.run("set", "Water", "-1,5x").errors.contains("“-1,5x” is not a number."))
    }

    @Test func aReminderTakesAnyMinute() async throws {
        let cli = CLIRunner.habits()
        await cli.run("add", "Read")
        #expect(await cli.run("reminder", "add", "Read", "07:03", "--weekdays", "mon,fri").output == "Reminder added at 07:03 for “Read”.")
        #expect(await cli.run("reminder", "add", "Read", "7:30 PM", "--weekdays", "funday").errors.contains("is not a list of weekdays"))
    }
}
