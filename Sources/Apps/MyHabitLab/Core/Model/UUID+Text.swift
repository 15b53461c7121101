import Foundation

extension UUID {
    /// Parses the canonical text form (`8-4-4-4-12` hex digits, either case).
    init?(text: String) {
        var text = text
        guard let id = text.withUTF8(UUID.init(utf8:)) else { return nil }
        self = id
    }

    /// Parses the canonical text form from its UTF-8 bytes, with no allocation.
    /// NB: Foundation's parser goes through `sscanf` on Linux, too slow for an import of half a million ids.
    init?(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard text.count == 36 else { return nil }
        var halves: (UInt64, UInt64) = (0, 0)
        var digits = 0
        for (position, character) in text.enumerated() {
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            let nibble: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = character - UInt8(ascii: "A") + 10
            default: return nil
            }
            if digits < 16 { halves.0 = halves.0 << 4 | UInt64(nibble) } else { halves.1 = halves.1 << 4 | UInt64(nibble) }
            digits += 1
        }
        let (high, low) = (halves.0.bigEndian, halves.1.bigEndian)
        self = withUnsafeBytes(of: (high, low)) { bytes in
            UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        }
    }

    /// Hands `body` the canonical upper-case text form's 36 bytes, written on the stack.
    func withText<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { out in
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
            return try body(UnsafeBufferPointer(out))
        }
    }

    /// The canonical upper-case text form, as `uuidString` writes it, without going through `sprintf`.
    var text: String {
        withText { String(decoding: $0, as: UTF8.self) }
    }
}
