import CompressNIO
import DayKit
import Hummingbird
import HummingbirdTesting
import Testing
import WebSupport

/// The page cache as a server uses it: kept pages gzipped for browsers that accept it.
@Suite struct PageCacheResponseTests {
    /// A server with one cached page of `size` bytes, counting its renders.
    final class Counter: @unchecked Sendable { var renders = 0 }

    static func router(_ cache: PageCache, counter: Counter, token: @escaping @Sendable () -> Int = { 1 }) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("page") { request, _ in
            try cache.response(request, token: token, day: CalendarDay("2026-11-22")!) {
                counter.renders += 1
                return .page(HTML(text: String(repeating: "A habit row, & its marks. ", count: 200)))
            }
        }
        return router
    }

    @Test func aKeptPageIsSentGzippedOnceTheBrowserAcceptsIt() async throws {
        let counter = Counter()
        let app = Application(router: Self.router(PageCache(), counter: counter))
        try await app.test(.router) { client in
            let gzip: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]
            // The render itself is sent as is: the first page after a change costs only its render.
            let first = try await client.execute(uri: "/page", method: .get, headers: gzip) { $0 }
            #expect(first.headers[.contentEncoding] == nil && first.headers[.vary] == "Accept-Encoding")
            let plain = String(buffer: first.body)
            #expect(plain.hasPrefix("A habit row, &amp; its marks."))
            for _ in 0..<2 {
                let kept = try await client.execute(uri: "/page", method: .get, headers: gzip) { $0 }
                #expect(kept.headers[.contentEncoding] == "gzip")
                #expect(kept.body.readableBytes < plain.utf8.count / 10)
                var body = kept.body
                #expect(String(buffer: try body.decompress(with: .gzip())) == plain)
            }
            // A client that does not accept gzip (or refuses it with q=0) gets the page as is.
            for headers: HTTPFields in [[:], [.acceptEncoding: "gzip;q=0, identity"]] {
                let kept = try await client.execute(uri: "/page", method: .get, headers: headers) { $0 }
                #expect(kept.headers[.contentEncoding] == nil && String(buffer: kept.body) == plain)
            }
        }
        #expect(counter.renders == 1)
    }

    @Test func aCacheOfNoCapacityNeverCompresses() async throws {
        let counter = Counter()
        let app = Application(router: Self.router(PageCache(capacity: 0), counter: counter))
        try await app.test(.router) { client in
            for _ in 0..<2 {
                let response = try await client.execute(uri: "/page", method: .get, headers: [.acceptEncoding: "gzip"]) { $0 }
                #expect(response.headers[.contentEncoding] == nil)
            }
        }
        #expect(counter.renders == 2)
    }
}

@Suite struct FragmentMemoTests {
    @Test func onlyFragmentsOfNewValuesAreRenderedAndTheOrderIsKept() {
        let memo = FragmentMemo<Int>(capacity: 4)
        var rendered: [Int] = []
        let render = { (key: Int) -> HTML in rendered.append(key); return "<li>\(key)</li>" }
        #expect(memo.fragments([1, 2, 3], render: render).map(\.rendered) == ["<li>1</li>", "<li>2</li>", "<li>3</li>"])
        #expect(memo.fragments([3, 1, 4], render: render).map(\.rendered) == ["<li>3</li>", "<li>1</li>", "<li>4</li>"])
        #expect(rendered == [1, 2, 3, 4])
        // Over capacity the memo starts afresh: everything is drawn again, once.
        _ = memo.fragments([5, 6], render: render)
        _ = memo.fragments([1, 5, 6], render: render)
        #expect(rendered == [1, 2, 3, 4, 5, 6, 1])
    }
}

/// The habit list of MyHabitLab's API is kept like a page: JSON, gzipped when kept.
@Suite struct PageCacheJSONTests {
    final class Token: @unchecked Sendable { var value = 1 }

    @Test func aKeptJSONAnswerIsSentGzippedAndRenderedAgainAfterAChange() async throws {
        let counter = PageCacheResponseTests.Counter()
        let token = Token()
        let cache = PageCache()
        let router = Router()
        router.get("api") { request, _ in
            try cache.response(request, token: { token.value }, day: CalendarDay("2026-11-22")!) {
                counter.renders += 1
                let rows = (1...60).map { "{\"name\":\"Habit \($0)\",\"done\":\(counter.renders)}" }
                return .json(ByteBuffer(string: "[" + rows.joined(separator: ",") + "]"))
            }
        }
        try await Application(router: router).test(.router) { client in
            let gzip: HTTPFields = [.acceptEncoding: "gzip"]
            let first = try await client.execute(uri: "/api", method: .get, headers: gzip) { $0 }
            #expect(first.headers[.contentType] == "application/json" && first.headers[.contentEncoding] == nil)
            let plain = String(buffer: first.body)
            #expect(plain.contains("\"name\":\"Habit 60\",\"done\":1"))
            let kept = try await client.execute(uri: "/api", method: .get, headers: gzip) { $0 }
            #expect(kept.headers[.contentType] == "application/json" && kept.headers[.contentEncoding] == "gzip")
            var body = kept.body
            #expect(String(buffer: try body.decompress(with: .gzip())) == plain)
            #expect(counter.renders == 1)
            // A change (a new token) renders the answer again.
            token.value = 2
            let changed = try await client.execute(uri: "/api", method: .get) { $0 }
            #expect(String(buffer: changed.body).contains("\"name\":\"Habit 60\",\"done\":2"))
            #expect(counter.renders == 2)
        }
    }
}
