// Interface stub of the UIKit API that Apps/iOS/Ultimate's camera uses (see ../README.md): the image
// picker, its delegate, and the view-controller chain it sits in. Pages followed, under
// developer.apple.com/documentation/uikit/: each declaration names its page. Apple's delegate methods are
// `optional` (Objective-C); here they are requirements with empty defaults, which type-checks the same.
// UIKit's classes are NSObject subclasses isolated to the main actor.
import Foundation

private func stub<T>() -> T { fatalError("UIKit stub") }

/// …/uiresponder (`@MainActor class UIResponder : NSObject`; iOS 2)
@MainActor open class UIResponder: NSObject {}

/// …/uiviewcontroller (`@MainActor class UIViewController : UIResponder`; iOS 2)
@MainActor open class UIViewController: UIResponder {
    /// …/uiviewcontroller/dismiss(animated:completion:) (`func dismiss(animated flag: Bool, completion: (() ->
    /// Void)? = nil)`; iOS 5; main-actor isolated through the class)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// …/uinavigationcontroller (`@MainActor class UINavigationController : UIViewController`; iOS 2)
@MainActor open class UINavigationController: UIViewController {}

/// …/uinavigationcontrollerdelegate (`@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`;
/// every method optional, none used)
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {}

/// …/uiimagepickercontroller (`@MainActor class UIImagePickerController : UINavigationController`; iOS 2)
@MainActor open class UIImagePickerController: UINavigationController {
    /// …/uiimagepickercontroller/sourcetype-swift.enum (`enum SourceType`, Int; `photoLibrary`, `camera`,
    /// `savedPhotosAlbum`)
    public enum SourceType: Int {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// …/uiimagepickercontroller/infokey (`struct InfoKey`: Hashable, RawRepresentable, Sendable; iOS 4.1)
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// …/uiimagepickercontroller/infokey/originalimage (`static let originalImage: UIImagePickerController.InfoKey`)
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    }

    /// …/uiimagepickercontroller/issourcetypeavailable(_:) (`class func isSourceTypeAvailable(_ sourceType:
    /// UIImagePickerController.SourceType) -> Bool`)
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { stub() }
    /// …/uiimagepickercontroller/sourcetype-swift.property (`var sourceType: UIImagePickerController.SourceType`)
    open var sourceType: UIImagePickerController.SourceType = .photoLibrary
    /// …/uiimagepickercontroller/delegate (`weak var delegate: (any UIImagePickerControllerDelegate &
    /// UINavigationControllerDelegate)?`)
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
}

/// …/uiimagepickercontrollerdelegate (`@MainActor protocol UIImagePickerControllerDelegate : NSObjectProtocol`)
@MainActor public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// …/uiimagepickercontrollerdelegate/imagepickercontroller(_:didfinishpickingmediawithinfo:) (`optional func
    /// imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info:
    /// [UIImagePickerController.InfoKey : Any])`)
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// …/uiimagepickercontrollerdelegate/imagepickercontrollerdidcancel(_:) (`optional func
    /// imagePickerControllerDidCancel(_ picker: UIImagePickerController)`)
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
