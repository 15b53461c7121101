import Access
import CLISupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TestSupport
import WebApp
import WebSupport
@testable import CLICommands

/// The security and bad-input checks, run over every route of every app the suite hosts (its
/// router lists them), so an app added to `Suite` gets them without writing a test: a wrong method
/// is 405, a foreign host 421, a post from another site 403, an unknown or malformed id a page that
/// says so (4xx), hostile text is shown as text, and none of these changes anything.
@Suite struct EveryWebAppTests {
    /// Each app's index in `Suite.webApps`.
    static let apps = Array(Suite.commandGroups.indices)

    @Test(arguments: apps)
    func unknownOrMalformedIdsAreAPageSayingSoAndChangeNothing(app index: Int) async throws {
        let hosted = try await HostedApp(index)
        let before = try hosted.changeToken()
        let routes = hosted.routes
        try #require(routes.filter(\.hasCaptures).count >= 5, "the router lists the app's routes")
        try await hosted.test { client in
            for route in routes where route.hasCaptures {
                for filler in HostedApp.unknownIds {
                    let uri = route.address(filling: filler)
                    let answer = route.method == .post
                        ? try await client.post(uri, "day=2026-11-22&value=1&name=x")
                        : try await client.get(uri)
                    #expect((400..<500).contains(answer.status.code), "\(route) as \(uri): \(answer.status)")
                    #expect(!answer.body.isEmpty, "\(route) as \(uri) says nothing")
                }
            }
        }
        #expect(try hosted.changeToken() == before)
    }

    @Test(arguments: apps)
    func wrongMethodsForeignHostsAndOtherSitesAreRefusedAndChangeNothing(app index: Int) async throws {
        let hosted = try await HostedApp(index)
        let before = try hosted.changeToken()
        let routes = hosted.routes
        try await hosted.test { client in
            for route in routes {
                let uri = route.address(filling: UUID().uuidString)
                for method in [HTTPRequest.Method.put, .delete, .patch] {
                    let status = try await client.execute(uri: uri, method: method, headers: [.origin: "http://localhost"]) { $0.status }
                    #expect(status == .methodNotAllowed, "\(method) \(uri)")
                }
                let foreign = try await client.get(uri, headers: [HTTPField.Name("Host")!: "evil.example"])
                #expect(foreign.status == .misdirectedRequest, "\(uri) for evil.example")
                if route.method == .post {
                    for origin in [nil, "https://evil.example", "null"] as [String?] {
                        let answer = try await client.post(uri, "name=x", origin: origin)
                        #expect(answer.status == .forbidden && answer.body.contains("sent from another site"), "\(uri) from \(origin ?? "nowhere")")
                    }
                }
            }
        }
        #expect(try hosted.changeToken() == before)
    }

    @Test(arguments: apps)
    func hostileTextInAnyFormOrAddressIsShownAsText(app index: Int) async throws {
        let hosted = try await HostedApp(index)
        let routes = hosted.routes
        try await hosted.test { client in
            let pages = routes.filter { $0.method == .get && !$0.hasCaptures }
            for route in routes where route.method == .post && !route.hasCaptures {
                let answer = try await client.post(route.address(filling: ""), HostedApp.hostileForm)
                #expect(answer.status.code < 500, "POST \(route): \(answer.status)")
                #expect(!answer.body.contains(HostedApp.script), "POST \(route) echoes the script")
            }
            for route in pages {
                let answer = try await client.get(route.address(filling: "") + HostedApp.hostileQuery)
                #expect(answer.status.code < 500, "GET \(route): \(answer.status)")
                #expect(!answer.body.contains(HostedApp.script), "GET \(route) shows the script")
            }
        }
    }
}

/// One app of the suite, over data its own commands made, behind the suite's whole router.
struct HostedApp {
    let app: any SuiteApp
    let routes: [AppRoute]
    private let router: HeadAnsweringRouter<Router<BasicRequestContext>>
    /// Kept so the data outlives the test.
    private let seed: SeededApp

    /// The app at `index` in `Suite.webApps`; with `access`, behind the sign-in.
    init(_ index: Int, access: Access? = nil) async throws {
        seed = try await SeededApp.seeded(index)
        var options = CommonOptions()
        options.dataDirectory = seed.seed.directory.path
        options.now = seed.seed.now
        options.timeZone = "America/New_York"
        options.locale = "en_US"
        app = try Suite.webApps(options)[index]
        let listing = Router(context: BasicRequestContext.self)
        try app.addRoutes(to: listing.group(RouterPath(app.chrome.root)))
        routes = listing.routes.map(AppRoute.init).filter { !$0.path.contains("*") }
        router = try buildRouter(address: ServerAddress(), access: access, apps: [app], logger: Logger(label: "test"))
    }

    /// The app's change token: the same as long as nothing was written.
    func changeToken() throws -> Int {
        try app.pageVersion().token
    }

    /// Runs `body` with a client of the whole router.
    func test(_ body: @escaping @Sendable (WebClient) async throws -> Void) async throws {
        try await Application(router: router).test(.router) { client in try await body(WebClient(client)) }
    }

    /// What stands in for an id in an address: nothing the app has, and things that are not ids.
    static let unknownIds = [UUID().uuidString, "999999", "no-such-thing", "%3Cscript%3E", "..", String(repeating: "9", count: 40)]

    static let script = "<script>alert(1)</script>"
    /// Every field name the apps' forms use, each carrying a script.
    static let hostileForm = ["name", "title", "detail", "note", "unit", "value", "text", "label", "answer", "day", "time", "start",
                              "target", "icon", "color", "from", "hour", "minute", "period", "days", "hours", "strategy", "enabled"]
        .map { "\($0)=%3Cscript%3Ealert(1)%3C%2Fscript%3E" }.joined(separator: "&")
    static let hostileQuery = "?notice=%3Cscript%3Ealert(1)%3C%2Fscript%3E&day=%3Cscript%3E&year=%3Cscript%3E&month=%3Cscript%3E"
        + "&from=%3Cscript%3Ealert(1)%3C%2Fscript%3E&import=%3Cscript%3E&w1=%3Cscript%3E"
}

/// One route of an app, as its router lists it.
struct AppRoute: CustomStringConvertible, Sendable {
    let method: HTTPRequest.Method
    /// The path, captures written `{name}`.
    let path: String

    init(_ route: Router<BasicRequestContext>.RouteDescription) {
        method = route.method
        path = route.path.description
    }

    var hasCaptures: Bool { path.contains("{") }

    /// The path with every capture replaced by `filler`.
    func address(filling filler: String) -> String {
        path.replacing(/\{[^}]*\}/, with: filler)
    }

    var description: String { "\(method) \(path)" }
}
