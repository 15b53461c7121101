import HTTPTypes
import Hummingbird

/// Refuses a `Host` that is neither the bound address nor localhost (DNS rebinding).
public struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let boundHost: String

    /// Allows localhost and `boundHost`.
    public init(boundHost: String) {
        self.boundHost = boundHost
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // NB: HTTP/1's Host header arrives as the authority; a Host field left beside it is checked too.
        let names = [request.head.authority, request.headers[HTTPField.Name("Host")!]].compactMap { $0 }
        guard !names.isEmpty, names.allSatisfy(isAllowed) else {
            return .plain(.misdirectedRequest, "This server only answers requests for localhost or \(boundHost).")
        }
        return try await next(request, context)
    }

    private func isAllowed(_ authority: String) -> Bool {
        let name = Self.hostName(authority).lowercased()
        return name == "localhost" || name == "127.0.0.1" || name == "::1" || name == boundHost.lowercased()
    }

    /// The host part of `host[:port]` or `[v6]:port`.
    static func hostName(_ authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<end])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }
}

/// Refuses state-changing requests from other sites: a POST must come from this origin.
public struct OriginCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The check.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post else { return try await next(request, context) }
        let host = request.head.authority ?? ""
        if let origin = request.headers[.origin] {
            guard origin == "http://\(host)" else { return refusal }
        } else if let site = request.headers[HTTPField.Name("Sec-Fetch-Site")!] {
            guard site == "same-origin" || site == "none" else { return refusal }
        } else if !Self.isJSON(request) {
            // NB: a script (curl, a shortcut) sends no Origin. A browser cannot send JSON to another
            // site without a CORS preflight, which is never answered, so JSON without an Origin
            // comes from outside a browser.
            return refusal
        }
        return try await next(request, context)
    }

    private static func isJSON(_ request: Request) -> Bool {
        request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true
    }

    private var refusal: Response {
        .plain(.forbidden, "This form was sent from another site, so it was refused. Open the app and try again.")
    }
}

/// Answers 405 Method Not Allowed to methods the apps never use (they read with GET or HEAD and
/// act with POST), instead of a misleading 404.
public struct MethodCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The check.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard [.get, .head, .post].contains(request.method) else {
            var response = Response.plain(.methodNotAllowed, "\(request.method.rawValue) is not something this app answers; it reads with GET and acts with POST.")
            response.headers[.allow] = "GET, HEAD, POST"
            return response
        }
        return try await next(request, context)
    }
}

/// The Content-Security-Policy (no inline script) and friends on every response.
public struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The headers.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
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
