import Access
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import WebSupport
@testable import CLICommands

/// With sign-in on, every route of every app the suite hosts (read from its router, as
/// `EveryWebAppTests` does) answers a signed-out browser or script with the sign-in page or 401,
/// never its data, and changes nothing (but what a phone installs: the manifest and the service
/// worker); signed in, no page is stored by a browser or a proxy.
/// An app added to `Suite` is checked without a test of its own.
@Suite struct SignedOutTests {
    static let passphrase = "correct horse battery"

    /// Access with the passphrase set (bcrypt's least cost: the tests sign in often).
    private static func access() throws -> Access {
        let access = Access(database: try .inMemory(), passphraseCost: 4)
        try access.setPassphrase(passphrase, again: passphrase)
        return access
    }

    /// Words only the app's seeded data holds.
    static let data = [["Walk", "Mine", "Darwin"], ["pages", "Gym", "Felt good"], ["75 Soft", "Stretch", "Sam"]]

    @Test(arguments: EveryWebAppTests.apps)
    func signedOutEveryRouteAnswersTheSignInPageOr401AndNeverData(app index: Int) async throws {
        let hosted = try await HostedApp(index, access: try Self.access())
        let before = try hosted.changeToken()
        let routes = hosted.routes
        let stylesheet = hosted.app.chrome.stylesheets[0]
        let api = APIPaths(apps: [hosted.app])
        try #require(routes.count >= 10, "the router lists the app's routes")
        try await hosted.test { client async throws in
            for route in routes where WebAppManifest.isServed(at: route.path) {
                // What a phone installs: open (a browser asks for a manifest without cookies), and no one's data.
                let answer = try await client.get(route.path)
                #expect(answer.status == .ok, "\(route)")
                for word in Self.data[index] { #expect(!answer.body.contains(word), "\(route) shows \(word)") }
            }
            for route in routes where !route.path.contains("static/") && !WebAppManifest.isServed(at: route.path) {
                let uri = route.address(filling: UUID().uuidString)
                let answers = route.method == .post
                    ? [try await client.post(uri, "name=x&value=1&day=2026-11-22"),
                       try await client.post(uri, "{}", origin: nil, headers: [.contentType: "application/json"])]
                    : [try await client.get(uri), try await client.get(uri, headers: [HTTPField.Name("X-Requested-With")!: "habitsuite"]),
                       try await client.get(uri + "?access_token=hs_x"), try await client.get(uri, headers: [.authorization: "Bearer hs_forged"])]
                let isAPI = api.contains(route.path)
                for (number, answer) in answers.enumerated() {
                    #expect(answer.status == .unauthorized, "\(route) #\(number): \(answer.status)")
                    for word in Self.data[index] { #expect(!answer.body.contains(word), "\(route) #\(number) shows \(word)") }
                    // Under an app's API every refusal is JSON (issue 39, item 16).
                    if isAPI { #expect(answer.body.hasPrefix("{\"error\":"), "\(route) #\(number): \(answer.body.prefix(60))") }
                }
                if route.method == .get && !isAPI {
                    #expect(answers[0].body.contains("action=\"/sign-in\"") && answers[0].body.contains(stylesheet),
                            "\(route): the sign-in page, in the app's look")
                }
            }
        }
        #expect(try hosted.changeToken() == before)
    }

    /// Each app's Settings (Ultimate's Profile) links to Sign-in and tokens when the server asks for
    /// sign-in, so an app installed on a phone can sign out; on loopback with no sign-in it says
    /// nothing of it.
    @Test(arguments: EveryWebAppTests.apps)
    func signedInEveryAppsSettingsLinksToSignInAndTokens(app index: Int) async throws {
        let settings = ["settings", "settings", "profile"][index]
        let hosted = try await HostedApp(index, access: try Self.access())
        let path = "\(hosted.app.chrome.root)/\(settings)"
        try await hosted.test { client async throws in
            let cookie = try await client.execute(uri: "/sign-in", method: .post,
                                                  headers: [.contentType: "application/x-www-form-urlencoded", .origin: "http://localhost"],
                                                  body: ByteBuffer(string: "passphrase=correct+horse+battery&to=/")) { response in
                try #require(response.headers[values: .setCookie].first { $0.hasPrefix("habitsuite-session=") }).prefix { $0 != ";" }
            }
            let page = try await client.execute(uri: path, method: .get, headers: [.cookie: String(cookie)]) { String(buffer: $0.body) }
            #expect(page.contains("href=\"/account\">Sign-in and tokens</a>"), "\(path)")
        }
        let loopback = try await HostedApp(index)
        try await loopback.test { client async throws in
            #expect(!(try await client.get(path).body.contains("Sign-in and tokens")), "\(path) on loopback")
        }
    }

    @Test(arguments: EveryWebAppTests.apps)
    func signedInNoPageIsStored(app index: Int) async throws {
        let hosted = try await HostedApp(index, access: try Self.access())
        let pages = hosted.routes.filter { $0.method == .get && !$0.hasCaptures && !$0.path.hasSuffix("clock") && !WebAppManifest.isServed(at: $0.path) }
        try await hosted.test { client async throws in
            let cookie = try await client.execute(uri: "/sign-in", method: .post,
                                                  headers: [.contentType: "application/x-www-form-urlencoded", .origin: "http://localhost"],
                                                  body: ByteBuffer(string: "passphrase=correct+horse+battery&to=/")) { response in
                try #require(response.headers[values: .setCookie].first { $0.hasPrefix("habitsuite-session=") }).prefix { $0 != ";" }
            }
            for route in pages {
                let status = try await client.execute(uri: route.address(filling: ""), method: .get, headers: [.cookie: String(cookie)]) { response in
                    #expect(["no-store", "private, no-cache"].contains(response.headers[.cacheControl] ?? ""), "\(route)")
                    return response.status
                }
                #expect(status != .unauthorized, "\(route)")
            }
        }
    }
}
