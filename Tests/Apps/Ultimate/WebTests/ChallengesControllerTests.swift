import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
@testable import UltimateWeb
import VipsImaging
import WebSupport

/// The gallery, a template's start (the water fast's safety screen included), a challenge's page, abandoning and the strict reset's explanation.
@Suite struct ChallengesControllerTests {
    let root = "/ultimate"

    @Test func anEmptyTodayLeadsToTheGalleryAndATemplateStarts() async throws {
        let h = try WebHarness()
        try await h.test { client in
            try h.app.completeOnboarding()
            #expect(try await client.get(root + "/").location == root + "/today")
            let empty = try await client.get(root + "/today").body
            #expect(empty.contains("No challenge running") && empty.contains("href=\"\(root)/challenges\""))
            let gallery = try await client.get(root + "/challenges").body
            #expect(gallery.contains("href=\"\(root)/templates/75-hard\"") && gallery.contains("31 Modified"))
            let template = try await client.get(root + "/templates/75-hard").body
            #expect(template.contains("Any task missed sends you back to day 1") && template.contains("min=\"2026-11-22\""))
            let started = try await client.post(root + "/templates/75-hard/start", "name=My+75&start=2026-11-22&grace=1")
            let challenge = try #require(try h.app.challengeList().first)
            #expect(started.status == .seeOther && started.location == root + "/challenges/\(challenge.id.uuidString)?notice=started")
            #expect(challenge.name == "My 75" && challenge.grace == 1)
            let page = try await client.get(try #require(started.location)).body
            #expect(page.contains("Challenge started.") && page.contains("Day 1 of 75") && page.contains("a progress photo · every day"))
            let today = try await client.get(root + "/today").body
            #expect(today.contains("My 75") && today.contains("Day 1 of 75") && today.contains("0/6"))
        }
    }

    @Test func aStrictResetIsExplainedOnTheChallengesPageAndAbandonAsksFirst() async throws {
        let h = try WebHarness()
        let challenge = try h.harness.challenge("Hard", days: 75, rule: .strict, grace: 0, tasks: ["Workout", "Diet"])
        let id = challenge.id.uuidString
        try h.app.complete("Hard", "Workout")
        h.harness.go(to: "2026-11-23")
        try await h.test { client in
            let page = try await client.get(root + "/challenges/\(id)").body
            #expect(page.contains("Back to day 1") && page.contains("Diet was not done when the day was judged"))
            #expect(page.contains("Attempt 1: failed") && page.contains("day-failed"))
            let confirm = try await client.get(root + "/challenges/\(id)/abandon").body
            #expect(confirm.contains("Abandon Hard?") && confirm.contains("action=\"\(root)/challenges/\(id)/abandon\""))
            #expect(try h.app.challengeSummary(id).status == .inProgress)
            #expect(try await client.post(root + "/challenges/\(id)/abandon").location == root + "/challenges/\(id)?notice=abandoned")
            #expect(try h.app.challengeSummary(id).status == .failed)
            #expect(try await client.post(root + "/challenges/\(id)/restart").location == root + "/challenges/\(id)?notice=restarted")
            #expect(try h.app.challengeSummary(id).status == .inProgress)
        }
    }

    @Test func aStrictResetIsExplainedUntilGotIt() async throws {
        let h = try WebHarness()
        let hard = try h.app.start(template: "75-hard")
        let id = hard.id.uuidString
        try await h.test { client in
            h.harness.go(to: "2026-11-24")
            #expect(try await client.get(root + "/today").body.contains("Back to day 1 after a missed task"))
            let page = try await client.get(root + "/challenges/\(id)").body
            #expect(page.contains("Back to day 1") && page.contains("Attempt 1 ended on Sunday, November 22"))
            #expect(try await client.post(root + "/challenges/\(id)/reset-explained").location == root + "/challenges/\(id)")
            #expect(try await !client.get(root + "/challenges/\(id)").body.contains("reset-note"))
            #expect(try await !client.get(root + "/today").body.contains("Back to day 1 after a missed task"))
        }
    }

    @Test func theWaterFastStartsOnlyAfterItsSafetyScreen() async throws {
        let h = try WebHarness()
        _ = try h.app.changeProfile { $0.units = .imperial; $0.weightKg = 70; $0.heightCm = 175 }
        try await h.test { client in
            let page = try await client.get(root + "/templates/water-fast").body
            #expect(page.contains("Before you fast: safety check") && page.contains("Weight (lb)") && page.contains("value=\"154.32\"")
                    && page.contains("Height (ft, in)") && page.contains("name=\"heightFeet\" inputmode=\"numeric\" aria-label=\"Feet\" value=\"5\"")
                    && page.contains("aria-label=\"Inches\" value=\"9\""))  // 175 cm
            let refused = try await client.post(root + "/templates/water-fast/start", "age=40&height=175&weight=90&hours=96&grace=1")
            #expect(refused.status == .unprocessableContent && refused.body.contains("beyond 72 hours fast only under medical supervision")
                    && refused.body.contains("value=\"96\""))
            #expect(try h.app.challengeList().isEmpty)
            let started = try await client.post(root + "/templates/water-fast/start", "age=40&height=175&weight=154&hours=48&grace=1")
            #expect(started.status == .seeOther)
            let fast = try #require(try h.app.challengeList().first)
            #expect(fast.name == "Water fast, 48 h" && fast.days == 2)
        }
    }

    @Test func startingAChallengeChoosesHowRemindersCome() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let page = try await client.get(root + "/templates/75-hard").body
            #expect(page.contains("Reminders (for all your challenges)") && page.contains("value=\"fixed\" checked"))
            #expect(try await client.post(root + "/templates/75-hard/start", "name=Mine&strategy=minimal").status == .seeOther)
            #expect(try h.app.profile().notificationStrategy == .minimal)
            #expect(try await client.get(root + "/challenges/new").body.contains("value=\"minimal\" checked"))
            #expect(try await client.post(root + "/challenges/create", "name=Own&days=10&strategy=progressive").status == .seeOther)
            #expect(try h.app.profile().notificationStrategy == .progressive)
        }
    }

    @Test func theListTheChallengeAndTodayAgreeAfterAPerfectDay() async throws {
        let h = try WebHarness()
        let mine = try h.harness.challenge("Mine", days: 75, rule: .strict, tasks: ["Walk"])
        try await h.test { client in
            #expect(try await client.get(root + "/challenges/\(mine.id.uuidString)").body.contains("0 days done, 75 to go"))
            try h.app.complete("Mine", "Walk")
            #expect(try await client.get(root + "/today").body.contains("Day 1 of 75 · all done"))
            #expect(try await client.get(root + "/challenges").body.contains("<span class=\"ring-label\">1%</span>"))
            let page = try await client.get(root + "/challenges/\(mine.id.uuidString)").body
            #expect(page.contains("Day 1 of 75") && page.contains("1 day done, 74 to go"))
            h.harness.go(to: "2026-11-23")
            #expect(try await !client.get(root + "/today").body.contains("Yesterday, still open"))
        }
    }
}
