import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// The JSON API: listing, toggling, setting and skipping, with JSON errors and a 4 KB body limit.
@Suite struct APIControllerTests {
    let root = "/my-habit-lab"

    @Test func theAPIListsTogglesSetsAndSkipsWithJSONErrors() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        let water = try h.harness.habit("Water", kind: .measurable(unit: "l", target: 2, direction: .atLeast))
        let json: HTTPFields = [.contentType: "application/json"]
        try await h.test { client in
            let list = try await client.get(root + "/api/habits")
            #expect(list.status == .ok && list.body.contains("\"name\":\"Read\""))
            #expect(try Self.state(of: "Read", in: list.body) == "pending")
            let toggled = try await client.post(root + "/api/habits/\(read.id)/toggle", origin: nil, headers: json)
            #expect(toggled.status == .ok && toggled.body.contains("\"state\":\"done\""))
            // The list is kept by the page cache until a change: read again, it shows the toggle.
            #expect(try Self.state(of: "Read", in: try await client.get(root + "/api/habits").body) == "done")
            let value = try await client.post(root + "/api/habits/\(water.id)/value", "{\"value\": 2.5}", origin: nil, headers: json)
            #expect(value.body.contains("\"state\":\"done\""))
            let skipped = try await client.post(root + "/api/habits/\(read.id)/skip", "{\"day\": \"2026-11-21\"}", origin: nil, headers: json)
            #expect(skipped.body.contains("\"state\":\"skipped\"") && skipped.body.contains("2026-11-21"))
            let unknown = try await client.post(root + "/api/habits/\(UUID())/toggle", origin: nil, headers: json)
            #expect(unknown.status == .notFound && unknown.body.hasPrefix("{\"error\":"))
            let bad = try await client.post(root + "/api/habits/\(water.id)/value", "{\"value\": \"x\"}", origin: nil, headers: json)
            #expect(bad.status == .badRequest && bad.body.contains("\"error\""))
            let future = try await client.post(root + "/api/habits/\(read.id)/toggle", "{\"day\": \"2030-01-01\"}", origin: nil, headers: json)
            #expect(future.status == .badRequest && future.body.contains("in the future"))
            let crossSite = try await client.post(root + "/api/habits/\(read.id)/toggle", origin: "https://evil.example", headers: json)
            #expect(crossSite.status == .forbidden)
            // Without an Origin, only JSON is taken: a plain form could come from another site's page.
            #expect(try await client.post(root + "/api/habits/\(read.id)/toggle", origin: nil).status == .forbidden)
            #expect(try h.app.todayScreen().habits.first { $0.name == "Read" }?.state == .done)
        }
    }

    /// The `state` of the habit named `name` in the API's list.
    static func state(of name: String, in list: String) throws -> String? {
        let json = try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any]
        let habits = json?["habits"] as? [[String: Any]]
        return habits?.first { $0["name"] as? String == name }?["state"] as? String
    }

    /// Issue 22, defect 10: a body over 4 KB answered 500 with "Something went wrong on our side".
    @Test func anAPIBodyOver4KBIs413WithAJSONErrorAndChangesNothing() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        let json: HTTPFields = [.contentType: "application/json"]
        // `{"day": "2026-11-22"}` padded with blanks before its closing brace to `bytes` bytes.
        let body = { (bytes: Int) in "{\"day\": \"2026-11-22\"" + String(repeating: " ", count: bytes - 21) + "}" }
        let (fiveKB, fourKB) = (body(5 * 1024), body(4 * 1024))
        #expect(fiveKB.utf8.count == 5 * 1024 && fourKB.utf8.count == 4 * 1024)
        try await h.test { client in
            let tooLarge = try await client.post(root + "/api/habits/\(read.id)/toggle", fiveKB, origin: nil, headers: json)
            #expect(tooLarge.status == .contentTooLarge)
            #expect(tooLarge.body == "{\"error\":\"The request body is larger than 4 KB.\"}")
            #expect(try h.app.todayScreen().habits.first { $0.name == "Read" }?.state != .done)
            let largest = try await client.post(root + "/api/habits/\(read.id)/toggle", fourKB, origin: nil, headers: json)
            #expect(largest.status == .ok && largest.body.contains("\"state\":\"done\""))
        }
    }

    /// Issue 39, item 16: the cross-site check answered a plain-text 403 without a content type, and
    /// an unknown address under the API the app's HTML 404 page; a wrong method answered plain text.
    @Test func everyRefusalUnderTheAPIIsJSONWithItsContentType() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        try await h.test { client in
            let refusals: [(method: HTTPRequest.Method, path: String, headers: HTTPFields, status: HTTPResponse.Status, error: String)] = [
                (.post, root + "/api/habits/\(read.id)/toggle", [.contentType: "application/json", .origin: "https://evil.example"],
                 .forbidden, "This form was sent from another site, so it was refused. Open the app and try again."),
                (.post, root + "/api/habits/\(read.id)/toggle", [:], .forbidden,
                 "This form was sent from another site, so it was refused. Open the app and try again."),
                (.get, root + "/api/nothing-here", [:], .notFound, "There is nothing at this address."),
                (.get, root + "/api/habits/\(read.id)/toggle", [:], .methodNotAllowed,
                 "This address takes a form sent from the app's page; open the page instead."),
                (.put, root + "/api/habits", [:], .methodNotAllowed,
                 "PUT is not something this app answers; it reads with GET and acts with POST."),
            ]
            for refusal in refusals {
                let (status, type, body) = try await client.execute(uri: refusal.path, method: refusal.method, headers: refusal.headers) {
                    ($0.status, $0.headers[.contentType], String(buffer: $0.body))
                }
                #expect(status == refusal.status, "\(refusal.method) \(refusal.path)")
                #expect(type == "application/json", "\(refusal.method) \(refusal.path)")
                let json = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String]
                #expect(json == ["error": refusal.error], "\(refusal.method) \(refusal.path)")
            }
            // Outside the API the pages' refusals are unchanged: the 404 is the app's page.
            let page = try await client.execute(uri: root + "/nothing-here", method: .get) { ($0.status, $0.headers[.contentType]) }
            #expect(page.0 == .notFound && page.1?.hasPrefix("text/html") == true)
            #expect(try h.app.todayScreen().habits.first { $0.name == "Read" }?.state != .done)
        }
    }
}
