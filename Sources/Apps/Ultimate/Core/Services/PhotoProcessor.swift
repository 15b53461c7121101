import Foundation
#if canImport(VipsImaging)
import VipsImaging
#endif

/// A photo made ready to keep: upright, without any metadata, as JPEGs.
public struct PreparedPhoto: Sendable {
    /// At most 2048 px on the long edge.
    public var full: Data
    /// At most 400 px on the long edge.
    public var thumbnail: Data
    public var blurredFull: Data
    public var blurredThumbnail: Data
    /// The full image's size.
    public var width: Int
    public var height: Int

    public init(full: Data, thumbnail: Data, blurredFull: Data, blurredThumbnail: Data, width: Int, height: Int) {
        self.full = full
        self.thumbnail = thumbnail
        self.blurredFull = blurredFull
        self.blurredThumbnail = blurredThumbnail
        self.width = width
        self.height = height
    }
}

/// Turns an uploaded file into a `PreparedPhoto`: JPEG, PNG, HEIC and WebP, decided by content;
/// the EXIF orientation applied; every piece of metadata (location above all) stripped. Core Image
/// and ImageIO on iOS; libvips on Linux.
public protocol PhotoProcessor: Sendable {
    /// Throws `UltimateError.photoRefused` for anything that is not a wholly decodable photo.
    func prepare(_ file: Data) throws -> PreparedPhoto
}

#if canImport(VipsImaging)
/// The Linux photo processor, over libvips.
public struct LibvipsPhotoProcessor: PhotoProcessor {
    let imaging = VipsImaging()

    public init() {}

    public func prepare(_ file: Data) throws -> PreparedPhoto {
        do {
            let made = try imaging.prepare(file)
            return PreparedPhoto(full: made.full, thumbnail: made.thumbnail, blurredFull: made.blurredFull,
                                 blurredThumbnail: made.blurredThumbnail, width: made.fullSize.width, height: made.fullSize.height)
        } catch .notAPhoto {
            throw UltimateError.photoRefused("This file is not a JPEG, PNG, HEIC or WebP photo.")
        } catch .undecodable {
            throw UltimateError.photoRefused("This photo cannot be read in full (it may be truncated or damaged).")
        } catch .tooLarge(let width, let height) {
            throw UltimateError.photoRefused("This photo says it is \(width) × \(height) pixels, more than any camera takes (at most 200 megapixels).")
        }
    }
}
#endif
