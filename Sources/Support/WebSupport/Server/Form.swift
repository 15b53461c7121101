import Foundation
import Hummingbird

/// A submitted `application/x-www-form-urlencoded` form.
public struct Form {
    private let fields: [String: String]

    /// The most a form body may hold.
    public static let maximumSize = 16 * 1024

    /// Reads and parses the request's body; a body too large or not a form is a 400.
    public init(_ request: Request) async throws {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: Self.maximumSize)
        } catch {
            throw WebError.badRequest("That form is too large.")
        }
        self.init(String(buffer: buffer))
    }

    /// Parses `body`.
    public init(_ body: String) {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            fields[name] = parts.count > 1 ? Self.decode(parts[1]) ?? "" : ""
        }
        self.fields = fields
    }

    /// The field's value, if sent.
    public subscript(_ name: String) -> String? { fields[name] }

    /// The field's value; a missing field is a 400.
    public func required(_ name: String) throws -> String {
        guard let value = fields[name] else { throw WebError.badRequest("The form is missing “\(name)”.") }
        return value
    }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
