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

/// Across the app: bad input gets a clear message and changes nothing.
@Suite struct UltimateWebTests {
    let root = "/ultimate"

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
                #expect(response.status == status && response.body.contains(message), "\(path) \(form): \(response.status) \(response.body.prefix(400))")
            }
            #expect(try h.app.challengeList().count == 1)
            #expect(try h.app.todayScreen().tasks.allSatisfy { $0.value == 0 })
            #expect(try h.app.profile() == UltimateProfile())
            // A cross-site POST is refused before it reaches the app.
            #expect(try await client.post(root + "/challenges/\(id)/restart", "", origin: "https://evil.example").status == .forbidden)
            #expect(try await client.get(root + "/challenges/\(UUID().uuidString)").status == .notFound)
        }
    }
}
