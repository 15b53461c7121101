import TestSupport
import BetterMorningTestSupport
import CLICommands
import Foundation
import Testing

@Suite struct MorningCommandTests {
    @Test func celebritiesListsIdsNamesAndTaskCounts() async throws {
        let cli = CLI()
        let list = try await cli.list("celebrities")
        #expect(list.count >= 20)
        let franklin = try #require(list.first { $0["id"] as? String == "benjamin-franklin" })
        #expect(franklin["name"] as? String == "Benjamin Franklin")
        #expect(franklin["tasks"] as? Int == 6)
        let profile = try await cli.object("celebrity", "benjamin-franklin")
        #expect((profile["celebrity"] as? [String: Any])?["bio"] as? String != nil)
    }

    // Issue 40, item 1: a catch-up of more than 28 days waits until the person closes the days.
    @Test func closeDaysClosesTheDaysALongAbsenceLeftOpen() async throws {
        let cli = CLI()
        #expect(await cli.run("choose", "charles-darwin").status == 0)
        let later = "2027-01-22T07:30:00-05:00"
        let today = try await cli.object("today", at: later)
        let open = try #require(today["openDays"] as? [String: Any])
        #expect(open["count"] as? Int == 60 && open["first"] as? String == "2026-11-23" && open["last"] as? String == "2027-01-21")
        #expect(await cli.run("today", at: later).output.contains("habitsuite morning close-days"))
        #expect(await cli.run("close-days", at: later).output.contains("Closed 60 days"))
        #expect(try await cli.object("today", at: later)["openDays"] is NSNull)
        let day = try await cli.object("day", "2026-12-01", at: later)
        #expect((day["tasks"] as? [[String: Any]])?.allSatisfy { $0["mark"] as? String == "missed" } == true)
        #expect(await cli.run("close-days", at: later).output.contains("No days were waiting"))
    }

    @Test func theDailyFlowThroughTheCLI() async throws {
        let cli = CLI()
        var today = try await cli.object("today")
        #expect(today["state"] as? String == "noActiveRoutine")
        #expect(today["routine"] is NSNull)
        #expect(await cli.run("choose", "charles-darwin").output.contains("from tomorrow (2026-11-23)"))
        today = try await cli.object("today")
        #expect(today["state"] as? String == "startsTomorrow")
        #expect((today["routine"] as? [String: Any])?["name"] as? String == "Charles Darwin")

        let tomorrow = "2026-11-23T07:30:00-05:00"
        #expect(await cli.run("check", "2", at: tomorrow).status == 0)
        today = try await cli.object("today", at: tomorrow)
        #expect(today["state"] as? String == "running")
        #expect(today["date"] as? String == "2026-11-23")
        let tasks = try #require(today["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["mark"] as? String } == ["untouched", "done", "untouched", "untouched", "untouched", "untouched"])
        #expect(tasks.first?["time"] as? String == "07:00")
        #expect(tasks.first?["title"] as? String == "Rise and take a short walk")

        let day = try await cli.object("day", "2026-11-23", at: "2026-11-24T07:00:00-05:00")
        #expect((day["tasks"] as? [[String: Any]])?.map { $0["mark"] as? String } == ["missed", "done", "missed", "missed", "missed", "missed"])

        let routines = try await cli.list("routines")
        #expect(routines.count == 1)
        #expect(routines[0]["name"] as? String == "Charles Darwin")
        #expect(routines[0]["type"] as? String == "celebrity")
        #expect(routines[0]["active"] as? Bool == true)
        let id = try #require(routines[0]["id"] as? Int)

        let week = try await cli.object("week", String(id), at: "2026-11-24T07:00:00-05:00")
        let days = try #require(week["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == (22...28).map { "2026-11-\($0)" })
        #expect(days[1]["count"] as? Int == 1)
        #expect(days[0]["count"] is NSNull)
        let byPerson = try await cli.object("week", "charles-darwin", "--offset", "0", at: "2026-11-24T07:00:00-05:00")
        #expect((byPerson["days"] as? [[String: Any]])?.count == 7)

        let reminders = try await cli.list("reminders")
        #expect(reminders.count == 1)
        #expect(reminders[0]["time"] as? String == "07:00")
        #expect(reminders[0]["startDate"] as? String == "2026-11-23")
        #expect((reminders[0]["routine"] as? [String: Any])?["name"] as? String == "Charles Darwin")
    }

    @Test func choosingTheActiveRoutineAgainSaysSo() async throws {
        let cli = CLI()
        await cli.run("choose", "tim-cook")
        let again = await cli.run("choose", "tim-cook")
        #expect(again.status == 0)
        #expect(again.output.contains("already your active routine; nothing changed"))
    }

    @Test func settingsNotificationsOnboardingAndReset() async throws {
        let cli = CLI()
        var settings = try await cli.object("settings")
        #expect(settings["onboardingCompleted"] as? Bool == false)
        #expect(settings["notificationsEnabled"] as? Bool == true)
        #expect(settings["unlocked"] as? Bool == false)
        #expect(await cli.run("onboarding", "done").status == 0)
        #expect(await cli.run("notifications", "off").output == "Notifications are off.")
        await cli.run("unlock")
        settings = try await cli.object("settings")
        #expect(settings["onboardingCompleted"] as? Bool == true)
        #expect(settings["notificationsEnabled"] as? Bool == false)
        #expect(settings["unlocked"] as? Bool == true)
        await cli.run("choose", "tim-cook")
        #expect(await cli.run("reset", "--yes").status == 0)
        settings = try await cli.object("settings")
        #expect(settings["onboardingCompleted"] as? Bool == false)
        #expect(settings["unlocked"] as? Bool == true)
        #expect(try await cli.list("routines").isEmpty)
    }

    @Test func creatingARoutineThroughTheDraft() async throws {
        let cli = CLI()
        #expect(await cli.run("unlock", "--outcome", "success").status == 0)
        await cli.run("draft", "title", "Slow start")
        await cli.run("draft", "add", "07:30", "Read")
        await cli.run("draft", "add", "06:45", "Wake gently")
        await cli.run("draft", "add", "07:00", "Tea")
        let draft = try await cli.object("draft", "remove", "3")
        #expect(draft["title"] as? String == "Slow start")
        #expect((draft["tasks"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Wake gently", "Tea"])
        let saved = await cli.run("draft", "save")
        #expect(saved.status == 0)
        #expect(saved.output == "Slow start is your routine from tomorrow (2026-11-23).")
        let routines = try await cli.list("routines")
        #expect(routines.first?["type"] as? String == "custom")
        let shown = try await cli.object("draft", "show")
        #expect((shown["tasks"] as? [Any])?.isEmpty == true)
        let id = String(try #require(routines[0]["id"] as? Int))
        #expect(await cli.run("restart", id).status == 0)
        #expect(await cli.run("delete", id, "--yes").status == 0)
        #expect(try await cli.list("routines").isEmpty)
    }

    @Test func runModeDraftEditsAndTheLastStepThroughTheCLI() async throws {
        let cli = CLI()
        _ = await cli.run("choose", "charles-darwin")
        let tomorrow = "2026-11-23T07:10:00-05:00"
        var run = try await cli.object("run", at: tomorrow)
        #expect(run["current"] as? Int == 1 && run["next"] as? Int == 2)
        run = try await cli.object("run", "1", "--done", at: tomorrow)
        #expect(run["current"] as? Int == 2 && run["doneCount"] as? Int == 1)
        #expect(await cli.run("run", "--done", at: tomorrow).errors.contains("Name the task to mark done"))
        #expect(await cli.run("run", "9", at: tomorrow).status != 0)
        let settings = try await cli.object("settings", "--last-step", "25")
        #expect(settings["lastStepMinutes"] as? Int == 25)
        #expect(await cli.run("settings", "--last-step", "0").status != 0)
        let profile = await cli.run("celebrity", "charles-darwin").output
        #expect(profile.contains("not affiliated with Better Morning"))
    }
}
