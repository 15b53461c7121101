// Interface stub of the Core Graphics API that Sources/Base/AppleImaging uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/coregraphics/…): each declaration names its page.
// Apple's classes here are Core Foundation types. CGImage and CGColorSpace are `@unchecked Sendable`
// in Apple's SDK (iOS 7 and later): the part of their pages read here does not show conformances, but
// the SDK's annotations do, as the bindings generated from it record (objc2-core-graphics'
// thread_safety.rs: "Marked as @unchecked Swift.Sendable … iOS 7.0" for CGColor, CGImage,
// CGColorSpace). CGContext is not Sendable.
// Core Foundation: Apple's CoreGraphics re-exports CoreFoundation, whose CFData, CFMutableData,
// CFString and CFDictionary are toll-free bridged with Foundation's NSData, NSMutableData, NSString
// and NSDictionary (…/corefoundation/cfdata, …/cfmutabledata, …/cfstring, …/cfdictionary). They are
// aliases of those classes here, so that `data as CFData`, `"public.jpeg" as CFString`,
// `options as CFDictionary` and `[CFString: Any]` type-check as they do on Apple platforms.
// NB: looser than Apple's: here an NSData passes where a CFData is asked without `as`; the code
// checked against these stubs always writes the `as`. A module named CoreFoundation is not stubbed:
// Linux's toolchain has its own (the Foundation shims).
// CGRect and CGFloat are Linux Foundation's, shaped as Apple's.
import Foundation

private func stub<T>() -> T { fatalError("CoreGraphics stub") }

public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFString = NSString
public typealias CFDictionary = NSDictionary

/// …/cgimage (`class CGImage`; iOS 2; `@unchecked Sendable` from iOS 7, see above: the stub had it
/// not Sendable)
open class CGImage: @unchecked Sendable {
    /// …/cgimage/width (`var width: Int { get }`)
    public var width: Int { stub() }
    /// …/cgimage/height (`var height: Int { get }`)
    public var height: Int { stub() }
}

/// …/cgcolorspace (`class CGColorSpace`; iOS 2; `@unchecked Sendable` from iOS 7, see above)
open class CGColorSpace: @unchecked Sendable {
    /// …/cgcolorspace/init(name:) (`init?(name: CFString)`; iOS 2)
    public init?(name: CFString) { return nil }
    /// …/cgcolorspace/srgb (`class let sRGB: CFString`; iOS 9)
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
}

/// …/cgimagealphainfo (`enum CGImageAlphaInfo`, raw values UInt32 as in CGImage.h); only the case used.
public enum CGImageAlphaInfo: UInt32 {
    /// …/cgimagealphainfo/noneskiplast (`case noneSkipLast`)
    case noneSkipLast = 5
}

/// …/cgbitmapinfo (`struct CGBitmapInfo`, an OptionSet over UInt32)
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// …/cginterpolationquality (`enum CGInterpolationQuality`, raw values Int32 as in CGContext.h); only the case used.
public enum CGInterpolationQuality: Int32 {
    /// …/cginterpolationquality/high (`case high`)
    case high = 3
}

/// …/cgcontext (`class CGContext`; iOS 2)
open class CGContext {
    /// …/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)-10b3i
    /// (`init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    /// space: CGColorSpace?, bitmapInfo: CGBitmapInfo)`; iOS 2)
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace?,
                 bitmapInfo: CGBitmapInfo) { return nil }
    /// …/cgcontext/interpolationquality (`var interpolationQuality: CGInterpolationQuality { get set }`; iOS 2)
    public var interpolationQuality: CGInterpolationQuality { get { stub() } set {} }
    /// …/cgcontext/draw(_:in:bytiling:) (`func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false)`; iOS 7)
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
    /// …/cgcontext/makeimage() (`func makeImage() -> CGImage?`; iOS 2)
    public func makeImage() -> CGImage? { stub() }
}
