import HTTPTypes
import Hummingbird
import Synchronization

/// One-time tokens for the forms that create something, so that a form submitted twice (Back,
/// then the same button again; a double tap) creates one thing.
///
/// A create form's page renders a fresh token into a hidden field (`field(_:)`) and is sent with
/// `Response.formPage`, which lets the browser keep it for Back, token included. The handler runs
/// its creation through `once(_:_:)`: the first POST with a token creates and, when it succeeds
/// (a redirect), the token is remembered with where it led; a later POST with the same token
/// creates nothing and is sent to that same page. A form sent back with a problem keeps its token
/// (nothing was created), so the corrected form still creates once. A POST without a token (a
/// script, an old page) creates as before.
public final class FormTokens: Sendable {
    /// The hidden field's name.
    public static let fieldName = "form-token"

    private struct Used {
        var locations: [String: String] = [:]
        var order: [String] = []
    }

    private let used = Mutex(Used())
    private let capacity: Int

    /// Tokens remembered for the last `capacity` creations.
    public init(capacity: Int = 1_000) {
        self.capacity = capacity
    }

    /// A fresh token: 128 random bits as 32 hex digits. Nothing is stored until it is used.
    public static func fresh() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let text = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }

    /// The hidden field carrying `token` (a form sent back keeps the one it came with).
    public static func field(_ token: String) -> HTML {
        "<input type=\"hidden\" name=\"\(fieldName)\" value=\"\(token)\">"
    }

    /// The token a submitted form carries, when it is one this type makes; nil otherwise.
    public static func token(in form: Form) -> String? {
        token(form[fieldName])
    }

    /// `text` when it is a token this type makes (32 lowercase hex digits).
    public static func token(_ text: String?) -> String? {
        guard let text, text.utf8.count == 32, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            return nil
        }
        return text
    }

    /// Runs `create` once for `token`: a token already used answers with a redirect to where its
    /// first use led, and `create` is not called. Only a redirect remembers the token; a page
    /// (the form again, with its problem) or a thrown error leaves it unused.
    // NB: the lock is held while `create` runs, so that two requests with one token (a double
    // tap) cannot both create: the second waits, then finds the token used.
    public func once(_ token: String?, _ create: () throws -> Response) throws -> Response {
        guard let token = Self.token(token) else { return try create() }
        return try used.withLock { used throws -> Response in
            if let location = used.locations[token] { return .seeOther(location) }
            let response = try create()
            if response.status == .seeOther, let location = response.headers[.location] {
                if used.order.count >= capacity {
                    used.locations[used.order.removeFirst()] = nil
                }
                used.locations[token] = location
                used.order.append(token)
            }
            return response
        }
    }
}

extension Response {
    /// A page holding a create form with its one-time token. The browser may keep it for Back
    /// (`private, no-cache`: never shared, asked again before it is shown anew), so the page that
    /// Back shows is the one that was sent, with the token that was used: sent again, it creates
    /// nothing. Every other page is `no-store`.
    public static func formPage(_ html: HTML, status: HTTPResponse.Status = .ok) -> Response {
        var response = Response.html(html, status: status)
        response.headers[.cacheControl] = "private, no-cache"
        return response
    }
}
