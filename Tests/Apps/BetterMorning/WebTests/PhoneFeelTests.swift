import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing
import TestSupport

/// Issue 11's feel items as the server renders them: switching asks first, failures look like
/// failures, a routine starting tomorrow offers its reminder, one header pattern.
@Suite struct PhoneFeelTests {
    @Test func switchingFromAnActiveRoutineIsConfirmedFirst() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            // With no routine active, choosing needs no confirmation.
            #expect(try await client.get("/better-morning/celebrities/tim-cook/choose").location == "/better-morning/celebrities/tim-cook")
            #expect(try await client.post("/better-morning/celebrities/tim-cook/choose").status == .seeOther)
            let profile = try await client.get("/better-morning/celebrities/maya-angelou").body
            #expect(profile.contains("href=\"/better-morning/celebrities/maya-angelou/choose\" data-confirm>Choose this routine</a>"))
            let dialog = try await client.get("/better-morning/celebrities/maya-angelou/choose")
            #expect(dialog.status == .ok)
            #expect(dialog.body.contains("Switch to Maya Angelou?"))
            // Issue 39, item 3: Tim Cook, chosen today, has not begun; from tomorrow, switching stops his day.
            #expect(dialog.body.contains("Tim Cook has not begun yet, so nothing of it is marked"))
            #expect(dialog.body.contains("class=\"confirm-page\""))
            h.clock.set("2026-11-23T08:00:00-05:00")
            #expect(try await client.get("/better-morning/celebrities/maya-angelou/choose").body.contains("Tim Cook stops today"))
        }
        // Looking at the confirmation changed nothing.
        #expect(try h.app.routineList().first { $0.active }?.name == "Tim Cook")
    }

    @Test func failuresLookLikeFailures() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            let failed = try await client.get("/better-morning/paywall?notice=failed").body
            #expect(failed.contains("<p class=\"alert\" role=\"alert\">The purchase didn&#39;t go through."))
            let reminderOn = try await client.get("/better-morning/settings?notice=notifications-on").body
            #expect(reminderOn.contains("<p class=\"notice\" role=\"status\">The daily reminder is on.</p>"))
        }
    }

    @Test func aRoutineStartingTomorrowOffersItsReminderWhenItIsOff() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        try h.app.setNotifications(enabled: false)
        try await h.test { client async throws in
            let page = try await client.get("/better-morning/routine").body
            #expect(page.contains("Remind me at 3:45 AM"))
            #expect(page.contains("name=\"from\" value=\"/better-morning/routine\""))
            let turnedOn = try await client.post("/better-morning/settings/notifications", "enabled=on&from=%2Fbetter-morning%2Froutine")
            #expect(turnedOn.status == .seeOther && turnedOn.location == "/better-morning/routine")
            #expect(!(try await client.get("/better-morning/routine").body.contains("Remind me at")))
            // Another site is never a return path.
            #expect(try await client.post("/better-morning/settings/notifications", "enabled=off&from=https%3A%2F%2Fevil.example%2F").location
                    == "/better-morning/settings?notice=notifications-off")
        }
        #expect(try !h.app.settingsScreen().notificationsEnabled)
    }

    @Test func everyTabHasTheSameHeader() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            for (path, title) in [("explore", "Explore"), ("routine", "Routine"), ("data", "Data")] {
                let page = try await client.get("/better-morning/\(path)").body
                #expect(page.contains("<header class=\"header\">\n  <h1 class=\"header-title\">\(title)</h1>"), "\(path)")
                #expect(page.contains("aria-label=\"Settings\""), "\(path)")
            }
        }
    }
}
