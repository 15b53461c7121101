// Interface stub of UIKit's UIImage as Apps/iOS/Ultimate's camera uses it (see ../README.md).
import Foundation

/// …/uikit/uiimage (`class UIImage`, an `NSObject` subclass; iOS 2; not main-actor isolated: the page shows no
/// `@MainActor`, unlike UIKit's view classes), under developer.apple.com/documentation/. Its conformances
/// were not on the part of the page read: no `Sendable` here, the stricter shape (the shell never sends an
/// image across actors)
open class UIImage: NSObject {
    /// …/uikit/uiimage/jpegdata(compressionquality:) (`func jpegData(compressionQuality: CGFloat) -> Data?`; iOS 11)
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

extension UIImage {
    /// …/uikit/uiimage/init(contentsoffile:) (`init?(contentsOfFile path: String)`; iOS 2)
    public convenience init?(contentsOfFile path: String) { self.init() }
    /// …/uikit/uiimage/init(data:) (`init?(data: Data)`; iOS 2)
    public convenience init?(data: Data) { self.init() }
}
