import HTTPTypes
import Hummingbird
import Logging
import WebSupport

/// The door in front of every app when sign-in is on: a request reaches an app only with a
/// session's cookie or a token (`Authorization: Bearer`), a read-only token only to read. Signed
/// out, a page's address answers the sign-in page (401) in that app's look, anything else a plain
/// 401; no handler runs, so nothing is read or changed. The sign-in and setup pages, the static
/// files (stylesheets, scripts, icons: no data) and each app's manifest and service worker are open. A signed-in answer is never stored by a
/// browser or a proxy (`no-store`), except a one-time form's page, which the Back button must find
/// as it was sent (`Response.formPage`: `private, no-cache`).
public struct SignInMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: Access
    let address: ServerAddress
    let looks: AccessLooks

    /// The door of a server reached at `address`; `looks` draws the sign-in page as each app looks.
    public init(access: Access, address: ServerAddress, looks: AccessLooks) {
        self.access = access
        self.address = address
        self.looks = looks
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if Self.isOpen(request) { return try await next(request, context) }
        if request.uri.queryParameters.get("access_token") != nil {
            return refusal(.unauthorized, "A token is never read from an address, where logs and histories keep it. "
                + "Send it as the header Authorization: Bearer …, and revoke this one: it was in an address.", request)
        }
        if let authorization = request.headers[.authorization] {
            return try await bearer(authorization, request, context: context, next: next)
        }
        let cookies = AccessCookies(request, address: address)
        if let session = cookies.session(of: request), try access.isSession(session) {
            return Self.unstored(try await next(request, context))
        }
        return try signedOut(request)
    }

    /// A request carrying a token.
    private func bearer(_ authorization: String, _ request: Request, context: Context,
                        next: (Request, Context) async throws -> Response) async throws -> Response {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer", let token = try access.token(bearer: String(parts[1])) else {
            access.logger.notice("Refused a token", metadata: ["client": "\(address.client(of: request))", "path": "\(request.uri.path)"])
            return refusal(.unauthorized, "That token is unknown or was revoked. Make one in HabitSuite's Sign-in and tokens.", request)
        }
        guard !token.readOnly || request.method == .get || request.method == .head else {
            return refusal(.forbidden, "The token “\(token.name)” can only read; nothing was changed.", request)
        }
        return Self.unstored(try await next(request, context))
    }

    /// Signed out: the sign-in page for a page's address, a plain 401 for the rest (JSON under an API).
    private func signedOut(_ request: Request) throws -> Response {
        if looks.api.contains(request.uri.path) {
            return refusal(.unauthorized, "Send a token as the header Authorization: Bearer …: nothing was read or changed.", request)
        }
        let look = looks.look(for: request.uri.path)
        guard try access.hasPassphrase() else {
            return .html(AccessPages.waitingForOwner(look: look), status: .unauthorized)
        }
        guard request.method == .get || request.method == .head, !request.isScripted else {
            return refusal(.unauthorized, "Sign in first: nothing was changed.", request)
        }
        return .html(AccessPages.signIn(look: look, to: request.uri.description), status: .unauthorized)
    }

    private func refusal(_ status: HTTPResponse.Status, _ text: String, _ request: Request) -> Response {
        var response = looks.api.refusal(status, text, path: request.uri.path)
        if status == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer realm=\"HabitSuite\"" }
        return response
    }

    /// The sign-in and setup pages and the static files.
    static func isOpen(_ request: Request) -> Bool {
        let path = request.uri.path
        if path == AccessRoutes.signIn || path.hasPrefix(AccessRoutes.setupPrefix) { return true }
        return (request.method == .get || request.method == .head) && (Assets.serves(path) || WebAppManifest.isServed(at: path))
    }

    /// `response`, never stored (unless it is a one-time form's page).
    static func unstored(_ response: Response) -> Response {
        var response = response
        if response.headers[.cacheControl] != "private, no-cache" { response.headers[.cacheControl] = "no-store" }
        return response
    }
}

/// How the sign-in page looks at each address: as the app whose address it is (as it looks now),
/// else as the suite.
public struct AccessLooks: Sendable {
    private let apps: [(chrome: AppChrome, look: @Sendable () -> (chrome: AppChrome, pageClass: String))]
    private let suite: AppChrome
    /// Where a refusal is JSON, not a page.
    let api: APIPaths

    /// The looks of `apps`, and `suite`'s outside them.
    public init(apps: [any SuiteApp], suite: AppChrome) {
        self.apps = apps.map { app in (app.chrome, { app.errorPageLook() }) }
        self.suite = suite
        self.api = APIPaths(apps: apps)
    }

    func look(for path: String) -> AccessPages.Look {
        let (chrome, pageClass) = apps.first { $0.chrome.contains(path) }?.look() ?? (suite, "access-suite")
        return AccessPages.Look(chrome: chrome, pageClass: pageClass)
    }

    var suiteLook: AccessPages.Look { AccessPages.Look(chrome: suite, pageClass: "access-suite") }
}
