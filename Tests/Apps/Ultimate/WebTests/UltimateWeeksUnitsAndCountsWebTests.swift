import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport
import UltimateCore
import VipsImaging
@testable import UltimateWeb

/// What the pages show of weekly quotas, the whole challenge's analytics, imperial units, day
/// counts and a photo's challenge.
@Suite struct UltimateWeeksUnitsAndCountsWebTests {
    let root = "/ultimate"

    @Test func todayAsksForAWeeklyRunUntilTheQuotaIsMetWithTheWeekSoFar() async throws {
        let h = try WebHarness(now: "2026-11-01T08:00:00-05:00")
        let couch = try h.app.start(template: "couch-to-5k")
        let ids = (couch.id.uuidString, couch.tasks[0].id.uuidString)
        try await h.test { client in
            h.harness.go(to: "2026-11-02")
            let monday = try await client.get(root + "/today").2
            #expect(monday.contains("0 of 3 this week") && monday.contains("aria-label=\"Mark Run done\"") && !monday.contains("Not due"))
            #expect(try await client.post(root + "/challenges/\(ids.0)/tasks/\(ids.1)/complete", "day=2026-11-02&from=\(root)/today").0 == .seeOther)
            #expect(try await client.get(root + "/today").2.contains("1 of 3 this week"))
            #expect(try await client.get(root + "/challenges/\(ids.0)/tasks/\(ids.1)").2.contains("1 of 3 this week"))
        }
    }

    @Test func progressOffersEverythingSoFar() async throws {
        let h = try WebHarness(now: "2026-11-16T08:00:00-05:00")
        try h.harness.challenge("Soft", days: 30, rule: .lenient, grace: 0, tasks: ["Walk"])
        try h.app.complete("Soft", "Walk")
        try await h.test { client in
            h.harness.go(to: "2026-11-22")
            let week = try await client.get(root + "/progress").2
            #expect(week.contains("href=\"\(root)/progress?period=all\">All</a>"))
            let all = try await client.get(root + "/progress?period=all").2
            #expect(all.contains("aria-current=\"page\">All</a>") && all.contains("Everything since 16 Nov 2026"))
            #expect(all.contains("<p class=\"title-1\">17%</p>") && !all.contains("The all before"))  // 1 of the 6 judged days
            #expect(try await client.get(root + "/progress?period=all&offset=-1").0 == .badRequest)
        }
    }

    @Test func anImperialProfileEntersHeightInFeetAndInchesAndNewTasksInFluidOunces() async throws {
        let h = try WebHarness()
        try h.app.changeProfile { $0.units = .imperial; $0.heightCm = 180; $0.weightKg = 80; $0.hasCompletedOnboarding = true }
        let hard = try h.app.start(template: "75-hard")
        try await h.test { client in
            let page = try await client.get(root + "/profile").2
            #expect(page.contains("Height (ft, in)") && page.contains("aria-label=\"Feet\" value=\"5\"") && page.contains("aria-label=\"Inches\" value=\"11\""))
            #expect(page.contains("Weight (lb)") && page.contains("value=\"176.4\""))
            #expect(try await client.post(root + "/profile/details", "name=Sam&heightFeet=6&heightInches=1&weight=180").0 == .seeOther)
            let profile = try h.app.profile()
            #expect(abs((profile.heightCm ?? 0) - 185.42) < 1e-9 && abs((profile.weightKg ?? 0) - 81.6466) < 0.0001)
            let form = try await client.get(root + "/challenges/\(hard.id.uuidString)/tasks/new").2
            #expect(form.contains("<option value=\"fl oz\" selected>fl oz</option>"))
            #expect(try await client.get(root + "/today").2.contains("of 128 fl oz"))
        }
    }

    @Test func theListTheChallengeAndTodayAgreeAfterAPerfectDay() async throws {
        let h = try WebHarness()
        let mine = try h.harness.challenge("Mine", days: 75, rule: .strict, tasks: ["Walk"])
        try await h.test { client in
            #expect(try await client.get(root + "/challenges/\(mine.id.uuidString)").2.contains("0 days done, 75 to go"))
            try h.app.complete("Mine", "Walk")
            #expect(try await client.get(root + "/today").2.contains("Day 1 of 75 · all done"))
            #expect(try await client.get(root + "/challenges").2.contains("<span class=\"ring-label\">1%</span>"))
            let page = try await client.get(root + "/challenges/\(mine.id.uuidString)").2
            #expect(page.contains("Day 1 of 75") && page.contains("1 day done, 74 to go"))
            h.harness.go(to: "2026-11-23")
            #expect(try await !client.get(root + "/today").2.contains("Yesterday, still open"))
        }
    }

    @Test func aPhotoFromThePhotosTabIsForTheRunningChallenge() async throws {
        let h = try WebHarness()
        let jpeg = try #require(VipsSample.make(width: 120, height: 160))
        let hard = try h.app.start(template: "75-hard")
        try await h.test { client in
            let page = try await client.get(root + "/photos").2
            #expect(page.contains("For 75 Hard") && page.contains("name=\"challenge\" value=\"\(hard.id.uuidString)\""))
            let added = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "me.jpg", fields: ["session": "new", "angle": "front"])
            #expect(added.0 == .seeOther)
            #expect(try h.app.todayScreen().tasks.first { $0.category == .photo }?.status == .completed)
            try h.app.start(template: "75-soft")
            let two = try await client.get(root + "/photos").2
            #expect(two.contains("<select name=\"challenge\" required>") && two.contains("Choose one") && two.contains("None of them"))
            _ = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "side.jpg",
                                        fields: ["session": "new", "angle": "side", "challenge": "none"])
            #expect(Set(try h.app.photosScreen().sessions.map(\.challengeName)) == [nil, "75 Hard"])
        }
    }
}
