import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport
import UltimateCore
@testable import UltimateWeb

/// Yesterday inside its grace, a task's detail with its note and history, the celebration when a
/// day's last task is done, a strict reset explained once, and the water fast's safety screen.
@Suite struct UltimateDayWebTests {
    let root = "/ultimate"

    @Test func yesterdayIsReachableFromTodayWhileItsGraceLastsAndLogsThere() async throws {
        let h = try WebHarness()
        let hard = try h.app.start(template: "75-hard")
        let id = hard.id.uuidString
        let diet = hard.tasks.first { $0.name == "Diet" }!.id.uuidString
        try await h.test { client in
            #expect(try await !client.get(root + "/today").2.contains("/days/"))  // day 1 has no yesterday
            h.harness.go(to: "2026-11-23")
            let today = try await client.get(root + "/today").2
            #expect(today.contains("href=\"\(root)/days/2026-11-22\"") && today.contains("Yesterday, still open"))
            let yesterday = try await client.get(root + "/days/2026-11-22").2
            #expect(yesterday.contains("counts for Sunday, 22 November") && yesterday.contains("Day 1 of 75"))
            #expect(yesterday.contains("name=\"day\" value=\"2026-11-22\"") && yesterday.contains("name=\"from\" value=\"\(root)/days/2026-11-22\""))
            let done = try await client.post(root + "/challenges/\(id)/tasks/\(diet)/complete", "day=2026-11-22&from=\(root)/days/2026-11-22")
            #expect(done.0 == .seeOther && done.1 == root + "/days/2026-11-22#task-\(diet)")
            #expect(try h.app.dayScreen(on: day("2026-11-22")).tasks.first { $0.name == "Diet" }?.status == .completed)
            #expect(try await client.get(root + "/days/2026-11-23").1 == root + "/today")
            // After the grace, the day says why it cannot be opened; a future day and a bad date are refused.
            h.harness.go(to: "2026-11-25")
            let gone = try await client.get(root + "/days/2026-11-22")
            #expect(gone.0 == .badRequest && gone.2.contains("no running challenge can still log it"))
            #expect(try await client.get(root + "/days/2026-12-01").0 == .badRequest)
            #expect(try await client.get(root + "/days/yesterday").0 == .badRequest)
        }
    }

    /// Issue 23, item 15: a raw note that is not UTF-8 was saved as "Zed��".
    @Test func aRawNoteThatIsNotUTF8IsRefusedAndTheNoteIsKept() async throws {
        let h = try WebHarness()
        let hard = try h.app.start(template: "75-hard")
        let id = hard.id.uuidString
        let water = hard.tasks.first { $0.name == "Water" }!.id.uuidString
        try h.app.note(id, water, "Mine")
        try await h.test { client in
            let here = "\(root)/challenges/\(id)/tasks/\(water)"
            let bad: [UInt8] = [0xFF, 0xFE]
            let bodies: [[UInt8]] = [Array("text=Zed".utf8) + bad, bad + Array("=1&text=Zed".utf8)]
            for body in bodies {
                let refused = try await client.post(here + "/note", bytes: body)
                #expect(refused.0 == .badRequest && refused.2.contains("its text is not UTF-8"), "\(refused.2)")
            }
        }
        #expect(try h.app.taskScreen(id, water).day?.note == "Mine")
    }

    @Test func aTaskOpensItsDetailWithANoteAndItsHistory() async throws {
        let h = try WebHarness()
        let hard = try h.app.start(template: "75-hard")
        let id = hard.id.uuidString
        let water = hard.tasks.first { $0.name == "Water" }!.id.uuidString
        try h.app.log(id, water, value: 2)
        try await h.test { client in
            let today = try await client.get(root + "/today").2
            #expect(today.contains("href=\"\(root)/challenges/\(id)/tasks/\(water)\""))
            let page = try await client.get(root + "/challenges/\(id)/tasks/\(water)").2
            #expect(page.contains("Target 3.79 L") && page.contains("Due every day") && page.contains("History") && page.contains("2 L"))
            let here = "\(root)/challenges/\(id)/tasks/\(water)"
            let saved = try await client.post(here + "/note", "text=Two+bottles+at+work&day=2026-11-22&from=\(here)")
            #expect(saved.0 == .seeOther && saved.1 == here + "#task-\(water)")
            #expect(try h.app.taskScreen(id, water).day?.note == "Two bottles at work")
            #expect(try await client.get(here).2.contains("Two bottles at work"))
            let long = try await client.post(here + "/note", "text=" + String(repeating: "a", count: 501))
            #expect(long.0 == .badRequest && long.2.contains("A note has at most 500 characters"))
            #expect(try h.app.taskScreen(id, water).day?.note == "Two bottles at work")
            // Another day's detail; an unknown task and a bad day.
            h.harness.go(to: "2026-11-23")
            let before = try await client.get(here + "?day=2026-11-22").2
            #expect(before.contains("Sunday, 22 November") && before.contains("name=\"from\" value=\"\(here)?day=2026-11-22\""))
            #expect(try await client.get(root + "/challenges/\(id)/tasks/\(UUID().uuidString)").0 == .notFound)
            #expect(try await client.get(here + "?day=soon").0 == .badRequest)
        }
    }

    @Test func theDaysLastTaskCelebratesAndTheDayShowsItsProgress() async throws {
        let h = try WebHarness()
        let challenge = try h.app.create(name: "Mini", days: 10, rule: .strict)
        let id = challenge.id.uuidString
        let one = try h.app.addTask(ChallengeTask(name: "Walk"), to: id).id.uuidString
        let two = try h.app.addTask(ChallengeTask(name: "Stretch"), to: id).id.uuidString
        try await h.test { client in
            #expect(try await client.post(root + "/challenges/\(id)/tasks/\(one)/complete", "from=\(root)/today").1 == root + "/today#task-\(one)")
            let last = try await client.post(root + "/challenges/\(id)/tasks/\(two)/complete", "from=\(root)/today")
            #expect(last.1 == root + "/today?celebrate=\(id)")
            let page = try await client.get(try #require(last.1)).2
            #expect(page.contains("class=\"celebration") && page.contains("Day 1 of 10 complete") && page.contains("9 to go.")
                    && page.contains("data-complete=\"true\""))
            // Undoing a task of a complete day does not celebrate.
            #expect(try await client.post(root + "/challenges/\(id)/tasks/\(two)/undo", "from=\(root)/today").1 == root + "/today#task-\(two)")
            // A celebration named in the address is shown only when the day is complete.
            #expect(try await !client.get(root + "/today?celebrate=\(id)").2.contains("class=\"celebration"))
        }
    }

    @Test func aStrictResetIsExplainedUntilGotIt() async throws {
        let h = try WebHarness()
        let hard = try h.app.start(template: "75-hard")
        let id = hard.id.uuidString
        try await h.test { client in
            h.harness.go(to: "2026-11-24")
            #expect(try await client.get(root + "/today").2.contains("Back to day 1 after a missed task"))
            let page = try await client.get(root + "/challenges/\(id)").2
            #expect(page.contains("Back to day 1") && page.contains("Attempt 1 ended on Sunday, 22 November"))
            #expect(try await client.post(root + "/challenges/\(id)/reset-explained").1 == root + "/challenges/\(id)")
            #expect(try await !client.get(root + "/challenges/\(id)").2.contains("reset-note"))
            #expect(try await !client.get(root + "/today").2.contains("Back to day 1 after a missed task"))
        }
    }

    @Test func theWaterFastStartsOnlyAfterItsSafetyScreen() async throws {
        let h = try WebHarness()
        _ = try h.app.changeProfile { $0.units = .imperial; $0.weightKg = 70; $0.heightCm = 175 }
        try await h.test { client in
            let page = try await client.get(root + "/templates/water-fast").2
            #expect(page.contains("Before you fast: safety check") && page.contains("Weight (lb)") && page.contains("value=\"154.32\"")
                    && page.contains("Height (ft, in)") && page.contains("name=\"heightFeet\" inputmode=\"numeric\" aria-label=\"Feet\" value=\"5\"")
                    && page.contains("aria-label=\"Inches\" value=\"9\""))  // 175 cm
            let refused = try await client.post(root + "/templates/water-fast/start", "age=40&height=175&weight=90&hours=96&grace=1")
            #expect(refused.0 == .unprocessableContent && refused.2.contains("beyond 72 hours fast only under medical supervision")
                    && refused.2.contains("value=\"96\""))
            #expect(try h.app.challengeList().isEmpty)
            let started = try await client.post(root + "/templates/water-fast/start", "age=40&height=175&weight=154&hours=48&grace=1")
            #expect(started.0 == .seeOther)
            let fast = try #require(try h.app.challengeList().first)
            #expect(fast.name == "Water fast, 48 h" && fast.days == 2)
        }
    }

    @Test func startingAChallengeChoosesHowRemindersCome() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let page = try await client.get(root + "/templates/75-hard").2
            #expect(page.contains("Reminders (for all your challenges)") && page.contains("value=\"fixed\" checked"))
            #expect(try await client.post(root + "/templates/75-hard/start", "name=Mine&strategy=minimal").0 == .seeOther)
            #expect(try h.app.profile().notificationStrategy == .minimal)
            #expect(try await client.get(root + "/challenges/new").2.contains("value=\"minimal\" checked"))
            #expect(try await client.post(root + "/challenges/create", "name=Own&days=10&strategy=progressive").0 == .seeOther)
            #expect(try h.app.profile().notificationStrategy == .progressive)
        }
    }
}
