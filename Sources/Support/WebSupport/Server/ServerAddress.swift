import Foundation
import HTTPTypes
import Hummingbird

/// Where the server is reached: the address it binds, the names it answers (its public URL's and
/// `--allowed-host`s, besides localhost), and the reverse proxy whose `X-Forwarded-*` it believes.
/// The Host and Origin checks, the sign-in's cookies and HSTS read a request through it.
public struct ServerAddress: Sendable {
    /// The address the server binds (`127.0.0.1`, `0.0.0.0`, a LAN address).
    public let boundHost: String
    /// The address people type (`https://habits.example.home`), if named.
    public let publicURL: PublicURL?
    /// Host names the server answers besides localhost, its bound address and its public URL's.
    public let allowedHosts: [String]
    /// The IP addresses of the reverse proxies whose `X-Forwarded-Proto`, `-Host` and `-For` are believed.
    public let trustedProxies: [String]

    /// The header the server's channel handler writes on every request: the IP address the
    /// connection comes from (a client's own value is replaced, never read).
    public static let peerField = HTTPField.Name("X-HabitSuite-Peer")!

    /// A server bound to `boundHost`, answering only its own names.
    public init(boundHost: String = "127.0.0.1") {
        self.boundHost = boundHost
        publicURL = nil
        allowedHosts = []
        trustedProxies = []
    }

    /// The address of a server bound to `boundHost`; `publicURL` must be an `http` or `https` URL
    /// with a host and no path beyond `/`.
    public init(boundHost: String, publicURL: String?, allowedHosts: [String], trustedProxies: [String]) throws {
        self.boundHost = boundHost
        self.publicURL = try publicURL.map(PublicURL.init(parsing:))
        self.allowedHosts = try allowedHosts.map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard !trimmed.isEmpty, trimmed.allSatisfy(Self.isHostCharacter) else {
                throw AddressError("“\(name)” is not a host name: give a name like habits.example.home or an address like 192.168.1.20.")
            }
            return Self.hostName(trimmed)
        }
        self.trustedProxies = try trustedProxies.map { address in
            guard Self.isIPAddress(address) else {
                throw AddressError("“\(address)” is not an IP address: --trusted-proxy takes the proxy's address, like 127.0.0.1.")
            }
            return address
        }
    }

    /// Whether anything but this machine can reach the server: it binds an address other than
    /// loopback, or a public URL, another name or a proxy says others reach it (a proxy on this
    /// machine forwards the network's requests to loopback). Sign-in is then required.
    public var isReachableBeyondLoopback: Bool {
        publicURL != nil || !allowedHosts.isEmpty || !trustedProxies.isEmpty || !Self.isLoopback(boundHost)
    }

    // MARK: - Reading a request

    /// Whether the request came through a trusted proxy (the connection's address is one).
    public func isProxied(_ request: Request) -> Bool {
        guard let peer = request.headers[Self.peerField] else { return false }
        return trustedProxies.contains(peer)
    }

    /// The scheme the person's browser used: the proxy's `X-Forwarded-Proto` when the request came
    /// through a trusted proxy, else `http` (the server speaks plain HTTP itself).
    public func scheme(of request: Request) -> String {
        guard isProxied(request), let proto = Self.first(request.headers[HTTPField.Name("X-Forwarded-Proto")!]) else { return "http" }
        return proto.lowercased() == "https" ? "https" : "http"
    }

    /// Whether the person's browser reached the server over HTTPS.
    public func isSecure(_ request: Request) -> Bool {
        scheme(of: request) == "https"
    }

    /// The `host[:port]` the browser asked for: a trusted proxy's `X-Forwarded-Host`, else the request's.
    public func authority(of request: Request) -> String {
        if isProxied(request), let forwarded = Self.first(request.headers[HTTPField.Name("X-Forwarded-Host")!]) { return forwarded }
        return request.head.authority ?? request.headers[HTTPField.Name("Host")!] ?? ""
    }

    /// Who is asking, for counting failed sign-ins: the last address a trusted proxy added to
    /// `X-Forwarded-For`, else the connection's address (`unknown` where no connection is, in tests).
    public func client(of request: Request) -> String {
        if isProxied(request), let chain = request.headers[HTTPField.Name("X-Forwarded-For")!],
           let last = chain.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty {
            return last
        }
        return request.headers[Self.peerField] ?? "unknown"
    }

    /// The origins a form of this server is sent from: the browser's own (its scheme and the host
    /// it asked for), and the public URL's.
    public func allowsOrigin(_ origin: String, of request: Request) -> Bool {
        origin == "\(scheme(of: request))://\(authority(of: request))" || origin == publicURL?.origin
    }

    // MARK: - Names

    /// Whether a request for `authority` (`host[:port]`) is answered: localhost, the loopback
    /// addresses, the bound address, the public URL's host and the allowed hosts; and, when the
    /// server binds beyond loopback, any IP address (a DNS-rebinding attack needs a name).
    public func allowsHost(_ authority: String) -> Bool {
        let name = Self.hostName(authority).lowercased()
        if name == "localhost" || name == "127.0.0.1" || name == "::1" || name == boundHost.lowercased() { return true }
        if name == publicURL?.host || allowedHosts.contains(name) { return true }
        return !Self.isLoopback(boundHost) && Self.isIPAddress(name)
    }

    /// The names the server answers, as a refusal lists them.
    public var answeredNames: [String] {
        var names = ["localhost"]
        if boundHost != "127.0.0.1" { names.append(boundHost) }
        if let host = publicURL?.host { names.append(host) }
        return names + allowedHosts
    }

    /// The host part of `host[:port]` or `[v6]:port`.
    public static func hostName(_ authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<end])
        }
        if authority.filter({ $0 == ":" }).count > 1 { return authority }  // a bare IPv6 address
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }

    /// Whether `host` is this machine alone: `localhost`, `127.x.x.x` or `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    static func isIPAddress(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }

    /// A name can hold letters, digits, dots, dashes, and an IPv6 address's colons and brackets.
    static func isHostCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || ".-:[]".contains(character))
    }

    private static func first(_ value: String?) -> String? {
        value?.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// The address people type to reach the server: `https://habits.example.home` (a port if not the scheme's own).
public struct PublicURL: Sendable, Equatable {
    /// `http` or `https`.
    public let scheme: String
    /// The host name, lowercased.
    public let host: String
    /// `scheme://host[:port]`, as a browser sends it in `Origin`.
    public let origin: String

    /// Reads `text`, refusing what is not an `http(s)://host[:port][/]` address.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = components.host?.lowercased(), !host.isEmpty, ["", "/"].contains(components.path),
              components.query == nil, components.fragment == nil, components.user == nil
        else {
            throw AddressError("“\(text)” is not an address like https://habits.example.home: give the scheme and the name, with a port if not the scheme's own.")
        }
        self.scheme = scheme
        self.host = host
        let isDefaultPort = components.port == nil || (scheme == "https" && components.port == 443) || (scheme == "http" && components.port == 80)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        origin = isDefaultPort ? "\(scheme)://\(shownHost)" : "\(scheme)://\(shownHost):\(components.port!)"
    }

    /// `origin` followed by `path` (which starts with `/`).
    public func address(_ path: String) -> String { origin + path }
}

/// An address option that cannot be used, said in words.
public struct AddressError: Error, CustomStringConvertible, LocalizedError {
    public let description: String
    init(_ description: String) { self.description = description }
    public var errorDescription: String? { description }
}
