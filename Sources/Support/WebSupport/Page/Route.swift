import Hummingbird

/// One address pattern of an app, e.g. `items/:id` under `/my-app`. The controller
/// registers `pattern`; pages link with `path(…)`, so an address is written once.
public struct Route: Sendable {
    /// The app's root path.
    public let root: String
    /// The pattern under the root; `:name` segments are parameters.
    public let pattern: String
    /// The pattern's segments: fixed text, or nil for a parameter.
    private let segments: [String?]

    /// The route `pattern` under `root`.
    public init(_ pattern: String, in root: String) {
        self.root = root
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map { $0.hasPrefix(":") ? nil : String($0) }
    }

    /// What the router matches.
    public var routerPath: RouterPath { RouterPath(pattern) }

    /// The address with the parameters filled in order, then the query and the fragment.
    public func path(_ parameters: String..., query: KeyValuePairs<String, String> = [:], fragment: String? = nil) -> String {
        var address = root
        var values = parameters.makeIterator()
        for segment in segments {
            address += "/"
            // NB: a missing parameter is a programming error the web tests catch.
            if let segment { address += segment } else { Self.percentEncode(values.next()!, into: &address) }
        }
        var separator = "?"
        for (key, value) in query {
            address += separator
            address += key
            address += "="
            Self.percentEncode(value, into: &address)
            separator = "&"
        }
        if let fragment { address += "#" + fragment }
        return address
    }

    /// Appends `text` with every byte outside the unreserved set (`A–Z a–z 0–9 - . _ ~`) percent-encoded.
    static func percentEncode(_ text: String, into output: inout String) {
        let utf8 = text.utf8
        guard !(utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isUnreserved) }) ?? utf8.allSatisfy(isUnreserved)) else {
            output += text
            return
        }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
