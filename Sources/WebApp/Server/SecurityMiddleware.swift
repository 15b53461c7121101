import HTTPTypes
import Hummingbird

/// Refuses a `Host` that is neither the bound address nor localhost (DNS rebinding).
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let boundHost: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
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
struct OriginCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .post else { return try await next(request, context) }
        let host = request.head.authority ?? ""
        if let origin = request.headers[.origin] {
            guard origin == "http://\(host)" else { return refusal }
        } else if let site = request.headers[HTTPField.Name("Sec-Fetch-Site")!] {
            guard site == "same-origin" || site == "none" else { return refusal }
        } else {
            return refusal
        }
        return try await next(request, context)
    }

    private var refusal: Response {
        .plain(.forbidden, "This form was sent from another site, so it was refused. Open the app and try again.")
    }
}

/// The Content-Security-Policy (no inline script) and friends on every response.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
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
    static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }

    /// An HTML page.
    static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// POST, then redirect (303 See Other).
    static func seeOther(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}
