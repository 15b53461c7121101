import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport

/// The start, onboarding, Explore, and a famous person's routine: its profile and choosing it.
@Suite struct ExploreControllerTests {
    @Test func homeOnboardingAndExplore() async throws {
        let h = try WebHarness(onboarded: false)
        try await h.test { client async throws in
            let home = try await client.get("/")
            #expect(home.status == .ok)
            #expect(home.body.contains("Better Morning"))
            #expect(try await client.get("/better-morning/").location == "/better-morning/onboarding")
            #expect(try await client.get("/better-morning/explore").location == "/better-morning/onboarding")
            let onboarding = try await client.get("/better-morning/onboarding").body
            #expect(onboarding.components(separatedBy: "class=\"slide ").count - 1 == 5)
            #expect(onboarding.contains("Allow reminders"))
            #expect(try await client.post("/better-morning/onboarding/done").location == "/better-morning/explore")
            #expect(try await client.get("/better-morning/").location == "/better-morning/explore")
            #expect(try await client.get("/better-morning/onboarding").location == "/better-morning/explore")
            let explore = try await client.get("/better-morning/explore").body
            #expect(explore.components(separatedBy: "class=\"avatar-link").count - 1 == CelebrityCatalog.shipped.celebrities.count)
            #expect(explore.contains("aria-label=\"Settings\""))
            #expect(explore.contains("/better-morning/create?from=explore"))
        }
    }

    @Test func profileAndChoosing() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            let profile = try await client.get("/better-morning/celebrities/maya-angelou").body
            #expect(profile.contains("Maya Angelou"))
            #expect(profile.contains("5:30 AM"))
            #expect(profile.contains("Choose this routine"))
            let chosen = try await client.post("/better-morning/celebrities/maya-angelou/choose")
            #expect(chosen.status == .seeOther)
            #expect(chosen.location == "/better-morning/routine")
            let routine = try await client.get("/better-morning/routine").body
            // "Starts tomorrow" is said once, with tomorrow's tasks as a preview.
            #expect(routine.components(separatedBy: "tomorrow").count - 1 == 1)  // the heading only
            #expect(routine.contains("<h2>Starts tomorrow</h2>"))
            #expect(routine.contains("class=\"group tasks is-preview\""))
            #expect(routine.contains("aria-label=\"Wake up, 5:30 AM, not checked\""))
            #expect(!routine.contains("Remind me at"))  // the reminder is on
            #expect(!routine.contains("class=\"notice\""))
            #expect(try await client.get("/better-morning/celebrities/maya-angelou").body.contains("Your active routine"))
            #expect(try await client.post("/better-morning/celebrities/maya-angelou/choose").location == "/better-morning/celebrities/maya-angelou?notice=already-active")
        }
    }
}
