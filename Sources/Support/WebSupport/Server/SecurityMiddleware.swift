import HTTPTypes
import Hummingbird

/// Refuses a `Host` the server does not answer (DNS rebinding): see `ServerAddress.allowsHost(_:)`.
public struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let address: ServerAddress
    let api: APIPaths

    /// Allows what `address` names; refuses in JSON under `api`.
    public init(address: ServerAddress, api: APIPaths = APIPaths()) {
        self.address = address
        self.api = api
    }

    /// Allows localhost and `boundHost`.
    public init(boundHost: String) {
        self.init(address: ServerAddress(boundHost: boundHost))
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // NB: HTTP/1's Host header arrives as the authority; a Host field left beside it is checked too,
        // and so is the host a trusted proxy says the browser asked for.
        var names = [request.head.authority, request.headers[HTTPField.Name("Host")!]].compactMap { $0 }
        if address.isProxied(request) { names.append(address.authority(of: request)) }
        guard !names.isEmpty, names.allSatisfy(address.allowsHost) else {
            return api.refusal(.misdirectedRequest, refusal(asked: names.first { !address.allowsHost($0) } ?? ""), path: request.uri.path)
        }
        return try await next(request, context)
    }

    /// Which names are answered, and how to add the one asked for when it is a plain name.
    private func refusal(asked: String) -> String {
        var names: [String] = []
        for name in ["localhost", address.boundHost] + address.answeredNames where !names.contains(name) { names.append(name) }
        let listed = names.count <= 2 ? names.joined(separator: " or ")
            : names.dropLast().joined(separator: ", ") + " or " + names.last!
        let name = ServerAddress.hostName(asked)
        guard !name.isEmpty, name.count <= 253, name.allSatisfy(ServerAddress.isHostCharacter) else {
            return "This server only answers requests for \(listed)."
        }
        return "This server only answers requests for \(listed). To open it as \(name), start it with --allowed-host \(name) "
            + "(or --public-url with the address people type)."
    }
}

/// Refuses state-changing requests from other sites: a POST must come from this origin.
public struct OriginCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let address: ServerAddress
    let api: APIPaths

    /// The check for a server on loopback.
    public init() {
        self.init(address: ServerAddress())
    }

    /// The check for a server reached at `address` (its public URL's origin, and `https` through a
    /// trusted proxy), refusing in JSON under `api`.
    public init(address: ServerAddress, api: APIPaths = APIPaths()) {
        self.address = address
        self.api = api
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post else { return try await next(request, context) }
        if let origin = request.headers[.origin] {
            guard address.allowsOrigin(origin, of: request) else { return refusal(request) }
        } else if let site = request.headers[HTTPField.Name("Sec-Fetch-Site")!] {
            guard site == "same-origin" || site == "none" else { return refusal(request) }
        } else if !Self.isJSON(request) && !Self.hasBearer(request) {
            // NB: a script (curl, a shortcut) sends no Origin. A browser cannot send JSON, nor an
            // Authorization header, to another site without a CORS preflight, which is never
            // answered, so such a request without an Origin comes from outside a browser.
            return refusal(request)
        }
        return try await next(request, context)
    }

    private static func hasBearer(_ request: Request) -> Bool {
        request.headers[.authorization]?.lowercased().hasPrefix("bearer ") == true
    }

    private static func isJSON(_ request: Request) -> Bool {
        request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true
    }

    private func refusal(_ request: Request) -> Response {
        api.refusal(.forbidden, "This form was sent from another site, so it was refused. Open the app and try again.", path: request.uri.path)
    }
}

/// Answers 405 Method Not Allowed to methods the apps never use (they read with GET or HEAD and
/// act with POST), instead of a misleading 404.
public struct MethodCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let api: APIPaths

    /// The check, refusing in JSON under `api`.
    public init(api: APIPaths = APIPaths()) {
        self.api = api
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard [.get, .head, .post].contains(request.method) else {
            var response = api.refusal(.methodNotAllowed, "\(request.method.rawValue) is not something this app answers; it reads with GET and acts with POST.",
                                       path: request.uri.path)
            response.headers[.allow] = "GET, HEAD, POST"
            return response
        }
        return try await next(request, context)
    }
}

/// The Content-Security-Policy (no inline script) and friends on every response, and HSTS on
/// every response a browser received over HTTPS.
public struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    let address: ServerAddress?

    /// The headers.
    public init() {
        self.address = nil
    }

    /// The headers, with HSTS when `address` says the request came over HTTPS (a trusted proxy's).
    public init(address: ServerAddress) {
        self.address = address
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if let address, address.isSecure(request) {
            // NB: no includeSubDomains: other names under the owner's domain may not serve HTTPS.
            response.headers[HTTPField.Name("Strict-Transport-Security")!] = "max-age=31536000"
        }
        response.headers[.contentSecurityPolicy] = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
        return response
    }
}

extension Response {
    /// A short plain-text response.
    public static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }

    /// An HTML page.
    public static func html(_ html: HTML, status: HTTPResponse.Status = .ok) -> Response {
        .html(body: ByteBuffer(string: html.rendered), status: status)
    }

    /// An HTML page rendered earlier. Pages differ by `Accept-Encoding` (the cache sends gzip).
    static func html(body: ByteBuffer, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store", .vary: "Accept-Encoding"],
                 body: .init(byteBuffer: body))
    }

    /// A JSON answer for a page's script.
    public static func json(_ data: some Sequence<UInt8>) -> Response {
        .json(body: ByteBuffer(bytes: data))
    }

    /// A JSON answer made earlier. Answers differ by `Accept-Encoding` (the cache sends gzip).
    static func json(body: ByteBuffer) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store", .vary: "Accept-Encoding"],
                 body: .init(byteBuffer: body))
    }

    /// A file to save (`attachment`), never stored by a cache: like every data response, it holds the person's data.
    public static func download(_ data: some Sequence<UInt8>, name: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .contentDisposition: "attachment; filename=\"\(name)\"", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// POST, then redirect (303 See Other).
    public static func seeOther(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}
