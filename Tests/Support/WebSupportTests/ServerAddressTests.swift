import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WebSupport

/// The Host check with a public URL, a LAN address and a rebinding name; the proxy's headers
/// believed only from the proxy.
@Suite struct ServerAddressTests {
    private func answer(_ address: ServerAddress, host: String, headers: HTTPFields = [:], post origin: String? = nil) async throws -> HTTPResponse.Status {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: HostCheckMiddleware(address: address))
        router.add(middleware: OriginCheckMiddleware(address: address))
        router.get("page") { _, _ in "page" }
        router.post("page") { _, _ in "done" }
        var fields = headers
        fields[HTTPField.Name("Host")!] = host
        if let origin { fields[.origin] = origin }
        let sent = fields
        return try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/page", method: origin == nil ? .get : .post, headers: sent) { $0.status }
        }
    }

    static let home = try! ServerAddress(boundHost: "0.0.0.0", publicURL: "https://habits.example.home", allowedHosts: ["habits.local"],
                                          trustedProxies: ["127.0.0.1"])

    @Test(arguments: [("habits.example.home", true), ("HABITS.example.home:443", true), ("habits.local:8080", true),
                      ("localhost:8080", true), ("192.168.1.20:8080", true), ("[fe80::1]:8080", true),
                      ("rebind.attacker.example", false), ("habits.example.home.attacker.example", false), ("", false)])
    func theHostCheckAnswersTheServersNamesAndAddresses(host: String, answered: Bool) async throws {
        let status = try await answer(Self.home, host: host)
        #expect((status == .ok) == answered, "\(host): \(status)")
        if !answered { #expect(status == .misdirectedRequest) }
    }

    @Test func onLoopbackALANAddressIsNotAnswered() async throws {
        #expect(try await answer(ServerAddress(), host: "192.168.1.20:8080") == .misdirectedRequest)
        #expect(try await answer(ServerAddress(), host: "localhost:8080") == .ok)
    }

    @Test func aRefusalSaysHowToAddTheName() async throws {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: HostCheckMiddleware(address: ServerAddress()))
        router.get("page") { _, _ in "page" }
        let text = try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/page", method: .get, headers: [HTTPField.Name("Host")!: "habits.local"]) { String(buffer: $0.body) }
        }
        #expect(text.contains("only answers requests for localhost or 127.0.0.1") && text.contains("--allowed-host habits.local"))
    }

    @Test func formsFromThePublicURLAndThroughTheProxyAreFromThisSite() async throws {
        // NB: the test router's request always asks for the authority `localhost`.
        let proxied: HTTPFields = [ServerAddress.peerField: "127.0.0.1", HTTPField.Name("X-Forwarded-Proto")!: "https",
                                   HTTPField.Name("X-Forwarded-Host")!: "habits.local"]
        #expect(try await answer(Self.home, host: "habits.example.home", post: "https://habits.example.home") == .ok)
        #expect(try await answer(Self.home, host: "habits.local", headers: proxied, post: "https://habits.local") == .ok)
        #expect(try await answer(Self.home, host: "localhost", post: "https://localhost") == .forbidden, "https only through the proxy")
        #expect(try await answer(Self.home, host: "localhost", post: "http://localhost") == .ok)
        #expect(try await answer(Self.home, host: "habits.local", headers: proxied, post: "https://evil.example") == .forbidden)
    }

    @Test func theProxysHeadersAreBelievedOnlyFromTheProxy() async throws {
        let forwarded: HTTPFields = [HTTPField.Name("X-Forwarded-Host")!: "rebind.attacker.example"]
        var fromProxy = forwarded
        fromProxy[ServerAddress.peerField] = "127.0.0.1"
        #expect(try await answer(Self.home, host: "habits.example.home", headers: fromProxy) == .misdirectedRequest)
        var fromLAN = forwarded
        fromLAN[ServerAddress.peerField] = "192.168.1.30"
        #expect(try await answer(Self.home, host: "habits.example.home", headers: fromLAN) == .ok, "ignored: not the proxy")
    }

    @Test func whatIsReachableBeyondLoopback() throws {
        #expect(!ServerAddress().isReachableBeyondLoopback)
        #expect(!ServerAddress(boundHost: "::1").isReachableBeyondLoopback)
        #expect(ServerAddress(boundHost: "0.0.0.0").isReachableBeyondLoopback)
        #expect(try ServerAddress(boundHost: "127.0.0.1", publicURL: "https://h.example", allowedHosts: [], trustedProxies: []).isReachableBeyondLoopback)
        #expect(try ServerAddress(boundHost: "127.0.0.1", publicURL: nil, allowedHosts: [], trustedProxies: ["127.0.0.1"]).isReachableBeyondLoopback,
                "a proxy on this machine forwards others' requests")
        #expect(try ServerAddress(boundHost: "127.0.0.1", publicURL: nil, allowedHosts: ["habits.local"], trustedProxies: []).isReachableBeyondLoopback)
    }

    @Test(arguments: ["habits.example.home", "ftp://habits.example.home", "https://habits.example.home/app", "https://", "https://h.example/?q=1"])
    func aPublicURLMustBeASchemeAndAName(text: String) {
        #expect(throws: AddressError.self) { try PublicURL(parsing: text) }
    }

    @Test func aPublicURLsOriginIsWhatBrowsersSend() throws {
        #expect(try PublicURL(parsing: "https://Habits.Example.home/").origin == "https://habits.example.home")
        #expect(try PublicURL(parsing: "https://habits.example.home:443").origin == "https://habits.example.home")
        #expect(try PublicURL(parsing: "http://pi.local:8080").origin == "http://pi.local:8080")
    }

    @Test func aTrustedProxyIsAnAddress() {
        #expect(throws: AddressError.self) { try ServerAddress(boundHost: "0.0.0.0", publicURL: nil, allowedHosts: [], trustedProxies: ["caddy"]) }
        #expect(throws: AddressError.self) { try ServerAddress(boundHost: "0.0.0.0", publicURL: nil, allowedHosts: ["a b"], trustedProxies: []) }
    }
}
