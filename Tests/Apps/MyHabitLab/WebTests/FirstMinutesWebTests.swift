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

    @Test func theNewHabitFormSentTwiceCreatesOneHabit() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let form = try await client.execute(uri: root + "/habits/new", method: .get) { $0 }
            // Back shows the page that was sent, with its token: it may be kept, never shared.
            #expect(form.headers[.cacheControl] == "private, no-cache")
            let token = try Self.token(String(buffer: form.body))
            let other = try Self.token(try await client.get(root + "/habits/new").2)
            #expect(token.count == 32 && other != token)
            // Refused: the form comes back with its token, and nothing was created.
            let refused = try await client.post(root + "/habits", "name=&schedule=daily&kind=yesNo&form-token=\(token)")
            #expect(try refused.0 == .badRequest && Self.token(refused.2) == token)
            let body = "name=Read&schedule=daily&kind=yesNo&form-token=\(token)"
            let created = try await client.post(root + "/habits", body)
            let again = try await client.post(root + "/habits", body)
            #expect(created.0 == .seeOther && created.1?.hasPrefix(root + "/today?notice=created#habit-") == true)
            #expect(again.0 == .seeOther && again.1 == created.1)  // the page the first one led to
            #expect(try h.app.habitList().map(\.name) == ["Read"])
            // Another form creates another habit; a script without a token creates each time.
            _ = try await client.post(root + "/habits", "name=Walk&schedule=daily&kind=yesNo&form-token=\(other)")
            _ = try await client.post(root + "/habits", "name=Run&schedule=daily&kind=yesNo")
            _ = try await client.post(root + "/habits", "name=Swim&schedule=daily&kind=yesNo")
            #expect(try h.app.habitList().map(\.name) == ["Read", "Walk", "Run", "Swim"])
        }
    }

    @Test func anImportAnswersWithARedirectToItsResultThatAReloadShowsAgain() async throws {
        let source = try MyHabitLabHarness()
        try source.done(try source.habit("Read"), "2026-11-20", "2026-11-21")
        let export = String(decoding: try source.app.exportJSON(), as: UTF8.self)
        let h = try WebHarness()
        try await h.test { client in
            let boundary = "XyZ"
            let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"export.json\"\r\n\r\n\(export)\r\n--\(boundary)--\r\n"
            let posted = try await client.post(root + "/settings/import", body, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"])
            #expect(posted.0 == .seeOther)
            let location = try #require(posted.1)
            #expect(location.hasPrefix(root + "/settings?import=") && !location.contains("Read") && !location.contains("added"))
            for _ in 0..<2 {  // shown, then shown again by a reload: the file is not sent again
                let shown = try await client.get(location)
                #expect(shown.0 == .ok && shown.2.contains("1 habit added,") && shown.2.contains("2 days added"))
            }
            #expect(try h.app.habitList().map(\.name) == ["Read"])
            #expect(!(try await client.get(root + "/settings").2.contains("import-result")))
            #expect(!(try await client.get(root + "/settings?import=0123456789abcdef0123456789abcdef").2.contains("import-result")))
        }
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
