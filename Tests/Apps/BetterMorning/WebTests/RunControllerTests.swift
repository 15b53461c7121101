import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport

/// Run mode over HTTP: Start, Done, Skip, the last task's length, the end, and what is refused.
@Suite struct RunControllerTests {
    /// Tim Cook (3:45 Wake up, 4:00 Read customer emails, 5:00 One hour at the gym) running; the 23rd at 03:50.
    private func running() throws -> WebHarness {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-23T03:50:00-05:00")
        return h
    }

    @Test func startDoneSkipAndTheEnd() async throws {
        let h = try running()
        let ids = try h.app.routineScreen().tasks.map { String($0.id) }
        try await h.test { client async throws in
            #expect(try await client.get("/better-morning/routine").body.contains("href=\"/better-morning/run\""))
            var page = try await client.get("/better-morning/run").body
            #expect(page.contains("<h1 class=\"run-title\" id=\"run-title\">Wake up</h1>"))
            #expect(page.contains("data-seconds=\"900\""))  // 3:45 → 4:00
            #expect(page.contains("Task 1 of 3"))
            #expect(!page.contains("class=\"tabbar\""))
            #expect(page.contains("href=\"/better-morning/run?task=\(ids[1])\">Skip</a>"))
            // Done marks the task and moves on.
            let done = try await client.post("/better-morning/run/tasks/\(ids[0])/done", "day=2026-11-23")
            #expect(done.status == .seeOther && done.location == "/better-morning/run?task=\(ids[1])")
            #expect(try h.harness.marks("2026-11-23") == [.done, .untouched, .untouched])
            // Skip is a link: task 2 stays untouched; Done on the last task ends the run.
            page = try await client.get("/better-morning/run?task=\(ids[2])").body
            #expect(page.contains("The last task lasts"))
            #expect(page.contains("data-seconds=\"600\""))
            #expect(try await client.post("/better-morning/run/tasks/\(ids[2])/done", "day=2026-11-23").location == "/better-morning/run?end=1")
            page = try await client.get("/better-morning/run?end=1").body
            #expect(page.contains("✓ 2 of 3 tasks done today"))
            #expect(page.contains("class=\"confetti\""))
        }
        #expect(try h.harness.marks("2026-11-23") == [.done, .untouched, .done])
    }

    @Test func aCheckMadeOnTheRoutineTabShowsInTheRun() async throws {
        let h = try running()
        let ids = try h.app.routineScreen().tasks.map { String($0.id) }
        try await h.test { client async throws in
            #expect(try await client.post("/better-morning/routine/tasks/\(ids[1])/toggle", "day=2026-11-23").status == .seeOther)
            let page = try await client.get("/better-morning/run?task=\(ids[0])").body
            // Done on task 1 passes over task 2, done elsewhere.
            #expect(page.contains("href=\"/better-morning/run?task=\(ids[2])\">Skip</a>"))
            #expect(page.contains("aria-label=\"Read customer emails, 4:00 AM, done\""))
            let second = try await client.get("/better-morning/run?task=\(ids[1])").body
            #expect(second.contains("✓ Done") && second.contains(">Next</button>"))
        }
    }

    @Test func theLastTasksLengthChangesAndBadLengthsAreRefused() async throws {
        let h = try running()
        let last = try String(h.app.routineScreen().tasks[2].id)
        try await h.test { client async throws in
            #expect(try await client.post("/better-morning/run/last-step", "minutes=45&task=\(last)").location == "/better-morning/run?task=\(last)")
            #expect(try await client.get("/better-morning/run?task=\(last)").body.contains("data-seconds=\"2700\""))
            for bad in ["0", "121", "ten", ""] {
                let answer = try await client.post("/better-morning/run/last-step", "minutes=\(bad)&task=\(last)")
                #expect(answer.status == .badRequest, "\(bad)")
                #expect(answer.body.contains("minutes"), "\(answer.body)")
            }
        }
        #expect(try h.app.settingsScreen().lastStepMinutes == 45)
    }

    @Test func runModeRefusesClearly() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            var answer = try await client.get("/better-morning/run")
            #expect(answer.status == .badRequest && answer.body.contains("You have no active routine"))
            try h.app.choose(celebrityID: "tim-cook")
            answer = try await client.get("/better-morning/run")
            #expect(answer.status == .badRequest && answer.body.contains("starts on"))
            h.clock.set("2026-11-23T03:50:00-05:00")
            #expect(try await client.get("/better-morning/run?task=abc").status == .notFound)
            #expect(try await client.get("/better-morning/run?task=999").status == .notFound)
            let id = try h.app.routineScreen().tasks[0].id
            answer = try await client.post("/better-morning/run/tasks/\(id)/done", "day=2026-11-22")
            #expect(answer.status == .badRequest && answer.body.contains("is over"))
            #expect(try await client.post("/better-morning/run/tasks/\(id)/done", "day=yesterday").status == .badRequest)
        }
        #expect(try h.harness.marks("2026-11-23").allSatisfy { $0 == .untouched })
    }
}
