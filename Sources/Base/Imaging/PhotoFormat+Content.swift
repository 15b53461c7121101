import Foundation

extension PhotoFormat {
    /// The accepted format `data` is, by its signature (the bytes it starts with); nil for
    /// anything else (GIF, TIFF, SVG, PDF, text…).
    public init?(signatureOf data: Data) {
        let bytes = [UInt8](data.prefix(16))
        func ascii(_ range: Range<Int>) -> String? {
            bytes.count >= range.upperBound ? String(decoding: bytes[range], as: UTF8.self) : nil
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if ascii(0..<4) == "RIFF", ascii(8..<12) == "WEBP" {
            self = .webp
        } else if ascii(4..<8) == "ftyp", let brand = ascii(8..<12), Self.heifBrands.contains(brand) {
            self = .heic
        } else {
            return nil
        }
    }

    /// The major brands of HEIC and HEIF still images (ISO/IEC 23008-12).
    static let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]

    /// Whether `data` runs to the end its own structure declares: a JPEG's end-of-image marker
    /// after its scan, a PNG's IEND chunk, a WebP's RIFF length, a HEIC's last box. A file cut
    /// short (an interrupted upload) fails here, whatever a lenient decoder would make of it.
    public func endsWhole(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        switch self {
        case .jpeg: return Self.jpegEndsWhole(bytes)
        case .png: return Self.pngEndsWhole(bytes)
        case .webp: return bytes.count >= 12 && 8 + Int(Self.littleEndian(bytes, at: 4)) <= bytes.count
        case .heic: return Self.boxesEndWhole(bytes)
        }
    }

    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], at index: Int) -> UInt32 {
        bytes[index..<index + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Walks the segments to the first scan (SOS), then looks for the end-of-image marker (FF D9),
    /// which entropy-coded data cannot hold (a data FF is always followed by 00 or a restart marker).
    private static func jpegEndsWhole(_ bytes: [UInt8]) -> Bool {
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte
            if marker == 0xD9 { return true }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { index += 2; continue }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { return false }
            let next = index + 2 + length
            if marker == 0xDA {
                guard next < bytes.count else { return false }
                return zip(bytes[next...], bytes[(next + 1)...]).contains { $0 == 0xFF && $1 == 0xD9 }
            }
            index = next
        }
        return false
    }

    private static func pngEndsWhole(_ bytes: [UInt8]) -> Bool {
        var index = 8
        while index + 12 <= bytes.count {
            let length = bigEndian(bytes, at: index, count: 4)
            let end = index + 12 + length
            guard end <= bytes.count else { return false }
            if bytes[index + 4..<index + 8].elementsEqual("IEND".utf8) { return true }
            index = end
        }
        return false
    }

    /// ISO base media file boxes (HEIF): each top-level box's size must lie within the file.
    private static func boxesEndWhole(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            guard index + 8 <= bytes.count else { return false }
            var size = bigEndian(bytes, at: index, count: 4)
            if size == 0 { return true }  // the last box runs to the end of the file
            if size == 1 {
                guard index + 16 <= bytes.count else { return false }
                size = bigEndian(bytes, at: index + 8, count: 8)
            }
            guard size >= 8, size <= bytes.count - index else { return false }
            index += size
        }
        return true
    }
}
