import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport
import UltimateCore

/// Issue 27: a create form sent twice creates once; a value that is not a number stays on its
/// page beside the task's box; a form refused keeps what was typed beside the field.
@Suite struct UltimateFirstMinutesWebTests {
    let root = "/ultimate"

    static func token(_ page: String) throws -> String {
        let start = try #require(page.range(of: "name=\"form-token\" value=\"")).upperBound
        return String(page[start...].prefix(32))
    }

    @Test func aCustomChallengeAndItsTaskSentTwiceAreCreatedOnce() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let form = try await client.execute(uri: root + "/challenges/new", method: .get) { $0 }
            #expect(form.headers[.cacheControl] == "private, no-cache")
            let token = try Self.token(String(buffer: form.body))
            let body = "name=Summer+reset&days=30&rule=lenient&grace=1&form-token=\(token)"
            let created = try await client.post(root + "/challenges/create", body)
            let again = try await client.post(root + "/challenges/create", body)
            #expect(created.0 == .seeOther && again.0 == .seeOther && again.1 == created.1)
            #expect(try h.app.challengeList().count == 1)
            let id = try #require(try h.app.challengeList().first).id.uuidString
            let taskToken = try Self.token(try await client.get(root + "/challenges/\(id)/tasks/new").2)
            let task = "name=Stretch&measurement=binary&frequency=daily&category=other&form-token=\(taskToken)"
            let added = try await client.post(root + "/challenges/\(id)/tasks", task)
            #expect(added.1 == root + "/challenges/\(id)?notice=saved")
            #expect(try await client.post(root + "/challenges/\(id)/tasks", task).1 == added.1)
            #expect(try h.app.challengeScreen(id).tasks.map(\.name) == ["Stretch"])
        }
    }

    @Test func aRefusedPlanFormComesBackAsTypedWithTheMessageBesideTheField() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let token = try Self.token(try await client.get(root + "/challenges/new").2)
            let days = try await client.post(root + "/challenges/create", "name=Summer&days=a+month&rule=strict&grace=2&form-token=\(token)")
            #expect(days.0 == .badRequest)
            #expect(days.2.contains("id=\"days\" name=\"days\" inputmode=\"numeric\" value=\"a month\" required aria-invalid=\"true\""))
            #expect(days.2.contains("<p class=\"field-error\" id=\"days-error\" role=\"alert\">“a month” is not a number of days.</p>"))
            #expect(days.2.contains("name=\"name\" value=\"Summer\"") && days.2.contains("value=\"strict\" checked")
                    && days.2.contains("<option value=\"2\" selected>"))
            #expect(try Self.token(days.2) == token)  // the same form: once it is right, it creates once
            let name = try await client.post(root + "/challenges/create", "name=&days=30&form-token=\(token)")
            #expect(name.0 == .badRequest && name.2.contains("id=\"name-error\" role=\"alert\">Give it a name.</p>"))
            #expect(try h.app.challengeList().isEmpty)
            #expect(try await client.post(root + "/challenges/create", "name=Summer&days=30&form-token=\(token)").0 == .seeOther)
            let id = try #require(try h.app.challengeList().first).id.uuidString
            let target = try await client.post(root + "/challenges/\(id)/tasks", "name=Water&measurement=quantity&target=lots&unit=L&frequency=times&times=4")
            #expect(target.0 == .badRequest && target.2.contains("id=\"target\" name=\"target\" value=\"lots\" aria-invalid=\"true\""))
            #expect(target.2.contains("id=\"target-error\" role=\"alert\">“lots” is not a number.</p>"))
            #expect(target.2.contains("name=\"name\" value=\"Water\"") && target.2.contains("value=\"quantity\" checked")
                    && target.2.contains("value=\"times\" checked") && target.2.contains("id=\"times\" name=\"times\" value=\"4\""))
            let time = try await client.post(root + "/challenges/\(id)/tasks", "name=Nap&time=noonish")
            #expect(time.0 == .badRequest && time.2.contains("id=\"time-error\""))
            #expect(try h.app.challengeScreen(id).tasks.isEmpty)
            // A typed answer of a template's form comes back on its page, as typed.
            let fast = try await client.post(root + "/templates/water-fast/start", "age=old&height=170&weight=60&hours=24")
            #expect(fast.0 == .badRequest && fast.2.contains("“old” is not an age in years.") && fast.2.contains("name=\"age\" inputmode=\"numeric\" value=\"old\""))
        }
    }

    @Test func aValueThatIsNotANumberStaysOnTodayBesideTheTasksBox() async throws {
        let h = try WebHarness()
        let challenge = try h.app.start(template: "75-hard")
        let id = challenge.id.uuidString
        let water = challenge.tasks.first { $0.name == "Water" }!.id.uuidString
        let workout = challenge.tasks.first { $0.name == "Workout" }!.id.uuidString
        try await h.test { client in
            let today = try await client.get(root + "/today").2
            #expect(today.contains("action=\"\(root)/challenges/\(id)/tasks/\(water)/log#task-\(water)\""))
            let refused = try await client.post(root + "/challenges/\(id)/tasks/\(water)/log", "mode=set&value=lots&from=\(root)/today")
            #expect(refused.0 == .badRequest && refused.2.contains("today-page"))
            #expect(refused.2.contains("id=\"value-\(water)\" name=\"value\" inputmode=\"decimal\" value=\"lots\" autocomplete=\"off\" aria-invalid=\"true\""))
            #expect(refused.2.contains("<p class=\"field-error\" id=\"value-\(water)-error\" role=\"alert\">“lots” is not a number.</p>"))
            let minutes = try await client.post(root + "/challenges/\(id)/tasks/\(workout)/log", "mode=add&value=half+an+hour&from=\(root)/today")
            #expect(minutes.0 == .badRequest && minutes.2.contains("value=\"half an hour\" aria-invalid=\"true\" aria-describedby=\"minutes-\(workout)-error\""))
            // On the task's own page, that page.
            let page = root + "/challenges/\(id)/tasks/\(water)"
            let onItsPage = try await client.post(page + "/log", "mode=set&value=lots&from=\(page)")
            #expect(onItsPage.0 == .badRequest && onItsPage.2.contains("task-page") && onItsPage.2.contains("id=\"value-\(water)-error\""))
            #expect(try h.app.todayScreen().tasks.allSatisfy { $0.value == 0 })
        }
    }

    @Test func refusedDetailsComeBackOnTheirPageAsTyped() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let height = try await client.post(root + "/profile/details", "name=Sam&height=tall&weight=70&from=%2Fultimate%2Fprofile")
            #expect(height.0 == .badRequest && height.2.contains("profile-page"))
            #expect(height.2.contains("name=\"height\" inputmode=\"decimal\" value=\"tall\" aria-invalid=\"true\""))
            #expect(height.2.contains("id=\"height-error\" role=\"alert\">“tall” is not a number.</p>"))
            #expect(height.2.contains("name=\"name\" value=\"Sam\"") && height.2.contains("value=\"70\""))
            // A refusal of the Core: above the form, with what was typed kept.
            let weight = try await client.post(root + "/profile/details", "name=Sam&height=180&weight=5")
            #expect(weight.0 == .badRequest && weight.2.contains("<p class=\"alert\" role=\"alert\">A weight is 20 to 500 kg.</p>")
                    && weight.2.contains("value=\"5\""))
            // During onboarding, its details step.
            let onboarding = try await client.post(root + "/profile/details", "weight=a+lot&from=%2Fultimate%2Fwelcome%3Fstep%3Dnotifications")
            #expect(onboarding.0 == .badRequest && onboarding.2.contains("onboarding-page") && onboarding.2.contains("id=\"weight-error\""))
            #expect(try h.app.profile() == UltimateProfile())
        }
    }
}
