import DayKit
import Foundation
import HTTPTypes
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Issue 27, a new user's first ten minutes: a form sent twice creates one habit, a value that is
/// not a number stays on its page beside its field, an import's result survives a reload, and a
/// weekly habit's streak counts weeks.
@Suite struct FirstMinutesWebTests {
    let root = "/my-habit-lab"

    /// The one-time token a page's create form carries.
    static func token(_ page: String) throws -> String {
        let marker = "name=\"form-token\" value=\""
        let start = try #require(page.range(of: marker)).upperBound
        return String(page[start...].prefix(32))
    }

    @Test func aWeeklyHabitsStreakIsInWeeksOnTodayStatsAndItsPage() async throws {
        let h = try WebHarness(now: "2026-11-08T08:00:00-05:00")  // a Sunday: weeks start on Sundays in en_US
        let gym = try h.harness.habit("Gym", schedule: .times(2, per: 7))
        h.harness.clock.set("2026-11-24T08:00:00-05:00")
        try h.harness.done(gym, "2026-11-09", "2026-11-11", "2026-11-16", "2026-11-18", "2026-11-23", "2026-11-24")
        let id = gym.id.uuidString
        try await h.test { client in
            let today = try await client.get(root + "/today").2
            #expect(today.contains("3 weeks") && !today.contains("period"))
            let stats = try await client.get(root + "/stats").2
            #expect(stats.contains("3 weeks") && !stats.contains("period"))
            let page = try await client.get(root + "/habits/\(id)").2
            #expect(page.contains("<dt>Current streak</dt><dd>3 weeks</dd>") && page.contains("<dt>Longest streak</dt><dd>3 weeks</dd>"))
        }
    }
}
