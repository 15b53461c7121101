import BetterMorningCore
import DayKit
import Foundation
import Testing
import TestSupport

/// Issue 39, item 15: a region whose clock runs 0–23 gets 24-hour pickers and times; run mode
/// says what its countdown counts.
@Suite struct TwoWeeksTests {
    @Test func anEnGBPersonPicksATasksTimeOnA24HourClock() async throws {
        let h = try WebHarness(locale: "en_GB")
        try h.harness.unlock()
        try await h.test { client async throws in
            let sheet = try await client.get("/better-morning/create/add")
            #expect(!sheet.body.contains("name=\"period\""))
            #expect(sheet.body.contains("<option value=\"19\">19</option>"))
            #expect(try await client.post("/better-morning/create/tasks", "title=Walk&hour=19&minute=30").location == "/better-morning/create")
            #expect(try h.app.createScreen().tasks.map(\.time) == [TimeOfDay("19:30")!])
            #expect(try await client.post("/better-morning/create/tasks", "title=Nap&hour=24&minute=0").status == .badRequest)
        }
    }

    @Test func theUSPickerKeepsAMAndPM() async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try await h.test { client async throws in
            let sheet = try await client.get("/better-morning/create/add")
            #expect(sheet.body.contains("name=\"period\"") && !sheet.body.contains("<option value=\"19\">"))
        }
    }

    @Test func onboardingsPictureShowsTheRegionsTime() async throws {
        let h = try WebHarness(onboarded: false, locale: "en_GB")
        try await h.test { client async throws in
            let art = try await client.get("/better-morning/onboarding").body
            #expect(art.contains("07:00</text>") && !art.contains("7:00 AM"))
        }
    }

    @Test func runModesCountdownSaysItCountsTheTasksSlot() async throws {
        let h = try WebHarness(now: "2026-11-22T07:10:00-05:00")
        try h.app.choose(celebrityID: "charles-darwin")
        h.clock.set("2026-11-23T07:10:00-05:00")
        try await h.test { client async throws in
            let run = try await client.get("/better-morning/run").body
            #expect(!run.contains("until the next task"))
            #expect(run.contains("this task&#39;s time in the routine, to 7:45 AM"))  // Darwin's walk, 7:00 to 7:45
        }
    }

    @Test func settingsKeepsItsBackLinkAfterTheSwitchAndSaysWhenTheReminderIsOff() async throws {
        let h = try WebHarness()
        let enabled = try h.app.settingsScreen().notificationsEnabled
        let next = enabled ? "off" : "on"
        try await h.test { client async throws in
            let settings = try await client.get("/better-morning/settings?from=data").body
            #expect(settings.contains("<a class=\"back\" href=\"/better-morning/data\">"))
            #expect(settings.contains("name=\"from\" value=\"/better-morning/settings?from=data&amp;notice=notifications-\(next)\""))
            let switched = try await client.post("/better-morning/settings/notifications",
                                                 "enabled=\(next)&from=%2Fbetter-morning%2Fsettings%3Ffrom%3Ddata%26notice%3Dnotifications-\(next)")
            #expect(switched.location == "/better-morning/settings?from=data&notice=notifications-\(next)")
            let after = try await client.get("/better-morning/settings?from=data").body
            #expect(after.contains("<a class=\"back\" href=\"/better-morning/data\">"))
            #expect(after.contains(enabled ? "The reminder is off" : "One reminder a day"))
        }
    }
}
