import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WebSupport

/// Static files with their version in the address, kept by browsers until they change (issue 28).
@Suite struct AssetsTests {
    /// A `Public` folder holding `app.css` with `css`.
    static func folder(css: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(css.utf8).write(to: folder.appendingPathComponent("app.css"))
        return folder
    }

    @Test func aPageLinksAFileByItsVersionWhichIsKeptForAYearAndAskedAgainOtherwise() async throws {
        let root = "/assets-\(UUID().uuidString.prefix(8))"
        let assets = try Assets(directory: try Self.folder(css: "body { color: red; }"))
        let router = Router()
        assets.addRoutes(to: router.group(RouterPath(root)), at: root)
        let address = Assets.address("\(root)/static/app.css")
        #expect(address.hasPrefix("\(root)/static/app.css?v=") && address.count == "\(root)/static/app.css?v=".count + 16)
        #expect(Assets.address("/nowhere/static/app.css") == "/nowhere/static/app.css")
        try await Application(router: router).test(.router) { client in
            let kept = try await client.execute(uri: address, method: .get) { $0 }
            #expect(kept.status == .ok && String(buffer: kept.body) == "body { color: red; }")
            #expect(kept.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let tag = try #require(kept.headers[.eTag])
            #expect(tag == "\"\(address.split(separator: "=").last!)\"")
            // Without its version (or with another), it is asked again each time: 304 while unchanged.
            for uri in ["\(root)/static/app.css", "\(root)/static/app.css?v=0123456789abcdef"] {
                let plain = try await client.execute(uri: uri, method: .get) { $0 }
                #expect(plain.status == .ok && plain.headers[.cacheControl] == "no-cache" && plain.headers[.eTag] == tag)
            }
            let unchanged = try await client.execute(uri: "\(root)/static/app.css", method: .get, headers: [.ifNoneMatch: tag]) { $0 }
            #expect(unchanged.status == .notModified && unchanged.body.readableBytes == 0)
            let other = try await client.execute(uri: "\(root)/static/app.css", method: .get, headers: [.ifNoneMatch: "\"0000000000000000\""]) { $0 }
            #expect(other.status == .ok)
        }
    }

    @Test func aChangedFileHasANewAddress() throws {
        let root = "/assets-\(UUID().uuidString.prefix(8))"
        try Assets(directory: try Self.folder(css: "a {}")).addRoutes(to: Router().group(RouterPath(root)), at: root)
        let first = Assets.address("\(root)/static/app.css")
        try Assets(directory: try Self.folder(css: "b {}")).addRoutes(to: Router().group(RouterPath(root)), at: root)
        let second = Assets.address("\(root)/static/app.css")
        #expect(first != second && first.hasPrefix("\(root)/static/app.css?v=") && second.hasPrefix("\(root)/static/app.css?v="))
    }
}
