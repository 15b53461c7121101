import Foundation
import Hummingbird

/// One address pattern of an app, e.g. `celebrities/:id` under `/better-morning`. The controller
/// registers `pattern`; pages link with `path(…)`, so an address is written once.
public struct Route: Sendable {
    /// The app's root path.
    public let root: String
    /// The pattern under the root; `:name` segments are parameters.
    public let pattern: String

    /// The route `pattern` under `root`.
    public init(_ pattern: String, in root: String) {
        self.root = root
        self.pattern = pattern
    }

    /// What the router matches.
    public var routerPath: RouterPath { RouterPath(pattern) }

    /// The address with the parameters filled in order, then the query and the fragment.
    public func path(_ parameters: String..., query: KeyValuePairs<String, String> = [:], fragment: String? = nil) -> String {
        var values = parameters.makeIterator()
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            // NB: a missing parameter is a programming error the web tests catch.
            segment.hasPrefix(":") ? Self.encode(values.next()!, allowed: .urlPathAllowed.subtracting(["/"])) : String(segment)
        }
        var address = root + "/" + segments.joined(separator: "/")
        let pairs = query.map { "\($0.key)=\(Self.encode($0.value, allowed: Self.queryValueAllowed))" }
        if !pairs.isEmpty { address += "?" + pairs.joined(separator: "&") }
        if let fragment { address += "#" + fragment }
        return address
    }

    private static let queryValueAllowed = CharacterSet.urlQueryAllowed.subtracting(["&", "=", "+", "#"])

    private static func encode(_ text: String, allowed: CharacterSet) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
