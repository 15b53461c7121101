import Foundation

extension UUID {
    /// Parses the canonical text form (`8-4-4-4-12` hex digits, either case).
    public init?(text: String) {
        var text = text
        guard let id = text.withUTF8(UUID.init(utf8:)) else { return nil }
        self = id
    }

    /// Parses the canonical text form from its UTF-8 bytes, with no allocation.
    /// NB: Foundation's parser goes through `sscanf` on Linux, too slow for an import of half a million ids.
    @inlinable public init?(utf8 text: UnsafeBufferPointer<UInt8>) {
        let dash = UInt8(ascii: "-")
        guard text.count == 36, text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else { return nil }
        var valid = true
        /// The value of the `count` hex digits from `start`.
        func hex(_ start: Int, _ count: Int, onto value: UInt64) -> UInt64 {
            var value = value
            for position in start..<start + count {
                let character = text[position]
                let digit = character &- UInt8(ascii: "0"), letter = (character | 0x20) &- UInt8(ascii: "a")
                let nibble = digit < 10 ? digit : letter &+ 10
                valid = valid && (digit < 10 || letter < 6)
                value = value << 4 | UInt64(nibble)
            }
            return value
        }
        let high = hex(14, 4, onto: hex(9, 4, onto: hex(0, 8, onto: 0)))
        let low = hex(24, 12, onto: hex(19, 4, onto: 0))
        guard valid else { return nil }
        self.init(uuid: unsafeBitCast((high.bigEndian, low.bigEndian), to: uuid_t.self))
    }

    /// Writes the canonical upper-case text form's 36 bytes at `out`.
    public func writeText(to out: UnsafeMutablePointer<UInt8>) {
        let hex: StaticString = "0123456789ABCDEF"
        var position = 0
        withUnsafeBytes(of: uuid) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    out[position] = UInt8(ascii: "-")
                    position += 1
                }
                out[position] = hex.utf8Start[Int(byte >> 4)]
                out[position + 1] = hex.utf8Start[Int(byte & 0xF)]
                position += 2
            }
        }
    }

    /// The canonical upper-case text form, as `uuidString` writes it, without going through `sprintf`.
    public var text: String {
        String(unsafeUninitializedCapacity: 36) { out in
            writeText(to: out.baseAddress!)
            return 36
        }
    }
}
