import Foundation

/// The segments of a JPEG that carry metadata rather than pixels: APP1 to APP15 (EXIF with its GPS
/// and maker notes, XMP, ICC profiles, IPTC…) and comments.
public enum JPEGMetadata {
    /// `jpeg` without its metadata segments, the pixels untouched (APP0, the JFIF header, is kept);
    /// nil when its segments up to the first scan are malformed.
    public static func stripped(_ jpeg: Data) -> Data? {
        let bytes = [UInt8](jpeg)
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var kept: [UInt8] = [0xFF, 0xD8]
        kept.reserveCapacity(bytes.count)
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2, index + 2 + length <= bytes.count else { return nil }
            if marker == 0xDA {  // the first scan: everything from here on is image data
                kept.append(contentsOf: bytes[index...])
                return Data(kept)
            }
            if !((0xE1...0xEF).contains(marker) || marker == 0xFE) {
                kept.append(contentsOf: bytes[index..<index + 2 + length])
            }
            index += 2 + length
        }
        return nil
    }
}
