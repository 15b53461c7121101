import Foundation
import Hummingbird

/// The static files (stylesheet, script, icons), read once and served from memory.
struct Assets: Sendable {
    private let files: [String: (type: String, bytes: ByteBuffer)]

    init() throws {
        let directory = Bundle.module.resourceURL!.appendingPathComponent("Public")
        let types = ["css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml"]
        var files: [String: (String, ByteBuffer)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            guard let type = types[(name as NSString).pathExtension] else { continue }
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            files[name] = (type, ByteBuffer(bytes: data))
        }
        self.files = files
    }

    func addRoutes(to router: Router<some RequestContext>) {
        router.get("static/:name") { _, context -> Response in
            guard let name = context.parameters.get("name"), let file = files[name] else { throw WebError.notFound() }
            return Response(status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"], body: .init(byteBuffer: file.bytes))
        }
    }
}
