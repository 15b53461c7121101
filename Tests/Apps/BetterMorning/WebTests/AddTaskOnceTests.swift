import BetterMorningCore
import HTTPTypes
import Testing
import TestSupport

/// Issue 27: the add-task sheet sent twice (Back, then Add task again) adds one task.
@Suite struct AddTaskOnceTests {
    @Test func theAddTaskSheetSentTwiceAddsOneTask() async throws {
        let h = try WebHarness()
        _ = try h.app.buyUnlock(simulated: .success)
        try await h.test { client async throws in
            let sheet = try await client.execute(uri: "/better-morning/create/add", method: .get) { $0 }
            #expect(sheet.headers[.cacheControl] == "private, no-cache")
            let page = String(buffer: sheet.body)
            let start = try #require(page.range(of: "name=\"form-token\" value=\"")).upperBound
            let token = String(page[start...].prefix(32))
            // Refused, the sheet comes back with its token; then it adds once.
            let long = try await client.post("/better-morning/create/tasks", "title=" + String(repeating: "y", count: 71) + "&hour=7&minute=0&period=AM&form-token=\(token)")
            #expect(long.0 == .badRequest && long.2.contains("value=\"\(token)\""))
            let body = "title=Read&hour=7&minute=30&period=AM&form-token=\(token)"
            #expect(try await client.post("/better-morning/create/tasks", body).1 == "/better-morning/create")
            #expect(try await client.post("/better-morning/create/tasks", body).1 == "/better-morning/create")
            #expect(try h.app.createScreen().tasks.map(\.title) == ["Read"])
        }
    }
}
