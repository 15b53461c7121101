import Foundation
import Testing
import TestSupport
import UltimateCore

/// Issue 39 on Ultimate's pages: the only task's Remove says why it cannot, and a template's page
/// carries a one-time token, so sending its start twice starts one challenge.
@Suite struct TwoWeeksWebTests {
    let root = "/ultimate"

    @Test func theOnlyTasksRemoveSaysWhyItCannot() async throws {
        let h = try WebHarness()
        let solo = try h.app.create(name: "Solo", days: 10, rule: .lenient, tasks: [ChallengeTask(name: "Walk")])
        try await h.test { client in
            let page = try await client.get(root + "/challenges/\(solo.id)").body
            #expect(page.contains("aria-disabled=\"true\" aria-describedby=\"only-task\">Remove</span>"))
            #expect(page.contains("A challenge keeps at least one task: add another, then “Walk” can be removed."))
        }
    }

    @Test func aTemplatesStartSentTwiceStartsOneChallenge() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let page = try await client.get(root + "/templates/75-soft").body
            let token = try #require(page.range(of: #"name="form-token" value="[0-9a-f]{32}""#, options: .regularExpression)
                .map { String(page[$0].suffix(33).dropLast()) })
            let form = "form-token=\(token)&name=75+Soft&start=2026-11-22&grace=1&strategy=fixed"
            let first = try await client.post(root + "/templates/75-soft/start", form)
            let again = try await client.post(root + "/templates/75-soft/start", form)
            #expect(first.status == .seeOther && again.location == first.location)
            #expect(try h.app.challengeList().count == 1)
        }
    }
}
