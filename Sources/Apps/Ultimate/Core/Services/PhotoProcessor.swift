import Foundation
import Imaging

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

/// Turns an uploaded file into a `PreparedPhoto` by the rules in `PhotoRules`: JPEG, PNG, HEIC and
/// WebP, decided by content; a header declaring more than 200 megapixels refused before decoding;
/// the EXIF orientation applied; sRGB; every piece of metadata (location above all) stripped.
/// `ImageIOPhotoProcessor` (ImageIO and Core Image) on Apple platforms; `LibvipsPhotoProcessor` on Linux.
public protocol PhotoProcessor: Sendable {
    /// Throws `UltimateError.photoRefused` for anything that is not a wholly decodable photo.
    func prepare(_ file: Data) throws -> PreparedPhoto
}

extension PreparedPhoto {
    /// The photo `prepare` makes of `file`, its refusal put in the product's words: the one
    /// mapping both processors share.
    static func prepared(from file: Data, by prepare: (Data) throws(PhotoRefusal) -> PhotoRenditions) throws(UltimateError) -> PreparedPhoto {
        do {
            let made = try prepare(file)
            return PreparedPhoto(full: made.full, thumbnail: made.thumbnail, blurredFull: made.blurredFull,
                                 blurredThumbnail: made.blurredThumbnail, width: made.fullSize.width, height: made.fullSize.height)
        } catch {
            switch error {
            case .notAPhoto:
                throw .photoRefused("This file is not a JPEG, PNG, HEIC or WebP photo.")
            case .undecodable:
                throw .photoRefused("This photo cannot be read in full (it may be truncated or damaged).")
            case .tooLarge(let width, let height):
                throw .photoRefused("This photo says it is \(width) × \(height) pixels, more than any camera takes "
                                    + "(at most \(PhotoRules.largestPixelCount / 1_000_000) megapixels).")
            case .unavailable(let why):
                throw .photoRefused("Photos cannot be processed on this server: \(why).")
            }
        }
    }
}

