// Interface stub of UIKit's UIImage as Apps/iOS/Ultimate's camera uses it (see ../README.md).
import Foundation

/// …/uikit/uiimage (`class UIImage : NSObject`; iOS 2), under developer.apple.com/documentation/ (its Sendable
/// conformance is left out, the stricter shape: the shell never sends an image across actors)
open class UIImage: NSObject {
    /// …/uikit/uiimage/jpegdata(compressionquality:) (`func jpegData(compressionQuality: CGFloat) -> Data?`; iOS 11)
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

extension UIImage {
    /// …/uikit/uiimage/init(contentsoffile:) (`init?(contentsOfFile path: String)`; iOS 2)
    public convenience init?(contentsOfFile path: String) { self.init() }
}
