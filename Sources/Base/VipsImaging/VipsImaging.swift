import CVipsShim
import Foundation
@_exported import Imaging

/// Photo preparation with libvips (Linux), by the rules in `PhotoRules`: decides the format by
/// content, turns the image upright, converts it to sRGB, strips all metadata and makes the sizes
/// an app stores. libvips starts on the first photo, not when this value is made (a server makes
/// its processor at start-up).
public struct VipsImaging: Sendable {
    /// The formats accepted (`PhotoFormat`), each decided here by the libvips loader that reads it.
    public typealias Format = PhotoFormat
    /// Why a file was refused (`PhotoRefusal`).
    public typealias Refusal = PhotoRefusal
    /// The JPEGs made of a photo (`PhotoRenditions`).
    public typealias Renditions = PhotoRenditions

    /// The most pixels a photo may declare (`PhotoRules.largestPixelCount`).
    public static var largestPixelCount: Int { PhotoRules.largestPixelCount }

    /// The long edge of the full image and of the thumbnail, at most.
    public let fullEdge: Int
    public let thumbnailEdge: Int

    /// Makes nothing yet: libvips starts with the first call that reads a file.
    public init(fullEdge: Int = PhotoRules.fullEdge, thumbnailEdge: Int = PhotoRules.thumbnailEdge) {
        self.fullEdge = fullEdge
        self.thumbnailEdge = thumbnailEdge
    }

    /// Loads and starts libvips, once per process; safe from any thread (`pthread_once` in the
    /// shim). Throws `.unavailable` when libvips is not installed or would not start.
    static func start() throws(Refusal) {
        guard hs_vips_start() == 0 else { throw .unavailable(takeError()) }
    }

    /// Whether libvips has started in this process.
    public static var hasStarted: Bool { hs_vips_has_started() != 0 }

    /// The accepted format of `data`, decided by its content; nil for anything else, and when
    /// libvips is not installed (`prepare` says so).
    public func format(of data: Data) -> Format? {
        guard (try? Self.start()) != nil else { return nil }
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
        try Self.start()
        guard let format = format(of: data) else { throw .notAPhoto }
        let size: (width: Int, height: Int)? = data.withUnsafeBytes { bytes in
            guard let header = hs_vips_open(bytes.baseAddress, bytes.count) else { return nil }
            defer { hs_vips_release(header) }
            return (Int(hs_vips_width(header)), Int(hs_vips_height(header)))
        }
        guard let size else { throw .undecodable(Self.takeError()) }
        try PhotoRules.checkDeclaredSize(width: size.width, height: size.height)
        guard format.endsWhole(data) else { throw .undecodable("The file ends before its image data does.") }
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
                let small = try Self.made(hs_vips_fit(full, Int32(PhotoRules.blurEdge)))
                defer { hs_vips_release(small) }
                let blurredFull = try Self.made(hs_vips_blur(small, PhotoRules.fullBlurSigma))
                defer { hs_vips_release(blurredFull) }
                let blurredThumbnail = try Self.made(hs_vips_blur(thumbnail, PhotoRules.thumbnailBlurSigma))
                defer { hs_vips_release(blurredThumbnail) }
                return .success(Renditions(
                    format: format, full: try Self.jpeg(full, quality: PhotoRules.fullQuality),
                    fullSize: (Int(hs_vips_width(full)), Int(hs_vips_height(full))),
                    thumbnail: try Self.jpeg(thumbnail, quality: PhotoRules.thumbnailQuality),
                    blurredFull: try Self.jpeg(blurredFull, quality: PhotoRules.blurredQuality),
                    blurredThumbnail: try Self.jpeg(blurredThumbnail, quality: PhotoRules.blurredQuality)))
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

    private static func jpeg(_ image: OpaquePointer, quality: Int) throws(Refusal) -> Data {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard hs_vips_jpeg(image, Int32(quality), &buffer, &length) == 0, let buffer else { throw .undecodable(takeError()) }
        defer { hs_vips_free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    static func takeError() -> String {
        guard let message = hs_vips_take_error() else { return "" }
        defer { hs_vips_free(message) }
        return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
