import CLICommands
import Foundation
import Testing
import TestSupport
import VipsImaging

extension CLIRunner {
    /// `habitsuite challenges …`, in-process.
    static func challenges(now: String = "2026-11-22T08:00:00-05:00") -> CLIRunner {
        CLIRunner(app: "challenges", now: now, execute: { await HabitSuiteCommand.execute($0) })
    }
}

@Suite struct ChallengesCommandTests {
    @Test func startLogAndListSpeakJSONForScripts() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("start", "75-hard").status == 0)
        #expect(await cli.run("log", "75 Hard", "Water", "+1.5").status == 0)
        #expect(await cli.run("log", "75 hard", "water", "+0.5").status == 0)
        #expect(await cli.run("complete", "75 Hard", "Diet").status == 0)
        let list = try await cli.list("list")
        #expect(list.count == 1)
        #expect(list[0]["name"] as? String == "75 Hard" && list[0]["status"] as? String == "inProgress" && list[0]["rule"] as? String == "strict")
        #expect(list[0]["day"] as? Int == 1 && list[0]["days"] as? Int == 75 && list[0]["attempt"] as? Int == 1)
        #expect(list[0]["startDate"] as? String == "2026-11-22" && list[0]["endDate"] as? String == "2027-02-04")
        let today = try await cli.object("today")
        #expect(today["date"] as? String == "2026-11-22")
        let tasks = try #require(today["tasks"] as? [[String: Any]])
        let water = try #require(tasks.first { $0["name"] as? String == "Water" })
        #expect(water["measurement"] as? String == "quantity" && water["value"] as? Double == 2 && water["target"] as? Double == 3.785411784)  // a US gallon
        #expect(water["unit"] as? String == "L" && water["status"] as? String == "inProgress" && water["challenge"] as? String == "75 Hard")
        #expect(tasks.first { $0["name"] as? String == "Diet" }?["status"] as? String == "completed")
    }

    /// Issue 39, item 8: `import` restores what `export` wrote; a file that is no export changes nothing.
    @Test func importRestoresAnExportIntoAFreshFolder() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("start", "75-hard").status == 0)
        let zip = FileManager.default.temporaryDirectory.appendingPathComponent("ultimate-\(UUID().uuidString).zip").path
        defer { try? FileManager.default.removeItem(atPath: zip) }
        #expect(await cli.run("export", "--output", zip).status == 0)
        let fresh = CLIRunner.challenges()
        let restored = await fresh.run("import", zip)
        #expect(restored.status == 0 && restored.output.contains("Restored 1 new challenge"), "\(restored.output)")
        #expect(try await fresh.list("list").map { $0["name"] as? String } == ["75 Hard"])
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-\(UUID().uuidString).zip").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
        defer { try? FileManager.default.removeItem(atPath: text) }
        let refused = await CLIRunner.challenges().run("import", text)
        #expect(refused.status != 0 && refused.errors.contains("This is not an Ultimate export"))
    }

    /// Issue 39 (what the docs promise): the help says which period is shown when none is asked for.
    @Test func analyticsHelpSaysItsDefaultPeriod() async {
        let help = await CLIRunner.challenges().run("analytics", "--help")
        #expect(help.output.contains("(default: week)"))
    }

    @Test func aCustomChallengeWithItsTasksAndAStrictReset() async throws {
        var cli = CLIRunner.challenges()
        #expect(await cli.run("create", "Mine", "--days", "10", "--strict", "--grace", "0").status == 0)
        #expect(await cli.run("task", "add", "Mine", "Stretch", "--checklist", "Hips, Back").status == 0)
        #expect(await cli.run("task", "add", "Mine", "Weigh-in", "--quantity", "80", "--unit", "kg", "--on-days", "1,10").status == 0)
        #expect(await cli.run("check", "Mine", "Stretch", "hips").status == 0)
        let stretch = try await cli.object("check", "Mine", "Stretch", "Back")
        #expect(stretch["status"] as? String == "completed" && (stretch["items"] as? [[String: Any]])?.count == 2)
        cli.now = "2026-11-23T08:00:00-05:00"  // the weigh-in was missed on day 1 and there is no grace
        let list = try await cli.list("list")
        #expect(list[0]["attempt"] as? Int == 2 && list[0]["day"] as? Int == 1)
        let day1 = try await cli.object("day", "Mine", "2026-11-22")
        #expect((day1["tasks"] as? [[String: Any]])?.map { $0["status"] as? String } == ["completed", "failed"])
    }

    @Test func aTemplatesTasksAreAdjustedFromTheCommandLineBeforeItStarts() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("start", "75-hard", "--start", "2026-11-23").status == 0)
        let water = try await cli.object("task", "edit", "75 Hard", "Water", "--quantity", "100", "--unit", "fl oz", "--at", "09:00")
        #expect(water["name"] as? String == "Water")
        #expect(await cli.run("task", "edit", "75 Hard", "Read", "--quantity", "20").status == 0)  // the unit stays pages
        #expect(await cli.run("task", "edit", "75 Hard", "Outdoor workout", "--name", "Walk", "--duration", "30").status == 0)
        #expect(await cli.run("task", "move", "75 Hard", "Walk", "--to", "1").status == 0)
        #expect(await cli.run("task", "remove", "75 Hard", "Progress photo").status == 0)
        let refused: [([String], String)] = [
            (["task", "edit", "75 Hard", "Water", "--unit", "parsecs"], "“parsecs” is not a unit"),
            (["task", "edit", "75 Hard", "Diet", "--unit", "kg"], "--unit goes with --quantity"),
            (["task", "edit", "75 Hard", "Water", "--unit", "L", "--duration", "5"], "--unit goes with --quantity only."),
            (["task", "edit", "75 Hard", "Water", "--at", "7pm"], "“7pm” is not a time like 07:30 (or none)."),
            (["task", "move", "75 Hard", "Walk", "--to", "9"], "choose a position from 1 to 5"),
            (["task", "remove", "75 Hard", "Nap"], "“75 Hard” has no task “Nap”"),
        ]
        for (arguments, message) in refused {
            let result = await cli.run(arguments)
            #expect(result.status != 0 && result.errors.contains(message), "\(arguments): \(result.errors)")
        }
        let shown = try await cli.object("show", "75 Hard")
        #expect(shown["canChangeTasks"] as? Bool == true && (shown["rules"] as? String)?.contains("75 days") == true)
        let tasks = try #require(shown["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["name"] as? String } == ["Walk", "Workout", "Water", "Read", "Diet"])
        // Kept in fluid ounces, shown to a metric profile in millilitres.
        #expect(tasks.map { $0["target"] as? String } == ["30 min", "45 min", "2957.35 ml", "20 pages", "done"])
        #expect(tasks[2]["time"] as? String == "09:00")
        let text = await cli.run("show", "75 Hard")
        #expect(text.output.contains("  Water: 2957.35 ml, every day at 09:00"), "\(text.output)")
    }

    @Test func analyticsForScripts() async throws {
        var cli = CLIRunner.challenges(now: "2026-11-20T08:00:00-05:00")
        #expect(await cli.run("create", "Mine", "--days", "30", "--grace", "0").status == 0)
        #expect(await cli.run("task", "add", "Mine", "Walk").status == 0)
        #expect(await cli.run("complete", "Mine", "Walk").status == 0)
        cli.now = "2026-11-22T08:00:00-05:00"
        let figures = try await cli.object("analytics", "Mine", "--period", "month")
        #expect(figures["completionRate"] as? Double == 0.5 && figures["consistency"] as? Double == 0.5)
        #expect(figures["currentStreak"] as? Int == 0 && figures["longestStreak"] as? Int == 1)
        #expect((figures["tasks"] as? [[String: Any]])?.first?["rate"] as? Double == 0.5)
        #expect((figures["previous"] as? [String: Any])?["completionRate"] is NSNull)  // present, null: nothing to count
        let series = try #require(figures["series"] as? [[String: Any]])
        #expect(series.count == 22 && series[19]["completed"] as? Int == 1 && series[19]["due"] as? Int == 1)
        let bad = await cli.run("analytics", "--period", "fortnight")
        #expect(bad.status != 0 && bad.errors.contains("“fortnight” is not a period"))
    }

    @Test func profileOnboardingAndReset() async throws {
        let cli = CLIRunner.challenges()
        let profile = try await cli.object("profile", "--name", "Sam", "--height", "180", "--units", "imperial")
        #expect(profile["name"] as? String == "Sam" && profile["heightCm"] as? Double == 180 && profile["units"] as? String == "imperial")
        let bad = await cli.run("profile", "--units", "furlongs")
        #expect(bad.status != 0 && bad.errors.contains("“furlongs” is not metric or imperial."))
        #expect(await cli.run("onboarding", "done").status == 0)
        #expect(try await cli.object("profile")["hasCompletedOnboarding"] as? Bool == true)
        #expect(await cli.run("start", "75-soft").status == 0)
        let refused = await cli.run("reset")
        #expect(refused.status != 0 && refused.errors.contains("add --yes to confirm"))
        #expect(try await cli.list("list").count == 1)
        #expect(await cli.run("reset", "--yes").status == 0)
        #expect(try await cli.list("list").isEmpty)
    }

    @Test func notificationsShowTheDaysPlanAndTakeAStrategy() async throws {
        let cli = CLIRunner.challenges(now: "2026-11-22T06:00:00-05:00")
        #expect(await cli.run("create", "Mine", "--days", "30", "--strict").status == 0)
        #expect(await cli.run("task", "add", "Mine", "Walk", "--at", "08:00").status == 0)
        let fixed = try await cli.list("notifications")
        #expect(fixed.count == 1 && fixed[0]["body"] as? String == "Time for Walk." && fixed[0]["canMarkDone"] as? Bool == true)
        let progressive = try await cli.list("notifications", "--strategy", "progressive", "--quiet", "21:00-07:00")
        #expect(progressive.count == 4)
        #expect(await cli.run("notifications").output.contains("Strategy progressive, quiet 21:00–07:00"))
        let bad = await cli.run("notifications", "--quiet", "22:00")
        #expect(bad.status != 0 && bad.errors.contains("is not quiet hours like 22:00-07:00"))
    }

    @Test func badInputGetsAClearMessageAndChangesNothing() async throws {
        let cli = CLIRunner.challenges()
        let cases: [([String], String)] = [
            (["start", "76-hard"], "There is no template “76-hard”."),
            (["create", "Mine", "--days", "400"], "A challenge lasts 1 to 365 days, not 400."),
            (["start", "75-hard", "--start", "2026-11-21"], "2026-11-21 has passed"),
            (["start", "75-hard", "--start", "tomorrow"], "“tomorrow” is not a date like 2026-11-22."),
            (["complete", "Nope", "Diet"], "There is no challenge “Nope”."),
            (["abandon", "Nope"], "add --yes to confirm"),
            (["timer", "pause", "Nope", "Run"], "Say `timer start` or `timer stop`"),
        ]
        for (arguments, message) in cases {
            let result = await cli.run(arguments)
            #expect(result.status != 0 && result.errors.contains(message), "\(arguments): \(result.errors)")
        }
        #expect(try await cli.list("list").isEmpty)
        #expect(await cli.run("start", "75-hard").status == 0)
        let future = await cli.run("complete", "75 Hard", "Diet", "--day", "2026-11-23")
        #expect(future.status != 0 && future.errors.contains("it is in the future"))
        let wrong = await cli.run("log", "75 Hard", "Diet", "2")
        #expect(wrong.status != 0 && wrong.errors.contains("“Diet” is not a quantity or duration task."))
    }
}

/// Issue 23, item 13: every template the web starts, the command line starts, the water fast
/// after the same safety check (its answers as flags; the Core decides whether they allow it).
@Suite struct TemplateStartTests {
    static let safeAnswers = ["--age", "30", "--no-pregnant", "--no-eating-disorder", "--no-type1-diabetes", "--no-kidney-or-liver-disease"]

    @Test func everyTemplateStartsFromTheCommandLine() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("profile", "--height", "175", "--weight", "70").status == 0)
        let ids = try await cli.list("templates").compactMap { $0["id"] as? String }
        #expect(ids.contains("water-fast") && ids.count >= 7)
        for id in ids {
            let result = await cli.run(["start", id, "--start", "2026-11-23"] + (id == "water-fast" ? Self.safeAnswers : []))
            #expect(result.status == 0, "\(id): \(result.errors)")
        }
        #expect(try await cli.list("list").count == ids.count)
    }

    @Test func theWaterFastAsksEveryQuestionByItsFlag() async throws {
        let cli = CLIRunner.challenges()
        let unanswered = await cli.run("start", "water-fast", "--age", "30", "--no-pregnant")
        #expect(unanswered.status != 0)
        for flag in ["--height CM", "--weight KG", "--eating-disorder or --no-eating-disorder", "--type1-diabetes or --no-type1-diabetes",
                     "--kidney-or-liver-disease or --no-kidney-or-liver-disease"] {
            #expect(unanswered.errors.contains(flag), "\(flag): \(unanswered.errors)")
        }
        #expect(!unanswered.errors.contains("--pregnant or") && !unanswered.errors.contains("--age"))
        #expect(await cli.run("start", "water-fast").errors.contains("The water fast starts only after its safety check; answer every question: --age YEARS"))
        #expect(try await cli.list("list").isEmpty)
    }

    /// The water fast's answers: safe ones unless told otherwise; the weight in the profile's units.
    static func answers(age: String = "30", pregnant: Bool = false, weight: String = "154", hours: [String] = []) -> [String] {
        ["start", "water-fast", "--age", age, pregnant ? "--pregnant" : "--no-pregnant", "--no-eating-disorder", "--no-type1-diabetes",
         "--no-kidney-or-liver-disease", "--weight", weight] + hours
    }

    @Test func theCoreDecidesWhetherTheAnswersAllowTheFast() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("profile", "--height", "175", "--units", "imperial").status == 0)
        let refusals: [([String], String)] = [
            (Self.answers(pregnant: true), "Water fasting is not safe for you: you are pregnant."),
            (Self.answers(age: "16"), "you are under 18"),
            (Self.answers(hours: ["--hours", "96"]), "beyond 72 hours fast only under medical supervision"),
            (Self.answers(weight: "100"), "your BMI is under 18.5"),  // 100 lb at 175 cm
        ]
        for (arguments, message) in refusals {
            let result = await cli.run(arguments)
            #expect(result.status != 0 && result.errors.contains(message), "\(arguments): \(result.errors)")
        }
        #expect(try await cli.list("list").isEmpty)
        let fast = try await cli.object(Self.answers(hours: ["--hours", "96", "--medical-supervision"]))
        #expect(fast["name"] as? String == "Water fast, 96 h" && fast["days"] as? Int == 4)
        let other = await cli.run("start", "75-hard", "--age", "30")
        #expect(other.status != 0 && other.errors.contains("The safety check's answers are for the water fast only."))
    }
}

/// Issue 23, item 14: a negative number is a value, as each command's help says.
@Suite struct NegativeValueTests {
    @Test func analyticsGoesBackWithANegativeOffset() async throws {
        let cli = CLIRunner.challenges(now: "2026-11-22T08:00:00-05:00")
        #expect(await cli.run("create", "Mine", "--days", "30").status == 0)
        for offset in [["--offset", "-1"], ["--offset=-1"]] {
            let figures = try await cli.object(["analytics", "--period", "week"] + offset)
            #expect(figures["to"] as? String == "2026-11-21", "\(offset)")
        }
        #expect(try await cli.object("analytics", "--offset", "0")["to"] as? String == "2026-11-28")
    }

    @Test func aLogTakesOffWithANegativeValue() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("start", "75-hard").status == 0)
        #expect(try await cli.object("log", "75 Hard", "Water", "2")["value"] as? Double == 2)
        #expect(try await cli.object("log", "75 Hard", "Water", "-0.5")["value"] as? Double == 1.5)
        #expect(try await cli.object("log", "75 Hard", "Water", "+0.25", "--day", "2026-11-22")["value"] as? Double == 1.75)
        let below = await cli.run("log", "75 Hard", "Water", "-9")
        #expect(below.status != 0 && below.errors.contains("a day's value is 0 to 1,000,000"), "\(below.errors)")
        let two = await cli.run("log", "75 Hard", "Water", "1", "2")
        #expect(two.status != 0 && two.errors.contains("Give one value to log"), "\(two.errors)")
        #expect(await cli.run("log", "75 Hard", "Water").errors.contains("Give the value to log"))
    }
}

@Suite struct ChallengesExportTests {
    @Test func theExportIsAZipWithEveryChallengeAndLog() async throws {
        let cli = CLIRunner.challenges()
        #expect(await cli.run("start", "75-hard").status == 0)
        #expect(await cli.run("log", "75 Hard", "Water", "2").status == 0)
        #expect(await cli.run("profile", "--name", "Sam").status == 0)
        let file = cli.directory.appendingPathComponent("export.zip")
        #expect(await cli.run("export", "--output", file.path).status == 0)
        let data = try Data(contentsOf: file)
        #expect(data.starts(with: [0x50, 0x4B, 0x03, 0x04]))  // a zip
        let bad = await cli.run("export", "--output", cli.directory.appendingPathComponent("export.json").path)
        #expect(bad.status != 0 && bad.errors.contains("The export is a zip"))
    }
}

@Suite struct PhotoCommandTests {
    @Test func addListCompareBlurAndDeletePhotosFromTheCommandLine() async throws {
        var cli = CLIRunner.challenges()
        let file = cli.directory.appendingPathComponent("front.jpg")
        try FileManager.default.createDirectory(at: cli.directory, withIntermediateDirectories: true)
        try #require(VipsSample.make(width: 800, height: 600, orientation: 6)).write(to: file)
        #expect(await cli.run("start", "75-hard").status == 0)
        let added = try await cli.object("photos", "add", file.path, "--angle", "front", "--challenge", "75 Hard", "--note", "Day 1")
        let id = try #require(added["id"] as? String)
        #expect(added["width"] as? Int == 600 && added["path"] as? String == "photos/\(id)/full.jpg")
        #expect(FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("photos/\(id)/thumbnail.jpg").path))
        let today = try #require(try await cli.object("today")["tasks"] as? [[String: Any]])
        #expect(today.first { $0["name"] as? String == "Progress photo" }?["status"] as? String == "completed")

        cli.now = "2026-12-06T08:00:00-05:00"
        #expect(await cli.run("photos", "add", file.path, "--angle", "front").status == 0)
        let sessions = try await cli.list("photos", "list")
        #expect(sessions.map { $0["date"] as? String } == ["2026-12-06", "2026-11-22"])
        #expect(sessions[1]["challenge"] as? String == "75 Hard" && sessions[1]["note"] as? String == "Day 1")
        let first = try #require(sessions[1]["id"] as? String)
        let second = try #require(sessions[0]["id"] as? String)
        let comparison = try await cli.object("photos", "compare", String(second.prefix(8)), first)
        #expect(comparison["daysApart"] as? Int == 14 && (comparison["pairs"] as? [Any])?.count == 1)

        #expect(await cli.run("photos", "blur", id, "on").status == 0)
        let photo = try #require((try await cli.list("photos", "list")[1]["photos"] as? [[String: Any]])?.first)
        #expect(photo["blurred"] as? Bool == true && photo["thumbnail"] as? String == "photos/\(id)/thumbnail-blurred.jpg")

        #expect(await cli.run("photos", "delete", id).status != 0)  // no --yes
        #expect(await cli.run("photos", "delete", id, "--yes").status == 0)
        #expect(try await cli.list("photos", "list").count == 1)
    }

    @Test func badPhotoInputIsRefusedWithAMessage() async throws {
        let cli = CLIRunner.challenges()
        try FileManager.default.createDirectory(at: cli.directory, withIntermediateDirectories: true)
        let text = cli.directory.appendingPathComponent("notes.jpg")
        try Data("not an image".utf8).write(to: text)
        let refused = await cli.run("photos", "add", text.path, "--angle", "front")
        #expect(refused.status != 0 && refused.errors.contains("not a JPEG, PNG, HEIC or WebP photo. Nothing was added."))
        #expect(await cli.run("photos", "add", "/nonexistent.jpg", "--angle", "front").errors.contains("Could not read"))
        #expect(await cli.run("photos", "blur", "ABCD", "maybe").errors.contains("Say on or off"))
        #expect(await cli.run("photos", "delete", "ABCD", "--yes").errors.contains("There is no photo “ABCD”."))
        #expect(try await cli.list("photos", "list").isEmpty)
    }
}
