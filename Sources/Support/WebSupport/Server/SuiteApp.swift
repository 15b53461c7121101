import HTTPTypes
import Hummingbird

/// One app of the suite, as the web server hosts it: its chrome (for the home screen and error
/// pages) and its routes under `chrome.root`.
public protocol SuiteApp: Sendable {
    /// Name, root path, icon, look and tabs.
    var chrome: AppChrome { get }
    /// Registers the app's pages, actions and static files in `group` (already at `chrome.root`).
    func addRoutes(to group: RouterGroup<BasicRequestContext>) throws
}

extension Request {
    /// Whether the request came from a page's script rather than a plain form.
    public var isScripted: Bool {
        headers[HTTPField.Name("X-Requested-With")!] == "habitsuite"
    }
}
