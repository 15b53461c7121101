import DayKit
import Hummingbird
import Synchronization

/// A rendered page or a redirect, as the cache keeps it.
public enum RenderedPage: Sendable {
    /// A page (kept as its markup).
    case html(String, HTTPResponse.Status)
    /// A redirect to an address.
    case redirect(String)

    /// A page.
    public static func page(_ html: HTML, status: HTTPResponse.Status = .ok) -> RenderedPage {
        .html(html.rendered, status)
    }

    /// The response.
    public var response: Response {
        switch self {
        case .html(let html, let status): .html(rendered: html, status: status)
        case .redirect(let location): .seeOther(location)
        }
    }
}

/// Rendered pages by address, valid while the database and the day are unchanged: a page is a
/// pure function of the database, the day and its address.
public final class PageCache: Sendable {
    private struct Entry {
        let token: Int
        let day: CalendarDay
        let page: RenderedPage
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
        guard capacity > 0 else { return try render() }
        let token = try readToken()
        if let entry = entries.withLock({ $0[address] }), entry.token == token, entry.day == day {
            return entry.page
        }
        let page = try render()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[address] = Entry(token: token, day: day, page: page)
        }
        return page
    }
}
