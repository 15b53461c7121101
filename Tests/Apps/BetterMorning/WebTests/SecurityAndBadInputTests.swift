import TestSupport
import BetterMorningTestSupport
import BetterMorningCore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import BetterMorningWeb
import WebApp
@testable import WebSupport

@Suite struct SecurityAndBadInputTests {
    @Test(arguments: [nil, "https://evil.example", "http://localhost.evil.example", "null"])
    func crossSitePostsAreRefused(origin: String?) async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            let answer = try await client.post("/better-morning/celebrities/tim-cook/choose", origin: origin)
            #expect(answer.status == .forbidden)
            #expect(answer.body.contains("sent from another site"))
        }
        #expect(try h.app.routineList().isEmpty)
    }

    @Test func aSameOriginFetchWithoutOriginIsAccepted() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            let response = try await client.post("/better-morning/celebrities/tim-cook/choose", origin: nil, headers: [HTTPField.Name("Sec-Fetch-Site")!: "same-origin"])
            #expect(response.status == .seeOther)
        }
    }

    @Test(arguments: ["evil.example", "evil.example:8080", "127.0.0.2"])
    func aForeignHostIsRefused(host: String) async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            let answer = try await client.get("/better-morning/explore", headers: [HTTPField.Name("Host")!: host])
            #expect(answer.status == .misdirectedRequest)
            #expect(answer.body.contains("only answers requests for localhost"))
        }
    }

    @Test func serverTimesAreWrittenInMillisecondsWithThreeDecimals() {
        #expect(ServerTimingMiddleware<BasicRequestContext>.text(0) == "0.000")
        #expect(ServerTimingMiddleware<BasicRequestContext>.text(0.0424) == "0.042")
        #expect(ServerTimingMiddleware<BasicRequestContext>.text(12.3456) == "12.346")
        #expect(ServerTimingMiddleware<BasicRequestContext>.text(5.1) == "5.100")
    }

    @Test func everyResponseCarriesTheContentSecurityPolicy() async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            try await client.execute(uri: "/better-morning/explore", method: .get) { response in
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                #expect(response.headers[.contentSecurityPolicy]?.contains("unsafe-inline") == false)
                // And how long the server took, in milliseconds.
                let timing = response.headers[HTTPField.Name("Server-Timing")!] ?? ""
                #expect(timing.wholeMatch(of: /app;dur=\d+\.\d{3}/) != nil, "\(timing)")
            }
            #expect(try await client.get("/better-morning/static/app.js").status == .ok)
            #expect(try await client.get("/better-morning/static/app.css").status == .ok)
            #expect(try await client.get("/static/suite.css").status == .ok)
        }
    }

    @Test(arguments: [
        "/nowhere", "/better-morning/celebrities/nobody", "/better-morning/data/abc/delete", "/better-morning/data/999/delete",
        "/static/missing.js", "/better-morning/static/missing.js",
    ])
    func unknownAddressesAreA404Page(uri: String) async throws {
        let h = try WebHarness()
        try await h.test { client async throws in
            let answer = try await client.get(uri)
            #expect(answer.status == .notFound)
            #expect(answer.body.contains("<!doctype html>") || uri.hasPrefix("/static"))
        }
    }

    @Test func badInputGetsAClearMessageAndChangesNothing() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-23T06:00:00-05:00")
        try await h.test { client async throws in
            let cases: [(String, String, HTTPResponse.Status, String)] = [
                ("/better-morning/routine/tasks/1/toggle", "", .badRequest, "missing “day”"),
                ("/better-morning/routine/tasks/1/toggle", "day=tomorrow", .badRequest, "is not a date"),
                ("/better-morning/routine/tasks/abc/toggle", "day=2026-11-23", .notFound, "There is no task"),
                ("/better-morning/routine/tasks/999/toggle", "day=2026-11-23", .notFound, "is not part of today"),
                ("/better-morning/settings/notifications", "enabled=sometimes", .badRequest, "on or off"),
                ("/better-morning/data/999/restart", "", .notFound, "There is no routine"),
                ("/better-morning/data/-1/delete", "", .notFound, "There is no routine"),
                ("/better-morning/celebrities/nobody/choose", "", .notFound, "There is no famous routine"),
                ("/better-morning/create/title", "title=x", .badRequest, "needs the one-time unlock"),
                ("/better-morning/create/tasks", "title=x&hour=7&minute=0&period=AM", .badRequest, "needs the one-time unlock"),
                ("/better-morning/create/tasks", "%%%", .badRequest, "not sent in a form"),
            ]
            for (uri, form, status, message) in cases {
                let response = try await client.post(uri, form)
                #expect(response.status == status, "\(uri)")
                #expect(response.body.contains(message), "\(uri): \(response.body.prefix(300))")
            }
            #expect(try await client.get("/better-morning/routine?day=yesterday").status == .badRequest)
            #expect(try await client.get("/better-morning/routine?day=2026-01-01").body.contains("is outside this routine"))
            #expect(try await client.get("/better-morning/data?w1=abc&wx=1").status == .ok)
            let huge = try await client.post("/better-morning/create/title", "title=" + String(repeating: "a", count: 20_000))
            #expect(huge.status == .badRequest)
            #expect(huge.body.contains("too large"))
        }
        #expect(try h.app.routineList().count == 1)
        #expect(try h.app.routineScreen().tasks.allSatisfy { $0.mark == .untouched })
        #expect(try h.app.settingsScreen().notificationsEnabled)
    }
}
