import Foundation
import Hummingbird
import Synchronization

/// A folder of static files (stylesheets, scripts, icons), read once and served from memory at
/// `<root>/static/<name>`.
///
/// Each file has a version, a hash of its bytes. Pages link a served file with its version in the
/// address (`Assets.address(_:)`: `/my-habit-lab/static/app.css?v=…`), which a browser may keep for
/// a year without asking again: a changed file has a new address. Asked without its version (or
/// with an old one), a file is sent with `no-cache` and its version as `ETag`, so a browser asks
/// again and is answered 304 while it is unchanged. Before this, every page's stylesheet and three
/// scripts travelled again on every navigation (issue 28).
public struct Assets: Sendable {
    /// A file as it is served.
    private struct File: Sendable {
        let type: String
        let bytes: ByteBuffer
        /// A hash of the bytes (FNV-1a, 64 bits), in hex.
        let version: String
    }

    private let files: [String: File]

    /// The version of every file served so far, by its address (`/static/pages.js`).
    private static let versions = Mutex<[String: String]>([:])

    /// The files in `directories` (targets' `Public` resources); a name in a later one wins.
    public init(directories: [URL]) throws {
        let types = ["css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml",
                     "png": "image/png"]
        var files: [String: File] = [:]
        for directory in directories {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                guard let type = types[(name as NSString).pathExtension] else { continue }
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                files[name] = File(type: type, bytes: ByteBuffer(bytes: data), version: Self.version(of: data))
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

    /// Serves the files at `static/:name` in `group`, which is at `root` (`""` for the suite's own).
    public func addRoutes(to group: RouterGroup<some RequestContext>, at root: String) {
        Self.versions.withLock { versions in
            for (name, file) in files { versions["\(root)/static/\(name)"] = file.version }
        }
        group.get("static/:name") { request, context -> Response in
            guard let name = context.parameters.get("name"), let file = files[name] else { throw WebError.notFound() }
            let tag = "\"\(file.version)\""
            let kept = request.uri.queryParameters.get("v") == file.version
            var headers: HTTPFields = [.contentType: file.type, .eTag: tag, .cacheControl: kept ? "public, max-age=31536000, immutable" : "no-cache"]
            if request.headers[values: .ifNoneMatch].contains(where: { $0.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == tag } }) {
                headers[.contentType] = nil
                return Response(status: .notModified, headers: headers)
            }
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: file.bytes))
        }
    }

    /// `path` with the version of the file served there (`/static/pages.js?v=…`); `path` itself
    /// when no file is served there.
    public static func address(_ path: String) -> String {
        guard let version = versions.withLock({ $0[path] }) else { return path }
        return "\(path)?v=\(version)"
    }

    /// Whether a static file is served at `path` (`/static/pages.js`): the sign-in lets anyone have
    /// these, which hold no one's data.
    public static func serves(_ path: String) -> Bool {
        versions.withLock { $0[path] != nil }
    }

    /// A hash of `data` (FNV-1a, 64 bits) as 16 hex digits.
    static func version(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
