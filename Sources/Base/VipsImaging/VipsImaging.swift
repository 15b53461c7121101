import CVipsShim
import Foundation

/// Photo preparation with libvips (Linux): decides the format by content, turns the image upright,
/// converts it to sRGB, strips all metadata and makes the sizes an app stores.
public struct VipsImaging: Sendable {
    /// The formats accepted, by the libvips loader that recognises them.
    public enum Format: String, Sendable, CaseIterable {
        case jpeg, png, heic, webp
    }

    /// Why a file was refused.
    public enum Refusal: Error, Equatable, Sendable {
        /// Not an image libvips knows, or one of a kind not accepted (GIF, TIFF, SVG, PDF…).
        case notAPhoto
        /// It looks like a photo but does not decode wholly (truncated or corrupt).
        case undecodable(String)
        /// Its header declares more pixels than a camera takes (a decompression bomb, or damage).
        case tooLarge(width: Int, height: Int)
    }

    /// The most pixels a photo may declare (200 megapixels, the largest phone sensors'), checked
    /// in its header before anything is decoded.
    public static let largestPixelCount = 200_000_000

    /// Prepared JPEGs, each without metadata.
    public struct Renditions: Sendable {
        public var format: Format
        public var full: Data
        public var fullSize: (width: Int, height: Int)
        public var thumbnail: Data
        public var blurredFull: Data
        public var blurredThumbnail: Data
    }

    public let fullEdge: Int
    public let thumbnailEdge: Int

    /// Starts libvips (once per process).
    public init(fullEdge: Int = 2048, thumbnailEdge: Int = 400) {
        precondition(hs_vips_start() == 0, "libvips could not start: \(Self.takeError())")
        self.fullEdge = fullEdge
        self.thumbnailEdge = thumbnailEdge
    }

    /// The accepted format of `data`, decided by its content; nil for anything else.
    public func format(of data: Data) -> Format? {
        let loader = data.withUnsafeBytes { bytes in hs_vips_loader(bytes.baseAddress, bytes.count).map { String(cString: $0) } }
        switch loader {
        case "VipsForeignLoadJpegBuffer"?: return .jpeg
        case "VipsForeignLoadPngBuffer"?: return .png
        case "VipsForeignLoadHeifBuffer"?: return .heic
        case "VipsForeignLoadWebpBuffer"?: return .webp
        default:
            _ = Self.takeError()
            return nil
        }
    }

    /// Decodes the whole image, turns it upright and makes the full image (≤ `fullEdge`), the
    /// thumbnail (≤ `thumbnailEdge`) and their blurred versions, all JPEG without any metadata.
    public func prepare(_ data: Data) throws(Refusal) -> Renditions {
        guard let format = format(of: data) else { throw .notAPhoto }
        let size: (width: Int, height: Int)? = data.withUnsafeBytes { bytes in
            guard let header = hs_vips_open(bytes.baseAddress, bytes.count) else { return nil }
            defer { hs_vips_release(header) }
            return (Int(hs_vips_width(header)), Int(hs_vips_height(header)))
        }
        guard let size else { throw .undecodable(Self.takeError()) }
        guard size.width.multipliedReportingOverflow(by: size.height).partialValue <= Self.largestPixelCount, size.width > 0, size.height > 0 else {
            throw .tooLarge(width: size.width, height: size.height)
        }
        let result: Result<Renditions, Refusal> = data.withUnsafeBytes { bytes in
            // NB: libvips reads lazily from the caller's bytes; everything is made inside this scope.
            guard let fitted = hs_vips_upright_fit(bytes.baseAddress, bytes.count, Int32(fullEdge)) else {
                return .failure(.undecodable(Self.takeError()))
            }
            defer { hs_vips_release(fitted) }
            // Decoded once, here: a truncated file fails now, before anything is encoded.
            guard let full = hs_vips_in_memory(fitted) else { return .failure(.undecodable(Self.takeError())) }
            defer { hs_vips_release(full) }
            do throws(Refusal) {
                let thumbnail = try Self.made(hs_vips_fit(full, Int32(thumbnailEdge)))
                defer { hs_vips_release(thumbnail) }
                let small = try Self.made(hs_vips_fit(full, 512))
                defer { hs_vips_release(small) }
                let blurredFull = try Self.made(hs_vips_blur(small, 18))
                defer { hs_vips_release(blurredFull) }
                let blurredThumbnail = try Self.made(hs_vips_blur(thumbnail, 14))
                defer { hs_vips_release(blurredThumbnail) }
                return .success(Renditions(
                    format: format, full: try Self.jpeg(full, quality: 85),
                    fullSize: (Int(hs_vips_width(full)), Int(hs_vips_height(full))),
                    thumbnail: try Self.jpeg(thumbnail, quality: 80),
                    blurredFull: try Self.jpeg(blurredFull, quality: 70),
                    blurredThumbnail: try Self.jpeg(blurredThumbnail, quality: 70)))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func made(_ image: OpaquePointer?) throws(Refusal) -> OpaquePointer {
        guard let image else { throw .undecodable(takeError()) }
        return image
    }

    private static func jpeg(_ image: OpaquePointer, quality: Int32) throws(Refusal) -> Data {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard hs_vips_jpeg(image, quality, &buffer, &length) == 0, let buffer else { throw .undecodable(takeError()) }
        defer { hs_vips_free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    static func takeError() -> String {
        guard let message = hs_vips_take_error() else { return "" }
        defer { hs_vips_free(message) }
        return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
