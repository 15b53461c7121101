import TestSupport
import BetterMorningTestSupport
import BetterMorningCore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import BetterMorningWeb
import WebApp
import WebSupport

@Suite struct CreationAndPaywallTests {
    @Test func createWithoutTheUnlockShowsThePaywallAndCancelReturns() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            #expect(try await client.get("/better-morning/create?from=routine").1 == "/better-morning/paywall?from=routine")
            let paywall = try await client.get("/better-morning/paywall?from=routine").2
            #expect(paywall.contains("$0.99"))
            #expect(paywall.contains("/better-morning/paywall/sheet?from=routine"))
            #expect(try await client.get("/better-morning/paywall/sheet?from=routine").2.contains("value=\"cancel\""))
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=cancel&from=routine").1 == "/better-morning/routine?notice=cancelled")
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=fail&from=data").1 == "/better-morning/data?notice=failed")
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=steal&from=data").0 == .badRequest)
            #expect(try await client.post("/better-morning/paywall/restore", "from=explore").1 == "/better-morning/paywall?from=explore&notice=nothing-to-restore")
            // An unknown origin never becomes a redirect target.
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=cancel&from=https://evil.example").1 == "/better-morning/explore?notice=cancelled")
            #expect(!h.app.isUnlocked)
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=success&from=explore").1 == "/better-morning/create?notice=unlocked")
            #expect(h.app.isUnlocked)
            #expect(try await client.get("/better-morning/create").0 == .ok)
        }
    }

    @Test func creatingARoutine() async throws {
        let h = try WebHarness()
        _ = try h.app.buyUnlock(simulated: .success)
        try await h.test { client async throws in
            #expect(try await client.post("/better-morning/create/title", "title=My+mornings").1 == "/better-morning/create")
            #expect(try await client.post("/better-morning/create/tasks", "title=Read&hour=7&minute=30&period=AM").1 == "/better-morning/create")
            #expect(try await client.post("/better-morning/create/tasks", "title=Wake&hour=6&minute=45&period=AM").1 == "/better-morning/create")
            var page = try await client.get("/better-morning/create").2
            #expect(page.range(of: "Wake")!.lowerBound < page.range(of: "Read")!.lowerBound)
            #expect(page.contains("value=\"My mornings\""))
            #expect(page.contains("11/20"))
            // Too long: a 400 with the message, and the draft stays as it was.
            let long = try await client.post("/better-morning/create/title", "title=" + String(repeating: "x", count: 21))
            #expect(long.0 == .badRequest)
            #expect(long.2.contains("at most 20 characters; this one has 21"))
            #expect(try h.app.createScreen().title == "My mornings")
            let badTime = try await client.post("/better-morning/create/tasks", "title=Nap&hour=13&minute=0&period=PM")
            #expect(badTime.0 == .badRequest)
            #expect(try await client.post("/better-morning/create/tasks", "title=Nap&hour=7&minute=3&period=AM").0 == .badRequest)
            let longTask = try await client.post("/better-morning/create/tasks", "title=" + String(repeating: "y", count: 71) + "&hour=7&minute=0&period=AM")
            #expect(longTask.0 == .badRequest && longTask.2.contains("at most 70 characters"))
            #expect(try h.app.createScreen().tasks.count == 2)
            // A page names a task by its id, not its place (issue 27, item 1): Wake is listed first.
            let wake = try #require(try h.app.createScreen().tasks.first { $0.title == "Wake" }).id
            #expect(try await client.post("/better-morning/create/tasks/\(wake)/delete").1 == "/better-morning/create")
            #expect(try h.app.createScreen().tasks.map(\.title) == ["Read"])
            #expect(try await client.post("/better-morning/create/tasks/9/delete").0 == .notFound)
            #expect(try await client.post("/better-morning/create/save").1 == "/better-morning/routine")
            page = try await client.get("/better-morning/routine").2
            #expect(page.contains("My mornings"))
            #expect(page.contains("Starts tomorrow"))
        }
    }

    @Test func theTwentyFirstTaskIsBlocked() async throws {
        let h = try WebHarness()
        _ = try h.app.buyUnlock(simulated: .success)
        for index in 0..<20 { try h.app.addDraftTask(title: "Task \(index)", at: .init(minutes: index * 5)!) }
        try await h.test { client async throws in
            let page = try await client.get("/better-morning/create").2
            #expect(page.contains("You've reached the maximum of 20 tasks."))
            #expect(page.contains("disabled aria-disabled=\"true\">+ Add task"))
            #expect(try await client.get("/better-morning/create/add").1 == "/better-morning/create")
            let refused = try await client.post("/better-morning/create/tasks", "title=More&hour=9&minute=0&period=AM")
            #expect(refused.0 == .badRequest)
            #expect(refused.2.contains("at most 20 tasks"))
            #expect(try h.app.createScreen().tasks.count == 20)
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
            let page = try await client.get("/better-morning/routine").2
            #expect(!page.contains("<script>alert(1)</script>"))
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(try await client.get("/better-morning/data").2.contains("&lt;b&gt;x&lt;/b&gt;"))
        }
    }
}
