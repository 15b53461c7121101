#if canImport(ImageIO)
import AppleImaging
import Foundation

/// The photo processor of Apple platforms, over ImageIO and Core Image (`AppleImaging`). Checked on
/// Linux only by type (scripts/check-ios); its contract tests run on a Mac.
public struct ImageIOPhotoProcessor: PhotoProcessor {
    let imaging = AppleImaging()

    public init() {}

    public func prepare(_ file: Data) throws -> PreparedPhoto {
        try PreparedPhoto.prepared(from: file, by: imaging.prepare)
    }
}
#endif
