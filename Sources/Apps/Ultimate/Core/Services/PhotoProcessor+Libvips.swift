#if canImport(VipsImaging)
import Foundation
import VipsImaging

/// The Linux photo processor, over libvips. Making one costs nothing: libvips starts on the first
/// photo it prepares.
public struct LibvipsPhotoProcessor: PhotoProcessor {
    let imaging = VipsImaging()

    public init() {}

    public func prepare(_ file: Data) throws -> PreparedPhoto {
        try PreparedPhoto.prepared(from: file, by: imaging.prepare)
    }
}
#endif
