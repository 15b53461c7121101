import Foundation
import Hummingbird
import Mustache

/// The Mustache templates, loaded once at start-up. Every template gets a typed context.
struct PageRenderer: Sendable {
    private let library: MustacheLibrary

    init() async throws {
        // NB: resources are copied as a folder; on Linux `Bundle.module` finds them beside the binary.
        let directory = Bundle.module.resourceURL!.appendingPathComponent("Templates").path
        library = try await MustacheLibrary(directory: directory)
    }

    /// Renders `template` with `context` as an HTML response.
    func page(_ template: String, _ context: some PageContext, status: HTTPResponse.Status = .ok) -> Response {
        .html(render(template, context), status: status)
    }

    /// Renders `template` with `context`.
    func render(_ template: String, _ context: Any) -> String {
        // NB: a missing template is a packaging bug caught by the web tests, not user error.
        guard let html = library.render(context, withTemplate: template) else {
            preconditionFailure("Missing template \(template)")
        }
        return html
    }
}

/// What every page's layout needs: its title, the tab bar and a notice.
struct Chrome: Sendable {
    /// The document title.
    var title: String
    /// Which tab is selected; nil hides the tab bar (onboarding, sheets).
    var tab: Tab?
    /// A one-line message shown above the content.
    var notice: String?
    /// A message about something that went wrong.
    var error: String?
    /// Whether the gear to Settings shows in the header.
    var showsGear = false
    /// The `body` element's class.
    var pageClass: String

    /// The bottom tabs.
    enum Tab: String, Sendable { case explore, routine, data }

    var tabs: Tabs? { tab.map { Tabs(explore: $0 == .explore, routine: $0 == .routine, data: $0 == .data) } }

    struct Tabs: Sendable {
        let explore: Bool
        let routine: Bool
        let data: Bool
    }
}

extension Chrome: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "tabs": tabs
        case "notice": notice
        case "error": error
        case "showsGear": showsGear
        case "pageClass": pageClass
        default: nil
        }
    }
}

/// A template's context: it carries the layout's chrome.
protocol PageContext: Sendable {
    var chrome: Chrome { get }
}
