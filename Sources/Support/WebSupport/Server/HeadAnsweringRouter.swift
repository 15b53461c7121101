import HTTPTypes
import Hummingbird

/// A router that answers HEAD as GET would, without the body, and a method an address does not
/// take (a POST to a page, a GET of an action) with 405 and the methods it does take. NB: it wraps
/// the router from the outside because router middleware only runs once a route matched, and no
/// route is HEAD.
public struct HeadAnsweringRouter<Builder: HTTPResponderBuilder>: HTTPResponderBuilder {
    private let builder: Builder
    private let routes: [(path: RouterPath, method: HTTPRequest.Method)]
    private let api: APIPaths

    /// `builder`, answering HEAD too; `routes` are every address with its method; a wrong method
    /// under `api` is answered in JSON.
    public init(_ builder: Builder, routes: [(path: RouterPath, method: HTTPRequest.Method)] = [], api: APIPaths = APIPaths()) {
        self.builder = builder
        self.routes = routes
        self.api = api
    }

    public func buildResponder() -> HeadAnsweringResponder<Builder.Responder> {
        HeadAnsweringResponder(inner: builder.buildResponder(), routes: routes, api: api)
    }
}

extension HeadAnsweringRouter where Builder == Router<BasicRequestContext> {
    /// `router`, answering HEAD and wrong methods (in JSON under `api`).
    public init(_ router: Router<BasicRequestContext>, api: APIPaths = APIPaths()) {
        self.init(router, routes: router.routes.map { ($0.path, $0.method) }, api: api)
    }
}

/// The responder of `HeadAnsweringRouter`.
public struct HeadAnsweringResponder<Inner: HTTPResponder>: HTTPResponder {
    let inner: Inner
    let routes: [(path: RouterPath, method: HTTPRequest.Method)]
    let api: APIPaths

    public func respond(to request: Request, context: Inner.Context) async throws -> Response {
        guard request.method == .head else { return try await answer(request, context: context) }
        var head = request.head
        head.method = .get
        let response = try await answer(Request(head: head, body: request.body), context: context)
        return Response(status: response.status, headers: response.headers, body: .init())
    }

    private func answer(_ request: Request, context: Inner.Context) async throws -> Response {
        let response: Response
        do {
            response = try await inner.respond(to: request, context: context)
        } catch let error as HTTPError where error.status == .notFound {
            guard let wrongMethod = wrongMethod(request) else { throw error }
            return wrongMethod
        }
        guard response.status == .notFound, let wrongMethod = wrongMethod(request) else { return response }
        return wrongMethod
    }

    /// A 405 when the address exists for other methods only.
    private func wrongMethod(_ request: Request) -> Response? {
        let parts = request.uri.path.split(separator: "/", omittingEmptySubsequences: true)
        let methods = Set(routes.filter { Self.matches($0.path, parts) }.map(\.method))
        guard !methods.isEmpty, !methods.contains(request.method) else { return nil }
        let allowed = (methods.contains(.get) ? [HTTPRequest.Method.get, .head] : []) + methods.filter { $0 != .get }.sorted { $0.rawValue < $1.rawValue }
        var response = api.refusal(.methodNotAllowed, methods.contains(.get)
            ? "This address is a page to open, not a form to send. Nothing changed."
            : "This address takes a form sent from the app's page; open the page instead.", path: request.uri.path)
        response.headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ")
        return response
    }

    private static func matches(_ pattern: RouterPath, _ parts: [Substring]) -> Bool {
        var index = 0
        for element in pattern.components {
            if element.description == "**" { return true }
            guard index < parts.count, element ~= parts[index] else { return false }
            index += 1
        }
        return index == parts.count
    }
}
