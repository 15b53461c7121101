import CLISupport
import TestSupport
import BetterMorningTestSupport
import CLICommands
import Foundation
import Testing

/// Every error prints a clear message on stderr, exits non-zero and changes nothing.
@Suite struct MorningErrorTests {
    /// A CLI with Darwin chosen yesterday and running today, one task checked, and the unlock bought.
    private func prepared() async -> CLI {
        let cli = CLI()
        await cli.run("choose", "charles-darwin", at: "2026-11-21T08:00:00-05:00")
        await cli.run("check", "1")
        await cli.run("unlock")
        await cli.run("draft", "title", "Draft")
        return cli
    }

    private func snapshot(_ cli: CLI) async -> [String] {
        var outputs: [String] = []
        for command in [["today"], ["routines"], ["settings"], ["reminders"], ["draft", "show"]] {
            outputs.append(await cli.run(command + ["--json"]).output)
        }
        return outputs
    }

    @Test(arguments: [
        (["choose", "nobody"], "There is no famous routine called “nobody”."),
        (["celebrity", "nobody"], "There is no famous routine called “nobody”."),
        (["check", "7"], "There is no task 7: today's routine has 6 tasks."),
        (["check", "0"], "There is no task 0"),
        (["check", "one"], "one"),
        (["day", "2026-02-30"], "is not a date like 2026-11-22"),
        (["day", "2026-11-01"], "is outside this routine's days (2026-11-22 to 2026-12-06)"),
        (["week", "99"], "There is no routine “99”."),
        (["week", "charles-darwin", "--offset", "-1"], "There is no week -1: weeks go from 0 to 0"),
        (["week", "charles-darwin", "--offset", "1"], "There is no week 1"),
        (["restart", "nobody"], "There is no routine “nobody”."),
        (["delete", "charles-darwin"], "Add --yes to confirm"),
        (["delete", "42", "--yes"], "There is no routine “42”."),
        (["reset"], "Add --yes to confirm"),
        (["draft", "title", "123456789012345678901"], "at most 20 characters; this one has 21"),
        (["draft", "add", "07:03", "Stretch"], "not a time on the 5-minute grid"),
        (["draft", "add", "25:00", "Stretch"], "not a time on the 5-minute grid"),
        (["draft", "add", "07:00", "   "], "Give the task a title."),
        (["draft", "remove", "3"], "There is no task 3 in the draft; it has 0."),
        (["draft", "save"], "Add at least one task before saving."),
        (["notifications", "maybe"], "maybe"),
        (["unlock", "--outcome", "later"], "later"),
        (["frobnicate"], "Unknown option"),
    ])
    func refusedWithAMessageAndNothingChanges(arguments: [String], message: String) async throws {
        let cli = await prepared()
        let before = await snapshot(cli)
        let result = await cli.run(arguments)
        #expect(result.status != 0)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.output.isEmpty)
        #expect(await snapshot(cli) == before)
    }

    @Test func checkingWithoutARoutineAndBeforeItStarts() async throws {
        let cli = CLI()
        var result = await cli.run("check", "1")
        #expect(result.status == 1)
        #expect(result.errors.contains("You have no active routine"))
        await cli.run("choose", "tim-cook")
        result = await cli.run("check", "1")
        #expect(result.status == 1)
        #expect(result.errors.contains("Tim Cook starts on 2026-11-23"))
    }

    @Test func creatingWithoutTheUnlockIsRefused() async throws {
        let cli = CLI()
        let result = await cli.run("draft", "add", "07:00", "Walk")
        #expect(result.status == 1)
        #expect(result.errors.contains("needs the one-time unlock"))
    }

    @Test(arguments: [("cancel", "Purchase cancelled; nothing changed."), ("fail", "The purchase failed")])
    func aCancelledOrFailedPurchaseExitsNonZeroAndUnlocksNothing(outcome: String, message: String) async throws {
        let cli = CLI()
        let result = await cli.run("unlock", "--outcome", outcome)
        #expect(result.status == 1)
        #expect(result.errors.contains(message))
        #expect(try await cli.object("settings")["unlocked"] as? Bool == false)
        #expect(await cli.run("restore").errors == "Error: No purchase to restore.")
    }

    @Test(arguments: [
        (["--now", "yesterday"], "is not an ISO 8601 date and time"),
        (["--time-zone", "Mars/Olympus"], "Unknown time zone “Mars/Olympus”"),
    ])
    func badGlobalOptionsAreRefused(options: [String], message: String) async throws {
        let cli = CLI()
        let console = Console.capturing()
        let status = await Console.$current.withValue(console) {
            await HabitSuiteCommand.execute(["morning", "today", "--data-dir", cli.directory.path] + options)
        }
        #expect(status != 0)
        #expect(console.errors.contains(message), "\(console.errors)")
    }
}

@Suite struct SkippedLocalTimeTests {
    @Test func aNowInTheDaylightSavingGapSaysSo() async throws {
        // Issue 11, defect 5: 02:30 on 2026-03-08 does not exist in New York.
        let cli = CLI()
        let result = await cli.run("today", at: "2026-03-08T02:30")
        #expect(result.status != 0)
        #expect(result.errors.contains("does not exist in America/New_York"), "\(result.errors)")
        let valid = await cli.run("today", at: "2026-03-08T03:30")
        #expect(valid.status == 0, "\(valid.errors)")
        #expect(await cli.run("today", at: "2026-03-08T25:30").errors.contains("is not an ISO 8601 date"))
    }
}
