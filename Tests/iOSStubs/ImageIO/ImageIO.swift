// Interface stub of the Image I/O API that Sources/Base/AppleImaging uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/imageio/…): each declaration names its page.
// The option and property keys are `let …: CFString` on Apple's pages; their values here are
// placeholders. The CF types come from the CoreGraphics stub (Apple's ImageIO imports CoreGraphics).
// NB: CGImageDestinationCreateWithData's own page was not found with the search tool: its shape is
// that of the documented CGImageDestinationCreateWithDataConsumer(_:_:_:_:) (same parameters, a
// CFMutableData instead of a data consumer), as listed in Apple's iOS 8.3 ImageIO API diffs
// (developer.apple.com/library/content/releasenotes/General/iOS83APIDiffs/modules/ImageIO.html).
import CoreGraphics
import Foundation

private func stub<T>() -> T { fatalError("ImageIO stub") }

/// …/cgimagesource (`class CGImageSource`; iOS 4)
open class CGImageSource {}

/// …/cgimagedestination (`class CGImageDestination`; iOS 4)
open class CGImageDestination {}

/// …/cgimagesourcecreatewithdata(_:_:) (`func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource?`; iOS 4)
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { stub() }

/// …/cgimagesourcecopypropertiesatindex(_:_:_:) (`func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource,
/// _ index: Int, _ options: CFDictionary?) -> CFDictionary?`; iOS 4)
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? { stub() }

/// …/cgimagesourcecreatethumbnailatindex(_:_:_:) (`func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource,
/// _ index: Int, _ options: CFDictionary?) -> CGImage?`; iOS 4)
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { stub() }

/// …/kcgimagepropertypixelwidth (`let kCGImagePropertyPixelWidth: CFString`; iOS 4)
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// …/kcgimagepropertypixelheight (not opened: the same shape as its width's page)
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// …/kcgimagesourcecreatethumbnailfromimagealways (Apple's page not found with the search tool; the same shape as
/// the other thumbnail keys, `let …: CFString`, iOS 4, as the ImageIO headers declare it)
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// …/kcgimagesourcecreatethumbnailwithtransform (`let kCGImageSourceCreateThumbnailWithTransform: CFString`; iOS 4)
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// …/kcgimagesourcethumbnailmaxpixelsize (`let kCGImageSourceThumbnailMaxPixelSize: CFString`; iOS 4)
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// …/kcgimagesourceshouldcacheimmediately (`let kCGImageSourceShouldCacheImmediately: CFString`; iOS 7)
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// …/kcgimagedestinationlossycompressionquality (`let kCGImageDestinationLossyCompressionQuality: CFString`; iOS 4)
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

/// CGImageDestinationCreateWithData(_:_:_:_:) (see the NB above; iOS 4)
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    stub()
}

/// …/cgimagedestinationaddimage(_:_:_:) (`func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage,
/// _ properties: CFDictionary?)`; iOS 4)
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {}

/// …/cgimagedestinationfinalize(_:) (`func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool`; iOS 4)
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { stub() }
