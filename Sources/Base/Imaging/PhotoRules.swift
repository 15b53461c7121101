import Foundation

/// The rules every photo preparation follows, on every platform (libvips on Linux, ImageIO and
/// Core Image on Apple platforms): what is accepted, the largest photo, the sizes kept, the blur.
public enum PhotoRules {
    /// The most pixels a photo may declare (200 megapixels, the largest phone sensors'), checked
    /// in its header before anything is decoded.
    public static let largestPixelCount = 200_000_000
    /// The long edge of the full image, at most.
    public static let fullEdge = 2048
    /// The long edge of the thumbnail, at most.
    public static let thumbnailEdge = 400
    /// The long edge the full image is shrunk to before it is blurred (a blurred photo needs no detail).
    public static let blurEdge = 512
    /// The Gaussian blur's standard deviation, in pixels, for the full image (at `blurEdge`) and the thumbnail.
    public static let fullBlurSigma = 18.0
    public static let thumbnailBlurSigma = 14.0
    /// JPEG qualities (0–100): the full image, the thumbnail, the blurred versions.
    public static let fullQuality = 85
    public static let thumbnailQuality = 80
    public static let blurredQuality = 70

    /// Refuses a header declaring no pixels, or more than `largestPixelCount`.
    public static func checkDeclaredSize(width: Int, height: Int) throws(PhotoRefusal) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= largestPixelCount else {
            throw .tooLarge(width: width, height: height)
        }
    }

    /// `width`×`height` shrunk to fit `edge`×`edge`, keeping its proportions; never enlarged.
    public static func fitted(width: Int, height: Int, edge: Int) -> (width: Int, height: Int) {
        let longest = max(width, height)
        guard longest > edge else { return (width, height) }
        let scale = Double(edge) / Double(longest)
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}

/// The formats accepted.
public enum PhotoFormat: String, Sendable, CaseIterable {
    case jpeg, png, heic, webp
}

/// Why a file was refused.
public enum PhotoRefusal: Error, Equatable, Sendable {
    /// Not an image, or one of a kind not accepted (GIF, TIFF, SVG, PDF…).
    case notAPhoto
    /// It looks like a photo but does not decode wholly (truncated or corrupt).
    case undecodable(String)
    /// Its header declares more pixels than a camera takes (a decompression bomb, or damage).
    case tooLarge(width: Int, height: Int)
    /// No photo can be processed here: the imaging library is missing or would not start (why).
    case unavailable(String)
}

/// A photo made ready to keep: upright, sRGB, without any metadata, as JPEGs.
public struct PhotoRenditions: Sendable {
    public var format: PhotoFormat
    /// At most `PhotoRules.fullEdge` on the long edge.
    public var full: Data
    public var fullSize: (width: Int, height: Int)
    /// At most `PhotoRules.thumbnailEdge` on the long edge.
    public var thumbnail: Data
    public var blurredFull: Data
    public var blurredThumbnail: Data

    /// The renditions of a photo of `format`, the full image being `fullSize`.
    public init(format: PhotoFormat, full: Data, fullSize: (width: Int, height: Int), thumbnail: Data, blurredFull: Data, blurredThumbnail: Data) {
        self.format = format
        self.full = full
        self.fullSize = fullSize
        self.thumbnail = thumbnail
        self.blurredFull = blurredFull
        self.blurredThumbnail = blurredThumbnail
    }
}
