import BetterMorningCore
import DayKit
import Testing
import TestSupport

/// Text a user can type travels through every page escaped, exactly once.
@Suite struct HostileTextTests {
    static let taskTitles = ["<script>alert(1)</script>", "\" onmouseover=\"alert(2)", "&amp; it's", "{{x}} {{{y}}}"]
    static let routineTitle = "<b>&amp;{{x}}'\"</b>"

    /// Checks that `page` shows every hostile text escaped once and never raw or escaped twice.
    static func expectEscapedOnce(_ page: String, _ texts: [String], _ context: String) {
        for text in texts {
            let once = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "'", with: "&#39;")
            #expect(page.contains(once), "\(context): \(text) not shown escaped")
        }
        #expect(!page.contains("<script>alert"), "\(context): raw script")
        #expect(!page.contains("\" onmouseover"), "\(context): raw attribute")
        #expect(!page.contains("<b>&amp;"), "\(context): raw markup")
        for twice in ["&amp;lt;", "&amp;quot;", "&amp;#39;", "&amp;amp;amp;", "&amp;gt;"] {
            #expect(!page.contains(twice), "\(context): escaped twice (\(twice))")
        }
    }

    @Test func userTextIsEscapedOnceOnEveryPage() async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try h.app.setDraftTitle(Self.routineTitle)
        for (index, title) in Self.taskTitles.enumerated() {
            try h.app.addDraftTask(title: title, at: TimeOfDay(hour: 6, minute: index * 5)!)
        }
        try await h.test { client async throws in
            Self.expectEscapedOnce(try await client.get("/better-morning/create").body, [Self.routineTitle] + Self.taskTitles, "create")
            // The add-task sheet shows a refused title back in its field.
            let long = Self.taskTitles[0] + String(repeating: "x", count: 70)
            let sheet = try await client.post("/better-morning/create/tasks", "title=\(Self.formEncoded(long))&hour=7&minute=0&period=AM")
            #expect(sheet.status == .badRequest)
            Self.expectEscapedOnce(sheet.body, [long], "add-task sheet")
            #expect(try await client.post("/better-morning/create/save").location == "/better-morning/routine")
            Self.expectEscapedOnce(try await client.get("/better-morning/routine").body, [Self.routineTitle], "routine, starts tomorrow")
            h.clock.set("2026-11-23T08:00:00-05:00")
            Self.expectEscapedOnce(try await client.get("/better-morning/routine").body, [Self.routineTitle] + Self.taskTitles, "routine")
            try h.app.check(taskNumber: 1)
            h.clock.set("2026-11-24T08:00:00-05:00")
            let past = try await client.get("/better-morning/routine?day=2026-11-23").body
            Self.expectEscapedOnce(past, [Self.routineTitle] + Self.taskTitles, "past day")
            Self.expectEscapedOnce(try await client.get("/better-morning/data").body, [Self.routineTitle], "data")
            let id = try #require(h.app.routineList().first?.id)
            Self.expectEscapedOnce(try await client.get("/better-morning/data/\(id)/delete").body, [Self.routineTitle], "delete confirm")
            // Addresses are text too: an unknown id comes back in the error message (as sent), escaped.
            let error = try await client.get("/better-morning/celebrities/%3Cscript%3E'&amp;")
            #expect(error.status == .notFound)
            Self.expectEscapedOnce(error.body, ["%3Cscript%3E'&amp;"], "error page")
            let badDay = try await client.get("/better-morning/routine?day=%22%20onmouseover%3D%22alert(2)")
            #expect(badDay.status == .badRequest)
            Self.expectEscapedOnce(badDay.body, ["\" onmouseover=\"alert(2)"], "bad day")
        }
    }

    static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}
