import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import WebSupport
@testable import Access

/// A clock the test moves by seconds.
final class MovingClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var clock: Clock { Clock { self.date.withLock { $0 } } }
    func advance(_ seconds: TimeInterval) { date.withLock { $0 += seconds } }
}

/// How many changes the stand-in app made.
final class Counter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
}

/// A server with sign-in on, in front of a stand-in app at `/app` whose page shows "secret data"
/// and whose action counts changes; the passphrase is `correct horse battery`.
struct AccessHarness {
    static let passphrase = "correct horse battery"
    let access: Access
    let time = MovingClock()
    let changes = Counter()
    let address: ServerAddress

    init(passphrase: String? = Self.passphrase, address: ServerAddress? = nil) throws {
        self.address = try address ?? ServerAddress(boundHost: "0.0.0.0", publicURL: "https://habits.example.home", allowedHosts: [],
                                                    trustedProxies: ["127.0.0.1"])
        access = Access(database: try .inMemory(), clock: time.clock, calendar: Calendar(identifier: .gregorian), passphraseCost: 4)
        if let passphrase { try access.setPassphrase(passphrase, again: passphrase) }
    }

    /// Runs `body` with a client of the router.
    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router(context: BasicRequestContext.self)
        let suite = AppChrome(name: "HabitSuite", root: "", icon: "/static/suite-icon.svg", themeColor: "#F4F4F6", stylesheets: [])
        router.add(middleware: SecurityHeadersMiddleware(address: address))
        router.add(middleware: HostCheckMiddleware(address: address))
        router.add(middleware: OriginCheckMiddleware(address: address))
        router.add(middleware: ErrorPageMiddleware(apps: [AppChrome](), suite: suite, logger: Logger(label: "test")))
        let looks = AccessLooks(apps: [], suite: suite)
        router.add(middleware: SignInMiddleware(access: access, address: address, looks: looks))
        AccessController(access: access, address: address, looks: looks).addRoutes(to: router)
        let changes = self.changes
        router.get("app/data") { _, _ in Response.plain(.ok, "secret data") }
        router.post("app/change") { _, _ in
            changes.add()
            return Response.seeOther("/app/data")
        }
        router.get("app/form") { _, _ in Response.formPage("<form></form>") }
        try await Application(router: router).test(.router, body)
    }
}

/// What a browser sends from this site, over plain HTTP on the LAN, or through the proxy over HTTPS.
enum Via {
    case lan, proxy

    var headers: HTTPFields {
        switch self {
        case .lan: [.origin: "http://localhost", ServerAddress.peerField: "192.168.1.30"]
        case .proxy: [.origin: "https://habits.example.home", HTTPField.Name("Host")!: "habits.example.home",
                      ServerAddress.peerField: "127.0.0.1", HTTPField.Name("X-Forwarded-Proto")!: "https",
                      HTTPField.Name("X-Forwarded-Host")!: "habits.example.home", HTTPField.Name("X-Forwarded-For")!: "192.168.1.30"]
        }
    }
}

extension TestClientProtocol {
    /// GET `uri` with `cookie` (`name=value`) and `headers`.
    func page(_ uri: String, cookie: String? = nil, via: Via = .lan, headers: HTTPFields = [:]) async throws -> TestResponse {
        var fields = via.headers
        for field in headers { fields[field.name] = field.value }
        if let cookie { fields[.cookie] = cookie }
        return try await execute(uri: uri, method: .get, headers: fields) { $0 }
    }

    /// POST `form` to `uri` with `cookie`.
    func send(_ uri: String, _ form: String = "", cookie: String? = nil, via: Via = .lan, headers: HTTPFields = [:]) async throws -> TestResponse {
        var fields = via.headers
        fields[.contentType] = "application/x-www-form-urlencoded"
        for field in headers { fields[field.name] = field.value }
        if let cookie { fields[.cookie] = cookie }
        return try await execute(uri: uri, method: .post, headers: fields, body: ByteBuffer(string: form)) { $0 }
    }

    /// Signs in with `passphrase`: the session cookie as `name=value`, or nil when refused.
    func signIn(_ passphrase: String = AccessHarness.passphrase, via: Via = .lan) async throws -> String? {
        let answer = try await send("/sign-in", "passphrase=\(passphrase.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&to=/app/data", via: via)
        guard answer.status == .seeOther else { return nil }
        return answer.headers[values: .setCookie].first { $0.contains("-session=") }.map { String($0.prefix { $0 != ";" }) }
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}
