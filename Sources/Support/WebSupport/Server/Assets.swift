import Foundation
import Hummingbird

/// A folder of static files (stylesheets, scripts, icons), read once and served from memory at
/// `<group>/static/<name>`.
public struct Assets: Sendable {
    private let files: [String: (type: String, bytes: ByteBuffer)]

    /// The files in `directories` (targets' `Public` resources); a name in a later one wins.
    public init(directories: [URL]) throws {
        let types = ["css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml",
                     "png": "image/png"]
        var files: [String: (String, ByteBuffer)] = [:]
        for directory in directories {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                guard let type = types[(name as NSString).pathExtension] else { continue }
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                files[name] = (type, ByteBuffer(bytes: data))
            }
        }
        self.files = files
    }

    /// The files of `bundle`'s `Public` folder (an app's web target passes its `Bundle.module`).
    public init(publicFolderOf bundle: Bundle) throws {
        // NB: resources are copied as a folder; on Linux `Bundle.module` finds them beside the binary.
        guard let resources = bundle.resourceURL else { throw CocoaError(.fileNoSuchFile) }
        try self.init(directory: resources.appendingPathComponent("Public"))
    }

    /// The files in `directory` (a target's `Public` resources).
    public init(directory: URL) throws {
        try self.init(directories: [directory])
    }

    /// The suite's own files, served at `/static/` for every app: the page script every app's
    /// script builds on (`pages.js`) and the reminders script (`reminders.js`), plus `more`.
    public static func suite(adding more: URL) throws -> Assets {
        // NB: resources are copied as a folder; on Linux `Bundle.module` finds them beside the binary.
        try Assets(directories: [Bundle.module.resourceURL!.appendingPathComponent("Public"), more])
    }

    /// Serves the files at `static/:name` in `group`.
    public func addRoutes(to group: RouterGroup<some RequestContext>) {
        group.get("static/:name") { _, context -> Response in
            guard let name = context.parameters.get("name"), let file = files[name] else { throw WebError.notFound() }
            return Response(status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"], body: .init(byteBuffer: file.bytes))
        }
    }
}
