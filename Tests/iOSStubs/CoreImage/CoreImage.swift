// Interface stub of the Core Image API that Sources/Base/AppleImaging uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/coreimage/…): each declaration names its page.
// Apple's classes are NSObject subclasses, not marked Sendable; these are plain classes.
import CoreGraphics
import Foundation

private func stub<T>() -> T { fatalError("CoreImage stub") }

/// …/ciimage (`class CIImage`; iOS 5)
open class CIImage {
    /// …/ciimage/init(cgimage:)-2kvvb (`init(cgImage image: CGImage)`; iOS 5)
    public init(cgImage image: CGImage) {}
    /// …/ciimage/extent (`var extent: CGRect { get }`; iOS 5)
    open var extent: CGRect { stub() }
    /// …/ciimage/clampedtoextent() (`func clampedToExtent() -> CIImage`; iOS 8)
    open func clampedToExtent() -> CIImage { stub() }
    /// …/ciimage/cropped(to:) (`func cropped(to rect: CGRect) -> CIImage`; iOS 5)
    open func cropped(to rect: CGRect) -> CIImage { stub() }
    /// …/ciimage/applyingfilter(_:parameters:) (`func applyingFilter(_ filterName: String, parameters params: [String : Any])
    /// -> CIImage`; iOS 8)
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage { stub() }
}

/// …/cicontext (`class CIContext`; iOS 5)
open class CIContext {
    /// CIContext's `init()` (NSObject's, which Core Image documents as a context with default options; its own page
    /// was not found with the search tool)
    public init() {}
    /// …/cicontext/createcgimage(_:from:) (`func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage?`)
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { stub() }
}
