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
        try self.init(bytes: buffer.readableBytesView)
    }

    /// Parses `body`. Malformed percent-encoding (`%zz`, a lone `%`, bytes that are not UTF-8) and
    /// control characters other than tab and line breaks (a NUL byte included) are refused with a
    /// 400: nothing is quietly dropped or truncated.
    public init(_ body: String) throws {
        try self.init(bytes: body.utf8)
    }

    /// Parses a body as it came: bytes, read as UTF-8 only after each name and value is decoded, so
    /// bytes that are not UTF-8 (sent raw or percent-encoded, in a name or a value) are refused with
    /// a 400 like any malformed form, never turned into U+FFFD.
    public init(bytes body: some Collection<UInt8>) throws {
        var fields: [String: String] = [:]
        for pair in body.split(separator: UInt8(ascii: "&")) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let nameBytes = Self.decode(parts[0]), let valueBytes = parts.count > 1 ? Self.decode(parts[1]) : [] else {
                throw WebError.badRequest("The form was not sent in a form this app can read. Nothing changed; please try again.")
            }
            guard let name = String(validating: nameBytes, as: UTF8.self), let value = String(validating: valueBytes, as: UTF8.self) else {
                throw WebError.badRequest("The form was not sent in a form this app can read: its text is not UTF-8. Nothing changed; please try again.")
            }
            guard !value.unicodeScalars.contains(where: Self.isRefused), !name.unicodeScalars.contains(where: Self.isRefused) else {
                throw WebError.badRequest("The form holds characters that cannot be used (such as control characters). Nothing changed.")
            }
            fields[name] = value
        }
        self.fields = fields
    }

    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\t" && scalar != "\n" && scalar != "\r"
    }

    /// The field's value, if sent.
    public subscript(_ name: String) -> String? { fields[name] }

    /// The field's value; a missing field is a 400.
    public func required(_ name: String) throws -> String {
        guard let value = fields[name] else { throw WebError.badRequest("The form is missing “\(name)”.") }
        return value
    }

    /// Decodes `+` and `%XX` into bytes; nil for a `%` not followed by two hex digits.
    private static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
