import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing
import TestSupport
import WebSupport

/// Issue 23, item 15: a form body is read as bytes, so bytes that are not UTF-8 are refused
/// wherever they are (raw or percent-encoded, in a value or a name), never turned into U+FFFD.
@Suite struct FormBytesTests {
    private static let notUTF8 = "its text is not UTF-8"

    /// Bodies with bytes that are not UTF-8.
    static let notUTF8Bodies: [[UInt8]] = {
        let title: [UInt8] = Array("title=".utf8)
        let zed: [UInt8] = Array("title=Zed".utf8)
        let rest: [UInt8] = Array("=1&title=Zed".utf8)
        return [
            zed + [0xFF, 0xFE],                 // raw bytes in a value
            [0xFF, 0xFE] + rest,                // raw bytes in a name
            zed + [0xC3],                       // a sequence cut short
            title + [0xED, 0xA0, 0x80],         // a surrogate, encoded
            title + [0xC0, 0xAF],               // an overlong "/"
            Array("title=Zed%FF%FE".utf8),      // the same, percent-encoded
            Array("%FF=1".utf8),
        ]
    }()

    @Test(arguments: notUTF8Bodies)
    func bytesThatAreNotUTF8AreRefused(body: [UInt8]) throws {
        let error = #expect(throws: WebError.self) { try Form(bytes: body) }
        #expect(error?.status == .badRequest)
        #expect(error?.message.contains(Self.notUTF8) == true, "\(error?.message ?? "")")
    }

    @Test func utf8SentRawOrPercentEncodedIsTheSameText() throws {
        let raw = try Form(bytes: Array("title=Zoë 🌅&note=a+b".utf8))
        let encoded = try Form("title=Zo%C3%AB%20%F0%9F%8C%85&note=a+b")
        #expect(raw["title"] == "Zoë 🌅" && encoded["title"] == "Zoë 🌅")
        #expect(raw["note"] == "a b" && encoded["note"] == "a b")
        #expect(try Form(bytes: [UInt8]())["title"] == nil)
    }

    /// The title a server keeps.
    private final class Kept: Sendable {
        let title = Mutex("Mine")
    }

    /// A server that keeps the last form's `title`, behind the error pages every app has.
    private static func router(_ kept: Kept) -> Router<BasicRequestContext> {
        let chrome = AppChrome(name: "Test", root: "/test", icon: "/test/icon.svg", themeColor: "#000000", stylesheets: [])
        let router = Router()
        router.add(middleware: ErrorPageMiddleware(apps: [chrome], suite: chrome, logger: Logger(label: "test")))
        router.post("test/title") { request, _ in
            let form = try await Form(request)
            let title = try form.required("title")
            kept.title.withLock { $0 = title }
            return Response(status: .seeOther, headers: [.location: "/test/"])
        }
        return router
    }

    @Test func aPostWithRawBytesThatAreNotUTF8Is400AndKeepsNothing() async throws {
        let kept = Kept()
        try await Application(router: Self.router(kept)).test(.router) { testClient in
            let client = WebClient(testClient)
            let refused = try await client.post("/test/title", bytes: Array("title=Zed".utf8) + [0xFF, 0xFE])
            #expect(refused.status == .badRequest && refused.body.contains(Self.notUTF8), "\(refused.body)")
            #expect(try await client.post("/test/title", bytes: [0xFF] + Array("=x&title=Zed".utf8)).status == .badRequest)
            #expect(kept.title.withLock { $0 } == "Mine")
            #expect(try await client.post("/test/title", bytes: Array("title=Zoë".utf8)).status == .seeOther)
        }
        #expect(kept.title.withLock { $0 } == "Zoë")
    }
}
