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

/// …/widget (`@MainActor @preconcurrency protocol Widget`; iOS 14); `main()` makes `@main` work
@MainActor @preconcurrency public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

extension Widget {
    public static func main() {}
}

/// …/widgetconfiguration
@MainActor @preconcurrency public protocol WidgetConfiguration {}

/// …/staticconfiguration/init(kind:provider:content:)
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
}

extension WidgetConfiguration {
    /// …/widgetconfiguration/configurationdisplayname(_:) (the StringProtocol overload)
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { self }
    /// …/widgetconfiguration/description(_:) (the StringProtocol overload)
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self }
    /// …/widgetconfiguration/supportedfamilies(_:)
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
}

/// …/timelineentry
public protocol TimelineEntry {
    var date: Date { get }
}

/// …/timelineprovider (getSnapshot and getTimeline as the iOS 18 SDK declares them, `@Sendable` completions)
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// …/timelineprovidercontext (`family`, `isPreview`)
public struct TimelineProviderContext {
    public let family: WidgetFamily
    public let isPreview: Bool
}

/// …/timeline/init(entries:policy:)
public struct Timeline<EntryType: TimelineEntry> {
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}

/// …/timelinereloadpolicy (`atEnd`)
public struct TimelineReloadPolicy: Equatable {
    public static let atEnd = TimelineReloadPolicy()
}

/// …/widgetfamily (the cases the app uses, and the others iOS has)
public enum WidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline
}

/// …/swiftui/environmentvalues/widgetfamily
extension EnvironmentValues {
    public var widgetFamily: WidgetFamily { stub() }
}

/// …/swiftui/containerbackgroundplacement and its `widget` (declared by WidgetKit on SwiftUI's type)
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    public static let widget = ContainerBackgroundPlacement()
}

extension View {
    /// …/swiftui/view/containerbackground(for:alignment:content:) (iOS 17)
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View { self }
    /// …/swiftui/view/linelimit(_:)
    public func lineLimit(_ number: Int?) -> some View { self }
}
