// Interface stub of UIKit's UIImage as Apps/iOS/Ultimate's camera uses it (see ../README.md).
import Foundation

/// …/uikit/uiimage (`class UIImage : NSObject`, Sendable since iOS 16; iOS 2), under developer.apple.com/documentation/
open class UIImage: NSObject, @unchecked Sendable {
    /// …/uikit/uiimage/jpegdata(compressionquality:) (`func jpegData(compressionQuality: CGFloat) -> Data?`; iOS 11)
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

extension UIImage {
    /// …/uikit/uiimage/init(contentsoffile:) (`init?(contentsOfFile path: String)`; iOS 2)
    public convenience init?(contentsOfFile path: String) { self.init() }
}
