import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport

/// Create: the draft's title and tasks, a task edited by tapping it, saving (asked first), and what
/// is refused, changing nothing.
@Suite struct CreateControllerTests {
    private func drafting() throws -> WebHarness {
        let h = try WebHarness()
        try h.harness.unlock()
        try h.app.setDraftTitle("Mine")
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay("06:00")!)
        try h.app.addDraftTask(title: "Read", at: TimeOfDay("06:30")!)
        return h
    }

    @Test func creatingARoutine() async throws {
        let h = try WebHarness()
        _ = try h.app.buyUnlock(simulated: .success)
        try await h.test { client async throws in
            #expect(try await client.post("/better-morning/create/title", "title=My+mornings").location == "/better-morning/create")
            #expect(try await client.post("/better-morning/create/tasks", "title=Read&hour=7&minute=30&period=AM").location == "/better-morning/create")
            #expect(try await client.post("/better-morning/create/tasks", "title=Wake&hour=6&minute=45&period=AM").location == "/better-morning/create")
            var page = try await client.get("/better-morning/create").body
            #expect(page.range(of: "Wake")!.lowerBound < page.range(of: "Read")!.lowerBound)
            #expect(page.contains("value=\"My mornings\""))
            #expect(page.contains("11/20"))
            // Too long: a 400 with the message, and the draft stays as it was.
            let long = try await client.post("/better-morning/create/title", "title=" + String(repeating: "x", count: 21))
            #expect(long.status == .badRequest)
            #expect(long.body.contains("at most 20 characters; this one has 21"))
            #expect(try h.app.createScreen().title == "My mornings")
            let badTime = try await client.post("/better-morning/create/tasks", "title=Nap&hour=13&minute=0&period=PM")
            #expect(badTime.status == .badRequest)
            #expect(try await client.post("/better-morning/create/tasks", "title=Nap&hour=7&minute=3&period=AM").status == .badRequest)
            let longTask = try await client.post("/better-morning/create/tasks", "title=" + String(repeating: "y", count: 71) + "&hour=7&minute=0&period=AM")
            #expect(longTask.status == .badRequest && longTask.body.contains("at most 70 characters"))
            #expect(try h.app.createScreen().tasks.count == 2)
            // A page names a task by its id, not its place (issue 27, item 1): Wake is listed first.
            let wake = try #require(try h.app.createScreen().tasks.first { $0.title == "Wake" }).id
            #expect(try await client.post("/better-morning/create/tasks/\(wake)/delete").location == "/better-morning/create")
            #expect(try h.app.createScreen().tasks.map(\.title) == ["Read"])
            #expect(try await client.post("/better-morning/create/tasks/9/delete").status == .notFound)
            #expect(try await client.post("/better-morning/create/save").location == "/better-morning/routine")
            page = try await client.get("/better-morning/routine").body
            #expect(page.contains("My mornings"))
            #expect(page.contains("Starts tomorrow"))
        }
    }

    @Test func theTwentyFirstTaskIsBlocked() async throws {
        let h = try WebHarness()
        _ = try h.app.buyUnlock(simulated: .success)
        for index in 0..<20 { try h.app.addDraftTask(title: "Task \(index)", at: .init(minutes: index * 5)!) }
        try await h.test { client async throws in
            let page = try await client.get("/better-morning/create").body
            #expect(page.contains("You've reached the maximum of 20 tasks."))
            #expect(page.contains("disabled aria-disabled=\"true\">+ Add task"))
            #expect(try await client.get("/better-morning/create/add").location == "/better-morning/create")
            let refused = try await client.post("/better-morning/create/tasks", "title=More&hour=9&minute=0&period=AM")
            #expect(refused.status == .badRequest)
            #expect(refused.body.contains("at most 20 tasks"))
            #expect(try h.app.createScreen().tasks.count == 20)
        }
    }

    /// Issue 27: the add-task sheet sent twice (Back, then Add task again) adds one task.
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
            #expect(long.status == .badRequest && long.body.contains("value=\"\(token)\""))
            let body = "title=Read&hour=7&minute=30&period=AM&form-token=\(token)"
            #expect(try await client.post("/better-morning/create/tasks", body).location == "/better-morning/create")
            #expect(try await client.post("/better-morning/create/tasks", body).location == "/better-morning/create")
            #expect(try h.app.createScreen().tasks.map(\.title) == ["Read"])
        }
    }

    // Issue 11, defect 2: form decoding refuses what it should, changing nothing.
    @Test(arguments: [
        ("title=%zz", "not sent in a form"),
        ("title=%FF", "not sent in a form"),
        ("title=%", "not sent in a form"),
        ("title=ab%2", "not sent in a form"),
        ("title=a%00b", "characters that cannot be used"),
        ("title=bell%07", "characters that cannot be used"),
        ("title=%E2%80%8B%E2%80%8B%E2%80%8B", "characters that can be seen"),
    ])
    func badTitlesAreRefusedAndTheDraftIsKept(form: String, message: String) async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try h.app.setDraftTitle("Mine")
        try await h.test { client async throws in
            let answer = try await client.post("/better-morning/create/title", form)
            #expect(answer.status == .badRequest)
            #expect(answer.body.contains(message), "\(answer.body)")
        }
        #expect(try h.app.createScreen().title == "Mine")
    }

    @Test func aNulByteDoesNotTruncateATaskTitle() async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try await h.test { client async throws in
            let answer = try await client.post("/better-morning/create/tasks", "title=Run%00%20far&hour=7&minute=0&period=AM")
            #expect(answer.status == .badRequest)
            #expect(try await client.post("/better-morning/create/tasks", "title=Run+far%21&hour=7&minute=5&period=AM").status == .seeOther)
        }
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Run far!"])
    }

    /// Issue 23, item 15: a raw body that is not UTF-8 was stored as "Zed��"; a bad name was dropped.
    static let notUTF8: [[UInt8]] = [Array("title=Zed".utf8) + [0xFF, 0xFE] as [UInt8], [0xFF, 0xFE] + Array("=1&title=Zed".utf8) as [UInt8]]

    @Test(arguments: notUTF8)
    func aRawBodyThatIsNotUTF8IsRefusedAndTheDraftIsKept(body: [UInt8]) async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try h.app.setDraftTitle("Mine")
        try await h.test { client async throws in
            let answer = try await client.post("/better-morning/create/title", bytes: body)
            #expect(answer.status == .badRequest)
            #expect(answer.body.contains("its text is not UTF-8"), "\(answer.body)")
        }
        #expect(try h.app.createScreen().title == "Mine")
    }

    @Test func aDraftTaskIsEditedByTappingIt() async throws {
        let h = try drafting()
        try await h.test { client async throws in
            let create = try await client.get("/better-morning/create").body
            #expect(create.contains("href=\"/better-morning/create/tasks/1\" aria-label=\"Edit Stretch, 6:00 AM\""))
            let sheet = try await client.get("/better-morning/create/tasks/1").body
            #expect(sheet.contains("Edit task") && sheet.contains("value=\"Stretch\""))
            #expect(sheet.contains("<option value=\"6\" selected>"))
            let edited = try await client.post("/better-morning/create/tasks/1", "title=Long+stretch&hour=7&minute=15&period=AM")
            #expect(edited.status == .seeOther && edited.location == "/better-morning/create")
            // Refused edits keep the sheet with the message, and change nothing.
            let refused = try await client.post("/better-morning/create/tasks/1", "title=%20%20&hour=7&minute=15&period=AM")
            #expect(refused.status == .badRequest && refused.body.contains("Give the task a title."))
            #expect(try await client.post("/better-morning/create/tasks/1", "title=X&hour=13&minute=0&period=AM").status == .badRequest)
            #expect(try await client.get("/better-morning/create/tasks/9").status == .notFound)
            #expect(try await client.post("/better-morning/create/tasks/x", "title=X&hour=1&minute=0&period=AM").status == .notFound)
        }
        // The list sorts by time: Read (6:30) now comes first.
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Read", "Long stretch"])
        #expect(try h.app.createScreen().tasks.map(\.time) == [TimeOfDay("06:30")!, TimeOfDay("07:15")!])
    }

    @Test func savingAsksFirst() async throws {
        let h = try drafting()
        try await h.test { client async throws in
            let create = try await client.get("/better-morning/create").body
            #expect(create.contains("href=\"/better-morning/create/save\" data-confirm>Save routine</a>"))
            let dialog = try await client.get("/better-morning/create/save")
            #expect(dialog.status == .ok && dialog.body.contains("Create this routine?") && dialog.body.contains("It can&#39;t be edited afterwards."))
            #expect(try h.app.routineList().isEmpty)  // asking saved nothing
            #expect(try await client.post("/better-morning/create/save").location == "/better-morning/routine")
        }
        #expect(try h.app.routineList().map(\.name) == ["Mine"])
    }
}
