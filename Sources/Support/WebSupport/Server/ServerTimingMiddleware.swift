import HTTPTypes
import Hummingbird

/// How long the server took to answer, on every response (`Server-Timing: app;dur=1.234`, in
/// milliseconds): browsers' developer tools show it, and the load test reads it to tell the
/// server's time for a page from the time the page takes to travel.
public struct ServerTimingMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The header.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let clock = ContinuousClock()
        let start = clock.now
        var response = try await next(request, context)
        let (seconds, attoseconds) = (clock.now - start).components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        response.headers[HTTPField.Name("Server-Timing")!] = "app;dur=\(Self.text(milliseconds))"
        return response
    }

    /// `milliseconds` with three decimals.
    static func text(_ milliseconds: Double) -> String {
        let micro = Int((milliseconds * 1000).rounded())
        let fraction = String(micro % 1000)
        return "\(micro / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
