// Interface stub of UIKit's UIApplication as far as the shells use it (see ../README.md): the
// address of the app's notification settings in the Settings app. Pages followed, under
// developer.apple.com/documentation/uikit/: …/uiapplication (`@MainActor class UIApplication :
// UIResponder`; iOS 2) and …/uiapplication/opennotificationsettingsurlstring (`nonisolated static let
// openNotificationSettingsURLString: String`; iOS 16).
import Foundation

@MainActor open class UIApplication: UIResponder {
    nonisolated public static let openNotificationSettingsURLString: String = "app-settings:notifications"
}
