import TestSupport
import BetterMorningTestSupport
import BetterMorningCore
import DayKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import BetterMorningWeb
import WebApp
import WebSupport

@Suite struct PagesTests {
    @Test func homeOnboardingAndExplore() async throws {
        let h = try WebHarness(onboarded: false)
        try await h.test { client async throws in
            let (status, _, home) = try await client.get("/")
            #expect(status == .ok)
            #expect(home.contains("Better Morning"))
            #expect(try await client.get("/better-morning/").1 == "/better-morning/onboarding")
            #expect(try await client.get("/better-morning/explore").1 == "/better-morning/onboarding")
            let onboarding = try await client.get("/better-morning/onboarding").2
            #expect(onboarding.components(separatedBy: "class=\"slide ").count - 1 == 5)
            #expect(onboarding.contains("Allow reminders"))
            #expect(try await client.post("/better-morning/onboarding/done").1 == "/better-morning/explore")
            #expect(try await client.get("/better-morning/").1 == "/better-morning/explore")
            #expect(try await client.get("/better-morning/onboarding").1 == "/better-morning/explore")
            let explore = try await client.get("/better-morning/explore").2
            #expect(explore.components(separatedBy: "class=\"avatar-link").count - 1 == CelebrityCatalog.shipped.celebrities.count)
            #expect(explore.contains("aria-label=\"Settings\""))
            #expect(explore.contains("/better-morning/create?from=explore"))
        }
    }

    @Test func profileAndChoosing() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            let profile = try await client.get("/better-morning/celebrities/maya-angelou").2
            #expect(profile.contains("Maya Angelou"))
            #expect(profile.contains("5:30 AM"))
            #expect(profile.contains("Choose this routine"))
            let (status, location, _) = try await client.post("/better-morning/celebrities/maya-angelou/choose")
            #expect(status == .seeOther)
            #expect(location == "/better-morning/routine")
            let routine = try await client.get("/better-morning/routine").2
            // "Starts tomorrow" is said once, with tomorrow's tasks as a preview.
            #expect(routine.components(separatedBy: "tomorrow").count - 1 == 1)  // the heading only
            #expect(routine.contains("<h2>Starts tomorrow</h2>"))
            #expect(routine.contains("class=\"group tasks is-preview\""))
            #expect(routine.contains("aria-label=\"Wake up, 5:30 AM, not checked\""))
            #expect(!routine.contains("Remind me at"))  // the reminder is on
            #expect(!routine.contains("class=\"notice\""))
            #expect(try await client.get("/better-morning/celebrities/maya-angelou").2.contains("Your active routine"))
            #expect(try await client.post("/better-morning/celebrities/maya-angelou/choose").1 == "/better-morning/celebrities/maya-angelou?notice=already-active")
        }
    }

    @Test func routineTogglesTodayAndShowsPastDaysReadOnly() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-23T06:00:00-05:00")
        let taskID = try h.app.routineScreen().tasks[0].id
        try await h.test { client async throws in
            var page = try await client.get("/better-morning/routine").2
            #expect(page.contains("aria-label=\"Wake up, 3:45 AM, not checked\""))
            #expect(page.contains("0 of 3 done"))
            let toggled = try await client.post("/better-morning/routine/tasks/\(taskID)/toggle", "day=2026-11-23")
            // Back to the same task, not the top of the page.
            #expect(toggled.0 == .seeOther && toggled.1 == "/better-morning/routine#task-\(taskID)")
            page = try await client.get("/better-morning/routine").2
            #expect(page.contains("aria-label=\"Wake up, 3:45 AM, done\""))
            #expect(page.contains("aria-pressed=\"true\""))
            // The scroller: start day to today + 14, future days disabled.
            #expect(page.components(separatedBy: "class=\"day-chip").count - 1 == 15)
            #expect(page.components(separatedBy: "aria-disabled=\"true\"").count - 1 == 14)
            h.clock.set("2026-11-24T06:00:00-05:00")
            // A page left open past midnight names yesterday: refused with a notice, nothing changes.
            let stale = try await client.post("/better-morning/routine/tasks/\(taskID)/toggle", "day=2026-11-23")
            #expect(stale.1 == "/better-morning/routine?notice=day-closed")
            let past = try await client.get("/better-morning/routine?day=2026-11-23").2
            #expect(past.contains("This day is over"))
            #expect(past.contains("aria-label=\"Wake up, 3:45 AM, done\""))
            #expect(past.contains("aria-label=\"Read customer emails, 4:00 AM, not done\""))
            #expect(!past.contains("<form method=\"post\" action=\"/better-morning/routine/tasks"))
        }
    }

    @Test func dataCardsWeeksRestartAndDelete() async throws {
        let h = try WebHarness(now: "2026-11-03T08:00:00-05:00")
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-04T08:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.check(taskNumber: 2)
        try h.app.choose(celebrityID: "maya-angelou")
        h.clock.set("2026-11-22T08:00:00-05:00")
        let cookID = try h.app.routineList().first { $0.name == "Tim Cook" }!.id
        try await h.test { client async throws in
            var page = try await client.get("/better-morning/data").2
            #expect(page.contains(">Active<"))
            #expect(page.range(of: "Maya Angelou")!.lowerBound < page.range(of: "Tim Cook")!.lowerBound)
            #expect(page.contains("href=\"/better-morning/data?w\(cookID)=-1#card-\(cookID)\""))
            page = try await client.get("/better-morning/data?w\(cookID)=-3").2
            #expect(page.contains("Nov 1 – 7"))
            #expect(page.contains("Wed 2"))
            #expect(page.contains("class=\"bar"))
            let restart = try await client.post("/better-morning/data/\(cookID)/restart")
            #expect(restart.1 == "/better-morning/data?notice=restarted")
            #expect(try h.app.routineList().first?.name == "Tim Cook")
            let confirm = try await client.get("/better-morning/data/\(cookID)/delete").2
            #expect(confirm.contains("Delete “Tim Cook”?"))
            #expect(try await client.post("/better-morning/data/\(cookID)/delete").1 == "/better-morning/data?notice=deleted")
            #expect(try h.app.routineList().map(\.name) == ["Maya Angelou"])
        }
    }

    @Test func settingsNotificationsAndReset() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        try await h.test { client async throws in
            #expect(try await client.get("/better-morning/settings").2.contains("aria-checked=\"true\""))
            #expect(try await client.post("/better-morning/settings/notifications", "enabled=off").1 == "/better-morning/settings?notice=notifications-off")
            #expect(try h.app.pendingReminders().isEmpty)
            #expect(try await client.get("/better-morning/settings").2.contains("aria-checked=\"false\""))
            #expect(try await client.post("/better-morning/settings/notifications", "enabled=on").0 == .seeOther)
            #expect(try h.app.pendingReminders().count == 1)
            #expect(try await client.get("/better-morning/settings/reset").2.contains("Reset all data?"))
            #expect(try await client.post("/better-morning/settings/reset").1 == "/better-morning/")
            #expect(try await client.get("/better-morning/").1 == "/better-morning/onboarding")
            #expect(try h.app.routineList().isEmpty)
        }
    }

    @Test func remindersAreDeliveredOnceWhenDue() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        try await h.test { client async throws in
            #expect(try await client.post("/better-morning/reminders/due").0 == .noContent)
            h.clock.set("2026-11-23T03:45:00-05:00")
            let (status, _, body) = try await client.post("/better-morning/reminders/due")
            #expect(status == .ok)
            #expect(body.contains("Time for Tim Cook"))
            #expect(try await client.post("/better-morning/reminders/due").0 == .noContent)
        }
    }
}
