// Compiled only where ImageIO exists (Apple platforms); on Linux this module is empty, and
// scripts/check-ios type-checks it against the interface stubs in Tests/iOSStubs.
#if canImport(ImageIO)
import CoreGraphics
import CoreImage
import Foundation
import ImageIO
import Imaging

/// Photo preparation with ImageIO and Core Image (Apple platforms), by the rules in `PhotoRules`:
/// the format decided by content, the size read from the header before any decoding, the whole
/// image decoded, turned upright, converted to sRGB, sized, blurred and written as JPEG without
/// any metadata.
public struct AppleImaging: Sendable {
    public init() {}

    /// Decodes the whole image, turns it upright and makes the full image, the thumbnail and their
    /// blurred versions, all JPEG without any metadata.
    public func prepare(_ data: Data) throws(PhotoRefusal) -> PhotoRenditions {
        guard let format = PhotoFormat(signatureOf: data),
              let source = CGImageSourceCreateWithData(data as CFData, nil) else { throw .notAPhoto }
        // The header's size, read before a single pixel is decoded: a decompression bomb stops here.
        guard let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
              let width = properties[kCGImagePropertyPixelWidth] as? Int,
              let height = properties[kCGImagePropertyPixelHeight] as? Int else {
            throw .undecodable("ImageIO reads no image size from this file.")
        }
        try PhotoRules.checkDeclaredSize(width: width, height: height)
        guard format.endsWhole(data) else { throw .undecodable("The file ends before its image data does.") }
        // Decoded now, whole, turned upright by its orientation tag, and shrunk to the full edge
        // (never enlarged: the largest size asked is the photo's own).
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceThumbnailMaxPixelSize: min(PhotoRules.fullEdge, max(width, height)),
        ]
        guard let upright = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
            throw .undecodable("ImageIO could not decode this image.")
        }
        let full = try Self.drawn(upright, edge: PhotoRules.fullEdge)
        let thumbnail = try Self.drawn(full, edge: PhotoRules.thumbnailEdge)
        let small = try Self.drawn(full, edge: PhotoRules.blurEdge)
        let context = CIContext()
        return PhotoRenditions(
            format: format,
            full: try Self.jpeg(full, quality: PhotoRules.fullQuality),
            fullSize: (full.width, full.height),
            thumbnail: try Self.jpeg(thumbnail, quality: PhotoRules.thumbnailQuality),
            blurredFull: try Self.jpeg(Self.blurred(small, sigma: PhotoRules.fullBlurSigma, in: context), quality: PhotoRules.blurredQuality),
            blurredThumbnail: try Self.jpeg(Self.blurred(thumbnail, sigma: PhotoRules.thumbnailBlurSigma, in: context),
                                            quality: PhotoRules.blurredQuality))
    }

    /// `image` drawn into an sRGB bitmap that fits `edge`×`edge`: a Display P3 photo's colours
    /// converted, since its profile does not travel with the JPEG.
    private static func drawn(_ image: CGImage, edge: Int) throws(PhotoRefusal) -> CGImage {
        let size = PhotoRules.fitted(width: image.width, height: image.height, edge: edge)
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
              let context = CGContext(data: nil, width: size.width, height: size.height, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                                      bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue)) else {
            throw .undecodable("Core Graphics could not make a \(size.width) × \(size.height) image.")
        }
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        guard let drawn = context.makeImage() else { throw .undecodable("Core Graphics could not draw this image.") }
        return drawn
    }

    /// `image` with a Gaussian blur of `sigma` pixels, its edges clamped so the border does not
    /// fade to black, cropped back to its own size.
    private static func blurred(_ image: CGImage, sigma: Double, in context: CIContext) throws(PhotoRefusal) -> CGImage {
        let input = CIImage(cgImage: image)
        let output = input.clampedToExtent().applyingFilter("CIGaussianBlur", parameters: ["inputRadius": sigma]).cropped(to: input.extent)
        guard let blurred = context.createCGImage(output, from: input.extent) else { throw .undecodable("Core Image could not blur this image.") }
        return blurred
    }

    /// `image` as a JPEG of `quality` (0–100). No properties are given but the quality, and any
    /// metadata segment ImageIO writes of its own accord is removed: no EXIF, GPS or maker data.
    private static func jpeg(_ image: CGImage, quality: Int) throws(PhotoRefusal) -> Data {
        let output = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(output as CFMutableData, "public.jpeg" as CFString, 1, nil) else {
            throw .undecodable("ImageIO cannot write JPEG.")
        }
        let properties: [CFString: Any] = [kCGImageDestinationLossyCompressionQuality: Double(quality) / 100]
        CGImageDestinationAddImage(destination, image, properties as CFDictionary)
        guard CGImageDestinationFinalize(destination), let jpeg = JPEGMetadata.stripped(output as Data) else {
            throw .undecodable("ImageIO could not write this image as JPEG.")
        }
        return jpeg
    }
}
#endif
