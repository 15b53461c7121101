import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
@testable import UltimateWeb
import VipsImaging
import WebSupport

/// Today, an earlier day inside its grace, a task's detail, and each action on a task's day.
@Suite struct TodayControllerTests {
    let root = "/ultimate"

    @Test func eachMeasurementIsLoggedFromToday() async throws {
        let h = try WebHarness()
        let challenge = try h.app.start(template: "75-hard")
        try h.app.addTask(ChallengeTask(name: "Stretch", measurement: .checklist(["Hips", "Back"])), to: challenge.id.uuidString)
        let id = challenge.id.uuidString
        let ids = Dictionary(uniqueKeysWithValues: try h.app.todayScreen().tasks.map { ($0.name, $0.id.uuidString) })
        let task = { @Sendable (name: String) in ids[name] ?? "missing" }
        try await h.test { client in
            let base = "\(root)/challenges/\(id)/tasks"
            let from = "day=2026-11-22&from=%2Fultimate%2Ftoday"
            #expect(try await client.post("\(base)/\(task("Diet"))/complete", from).location == root + "/today#task-\(task("Diet"))")
            #expect(try await client.post("\(base)/\(task("Water"))/log", "mode=add&value=0.25&\(from)").status == .seeOther)
            #expect(try await client.post("\(base)/\(task("Water"))/log", "mode=add&value=0%2C5&\(from)").status == .seeOther)
            #expect(try await client.post("\(base)/\(task("Read"))/log", "mode=set&value=10&\(from)").status == .seeOther)
            #expect(try await client.post("\(base)/\(task("Workout"))/timer", "action=start&\(from)").status == .seeOther)
            h.harness.clock.set("2026-11-22T08:46:00-05:00")
            #expect(try await client.post("\(base)/\(task("Workout"))/timer", "action=stop&\(from)").status == .seeOther)
            #expect(try await client.post("\(base)/\(task("Outdoor workout"))/log", "mode=add&value=20&\(from)").status == .seeOther)
            #expect(try await client.post("\(base)/\(task("Stretch"))/check", "item=hips&\(from)").status == .seeOther)
            let statuses = Dictionary(uniqueKeysWithValues: try h.app.todayScreen().tasks.map { ($0.name, ($0.status, $0.value)) })
            #expect(statuses["Diet"]! == (.completed, 1) && statuses["Water"]! == (.inProgress, 0.75) && statuses["Read"]! == (.completed, 10))
            #expect(statuses["Workout"]! == (.completed, 46) && statuses["Outdoor workout"]! == (.inProgress, 20))
            // Minutes read as a clock, not a decimal; dates as pages write them, not ISO (issue 27, item 16).
            #expect(try await client.get(root + "/today").body.contains("<strong class=\"title-2\">20:00</strong> <span class=\"callout muted\">of 45 min</span>"))
            #expect(try await client.post("\(base)/\(task("Outdoor workout"))/log", "mode=add&value=0.42&\(from)").status == .seeOther)
            #expect(try await client.get(root + "/today").body.contains("<strong class=\"title-2\">20:25</strong>"))
            let page = try await client.get(root + "/challenges/\(id)").body
            #expect(page.contains("Nov 22, 2026 to Feb 4, 2027") && !page.contains("2026-11-22 to"))
            #expect(statuses["Stretch"]! == (.inProgress, 0))
            let today = try await client.get(root + "/today").body
            #expect(today.contains("aria-label=\"Mark Diet not done\"") && today.contains("<strong class=\"title-2\">0.75</strong>"))
            #expect(today.contains("aria-pressed=\"true\"><span class=\"check-box\">"))
            // Undo, and a quantity entered in the profile's units.
            #expect(try await client.post("\(base)/\(task("Diet"))/undo", from).status == .seeOther)
            try h.app.changeProfile { $0.units = .imperial }
            #expect(try await client.post("\(base)/\(task("Water"))/log", "mode=set&value=64&shown=1&\(from)").status == .seeOther)
            let water = try #require(try h.app.todayScreen().tasks.first { $0.name == "Water" })
            #expect(water.shown?.value == 64 && water.shown?.unit == "fl oz" && abs(water.value - 1.89) < 0.01)
            #expect(try h.app.todayScreen().tasks.first { $0.name == "Diet" }?.status == .notStarted)
        }
    }

    @Test func yesterdayIsReachableFromTodayWhileItsGraceLastsAndLogsThere() async throws {
        let h = try WebHarness()
        let hard = try h.app.start(template: "75-hard")
        let id = hard.id.uuidString
        let diet = hard.tasks.first { $0.name == "Diet" }!.id.uuidString
        try await h.test { client in
            #expect(try await !client.get(root + "/today").body.contains("/days/"))  // day 1 has no yesterday
            h.harness.go(to: "2026-11-23")
            let today = try await client.get(root + "/today").body
            #expect(today.contains("href=\"\(root)/days/2026-11-22\"") && today.contains("Yesterday, still open"))
            let yesterday = try await client.get(root + "/days/2026-11-22").body
            #expect(yesterday.contains("counts for Sunday, November 22") && yesterday.contains("Day 1 of 75"))
            #expect(yesterday.contains("name=\"day\" value=\"2026-11-22\"") && yesterday.contains("name=\"from\" value=\"\(root)/days/2026-11-22\""))
            let done = try await client.post(root + "/challenges/\(id)/tasks/\(diet)/complete", "day=2026-11-22&from=\(root)/days/2026-11-22")
            #expect(done.status == .seeOther && done.location == root + "/days/2026-11-22#task-\(diet)")
            #expect(try h.app.dayScreen(on: day("2026-11-22")).tasks.first { $0.name == "Diet" }?.status == .completed)
            #expect(try await client.get(root + "/days/2026-11-23").location == root + "/today")
            // After the grace, the day says why it cannot be opened; a future day and a bad date are refused.
            h.harness.go(to: "2026-11-25")
            let gone = try await client.get(root + "/days/2026-11-22")
            #expect(gone.status == .badRequest && gone.body.contains("no running challenge can still log it"))
            #expect(try await client.get(root + "/days/2026-12-01").status == .badRequest)
            #expect(try await client.get(root + "/days/yesterday").status == .badRequest)
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
                #expect(refused.status == .badRequest && refused.body.contains("its text is not UTF-8"), "\(refused.body)")
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
            let today = try await client.get(root + "/today").body
            #expect(today.contains("href=\"\(root)/challenges/\(id)/tasks/\(water)\""))
            let page = try await client.get(root + "/challenges/\(id)/tasks/\(water)").body
            #expect(page.contains("Target 3.79 L") && page.contains("Due every day") && page.contains("History") && page.contains("2 L"))
            let here = "\(root)/challenges/\(id)/tasks/\(water)"
            let saved = try await client.post(here + "/note", "text=Two+bottles+at+work&day=2026-11-22&from=\(here)")
            #expect(saved.status == .seeOther && saved.location == here + "#task-\(water)")
            #expect(try h.app.taskScreen(id, water).day?.note == "Two bottles at work")
            #expect(try await client.get(here).body.contains("Two bottles at work"))
            let long = try await client.post(here + "/note", "text=" + String(repeating: "a", count: 501))
            #expect(long.status == .badRequest && long.body.contains("A note has at most 500 characters"))
            #expect(try h.app.taskScreen(id, water).day?.note == "Two bottles at work")
            // Another day's detail; an unknown task and a bad day.
            h.harness.go(to: "2026-11-23")
            let before = try await client.get(here + "?day=2026-11-22").body
            #expect(before.contains("Sunday, November 22") && before.contains("name=\"from\" value=\"\(here)?day=2026-11-22\""))
            #expect(try await client.get(root + "/challenges/\(id)/tasks/\(UUID().uuidString)").status == .notFound)
            #expect(try await client.get(here + "?day=soon").status == .badRequest)
        }
    }

    @Test func theDaysLastTaskCelebratesAndTheDayShowsItsProgress() async throws {
        let h = try WebHarness()
        let challenge = try h.app.create(name: "Mini", days: 10, rule: .strict)
        let id = challenge.id.uuidString
        let one = try h.app.addTask(ChallengeTask(name: "Walk"), to: id).id.uuidString
        let two = try h.app.addTask(ChallengeTask(name: "Stretch"), to: id).id.uuidString
        try await h.test { client in
            #expect(try await client.post(root + "/challenges/\(id)/tasks/\(one)/complete", "from=\(root)/today").location == root + "/today#task-\(one)")
            let last = try await client.post(root + "/challenges/\(id)/tasks/\(two)/complete", "from=\(root)/today")
            #expect(last.location == root + "/today?celebrate=\(id)")
            let page = try await client.get(try #require(last.location)).body
            #expect(page.contains("class=\"celebration") && page.contains("Day 1 of 10 complete") && page.contains("9 to go.")
                    && page.contains("data-complete=\"true\""))
            // Undoing a task of a complete day does not celebrate.
            #expect(try await client.post(root + "/challenges/\(id)/tasks/\(two)/undo", "from=\(root)/today").location == root + "/today#task-\(two)")
            // A celebration named in the address is shown only when the day is complete.
            #expect(try await !client.get(root + "/today?celebrate=\(id)").body.contains("class=\"celebration"))
        }
    }

    @Test func aValueThatIsNotANumberStaysOnTodayBesideTheTasksBox() async throws {
        let h = try WebHarness()
        let challenge = try h.app.start(template: "75-hard")
        let id = challenge.id.uuidString
        let water = challenge.tasks.first { $0.name == "Water" }!.id.uuidString
        let workout = challenge.tasks.first { $0.name == "Workout" }!.id.uuidString
        try await h.test { client in
            let today = try await client.get(root + "/today").body
            #expect(today.contains("action=\"\(root)/challenges/\(id)/tasks/\(water)/log#task-\(water)\""))
            let refused = try await client.post(root + "/challenges/\(id)/tasks/\(water)/log", "mode=set&value=lots&from=\(root)/today")
            #expect(refused.status == .badRequest && refused.body.contains("today-page"))
            #expect(refused.body.contains("id=\"value-\(water)\" name=\"value\" inputmode=\"decimal\" value=\"lots\" autocomplete=\"off\" aria-invalid=\"true\""))
            #expect(refused.body.contains("<p class=\"field-error\" id=\"value-\(water)-error\" role=\"alert\">“lots” is not a number.</p>"))
            let minutes = try await client.post(root + "/challenges/\(id)/tasks/\(workout)/log", "mode=add&value=half+an+hour&from=\(root)/today")
            #expect(minutes.status == .badRequest && minutes.body.contains("value=\"half an hour\" aria-invalid=\"true\" aria-describedby=\"minutes-\(workout)-error\""))
            // On the task's own page, that page.
            let page = root + "/challenges/\(id)/tasks/\(water)"
            let onItsPage = try await client.post(page + "/log", "mode=set&value=lots&from=\(page)")
            #expect(onItsPage.status == .badRequest && onItsPage.body.contains("task-page") && onItsPage.body.contains("id=\"value-\(water)-error\""))
            #expect(try h.app.todayScreen().tasks.allSatisfy { $0.value == 0 })
        }
    }

    @Test func todayAsksForAWeeklyRunUntilTheQuotaIsMetWithTheWeekSoFar() async throws {
        let h = try WebHarness(now: "2026-11-01T08:00:00-05:00")
        let couch = try h.app.start(template: "couch-to-5k")
        let ids = (challenge: couch.id.uuidString, task: couch.tasks[0].id.uuidString)
        try await h.test { client in
            h.harness.go(to: "2026-11-02")
            let monday = try await client.get(root + "/today").body
            #expect(monday.contains("0 of 3 this week") && monday.contains("aria-label=\"Mark Run done\"") && !monday.contains("Not due"))
            #expect(try await client.post(root + "/challenges/\(ids.challenge)/tasks/\(ids.task)/complete", "day=2026-11-02&from=\(root)/today").status == .seeOther)
            #expect(try await client.get(root + "/today").body.contains("1 of 3 this week"))
            #expect(try await client.get(root + "/challenges/\(ids.challenge)/tasks/\(ids.task)").body.contains("1 of 3 this week"))
        }
    }

    @Test func aPhotoFromTodayCompletesThePhotoTaskAndBadFilesAreRefused() async throws {
        let h = try WebHarness()
        let challenge = try h.app.start(template: "75-hard")
        let id = challenge.id.uuidString
        let jpeg = try #require(VipsSample.make(width: 300, height: 200, orientation: 6))
        try await h.test { client in
            let text = try await client.upload(root + "/challenges/\(id)/photo", field: "photo", file: Data("not a photo".utf8), name: "x.jpg")
            #expect(text.status == .badRequest && text.body.contains("This file is not a JPEG, PNG, HEIC or WebP photo. Nothing was added."))
            let truncated = try await client.upload(root + "/challenges/\(id)/photo", field: "photo", file: jpeg.prefix(jpeg.count / 2), name: "half.jpg")
            #expect(truncated.status == .badRequest)
            #expect(try h.app.photosScreen().sessions.isEmpty)
            let added = try await client.upload(root + "/challenges/\(id)/photo", field: "photo", file: jpeg, name: "me.jpg")
            #expect(added.status == .seeOther && added.location == root + "/today")
            #expect(try h.app.todayScreen().tasks.first { $0.category == .photo }?.status == .completed)
            #expect(try await client.get(root + "/today").body.contains("A progress photo was added for the day."))
        }
    }

    @Test func dueRemindersAreDeliveredOnceToTheOpenPage() async throws {
        let h = try WebHarness(now: "2026-11-22T07:00:00-05:00")
        try h.app.create(name: "Mine", days: 30, rule: .strict, tasks: [ChallengeTask(name: "Walk", timeOfDay: TimeOfDay("07:30"))])
        try await h.test { client in
            #expect(try await client.post(root + "/reminders/due").status == .noContent)
            // Every app's page loads the suite's one reminder script; the home screen, with no app, does not.
            #expect(try await client.get(root + "/today").body.contains("<script src=\"/static/reminders.js?v="))
            #expect(try await !client.get("/").body.contains("reminders.js"))
            let script = try await client.get("/static/reminders.js")
            #expect(script.status == .ok && script.body.contains("/reminders/due") && script.body.contains("doneURL"))
            h.harness.clock.set("2026-11-22T07:31:00-05:00")
            let due = try await client.post(root + "/reminders/due")
            let reminder = try #require(try JSONSerialization.jsonObject(with: Data(due.body.utf8)) as? [String: String])
            #expect(due.status == .ok && reminder["title"] == "Mine" && reminder["body"] == "Time for Walk.")
            #expect(reminder["url"]?.hasPrefix(root + "/today#task-") == true)
            // A single done-or-not task: its "Done" action posts the completion.
            let done = try #require(reminder["doneURL"])
            #expect(done.hasPrefix(root + "/challenges/") && done.hasSuffix("/complete"))
            #expect(try await client.post(root + "/reminders/due").status == .noContent)  // once
            #expect(try await client.post(done).status == .seeOther)
            #expect(try h.app.todayScreen().tasks[0].status == .completed)
            let clock = try await client.get(root + "/clock").body
            #expect(clock == "{\"millisecondsToNextDay\":\((16 * 60 + 29) * 60 * 1000),\"now\":1795350660000}")  // 07:31 in New York
        }
    }

    /// Dates follow the app's locale (issue 27, item 11): en_GB writes "Sunday 22 November".
    @Test func datesFollowTheLocale() async throws {
        let h = try WebHarness(locale: "en_GB")
        let id = try h.app.start(template: "75-hard").id
        try await h.test { client in
            #expect(try await client.get(root + "/today").body.contains("Sunday 22 November"))
            #expect(try await client.get(root + "/challenges/\(id)").body.contains("22 Nov 2026 to 4 Feb 2027"))
            let week = try await client.get(root + "/progress?period=week").body
            #expect(week.contains("16 – 22 Nov"))  // en_GB weeks start on Monday
            let form = try await client.get(root + "/challenges/\(id)/tasks/new").body
            #expect(form.contains("name=\"weekday2\" value=\"on\"><span>Mon</span></label><label><input type=\"checkbox\" name=\"weekday3\""))
        }
    }

    /// A running timer is drawn as a live clock (issue 27, item 16): the page carries the minutes
    /// logged and the instant it started, and the clock endpoint the server's time, so the script
    /// counts from the server's clock even on a page kept in the cache.
    @Test func aRunningTimerIsALiveClockFromTheServersTime() async throws {
        let h = try WebHarness()
        let challenge = try h.app.create(name: "Mine", days: 30, rule: .lenient, tasks: [ChallengeTask(name: "Plank", measurement: .duration(minutes: 5))])
        let task = try h.app.todayScreen().tasks[0].id.uuidString
        try h.app.log(challenge.id.uuidString, task, value: 1.5)
        try await h.test { client in
            #expect(try await !client.get(root + "/today").body.contains("role=\"timer\""))
            _ = try await client.post(root + "/challenges/\(challenge.id)/tasks/\(task)/timer", "action=start&from=%2Fultimate%2Ftoday")
            h.harness.clock.set("2026-11-22T08:03:00-05:00")
            let page = try await client.get(root + "/today").body
            // 08:00 in New York, and 1.5 minutes logged before it: 90 seconds.
            #expect(page.contains("<strong class=\"title-2\" role=\"timer\" data-timer-started=\"1795352400000\" data-timer-logged=\"90\">1:30</strong>"))
            #expect(try await client.get(root + "/clock").body.hasSuffix(",\"now\":1795352580000}"))
        }
    }
}
