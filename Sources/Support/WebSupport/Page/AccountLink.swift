import Hummingbird

/// Where the person signed in to this server manages sign-in and tokens (the suite's "Sign-in and
/// tokens" page), bound for every request of a server that asks for sign-in; nil on one that does
/// not (loopback with no passphrase). Each app's Settings links to it, so an app installed on a
/// phone's home screen can sign out and manage tokens without the suite's home screen.
public enum AccountLink {
    @TaskLocal public static var address: String?

    /// The page's title, as every app's link says it.
    public static let title = "Sign-in and tokens"
}

/// Binds `AccountLink.address` for every request the router answers.
public struct AccountLinkMiddleware<Context: RequestContext>: RouterMiddleware {
    let address: String

    public init(address: String) {
        self.address = address
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await AccountLink.$address.withValue(address) { try await next(request, context) }
    }
}
