// Interface stub of the WidgetKit API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/widgetkit/…): each declaration below names its page.
import SwiftUI

private func stub<T>() -> T { fatalError("WidgetKit stub") }

/// …/widgetcenter (`class WidgetCenter`; iOS 14)
open class WidgetCenter: @unchecked Sendable {
    /// …/widgetcenter/shared
    public static var shared: WidgetCenter { stub() }
    /// …/widgetcenter/reloadalltimelines()
    open func reloadAllTimelines() {}
}
