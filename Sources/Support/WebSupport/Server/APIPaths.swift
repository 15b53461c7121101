import Foundation
import Hummingbird

/// The addresses under which an app answers JSON to scripts (its automation API). A refusal
/// there, whoever makes it (a middleware, the router, a handler), is `{"error": "…"}` with its
/// status and `application/json`, never a page or plain text.
public struct APIPaths: Sendable {
    private let roots: [String]

    /// The API roots of `apps` (`SuiteApp.apiRoots`).
    public init(apps: [any SuiteApp]) {
        roots = apps.flatMap(\.apiRoots)
    }

    /// The API roots `roots` (each a path such as `/my-app/api`).
    public init(_ roots: [String] = []) {
        self.roots = roots
    }

    /// Whether `path` is under one of the roots.
    public func contains(_ path: String) -> Bool {
        roots.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// `text` with `status`: JSON for an address under the roots, plain text elsewhere.
    public func refusal(_ status: HTTPResponse.Status, _ text: String, path: String) -> Response {
        contains(path) ? .jsonError(status, text) : .plain(status, text)
    }
}

extension Response {
    /// An API's refusal: `{"error": message}` with `status`.
    public static func jsonError(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var response = Response.json((try? encoder.encode(["error": message])) ?? Data())
        response.status = status
        return response
    }
}
