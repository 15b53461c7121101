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

    @Test func aValueThatIsNotANumberStaysOnTodayBesideItsBox() async throws {
        let h = try WebHarness()
        let water = try h.harness.habit("Water", kind: .measurable(unit: "glasses", target: 8, direction: .atLeast))
        let juice = try h.harness.habit("Juice", kind: .measurable(unit: "glasses", target: 1, direction: .atMost))
        let id = water.id.uuidString
        try await h.test { client in
            let today = try await client.get(root + "/today").2
            #expect(today.contains("action=\"\(root)/habits/\(id)/value#habit-\(id)\""))  // back at the row without the script
            let refused = try await client.post(root + "/habits/\(id)/value", "value=a+few%22%3E")
            #expect(refused.0 == .badRequest)
            let page = refused.2
            #expect(page.contains("<body class=\"today-page\""))  // Today, not an error page
            let row = try #require(page.components(separatedBy: "id=\"habit-\(id)\"").dropFirst().first?.components(separatedBy: "</li>").first)
            #expect(row.contains("value=\"a few&quot;&gt;\""))  // as typed, as text
            #expect(row.contains("aria-invalid=\"true\" aria-describedby=\"value-\(id)-error\""))
            #expect(row.contains("<p class=\"field-error\" id=\"value-\(id)-error\" role=\"alert\">“a few\"&gt;” is not a number.</p>")
                    || row.contains("id=\"value-\(id)-error\" role=\"alert\">“a few&quot;&gt;” is not a number.</p>"))
            // Only that row: Juice's box is as it was.
            #expect(page.components(separatedBy: "field-error").count == 2)
            #expect(page.contains("id=\"habit-\(juice.id.uuidString)\""))
            // A refusal of the Core too (a negative value), and nothing changed.
            let negative = try await client.post(root + "/habits/\(id)/value", "value=-3")
            #expect(negative.0 == .badRequest && negative.2.contains("value=\"-3\"") && negative.2.contains("id=\"value-\(id)-error\""))
            #expect(try h.app.todayScreen().habits.allSatisfy { $0.value == nil })
            // The next good value clears it.
            _ = try await client.post(root + "/habits/\(id)/value", "value=3")
            #expect(!(try await client.get(root + "/today").2.contains("field-error")))
            // A habit that is not on Today (unknown) is still a 404.
            #expect(try await client.post(root + "/habits/\(UUID().uuidString)/value", "value=3").0 == .notFound)
            // Not a number for a habit that is not on Today: the refusal as before, on its own page.
            #expect(try await client.post(root + "/habits/\(UUID().uuidString)/value", "value=x").0 == .badRequest)
        }
    }

    @Test func theDaySheetKeepsARefusedValueOrNoteBesideItsField() async throws {
        let h = try WebHarness()
        let water = try h.harness.habit("Water", kind: .measurable(unit: "glasses", target: 8, direction: .atLeast))
        let id = water.id.uuidString
        try await h.test { client in
            let value = try await client.post(root + "/habits/\(id)/value", "value=lots&day=2026-11-21&from=\(root)/habits/\(id)")
            #expect(value.0 == .badRequest && value.2.contains("day-page"))
            #expect(value.2.contains("id=\"value\" name=\"value\" type=\"text\" inputmode=\"decimal\" value=\"lots\""))
            #expect(value.2.contains("id=\"value-error\" role=\"alert\">“lots” is not a number.</p>"))
            let long = String(repeating: "n", count: MyHabitLabLimits.noteLength + 1)
            let note = try await client.post(root + "/habits/\(id)/note", "note=\(long)&day=2026-11-21&from=\(root)/habits/\(id)")
            #expect(note.0 == .badRequest && note.2.contains(">\(long)</textarea>") && note.2.contains("id=\"note-error\""))
            #expect(try h.app.dayScreen(id, day: day("2026-11-21")).note == nil)
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
