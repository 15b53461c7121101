import Foundation
import ZIPFoundation

/// The CSV files of a Loop export zip, each inflated when the reader asks for it (Loop's
/// `Scores.csv`, derived data as large as the rest, never is). Sizes are counted as the bytes
/// inflate, never taken from the zip's own headers, which may lie: more than 50 MB in all, more
/// than 4,000 files or a file inflating over 200 times its size is refused as soon as it shows.
public final class LoopCSVArchive {
    /// The most CSV a zip may inflate to (Checkmarks of 200 habits × 10 years take 17 MB).
    public static let largestInflated = 50 * 1024 * 1024
    /// The most files a zip may hold: Loop writes two per habit and one more.
    public static let largestFileCount = 4_000
    /// The most a file may inflate to, as a multiple of its compressed size (CSV deflates about
    /// tenfold; a zip bomb a thousandfold).
    public static let largestCompressionRatio = 200

    private let archive: Archive
    private let files: [String: ZIPFoundation.Entry]
    /// The bytes inflated so far.
    private var inflated = 0

    /// The CSV files' paths.
    public var paths: some Collection<String> { files.keys }

    /// The zip `data`, its files listed; a damaged zip, or one of too many files, is refused.
    public init(_ data: Data) throws {
        do {
            // NB: ZIPFoundation's in-memory archive traps when a header points past the end of
            // the bytes (a range with its bounds reversed); such a zip never reaches it.
            guard Self.isWhole(data) else { throw FormatRefusal("") }
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw FormatRefusal("The zip file is damaged or truncated. Nothing changed.")
        }
        var files: [String: ZIPFoundation.Entry] = [:]
        var count = 0
        for entry in archive where entry.type == .file {
            count += 1
            guard count <= Self.largestFileCount else {
                throw FormatRefusal("The zip holds more than \(Self.largestFileCount) files, more than a Loop export has, so it was not imported. Nothing changed.")
            }
            if entry.path.hasSuffix(".csv") { files[entry.path] = entry }
        }
        self.files = files
    }

    /// Whether every header of the zip `data` lies inside it: the end record, the central
    /// directory, and each entry's local header with its name, extra field and compressed bytes.
    /// A zip of 4 GB or more (ZIP64) is not one a habit tracker writes, and is refused too.
    public static func isWhole(_ data: Data) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            func uint16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : nil }
            func uint32(_ at: Int) -> Int? {
                guard let low = uint16(at), let high = uint16(at + 2) else { return nil }
                return low | high << 16
            }
            // The end record: its signature within the last 22 + 65,535 bytes (a comment may follow it).
            let earliest = max(0, bytes.count - 22 - 65_535)
            var end = bytes.count - 22
            guard end >= 0 else { return false }
            while end >= earliest, uint32(end) != 0x0605_4B50 { end -= 1 }
            guard end >= earliest, let count = uint16(end + 10), let size = uint32(end + 12), let start = uint32(end + 16),
                  count != 0xFFFF, size != 0xFFFF_FFFF, start != 0xFFFF_FFFF, start + size <= end else { return false }
            var at = start
            for _ in 0..<count {
                guard uint32(at) == 0x0201_4B50, let compressed = uint32(at + 20), let nameLength = uint16(at + 28),
                      let extraLength = uint16(at + 30), let commentLength = uint16(at + 32), let local = uint32(at + 42),
                      compressed != 0xFFFF_FFFF, local != 0xFFFF_FFFF,
                      uint32(local) == 0x0403_4B50, let localName = uint16(local + 26), let localExtra = uint16(local + 28),
                      local + 30 + localName + localExtra + compressed <= start else { return false }
                at += 46 + nameLength + extraLength + commentLength
                guard at <= start + size else { return false }
            }
            return true
        }
    }

    /// The size the zip says the file at `path` inflates to, up to the most an import reads.
    public func declaredSize(_ path: String) -> Int {
        files[path].map { Int(min($0.uncompressedSize, UInt64(Self.largestInflated))) } ?? 0
    }

    /// The text of the file at `path` (nil when the zip has none), inflated now.
    public func text(_ path: String) throws -> String? {
        guard let entry = files[path] else { return nil }
        struct TooLarge: Error { let message: String }
        let compressed = max(Int(clamping: entry.compressedSize), 1)
        var contents = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                inflated += chunk.count
                contents.append(chunk)
                guard inflated <= Self.largestInflated else {
                    throw TooLarge(message: "The zip holds more than 50 MB of CSV, so it was not imported.")
                }
                guard contents.count <= 1 << 20 || contents.count / compressed <= Self.largestCompressionRatio else {
                    throw TooLarge(message: "“\(path)” in the zip inflates to over \(Self.largestCompressionRatio) times its size, which no CSV export does, so the zip was not imported.")
                }
            }
        } catch let error as TooLarge {
            throw FormatRefusal(error.message + " Nothing changed.")
        } catch {
            throw FormatRefusal("“\(path)” in the zip is damaged. Nothing changed.")
        }
        return String(decoding: contents, as: UTF8.self)
    }

    /// A zip of `files` (path and text), deflated, each dated `modified`: Loop's CSV layout as the export writes it.
    public static func zip(_ files: [(path: String, text: String)], modified: Date) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, text) in files {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: modified,
                                 compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        // NB: an in-memory archive always has its data.
        return archive.data!
    }
}
