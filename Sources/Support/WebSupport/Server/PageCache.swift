import CompressNIO
import DayKit
import Hummingbird
import Synchronization

/// A rendered page, a JSON answer or a redirect, as the cache keeps it.
public enum RenderedPage: Sendable {
    /// A page: its UTF-8 markup (a buffer that responses share without copying).
    case html(ByteBuffer, HTTPResponse.Status)
    /// A JSON answer (the API's habit list), kept like a page.
    case json(ByteBuffer)
    /// A redirect to an address.
    case redirect(String)

    /// A page.
    public static func page(_ html: HTML, status: HTTPResponse.Status = .ok) -> RenderedPage {
        .html(ByteBuffer(string: html.rendered), status)
    }

    /// The response.
    public var response: Response {
        switch self {
        case .html(let body, let status): .html(body: body, status: status)
        case .json(let body): .json(body: body)
        case .redirect(let location): .seeOther(location)
        }
    }

    /// The response with `body` in place of the rendered one (its gzipped form); nil for a redirect.
    func response(body: ByteBuffer) -> Response? {
        switch self {
        case .html(_, let status): .html(body: body, status: status)
        case .json: .json(body: body)
        case .redirect: nil
        }
    }

    /// What is sent: the markup or the JSON; nil for a redirect.
    var body: ByteBuffer? {
        switch self {
        case .html(let body, _), .json(let body): body
        case .redirect: nil
        }
    }
}

/// Rendered pages by address, valid while the database and the day are unchanged: a page is a
/// pure function of the database, the day and its address.
///
/// A page (or JSON answer) served again from the cache to a client that accepts gzip is compressed once and kept
/// compressed too (Today with 200 habits is 300 KB of markup and 20 KB gzipped). The response that
/// renders a page is not compressed, so the first page after a change costs only its render.
public final class PageCache: Sendable {
    private struct Entry {
        let token: Int
        let day: CalendarDay
        let page: RenderedPage
        var gzipped: ByteBuffer?
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let capacity: Int

    /// A cache keeping at most `capacity` pages; 0 keeps none (every page is rendered afresh).
    public init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The page for `address`, rendered by `render` unless a page rendered at the same `token` and
    /// `day` is kept. The token is only read when the cache keeps pages.
    public func page(_ address: String, token readToken: () throws -> Int, day: CalendarDay,
                     render: () throws -> RenderedPage) rethrows -> RenderedPage {
        try lookup(address, token: readToken, day: day, render: render).page
    }

    /// The response for `request`: its address's page (see `page`), gzipped for a browser that
    /// accepts it when the page was kept.
    public func response(_ request: Request, token readToken: () throws -> Int, day: CalendarDay,
                         render: () throws -> RenderedPage) throws -> Response {
        let address = request.uri.description
        let found = try lookup(address, token: readToken, day: day, render: render)
        guard let kept = found.kept, var body = kept.page.body, Self.acceptsGzip(request),
              body.readableBytes > 1024 else { return found.page.response }
        let gzipped: ByteBuffer
        if let compressed = kept.gzipped {
            gzipped = compressed
        } else {
            gzipped = try body.compress(with: .gzip())
            entries.withLock { entries in
                if entries[address]?.token == kept.token, entries[address]?.day == kept.day { entries[address]?.gzipped = gzipped }
            }
        }
        // NB: `body` is set for every page but a redirect, so there is a response.
        var response = kept.page.response(body: gzipped)!
        response.headers[.contentEncoding] = "gzip"
        return response
    }

    /// The page for `address` and, when it came from the cache, its entry.
    private func lookup(_ address: String, token readToken: () throws -> Int, day: CalendarDay,
                        render: () throws -> RenderedPage) rethrows -> (page: RenderedPage, kept: Entry?) {
        guard capacity > 0 else { return (try render(), nil) }
        let token = try readToken()
        if let entry = entries.withLock({ $0[address] }), entry.token == token, entry.day == day {
            return (entry.page, entry)
        }
        let page = try render()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[address] = Entry(token: token, day: day, page: page)
        }
        return (page, nil)
    }

    /// Whether the request's `Accept-Encoding` names gzip (browsers always send it).
    static func acceptsGzip(_ request: Request) -> Bool {
        request.headers[values: .acceptEncoding].contains { value in
            value.split(separator: ",").contains { part in
                let parameters = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                guard parameters.first?.lowercased() == "gzip" else { return false }
                return !parameters.dropFirst().contains { $0.replacingOccurrences(of: " ", with: "") == "q=0" }
            }
        }
    }
}
