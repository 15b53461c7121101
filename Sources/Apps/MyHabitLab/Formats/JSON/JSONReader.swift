import Foundation

/// A strict JSON (RFC 8259) reader that walks a document value by value, without building it.
///
/// NB: the import reads an export of hundreds of thousands of entries. Foundation's
/// `JSONSerialization` and `JSONDecoder` each take over two seconds for 70 MB on Linux, building
/// an object per value; this reader hands the validator each entry's fields straight from the
/// bytes (ids and days are parsed there, never made into strings), and the habits, a small part of
/// the file, still go through `JSONSerialization` as one slice.
public struct JSONReader {
    /// The document is not JSON: the reader stopped at `offset`.
    public struct SyntaxError: Error {
        /// Where in the document.
        public let offset: Int

        /// A syntax error at `offset`.
        @inlinable public init(offset: Int) { self.offset = offset }
    }

    /// What the next value is, judged by its first byte.
    public enum Kind {
        case object, array, string, number, bool, null
    }

    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var index = 0
    @usableFromInline var depth = 0
    /// Deeper nesting than this is refused rather than risking the stack.
    @usableFromInline static let deepest = 256

    /// A reader over `bytes`, which must outlive it.
    @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// How many bytes are left to read.
    @inlinable public var remaining: Int { bytes.count - index }

    /// Whether `key` (bytes from `readObject`) is `name`.
    @inlinable public static func key(_ key: UnsafeBufferPointer<UInt8>, is name: StaticString) -> Bool {
        key.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// Checks that nothing but whitespace follows the document.
    @inlinable public mutating func finish() throws {
        skipWhitespace()
        guard index == bytes.count else { throw SyntaxError(offset: index) }
    }

    /// The kind of the next value.
    @inlinable public mutating func kind() throws -> Kind {
        skipWhitespace()
        guard index < bytes.count else { throw SyntaxError(offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw SyntaxError(offset: index)
        }
    }

    /// Reads an object: `member` is called with each key's bytes and must read (or skip) its value.
    @inlinable public mutating func readObject(_ member: (inout JSONReader, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        try enter()
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipWhitespace()
                let key = try rawString()
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                if key.escaped {
                    var text = try unescaped(key.bytes)
                    try text.withUTF8 { try member(&self, $0) }
                } else {
                    try member(&self, key.bytes)
                }
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "}"))
                break
            }
        }
        depth -= 1
    }

    /// Reads an array: `element` is called with each position and must read (or skip) the element.
    @inlinable public mutating func readArray(_ element: (inout JSONReader, Int) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        try enter()
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
        } else {
            var position = 0
            while true {
                try element(&self, position)
                position += 1
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "]"))
                break
            }
        }
        depth -= 1
    }

    /// Reads a string.
    @inlinable public mutating func readString() throws -> String {
        skipWhitespace()
        let raw = try rawString()
        guard raw.escaped else {
            guard let text = String(validating: raw.bytes, as: UTF8.self) else { throw SyntaxError(offset: index) }
            return text
        }
        return try unescaped(raw.bytes)
    }

    /// Reads a string and hands `read` its UTF-8 bytes: without a copy when it has no escapes.
    @inlinable public mutating func readString<T>(_ read: (UnsafeBufferPointer<UInt8>) -> T) throws -> T {
        skipWhitespace()
        let raw = try rawString()
        guard raw.escaped else { return read(raw.bytes) }
        var text = try unescaped(raw.bytes)
        return text.withUTF8(read)
    }

    /// Reads a number.
    @inlinable public mutating func readNumber() throws -> Double {
        skipWhitespace()
        let start = index
        var whole = true
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw SyntaxError(offset: index) }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            whole = false
            guard digits() > 0 else { throw SyntaxError(offset: index) }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            whole = false
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw SyntaxError(offset: index) }
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let negative = text.first == UInt8(ascii: "-")
        // NB: whole numbers of up to 15 digits are exact as doubles; anything else is left to the
        // standard library's correctly rounded parser.
        if whole, text.count - (negative ? 1 : 0) <= 15 {
            var value = 0
            for byte in text where byte != UInt8(ascii: "-") { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
            return Double(negative ? -value : value)
        }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { throw SyntaxError(offset: start) }
        return value
    }

    /// Reads `true` or `false`.
    @inlinable public mutating func readBool() throws -> Bool {
        skipWhitespace()
        if literal("true") { return true }
        if literal("false") { return false }
        throw SyntaxError(offset: index)
    }

    /// Reads `null`.
    @inlinable public mutating func readNull() throws {
        skipWhitespace()
        guard literal("null") else { throw SyntaxError(offset: index) }
    }

    /// Reads the next value, whatever it is, checking its syntax, and returns its bytes.
    @discardableResult
    @inlinable public mutating func skipValue() throws -> UnsafeBufferPointer<UInt8> {
        skipWhitespace()
        let start = index
        switch try kind() {
        case .object: try readObject { reader, _ in try reader.skipValue() }
        case .array: try readArray { reader, _ in try reader.skipValue() }
        case .string: _ = try rawString()
        case .number: _ = try readNumber()
        case .bool: _ = try readBool()
        case .null: try readNull()
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    // MARK: - Bytes

    @inlinable var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    @inlinable mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    @inlinable mutating func expect(_ byte: UInt8) throws {
        guard peek == byte else { throw SyntaxError(offset: index) }
        index += 1
    }

    @inlinable mutating func enter() throws {
        depth += 1
        guard depth <= Self.deepest else { throw SyntaxError(offset: index) }
    }

    @inlinable mutating func digits() -> Int {
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    @inlinable mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// The bytes between a string's quotes, and whether they hold escapes.
    @inlinable mutating func rawString() throws -> (bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        try expect(UInt8(ascii: "\""))
        let start = index
        var escaped = false, ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
                // NB: JSON is UTF-8; a string of ASCII alone (nearly all of an export) needs no check.
                guard ascii || String(validating: raw, as: UTF8.self) != nil else { throw SyntaxError(offset: start) }
                return (raw, escaped)
            }
            guard byte >= 0x20 else { throw SyntaxError(offset: index) }
            if byte >= 0x80 { ascii = false }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                index += 1
            }
            index += 1
        }
        throw SyntaxError(offset: index)
    }

    /// A string's text from its bytes with escapes.
    @inlinable func unescaped(_ raw: UnsafeBufferPointer<UInt8>) throws -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var position = 0
        func hex4() throws -> UInt32 {
            guard position + 4 <= raw.count else { throw SyntaxError(offset: index) }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = raw[position]
                let nibble: UInt8 = switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                default: throw SyntaxError(offset: index)
                }
                value = value << 4 | UInt32(nibble)
                position += 1
            }
            return value
        }
        while position < raw.count {
            let byte = raw[position]
            position += 1
            guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
            guard position < raw.count else { throw SyntaxError(offset: index) }
            let escape = raw[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard position + 1 < raw.count, raw[position] == UInt8(ascii: "\\"), raw[position + 1] == UInt8(ascii: "u")
                    else { throw SyntaxError(offset: index) }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw SyntaxError(offset: index) }
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                }
                guard let character = Unicode.Scalar(scalar) else { throw SyntaxError(offset: index) }
                out.append(contentsOf: Array(String(Character(character)).utf8))
            default: throw SyntaxError(offset: index)
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw SyntaxError(offset: index) }
        return text
    }
}
