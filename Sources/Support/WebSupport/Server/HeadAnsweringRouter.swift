import Hummingbird

/// A router that answers HEAD as GET would, without the body. NB: it wraps the router from the
/// outside because router middleware only runs once a route matched, and no route is HEAD.
public struct HeadAnsweringRouter<Builder: HTTPResponderBuilder>: HTTPResponderBuilder {
    private let builder: Builder

    /// `builder`, answering HEAD too.
    public init(_ builder: Builder) {
        self.builder = builder
    }

    public func buildResponder() -> HeadAnsweringResponder<Builder.Responder> {
        HeadAnsweringResponder(inner: builder.buildResponder())
    }
}

/// The responder of `HeadAnsweringRouter`.
public struct HeadAnsweringResponder<Inner: HTTPResponder>: HTTPResponder {
    let inner: Inner

    public func respond(to request: Request, context: Inner.Context) async throws -> Response {
        guard request.method == .head else { return try await inner.respond(to: request, context: context) }
        var head = request.head
        head.method = .get
        let response = try await inner.respond(to: Request(head: head, body: request.body), context: context)
        return Response(status: response.status, headers: response.headers, body: .init())
    }
}
