import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport

/// The routine tab: today's checks, past days read-only, a routine's own text, and a reminder that
/// falls due while it is open.
@Suite struct RoutineControllerTests {
    @Test func routineTogglesTodayAndShowsPastDaysReadOnly() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-23T06:00:00-05:00")
        let taskID = try h.app.routineScreen().tasks[0].id
        try await h.test { client async throws in
            var page = try await client.get("/better-morning/routine").body
            #expect(page.contains("aria-label=\"Wake up, 3:45 AM, not checked\""))
            #expect(page.contains("0 of 3 done"))
            let toggled = try await client.post("/better-morning/routine/tasks/\(taskID)/toggle", "day=2026-11-23")
            // Back to the same task, not the top of the page.
            #expect(toggled.status == .seeOther && toggled.location == "/better-morning/routine#task-\(taskID)")
            page = try await client.get("/better-morning/routine").body
            #expect(page.contains("aria-label=\"Wake up, 3:45 AM, done\""))
            #expect(page.contains("aria-pressed=\"true\""))
            // The scroller: start day to today + 14, future days disabled.
            #expect(page.components(separatedBy: "class=\"day-chip").count - 1 == 15)
            #expect(page.components(separatedBy: "aria-disabled=\"true\"").count - 1 == 14)
            h.clock.set("2026-11-24T06:00:00-05:00")
            // A page left open past midnight names yesterday: refused with a notice, nothing changes.
            let stale = try await client.post("/better-morning/routine/tasks/\(taskID)/toggle", "day=2026-11-23")
            #expect(stale.location == "/better-morning/routine?notice=day-closed")
            let past = try await client.get("/better-morning/routine?day=2026-11-23").body
            #expect(past.contains("This day is over"))
            #expect(past.contains("aria-label=\"Wake up, 3:45 AM, done\""))
            #expect(past.contains("aria-label=\"Read customer emails, 4:00 AM, not done\""))
            #expect(!past.contains("<form method=\"post\" action=\"/better-morning/routine/tasks"))
        }
    }

    @Test func userTextIsEscaped() async throws {
        let h = try WebHarness()
        _ = try h.app.buyUnlock(simulated: .success)
        try h.app.setDraftTitle("<b>x</b>")
        try h.app.addDraftTask(title: "<script>alert(1)</script>", at: .init(minutes: 420)!)
        try h.app.saveDraft()
        h.clock.set("2026-11-23T08:00:00-05:00")
        try await h.test { client async throws in
            let page = try await client.get("/better-morning/routine").body
            #expect(!page.contains("<script>alert(1)</script>"))
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(try await client.get("/better-morning/data").body.contains("&lt;b&gt;x&lt;/b&gt;"))
        }
    }

    @Test func remindersAreDeliveredOnceWhenDue() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        try await h.test { client async throws in
            #expect(try await client.post("/better-morning/reminders/due").status == .noContent)
            h.clock.set("2026-11-23T03:45:00-05:00")
            let due = try await client.post("/better-morning/reminders/due")
            #expect(due.status == .ok)
            #expect(due.body.contains("Time for Tim Cook"))
            #expect(try await client.post("/better-morning/reminders/due").status == .noContent)
        }
    }

    /// Times and dates follow the app's locale (issue 27, item 11): en_GB's clock reads "03:45"
    /// and its weeks start on Monday.
    @Test func timesDatesAndWeeksFollowTheLocale() async throws {
        let h = try WebHarness(locale: "en_GB")
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-23T06:00:00-05:00")
        try await h.test { client async throws in
            let page = try await client.get("/better-morning/routine").body
            #expect(page.contains("aria-label=\"Wake up, 03:45, not checked\"") && !page.contains(" AM"))
            #expect(page.contains("aria-label=\"Mon, 23 Nov 2026, today\"") && page.contains("aria-label=\"Tue, 24 Nov 2026, not yet available\""))
            let data = try await client.get("/better-morning/data").body
            #expect(data.contains("Tasks done, This week: Mon "))
        }
    }
}
