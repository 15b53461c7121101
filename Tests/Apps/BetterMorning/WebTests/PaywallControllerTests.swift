import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport

/// The paywall: creating without the unlock leads to it; buying, cancelling, failing and restoring lead back.
@Suite struct PaywallControllerTests {
    @Test func createWithoutTheUnlockShowsThePaywallAndCancelReturns() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            #expect(try await client.get("/better-morning/create?from=routine").location == "/better-morning/paywall?from=routine")
            let paywall = try await client.get("/better-morning/paywall?from=routine").body
            #expect(paywall.contains("$0.99"))
            #expect(paywall.contains("/better-morning/paywall/sheet?from=routine"))
            #expect(try await client.get("/better-morning/paywall/sheet?from=routine").body.contains("value=\"cancel\""))
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=cancel&from=routine").location == "/better-morning/routine?notice=cancelled")
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=fail&from=data").location == "/better-morning/data?notice=failed")
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=steal&from=data").status == .badRequest)
            #expect(try await client.post("/better-morning/paywall/restore", "from=explore").location == "/better-morning/paywall?from=explore&notice=nothing-to-restore")
            // An unknown origin never becomes a redirect target.
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=cancel&from=https://evil.example").location == "/better-morning/explore?notice=cancelled")
            #expect(!h.app.isUnlocked)
            #expect(try await client.post("/better-morning/paywall/buy", "outcome=success&from=explore").location == "/better-morning/create?notice=unlocked")
            #expect(h.app.isUnlocked)
            #expect(try await client.get("/better-morning/create").status == .ok)
        }
    }
}
