import Foundation
import HTTPTypes
import Hummingbird
import WebSupport

/// The suite's addresses for signing in and out, the setup link, and "Sign-in and tokens".
public enum AccessRoutes {
    /// `GET` the form, `POST` the passphrase (`to`: where to go after).
    public static let signIn = "/sign-in"
    /// `POST`: ends this browser's session.
    public static let signOut = "/sign-out"
    /// `POST`: ends every session.
    public static let signOutEverywhere = "/sign-out/everywhere"
    /// `/setup/<code>`: the one-time setup link printed at start.
    public static let setupPrefix = "/setup/"
    /// `GET`: sign out, and the tokens.
    public static let account = "/account"
    /// `POST`: makes a token.
    public static let tokens = "/account/tokens"
}

/// The sign-in, setup and token pages' handlers (hummingbird-examples' controllers).
public struct AccessController: Sendable {
    let access: Access
    let address: ServerAddress
    let looks: AccessLooks
    let format: Date.FormatStyle

    /// The handlers.
    public init(access: Access, address: ServerAddress, looks: AccessLooks) {
        self.access = access
        self.address = address
        self.looks = looks
        let calendar = access.calendar
        format = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: calendar.locale ?? Locale(identifier: "en_US"),
                                  calendar: calendar, timeZone: calendar.timeZone)
    }

    /// Registers the routes at the router's root.
    public func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("sign-in", use: signInPage)
        router.post("sign-in", use: signIn)
        router.post("sign-out", use: signOut)
        router.post("sign-out/everywhere", use: signOutEverywhere)
        router.get("setup/:code", use: setupPage)
        router.post("setup/:code", use: setup)
        router.get("account", use: accountPage)
        router.post("account/tokens", use: createToken)
        router.post("account/tokens/:id/revoke", use: revokeToken)
    }

    // MARK: - Signing in and out

    @Sendable func signInPage(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let to = Self.localPath(request.uri.queryParameters.get("to"))
        let look = looks.look(for: to)
        guard try access.hasPassphrase() else { return .html(AccessPages.waitingForOwner(look: look), status: .unauthorized) }
        let note: String? = switch request.uri.queryParameters.get("out") {
        case "1": "You signed out."
        case "everywhere": "Every browser is signed out, this one too."
        default: nil
        }
        return .html(AccessPages.signIn(look: look, to: to, note: note))
    }

    @Sendable func signIn(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        let to = Self.localPath(form["to"])
        let look = looks.look(for: to)
        guard try access.hasPassphrase() else { return .html(AccessPages.waitingForOwner(look: look), status: .unauthorized) }
        let cookies = AccessCookies(request, address: address)
        let client = address.client(of: request)
        let known = try access.isKnownDevice(cookies.device(of: request))
        if case .wait(let seconds) = access.throttle.decision(client: client, knownDevice: known, now: access.clock.now) {
            access.logger.notice("Sign-in refused: too many wrong tries", metadata: ["client": "\(client)", "wait": "\(seconds)s"])
            let problem = "Too many wrong tries. Wait \(seconds == 1 ? "a second" : "\(seconds) seconds"), then try again."
            var response = Response.html(AccessPages.signIn(look: look, to: to, problem: problem), status: .tooManyRequests)
            response.headers[.retryAfter] = String(seconds)
            return response
        }
        guard try access.checkPassphrase(form["passphrase"] ?? "") else {
            access.throttle.failed(client: client, knownDevice: known, now: access.clock.now)
            access.logger.notice("Sign-in refused: wrong passphrase", metadata: ["client": "\(client)"])
            return .html(AccessPages.signIn(look: look, to: to, problem: "That is not the passphrase. Try again."), status: .unauthorized)
        }
        access.throttle.succeeded(client: client)
        access.logger.notice("Signed in", metadata: ["client": "\(client)"])
        return try signedIn(request, to: to, knownDevice: known)
    }

    @Sendable func signOut(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let cookies = AccessCookies(request, address: address)
        if let session = cookies.session(of: request) { try access.endSession(session) }
        access.logger.notice("Signed out", metadata: ["client": "\(address.client(of: request))"])
        var response = Response.seeOther(AccessRoutes.signIn + "?out=1")
        response.setCookie(cookies.endedSession)
        response.headers[Self.clearSiteData] = Self.keptPages
        return response
    }

    @Sendable func signOutEverywhere(_ request: Request, context: BasicRequestContext) async throws -> Response {
        if let refusal = try browserOnly(request) { return refusal }
        try access.endAllSessions()
        access.logger.notice("Signed out everywhere", metadata: ["client": "\(address.client(of: request))"])
        var response = Response.seeOther(AccessRoutes.signIn + "?out=everywhere")
        response.setCookie(AccessCookies(request, address: address).endedSession)
        response.headers[Self.clearSiteData] = Self.keptPages
        return response
    }

    // MARK: - The setup link

    @Sendable func setupPage(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let code = try context.parameters.require("code")
        guard access.acceptsSetupCode(code), try !access.hasPassphrase() else {
            return .html(AccessPages.setupUsed(look: looks.suiteLook), status: .gone)
        }
        return .html(AccessPages.setup(look: looks.suiteLook, code: code))
    }

    @Sendable func setup(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let code = try context.parameters.require("code")
        let form = try await Form(request)
        do {
            try access.setFirstPassphrase(code: code, form["passphrase"] ?? "", again: form["again"] ?? "")
        } catch let error as AccessError where error.message == AccessError.setupLinkUsed.message {
            access.logger.notice("Setup link refused", metadata: ["client": "\(address.client(of: request))"])
            return .html(AccessPages.setupUsed(look: looks.suiteLook), status: .gone)
        } catch let error as AccessError {
            return .html(AccessPages.setup(look: looks.suiteLook, code: code, problem: error.message), status: .badRequest)
        }
        access.logger.notice("Passphrase set through the setup link", metadata: ["client": "\(address.client(of: request))"])
        return try signedIn(request, to: "/", knownDevice: false)
    }

    /// A session for the browser of `request`, and its way on to `to`.
    private func signedIn(_ request: Request, to: String, knownDevice: Bool) throws -> Response {
        let cookies = AccessCookies(request, address: address)
        var response = Response.seeOther(to)
        response.setCookie(cookies.session(try access.startSession()))
        if !knownDevice { response.setCookie(cookies.device(try access.rememberDevice())) }
        return response
    }

    // MARK: - Sign-in and tokens

    @Sendable func accountPage(_ request: Request, context: BasicRequestContext) async throws -> Response {
        if let refusal = try browserOnly(request) { return refusal }
        let notice = request.uri.queryParameters.get("revoked") != nil ? "The token was revoked: nothing can use it now." : nil
        return .html(try page(notice: notice))
    }

    @Sendable func createToken(_ request: Request, context: BasicRequestContext) async throws -> Response {
        if let refusal = try browserOnly(request) { return refusal }
        let form = try await Form(request)
        do {
            let created = try access.createToken(name: form["name"] ?? "", readOnly: form["readOnly"] == "on")
            return .html(try page(created: created))
        } catch let error as AccessError {
            return .html(try page(problem: error.message), status: .badRequest)
        }
    }

    @Sendable func revokeToken(_ request: Request, context: BasicRequestContext) async throws -> Response {
        if let refusal = try browserOnly(request) { return refusal }
        try access.revokeToken(id: try context.parameters.require("id"))
        return .seeOther(AccessRoutes.account + "?revoked=1")
    }

    private func page(created: (AccessToken, String)? = nil, notice: String? = nil, problem: String? = nil) throws -> HTML {
        AccountPage.page(look: looks.suiteLook, tokens: try access.tokens(), sessions: try access.sessionCount(), created: created,
                         notice: notice, problem: problem, format: format)
    }

    /// A refusal unless `request` comes from a signed-in browser: a token manages no tokens and
    /// signs no one out.
    private func browserOnly(_ request: Request) throws -> Response? {
        if let session = AccessCookies(request, address: address).session(of: request), try access.isSession(session) { return nil }
        return .plain(.forbidden, "Only a browser signed in with the passphrase can do this; a token cannot.")
    }

    /// Signing out forgets the pages an installed app kept for offline use (its service worker's).
    static let clearSiteData = HTTPField.Name("Clear-Site-Data")!
    static let keptPages = "\"cache\", \"storage\""

    /// `path` if it is an address on this server (`/…`, not `//…`), else `/`: a sign-in never leads to another site.
    static func localPath(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("\\"), path.count < 2_000,
              path.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { return "/" }
        return path
    }
}
