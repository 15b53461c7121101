import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
@testable import UltimateWeb
import VipsImaging
import WebApp
import WebSupport

/// Ultimate behind the suite's full router (home screen, security, error pages).
struct WebHarness: Sendable {
    let harness: UltimateHarness
    var app: Ultimate { harness.app }

    init(now: String = "2026-11-22T08:00:00-05:00") throws {
        harness = try UltimateHarness(now: now)
    }

    func test(_ body: @Sendable (TestClientProtocol) async throws -> Void) async throws {
        let web = try UltimateWebApp(app: harness.app, cache: PageCache())
        let router = try buildRouter(host: "127.0.0.1", apps: [web], logger: Logger(label: "test"))
        try await Application(router: router).test(.router, body)
    }
}

@Suite struct UltimateWebTests {
    let root = "/ultimate"

    @Test func anEmptyTodayLeadsToTheGalleryAndATemplateStarts() async throws {
        let h = try WebHarness()
        try await h.test { client in
            try h.app.completeOnboarding()
            #expect(try await client.get(root + "/").1 == root + "/today")
            let empty = try await client.get(root + "/today").2
            #expect(empty.contains("No challenge running") && empty.contains("href=\"\(root)/challenges\""))
            let gallery = try await client.get(root + "/challenges").2
            #expect(gallery.contains("href=\"\(root)/templates/75-hard\"") && gallery.contains("31 Modified"))
            let template = try await client.get(root + "/templates/75-hard").2
            #expect(template.contains("Any task missed sends you back to day 1") && template.contains("min=\"2026-11-22\""))
            let started = try await client.post(root + "/templates/75-hard/start", "name=My+75&start=2026-11-22&grace=1")
            let challenge = try #require(try h.app.challengeList().first)
            #expect(started.0 == .seeOther && started.1 == root + "/challenges/\(challenge.id.uuidString)?notice=started")
            #expect(challenge.name == "My 75" && challenge.grace == 1)
            let page = try await client.get(try #require(started.1)).2
            #expect(page.contains("Challenge started.") && page.contains("Day 1 of 75") && page.contains("a progress photo · every day"))
            let today = try await client.get(root + "/today").2
            #expect(today.contains("My 75") && today.contains("Day 1 of 75") && today.contains("0/6"))
        }
    }

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
            #expect(try await client.post("\(base)/\(task("Diet"))/complete", from).1 == root + "/today#task-\(task("Diet"))")
            #expect(try await client.post("\(base)/\(task("Water"))/log", "mode=add&value=0.25&\(from)").0 == .seeOther)
            #expect(try await client.post("\(base)/\(task("Water"))/log", "mode=add&value=0%2C5&\(from)").0 == .seeOther)
            #expect(try await client.post("\(base)/\(task("Read"))/log", "mode=set&value=10&\(from)").0 == .seeOther)
            #expect(try await client.post("\(base)/\(task("Workout"))/timer", "action=start&\(from)").0 == .seeOther)
            h.harness.clock.set("2026-11-22T08:46:00-05:00")
            #expect(try await client.post("\(base)/\(task("Workout"))/timer", "action=stop&\(from)").0 == .seeOther)
            #expect(try await client.post("\(base)/\(task("Outdoor workout"))/log", "mode=add&value=20&\(from)").0 == .seeOther)
            #expect(try await client.post("\(base)/\(task("Stretch"))/check", "item=hips&\(from)").0 == .seeOther)
            let statuses = Dictionary(uniqueKeysWithValues: try h.app.todayScreen().tasks.map { ($0.name, ($0.status, $0.value)) })
            #expect(statuses["Diet"]! == (.completed, 1) && statuses["Water"]! == (.inProgress, 0.75) && statuses["Read"]! == (.completed, 10))
            #expect(statuses["Workout"]! == (.completed, 46) && statuses["Outdoor workout"]! == (.inProgress, 20))
            #expect(statuses["Stretch"]! == (.inProgress, 0))
            let today = try await client.get(root + "/today").2
            #expect(today.contains("aria-label=\"Mark Diet not done\"") && today.contains("<strong class=\"title-2\">0.75</strong>"))
            #expect(today.contains("aria-pressed=\"true\"><span class=\"check-box\">"))
            // Undo, and a quantity entered in the profile's units.
            #expect(try await client.post("\(base)/\(task("Diet"))/undo", from).0 == .seeOther)
            try h.app.changeProfile { $0.units = .imperial }
            #expect(try await client.post("\(base)/\(task("Water"))/log", "mode=set&value=64&shown=1&\(from)").0 == .seeOther)
            let water = try #require(try h.app.todayScreen().tasks.first { $0.name == "Water" })
            #expect(water.shown?.value == 64 && water.shown?.unit == "fl oz" && abs(water.value - 1.89) < 0.01)
            #expect(try h.app.todayScreen().tasks.first { $0.name == "Diet" }?.status == .notStarted)
        }
    }

    @Test func badInputGetsAClearMessageAndChangesNothing() async throws {
        let h = try WebHarness()
        let challenge = try h.app.start(template: "75-hard")
        let id = challenge.id.uuidString
        let water = challenge.tasks.first { $0.name == "Water" }!.id.uuidString
        let photo = challenge.tasks.first { $0.category == .photo }!.id.uuidString
        try await h.test { client in
            let cases: [(String, String, HTTPResponse.Status, String)] = [
                ("/challenges/\(id)/tasks/\(water)/log", "mode=add&value=lots", .badRequest, "“lots” is not a number."),
                ("/challenges/\(id)/tasks/\(water)/log", "mode=twice&value=1", .badRequest, "“twice” is neither add nor set."),
                ("/challenges/\(id)/tasks/\(water)/log", "mode=set&value=1&day=2026-11-23", .badRequest, "it is in the future"),
                ("/challenges/\(id)/tasks/\(water)/log", "mode=set&value=1&day=someday", .badRequest, "“someday” is not a date"),
                ("/challenges/\(id)/tasks/\(water)/complete", "", .badRequest, "is not a done-or-not task"),
                ("/challenges/\(id)/tasks/\(photo)/complete", "", .badRequest, "is completed by adding a progress photo"),
                ("/challenges/\(id)/tasks/\(water)/timer", "action=pause", .badRequest, "Say start or stop."),
                ("/challenges/not-an-id/tasks/\(water)/complete", "", .notFound, "There is no challenge “not-an-id”."),
                ("/challenges/\(UUID().uuidString)/restart", "", .notFound, "There is no challenge"),
                ("/templates/76-hard/start", "name=x", .notFound, "There is no template “76-hard”."),
                ("/templates/75-hard/start", "name=x&start=2026-11-01", .badRequest, "has passed"),
                ("/templates/75-hard/start", "name=x&grace=9", .badRequest, "grace"),
                ("/templates/75-hard/start", "name=x&strategy=loud", .badRequest, "“loud” is not a way to remind"),
                ("/challenges/create", "name=x&days=10&strategy=loud", .badRequest, "“loud” is not a way to remind"),
                ("/templates/water-fast/start", "age=old&height=170&weight=60&hours=24", .badRequest, "“old” is not an age in years."),
                ("/templates/water-fast/start", "age=30&height=170&weight=60&hours=a+day", .badRequest, "“a day” is not a number of hours."),
                ("/templates/water-fast/start", "age=16&height=170&weight=60&hours=24&pregnant=on", .unprocessableContent,
                 "Water fasting is not safe for you: you are under 18; you are pregnant."),
                ("/profile/units", "units=furlongs", .badRequest, "Choose metric or imperial."),
                ("/profile/appearance", "appearance=neon", .badRequest, "Choose system, light or dark."),
            ]
            for (path, form, status, message) in cases {
                let response = try await client.post(root + path, form)
                #expect(response.0 == status && response.2.contains(message), "\(path) \(form): \(response.0) \(response.2.prefix(400))")
            }
            #expect(try h.app.challengeList().count == 1)
            #expect(try h.app.todayScreen().tasks.allSatisfy { $0.value == 0 })
            #expect(try h.app.profile() == UltimateProfile())
            // A cross-site POST is refused before it reaches the app.
            #expect(try await client.post(root + "/challenges/\(id)/restart", "", origin: "https://evil.example").0 == .forbidden)
            #expect(try await client.get(root + "/challenges/\(UUID().uuidString)").0 == .notFound)
        }
    }

    @Test func aStrictResetIsExplainedOnTheChallengesPageAndAbandonAsksFirst() async throws {
        let h = try WebHarness()
        let challenge = try h.harness.challenge("Hard", days: 75, rule: .strict, grace: 0, tasks: ["Workout", "Diet"])
        let id = challenge.id.uuidString
        try h.app.complete("Hard", "Workout")
        h.harness.go(to: "2026-11-23")
        try await h.test { client in
            let page = try await client.get(root + "/challenges/\(id)").2
            #expect(page.contains("Back to day 1") && page.contains("Diet was not done when the day was judged"))
            #expect(page.contains("Attempt 1: failed") && page.contains("day-failed"))
            let confirm = try await client.get(root + "/challenges/\(id)/abandon").2
            #expect(confirm.contains("Abandon Hard?") && confirm.contains("action=\"\(root)/challenges/\(id)/abandon\""))
            #expect(try h.app.challengeSummary(id).status == .inProgress)
            #expect(try await client.post(root + "/challenges/\(id)/abandon").1 == root + "/challenges/\(id)?notice=abandoned")
            #expect(try h.app.challengeSummary(id).status == .failed)
            #expect(try await client.post(root + "/challenges/\(id)/restart").1 == root + "/challenges/\(id)?notice=restarted")
            #expect(try h.app.challengeSummary(id).status == .inProgress)
        }
    }

    @Test func aPhotoFromTodayCompletesThePhotoTaskAndBadFilesAreRefused() async throws {
        let h = try WebHarness()
        let challenge = try h.app.start(template: "75-hard")
        let id = challenge.id.uuidString
        let jpeg = try #require(VipsSample.make(width: 300, height: 200, orientation: 6))
        try await h.test { client in
            let text = try await client.upload(root + "/challenges/\(id)/photo", field: "photo", file: Data("not a photo".utf8), name: "x.jpg")
            #expect(text.0 == .badRequest && text.2.contains("This file is not a JPEG, PNG, HEIC or WebP photo. Nothing was added."))
            let truncated = try await client.upload(root + "/challenges/\(id)/photo", field: "photo", file: jpeg.prefix(jpeg.count / 2), name: "half.jpg")
            #expect(truncated.0 == .badRequest)
            #expect(try h.app.photosScreen().sessions.isEmpty)
            let added = try await client.upload(root + "/challenges/\(id)/photo", field: "photo", file: jpeg, name: "me.jpg")
            #expect(added.0 == .seeOther && added.1 == root + "/today")
            #expect(try h.app.todayScreen().tasks.first { $0.category == .photo }?.status == .completed)
            #expect(try await client.get(root + "/today").2.contains("A progress photo was added for the day."))
        }
    }

    @Test func progressShowsThePeriodsFiguresWithATrendAndRefusesBadQueries() async throws {
        let h = try WebHarness(now: "2026-11-16T08:00:00-05:00")
        try h.harness.challenge("Soft", days: 30, rule: .lenient, grace: 1, tasks: ["Walk", "Read"])
        for offset in 0...6 {
            h.harness.go(to: day("2026-11-16").adding(days: offset).description)
            try h.app.complete("Soft", "Walk")
            if offset != 4 { try h.app.complete("Soft", "Read") }
        }
        try await h.test { client in
            let week = try await client.get(root + "/progress?period=week").2
            let expected = try h.app.analytics(period: .week)
            #expect(week.contains("<a href=\"/ultimate/progress?period=week\" aria-current=\"page\">Week</a>"))
            #expect(week.contains("22 Nov – 28 Nov") && week.contains("\(Int((expected.completionRate! * 100).rounded()))%"))
            let last = try await client.get(root + "/progress?period=week&offset=-1").2
            #expect(last.contains("15 Nov – 21 Nov") && last.contains("aria-label=\"The week after\""))
            #expect(last.contains("2026-11-20: 1 of 2"))  // the chart's day with Read missed
            let month = try await client.get(root + "/progress?period=month").2
            #expect(month.contains("November 2026") && month.contains("Walk") && month.contains("Current streak"))
            let refused: [(String, HTTPResponse.Status, String)] = [
                ("/progress?period=fortnight", .badRequest, "“fortnight” is not a period"),
                ("/progress?offset=soon", .badRequest, "“soon” is not a number"),
                ("/progress?offset=2", .badRequest, "An offset goes back in time"),
                ("/progress?challenge=nope", .notFound, "There is no challenge “nope”."),
                ("/progress?challenge=\(UUID().uuidString)", .notFound, "There is no challenge"),
            ]
            for (path, status, message) in refused {
                let response = try await client.get(root + path)
                #expect(response.0 == status && response.2.contains(message), "\(path): \(response.0)")
            }
        }
    }

    @Test func progressWithoutAChallengeSaysWhatToDo() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let page = try await client.get(root + "/progress").2
            #expect(page.contains("Nothing to measure yet"))
        }
    }

    @Test func theFirstLaunchWalksThroughTheStepsToAFirstChallenge() async throws {
        let h = try WebHarness()
        try await h.test { client in
            #expect(try await client.get(root + "/").1 == root + "/welcome")
            let welcome = try await client.get(root + "/welcome").2
            #expect(welcome.contains("Get started") && welcome.contains("href=\"/ultimate/welcome?step=details\""))
            let details = try await client.get(root + "/welcome?step=details").2
            #expect(details.contains("About you") && details.contains("name=\"from\" value=\"/ultimate/welcome?step=notifications\""))
            let saved = try await client.post(root + "/profile/details", "name=Sam&height=180&weight=80&from=%2Fultimate%2Fwelcome%3Fstep%3Dnotifications")
            #expect(saved.1 == root + "/welcome?step=notifications")
            let notifications = try await client.post(root + "/profile/notifications",
                                                      "strategy=adaptive&quietStart=21%3A30&quietEnd=06%3A30&from=%2Fultimate%2Fwelcome%3Fstep%3Dhighlights")
            #expect(notifications.1 == root + "/welcome?step=highlights")
            #expect(try await client.get(root + "/welcome?step=highlights").2.contains("Strict or lenient"))
            let choose = try await client.get(root + "/welcome?step=challenge").2
            #expect(choose.contains("name=\"template\" value=\"75-hard\"") && choose.contains("Not now"))
            #expect(try await client.post(root + "/welcome/done", "template=75-hard").1 == root + "/templates/75-hard")
            let profile = try h.app.profile()
            #expect(profile.hasCompletedOnboarding && profile.name == "Sam" && profile.heightCm == 180 && profile.weightKg == 80)
            #expect(profile.notificationStrategy == .adaptive && profile.quietStart.description == "21:30" && profile.quietEnd.description == "06:30")
            #expect(try await client.get(root + "/").1 == root + "/today")
            #expect(try await client.get(root + "/welcome?step=nap").0 == .notFound)
        }
    }

    @Test func theProfileKeepsDetailsInItsUnitsExportsAndResets() async throws {
        let h = try WebHarness()
        try h.app.start(template: "75-hard")
        try h.app.changeProfile { $0.units = .imperial; $0.hasCompletedOnboarding = true }
        try await h.test { client in
            #expect(try await client.post(root + "/profile/details", "name=Sam&height=180&weight=176.4").1 == root + "/profile?notice=saved")
            #expect(abs((try h.app.profile().weightKg ?? 0) - 80.01) < 0.01)
            let page = try await client.get(root + "/profile").2
            #expect(page.contains("Weight (lb)") && page.contains("value=\"176.4\"") && page.contains("href=\"/ultimate/design\""))
            let refused: [(String, String, String)] = [
                ("/profile/details", "height=2", "A height is 50 to 272 cm."),
                ("/profile/details", "weight=heavy", "“heavy” is not a number."),
                ("/profile/notifications", "strategy=loud&quietStart=22:00&quietEnd=07:00", "“loud” is not a way to remind"),
                ("/profile/notifications", "strategy=fixed&quietStart=late&quietEnd=07:00", "“late” is not a time like 22:00."),
            ]
            for (path, form, message) in refused {
                let response = try await client.post(root + path, form)
                #expect(response.0 == .badRequest && response.2.contains(message), "\(form): \(response.2.prefix(200))")
            }
            #expect(try h.app.profile().name == "Sam")
            let export = try await client.execute(uri: root + "/profile/export", method: .get) { $0 }
            #expect(export.status == .ok && export.headers[.contentType] == "application/zip")
            #expect(export.headers[.contentDisposition] == "attachment; filename=\"ultimate-2026-11-22.zip\"")
            let zip = Data(buffer: export.body)
            #expect(zip.prefix(2) == Data("PK".utf8) && zip.range(of: Data("ultimate.json".utf8)) != nil)
            #expect(try await client.get(root + "/profile/reset").2.contains("Reset all data?"))
            #expect(try await client.post(root + "/profile/reset").1 == root + "/welcome")
            #expect(try h.app.challengeList().isEmpty && !(try h.app.profile().hasCompletedOnboarding))
            let design = try await client.get(root + "/design").2
            #expect(design.contains("--primary #5E17EB") && design.contains("Extra large title") && design.contains("xxl · 48 pt"))
        }
    }

    /// Issue 22, defect 11: the export answered without `Cache-Control`, so a browser or proxy could keep the person's data.
    @Test func theExportIsNeverKeptByACache() async throws {
        let h = try WebHarness()
        try h.app.completeOnboarding()
        try await h.test { client in
            let export = try await client.execute(uri: root + "/profile/export", method: .get) { $0 }
            #expect(export.status == .ok && export.headers[.cacheControl] == "no-store")
            #expect(export.headers[.contentDisposition] == "attachment; filename=\"ultimate-2026-11-22.zip\"")
        }
    }

    @Test func dueRemindersAreDeliveredOnceToTheOpenPage() async throws {
        let h = try WebHarness(now: "2026-11-22T07:00:00-05:00")
        try h.app.create(name: "Mine", days: 30, rule: .strict, tasks: [ChallengeTask(name: "Walk", timeOfDay: TimeOfDay("07:30"))])
        try await h.test { client in
            #expect(try await client.post(root + "/reminders/due").0 == .noContent)
            // Every app's page loads the suite's one reminder script; the home screen, with no app, does not.
            #expect(try await client.get(root + "/today").2.contains("<script src=\"/static/reminders.js\" defer>"))
            #expect(try await !client.get("/").2.contains("reminders.js"))
            let script = try await client.get("/static/reminders.js")
            #expect(script.0 == .ok && script.2.contains("/reminders/due") && script.2.contains("doneURL"))
            h.harness.clock.set("2026-11-22T07:31:00-05:00")
            let due = try await client.post(root + "/reminders/due")
            let reminder = try #require(try JSONSerialization.jsonObject(with: Data(due.2.utf8)) as? [String: String])
            #expect(due.0 == .ok && reminder["title"] == "Mine" && reminder["body"] == "Time for Walk.")
            #expect(reminder["url"]?.hasPrefix(root + "/today#task-") == true)
            // A single done-or-not task: its "Done" action posts the completion.
            let done = try #require(reminder["doneURL"])
            #expect(done.hasPrefix(root + "/challenges/") && done.hasSuffix("/complete"))
            #expect(try await client.post(root + "/reminders/due").0 == .noContent)  // once
            #expect(try await client.post(done).0 == .seeOther)
            #expect(try h.app.todayScreen().tasks[0].status == .completed)
            let clock = try await client.get(root + "/clock").2
            #expect(clock == "{\"millisecondsToNextDay\":\((16 * 60 + 29) * 60 * 1000)}")
        }
    }

    @Test func unitsAndAppearanceAreChosenOnTheProfile() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let page = try await client.get(root + "/profile").2
            #expect(page.contains("appearance-system") && page.contains("value=\"metric\" aria-pressed=\"true\""))
            #expect(try await client.post(root + "/profile/units", "units=imperial").1 == root + "/profile?notice=saved")
            #expect(try await client.post(root + "/profile/appearance", "appearance=dark").0 == .seeOther)
            let after = try await client.get(root + "/profile").2
            #expect(after.contains("appearance-dark") && after.contains("value=\"imperial\" aria-pressed=\"true\""))
            #expect(try h.app.profile().units == .imperial)
        }
    }
}

extension TestClientProtocol {
    /// POST `file` as the `field` of a multipart form from this site, with text `fields` before it.
    func upload(_ uri: String, field: String, file: Data, name: String, fields: [String: String] = [:]) async throws
        -> (HTTPResponse.Status, String?, String) {
        let boundary = "test-boundary-7d1f"
        var body = Data()
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field)\"; filename=\"\(name)\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
        body += file
        body += Data("\r\n--\(boundary)--\r\n".utf8)
        return try await execute(uri: uri, method: .post, headers: [.contentType: "multipart/form-data; boundary=\(boundary)", .origin: "http://localhost"],
                                 body: ByteBuffer(bytes: body)) { ($0.status, $0.headers[.location], String(buffer: $0.body)) }
    }
}

@Suite struct UltimatePlanWebTests {
    let root = "/ultimate"

    @Test func aCustomChallengeIsBuiltTaskByTaskAndReordered() async throws {
        let h = try WebHarness()
        try await h.test { client in
            #expect(try await client.get(root + "/challenges").2.contains("href=\"/ultimate/challenges/new\""))
            #expect(try await client.get(root + "/challenges/new").2.contains("Create, then add its tasks"))
            let created = try await client.post(root + "/challenges/create", "name=Summer+reset&days=30&rule=strict&grace=0&start=2026-11-23")
            let challenge = try #require(try h.app.challengeList().first)
            let id = challenge.id.uuidString
            #expect(created.1 == root + "/challenges/\(id)/tasks/new")
            #expect(challenge.rule == .strict && challenge.grace == 0 && challenge.days == 30 && challenge.status == .notStarted)
            let added = [
                "name=Water&measurement=quantity&target=2.5&unit=L&frequency=daily&category=hydration&time=09%3A00",
                "name=Run&measurement=duration&minutes=30&frequency=weekdays&weekday2=on&weekday4=on&weekday6=on&category=workout",
                "name=Stretch&measurement=checklist&items=Hips%2C+Back&frequency=times&times=3&category=mindfulness",
                "name=Weigh-in&measurement=binary&frequency=days&days=1%2C+30&category=other",
            ]
            for form in added {
                let response = try await client.post(root + "/challenges/\(id)/tasks", form)
                #expect(response.1 == root + "/challenges/\(id)?notice=saved", "\(form): \(response.2.prefix(200))")
            }
            var screen = try h.app.challengeScreen(id)
            #expect(screen.tasks.map(\.target) == ["2.5 L", "30 min", "Hips, Back", "done"])
            #expect(screen.tasks.map(\.due) == ["every day", "Mon, Wed, Fri", "3 times a week", "days 1 and 30"])
            let run = screen.tasks[1].id.uuidString
            let edit = try await client.get(root + "/challenges/\(id)/tasks/\(run)/edit").2
            #expect(edit.contains("value=\"Run\"") && edit.contains("name=\"weekday4\" value=\"on\" checked"))
            #expect(try await client.post(root + "/challenges/\(id)/tasks/\(run)/edit",
                                          "name=Long+run&measurement=duration&minutes=45&frequency=daily&category=workout").0 == .seeOther)
            #expect(try await client.post(root + "/challenges/\(id)/tasks/\(run)/move", "position=1").0 == .seeOther)
            let weighIn = screen.tasks[3].id.uuidString
            #expect(try await client.post(root + "/challenges/\(id)/tasks/\(weighIn)/remove").0 == .seeOther)
            screen = try h.app.challengeScreen(id)
            #expect(screen.tasks.map(\.name) == ["Long run", "Water", "Stretch"] && screen.tasks[0].target == "45 min")
            let page = try await client.get(root + "/challenges/\(id)").2
            #expect(page.contains("aria-label=\"Move Long run up\" disabled") && page.contains("Add a task"))

            let refused: [(String, String, String)] = [
                ("/challenges/\(id)/tasks", "name=&measurement=binary", "name"),
                ("/challenges/\(id)/tasks", "name=Nap&measurement=quantity&target=lots&unit=L", "“lots” is not a number."),
                ("/challenges/\(id)/tasks", "name=Nap&measurement=quantity&target=1&unit=furlongs", "“furlongs” is not a unit."),
                ("/challenges/\(id)/tasks", "name=Nap&measurement=sleep", "“sleep” is not a way to measure a task."),
                ("/challenges/\(id)/tasks", "name=Nap&frequency=weekdays", "Choose at least one weekday."),
                ("/challenges/\(id)/tasks", "name=Nap&frequency=days&days=first", "List challenge days like 1, 30."),
                ("/challenges/\(id)/tasks", "name=Nap&time=noonish", "“noonish” is not a time like 07:30."),
                ("/challenges/\(id)/tasks", "name=water", "already has a task “Water”"),
                ("/challenges/\(id)/tasks/\(run)/move", "position=9", "choose a position from 1 to 3"),
                ("/challenges/create", "name=Year&days=400", "A challenge lasts 1 to 365 days, not 400."),
                ("/challenges/create", "name=&days=10", "name"),
                ("/challenges/create", "name=Old&days=10&start=2026-11-01", "has passed"),
            ]
            for (path, form, message) in refused {
                let response = try await client.post(root + path, form)
                #expect(response.0 == .badRequest && response.2.contains(message), "\(form): \(response.0) \(response.2.prefix(300))")
            }
            #expect(try h.app.challengeScreen(id).tasks.count == 3 && (try h.app.challengeList().count) == 1)
            // Once day 1 is over the plan is fixed.
            h.harness.go(to: "2026-11-24")
            let late = try await client.post(root + "/challenges/\(id)/tasks", "name=Late")
            #expect(late.0 == .badRequest && late.2.contains("its tasks can change only until its day 1 is over"))
            #expect(!(try await client.get(root + "/challenges/\(id)").2.contains("Add a task")))
        }
    }

    @Test func aTemplatesTaskIsAdjustedBeforeItStarts() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let started = try await client.post(root + "/templates/75-hard/start", "name=75+Hard&start=2026-11-25&grace=1")
            let id = try #require(try h.app.challengeList().first).id.uuidString
            #expect(started.1 == root + "/challenges/\(id)?notice=started")
            let water = try #require(try h.app.challengeScreen(id).tasks.first { $0.name == "Water" })
            #expect(try await client.get(root + "/challenges/\(id)/tasks/\(water.id.uuidString)/edit").2.contains("value=\"3.79\""))
            #expect(try await client.post(root + "/challenges/\(id)/tasks/\(water.id.uuidString)/edit",
                                          "name=Water&measurement=quantity&target=3&unit=L&frequency=daily&category=hydration").0 == .seeOther)
            #expect(try h.app.challengeScreen(id).tasks.first { $0.name == "Water" }?.target == "3 L")
        }
    }
}

@Suite struct UltimatePhotoWebTests {
    let root = "/ultimate"

    @Test func aSessionIsFilledAngleByAngleAndItsPhotosAreServedBlurredUntilRevealed() async throws {
        let h = try WebHarness()
        let challenge = try h.app.start(template: "75-hard")
        let jpeg = try #require(VipsSample.make(width: 300, height: 200, orientation: 6, gps: ["exif-ifd3-GPSLatitude": "48/1 51/1 24/1"]))
        try await h.test { client in
            #expect(try await client.get(root + "/photos").2.contains("No progress photos yet"))
            let added = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "me.jpg",
                                                fields: ["session": "new", "angle": "front", "challenge": challenge.id.uuidString, "note": "Week 1"])
            let session = try #require(try h.app.photosScreen().sessions.first)
            #expect(added.0 == .seeOther && added.1 == root + "/photos/sessions/\(session.session.id.uuidString)?notice=photo-added")
            #expect(session.challengeName == "75 Hard" && session.session.note == "Week 1")
            #expect(try h.app.todayScreen().tasks.first { $0.category == .photo }?.status == .completed)
            let page = try await client.get(try #require(added.1)).2
            #expect(page.contains("Photo added") && page.contains("Side photo") && page.contains("Back photo") && !page.contains("Front photo"))
            // The other slots go into the same session; a label for an angle of one's own.
            let side = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "side.jpg",
                                               fields: ["session": session.session.id.uuidString, "angle": "side"])
            #expect(side.0 == .seeOther)
            _ = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "flex.jpg",
                                        fields: ["session": session.session.id.uuidString, "angle": "custom", "label": "Flexed"])
            let photos = try h.app.photoSessionScreen(session.session.id).photos
            #expect(photos.map(\.photo.angle.name) == ["front", "side", "Flexed"])

            // Served upright and stripped, privately; blurred once blurred, until revealed.
            let front = photos[0].photo
            let file = try await client.execute(uri: root + "/photos/\(front.id.uuidString)/files/full", method: .get) { $0 }
            #expect(file.status == .ok && file.headers[.contentType] == "image/jpeg" && file.headers[.cacheControl] == "private, no-cache")
            let served = Data(buffer: file.body)
            let inspected = try #require(VipsSample.inspect(served))
            #expect(inspected.width == 200 && inspected.height == 300 && !inspected.fields.contains("exif-data"))
            #expect(try await client.post(root + "/photos/\(front.id.uuidString)/blur", "blur=on").1 == root + "/photos/\(front.id.uuidString)")
            let blurred = try await client.execute(uri: root + "/photos/\(front.id.uuidString)/files/full", method: .get) { Data(buffer: $0.body) }
            let blurredOnDisk = try Data(contentsOf: h.app.photos.url(front.files.blurredFull))
            #expect(blurred == blurredOnDisk && blurred != served)
            let revealed = try await client.execute(uri: root + "/photos/\(front.id.uuidString)/files/full?reveal=1", method: .get) { Data(buffer: $0.body) }
            #expect(revealed == served)
            let detail = try await client.get(root + "/photos/\(front.id.uuidString)").2
            #expect(detail.contains("(blurred)") && detail.contains(">Reveal</a>") && detail.contains("Stop blurring this photo"))
            // Blur every photo: the side photo's thumbnail is now the blurred one.
            #expect(try await client.post(root + "/photos/blur-all", "blur=on").1 == root + "/photos")
            let sideThumb = try await client.execute(uri: root + "/photos/\(photos[1].photo.id.uuidString)/files/thumbnail", method: .get) { Data(buffer: $0.body) }
            #expect(sideThumb == (try Data(contentsOf: h.app.photos.url(photos[1].photo.files.blurredThumbnail))))

            // Delete asks first, then removes the photo and its files.
            #expect(try await client.get(root + "/photos/\(front.id.uuidString)/delete").2.contains("Delete this photo?"))
            #expect(try await client.post(root + "/photos/\(front.id.uuidString)/delete").1 == root + "/photos?notice=photo-deleted")
            #expect(!FileManager.default.fileExists(atPath: h.app.photos.url(front.files.full).path))
            #expect(try await client.get(root + "/photos/\(front.id.uuidString)").0 == .notFound)
        }
    }

    @Test func twoSessionsAreComparedAngleByAngle() async throws {
        let h = try WebHarness(now: "2026-11-01T08:00:00-05:00")
        let jpeg = try #require(VipsSample.make(width: 120, height: 160))
        let first = try h.app.addPhoto(jpeg, angle: .front, session: .new)
        try h.app.addPhoto(jpeg, angle: .side, session: .existing(first.sessionID.uuidString))
        h.harness.go(to: "2026-11-22")
        let second = try h.app.addPhoto(jpeg, angle: .front, session: .new)
        try await h.test { client in
            let timeline = try await client.get(root + "/photos").2
            #expect(timeline.contains("Compare two sessions"))
            let page = try await client.get(root + "/photos/compare?a=\(second.sessionID.uuidString)&b=\(first.sessionID.uuidString)").2
            #expect(page.contains("21 days apart") && page.contains("Front, before") && page.contains("Front, after"))
            #expect(page.contains("Side, before") && page.contains("No photo"))
            #expect(try await client.get(root + "/photos/compare?a=\(first.sessionID.uuidString)").0 == .badRequest)
        }
    }

    @Test func badPhotoInputIsRefusedAndLeavesNothing() async throws {
        let h = try WebHarness()
        let jpeg = try #require(VipsSample.make(width: 120, height: 160))
        try await h.test { client in
            let cases: [(Data, [String: String], HTTPResponse.Status, String)] = [
                (Data("hello".utf8), ["session": "new"], .badRequest, "This file is not a JPEG, PNG, HEIC or WebP photo. Nothing was added."),
                (jpeg.prefix(jpeg.count / 2), ["session": "new"], .badRequest, "Nothing was added."),
                (Data(count: 25 * 1024 * 1024 + 1), ["session": "new"], .badRequest, "That file is too large: at most 25 MB."),
                (jpeg, ["session": "new", "angle": "custom", "label": String(repeating: "x", count: 31)], .badRequest, "30"),
                (jpeg, ["session": UUID().uuidString], .notFound, "There is no photo session"),
                (jpeg, ["session": "yesterday's"], .notFound, "There is no photo session"),
                (jpeg, ["session": "new", "challenge": "Nope"], .notFound, "There is no challenge “Nope”."),
            ]
            for (file, fields, status, message) in cases {
                let response = try await client.upload(root + "/photos/add", field: "photo", file: file, name: "x.jpg", fields: fields)
                #expect(response.0 == status && response.2.contains(message), "\(fields): \(response.0) \(response.2.prefix(300))")
            }
            let empty = try await client.upload(root + "/photos/add", field: "photo", file: Data(), name: "", fields: ["session": "new"])
            #expect(empty.0 == .badRequest && empty.2.contains("That file is empty."))
            #expect(try h.app.photosScreen().sessions.isEmpty)
            let folder = h.app.photos.root.appendingPathComponent("photos").path
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty)
            for path in ["/photos/\(UUID().uuidString)", "/photos/\(UUID().uuidString)/files/full", "/photos/nope/files/full",
                         "/photos/\(UUID().uuidString)/files/huge", "/photos/sessions/\(UUID().uuidString)"] {
                #expect(try await client.get(root + path).0 == .notFound, "\(path)")
            }
            #expect(try await client.post(root + "/photos/blur-all", "blur=maybe").0 == .badRequest)
            #expect(try await client.get(root + "/photos/../../etc/passwd").0 == .notFound)
        }
    }
}
