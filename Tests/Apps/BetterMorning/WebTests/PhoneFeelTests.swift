import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing
import TestSupport

/// Issue 11's feel items as the server renders them: switching asks first, failures look like
/// failures, a routine starting tomorrow offers its reminder, one header pattern.
@Suite struct PhoneFeelTests {
    @Test func switchingFromAnActiveRoutineIsConfirmedFirst() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            // With no routine active, choosing needs no confirmation.
            #expect(try await client.get("/better-morning/celebrities/tim-cook/choose").1 == "/better-morning/celebrities/tim-cook")
            #expect(try await client.post("/better-morning/celebrities/tim-cook/choose").0 == .seeOther)
            let profile = try await client.get("/better-morning/celebrities/maya-angelou").2
            #expect(profile.contains("href=\"/better-morning/celebrities/maya-angelou/choose\" data-confirm>Choose this routine</a>"))
            let (status, _, dialog) = try await client.get("/better-morning/celebrities/maya-angelou/choose")
            #expect(status == .ok)
            #expect(dialog.contains("Switch to Maya Angelou?"))
            #expect(dialog.contains("Tim Cook stops today"))
            #expect(dialog.contains("class=\"confirm-page\""))
        }
        // Looking at the confirmation changed nothing.
        #expect(try h.app.routineList().first { $0.active }?.name == "Tim Cook")
    }

    @Test func failuresLookLikeFailures() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            let failed = try await client.get("/better-morning/paywall?notice=failed").2
            #expect(failed.contains("<p class=\"alert\" role=\"alert\">The purchase didn&#39;t go through."))
            let reminderOn = try await client.get("/better-morning/settings?notice=notifications-on").2
            #expect(reminderOn.contains("<p class=\"notice\" role=\"status\">The daily reminder is on.</p>"))
        }
    }

    @Test func aRoutineStartingTomorrowOffersItsReminderWhenItIsOff() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        try h.app.setNotifications(enabled: false)
        try await h.test { client async throws in
            let page = try await client.get("/better-morning/routine").2
            #expect(page.contains("Remind me at 3:45 AM"))
            #expect(page.contains("name=\"from\" value=\"/better-morning/routine\""))
            let (status, location, _) = try await client.post("/better-morning/settings/notifications", "enabled=on&from=%2Fbetter-morning%2Froutine")
            #expect(status == .seeOther && location == "/better-morning/routine")
            #expect(!(try await client.get("/better-morning/routine").2.contains("Remind me at")))
            // Another site is never a return path.
            #expect(try await client.post("/better-morning/settings/notifications", "enabled=off&from=https%3A%2F%2Fevil.example%2F").1
                    == "/better-morning/settings?notice=notifications-off")
        }
        #expect(try !h.app.settingsScreen().notificationsEnabled)
    }

    @Test func everyTabHasTheSameHeader() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            for (path, title) in [("explore", "Explore"), ("routine", "Routine"), ("data", "Data")] {
                let page = try await client.get("/better-morning/\(path)").2
                #expect(page.contains("<header class=\"header\">\n  <h1 class=\"header-title\">\(title)</h1>"), "\(path)")
                #expect(page.contains("aria-label=\"Settings\""), "\(path)")
            }
        }
    }
}

/// Create: a draft task can be changed, and saving asks first.
@Suite struct DraftEditingTests {
    private func drafting() throws -> WebHarness {
        let h = try WebHarness()
        try h.harness.unlock()
        try h.app.setDraftTitle("Mine")
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay("06:00")!)
        try h.app.addDraftTask(title: "Read", at: TimeOfDay("06:30")!)
        return h
    }

    @Test func aDraftTaskIsEditedByTappingIt() async throws {
        let h = try drafting()
        try await h.test { client async throws in
            let create = try await client.get("/better-morning/create").2
            #expect(create.contains("href=\"/better-morning/create/tasks/1\" aria-label=\"Edit Stretch, 6:00 AM\""))
            let sheet = try await client.get("/better-morning/create/tasks/1").2
            #expect(sheet.contains("Edit task") && sheet.contains("value=\"Stretch\""))
            #expect(sheet.contains("<option value=\"6\" selected>"))
            let (status, location, _) = try await client.post("/better-morning/create/tasks/1", "title=Long+stretch&hour=7&minute=15&period=AM")
            #expect(status == .seeOther && location == "/better-morning/create")
            // Refused edits keep the sheet with the message, and change nothing.
            let (bad, _, body) = try await client.post("/better-morning/create/tasks/1", "title=%20%20&hour=7&minute=15&period=AM")
            #expect(bad == .badRequest && body.contains("Give the task a title."))
            #expect(try await client.post("/better-morning/create/tasks/1", "title=X&hour=13&minute=0&period=AM").0 == .badRequest)
            #expect(try await client.get("/better-morning/create/tasks/9").0 == .notFound)
            #expect(try await client.post("/better-morning/create/tasks/x", "title=X&hour=1&minute=0&period=AM").0 == .notFound)
        }
        // The list sorts by time: Read (6:30) now comes first.
        #expect(try h.app.createScreen().tasks.map(\.title) == ["Read", "Long stretch"])
        #expect(try h.app.createScreen().tasks.map(\.time) == [TimeOfDay("06:30")!, TimeOfDay("07:15")!])
    }

    @Test func savingAsksFirst() async throws {
        let h = try drafting()
        try await h.test { client async throws in
            let create = try await client.get("/better-morning/create").2
            #expect(create.contains("href=\"/better-morning/create/save\" data-confirm>Save routine</a>"))
            let (status, _, dialog) = try await client.get("/better-morning/create/save")
            #expect(status == .ok && dialog.contains("Create this routine?") && dialog.contains("It can&#39;t be edited afterwards."))
            #expect(try h.app.routineList().isEmpty)  // asking saved nothing
            #expect(try await client.post("/better-morning/create/save").1 == "/better-morning/routine")
        }
        #expect(try h.app.routineList().map(\.name) == ["Mine"])
    }
}
