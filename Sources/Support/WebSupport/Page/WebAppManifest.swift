import Foundation
import Hummingbird

/// What a phone installs to its home screen (`<root>/manifest.webmanifest`): the app's name, its
/// colours, its icons (`icon-192.png` and `icon-512.png` in its `Public/`, drawn from `icon.svg` by
/// `scripts/make-icons`, and the SVG itself), standalone, within its root. The suite's service
/// worker is served beside it (`<root>/sw.js`). Neither holds anyone's data, so a signed-out
/// browser may have both (a browser fetches a manifest without its cookies).
public struct WebAppManifest: Encodable, Sendable {
    struct Icon: Encodable, Sendable {
        let src: String
        let sizes: String
        let type: String
    }

    let id: String
    let name: String
    let short_name: String
    let start_url: String
    let scope: String
    let display = "standalone"
    let background_color: String
    let theme_color: String
    let icons: [Icon]

    /// The manifest of the app `chrome` describes, naming the icons its static files hold.
    public init(_ chrome: AppChrome) {
        id = chrome.path("")
        name = chrome.name
        short_name = chrome.name
        start_url = chrome.path("")
        scope = chrome.path("")
        background_color = chrome.themeColor
        theme_color = chrome.themeColor
        icons = [192, 512].map { "\(chrome.root)/static/icon-\($0).png" }.filter(Assets.serves).map { path in
            let size = path.split(separator: "-").last!.dropLast(4)
            return Icon(src: path, sizes: "\(size)x\(size)", type: "image/png")
        } + [Icon(src: chrome.icon, sizes: "any", type: "image/svg+xml")]
    }

    /// The manifest as served.
    public var response: Response {
        // NB: a manifest of strings always encodes.
        let data = try! JSONEncoder().encode(self)
        return Response(status: .ok, headers: [.contentType: "application/manifest+json", .cacheControl: "no-cache"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The suite's service worker (`Public/sw.js`), as each app serves it at its root.
    public static let serviceWorker: Response = {
        // NB: resources are copied as a folder; on Linux `Bundle.module` finds them beside the binary.
        let url = Bundle.module.resourceURL!.appendingPathComponent("Public/sw.js")
        let bytes = (try? Data(contentsOf: url)) ?? Data()
        return Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                        body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }()

    /// Whether `path` is an app's manifest or service worker, which anyone may have.
    public static func isServed(at path: String) -> Bool {
        path.hasSuffix("/" + SuiteRoutes.manifest.description) || path.hasSuffix("/" + SuiteRoutes.serviceWorker.description)
    }
}
