// Interface stub of the WidgetKit API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/widgetkit/…): each declaration below names its page.
import SwiftUI

private func stub<T>() -> T { fatalError("WidgetKit stub") }

/// …/widgetcenter (`class WidgetCenter`; iOS 14)
open class WidgetCenter {
    /// …/widgetcenter/shared (`static let shared: WidgetCenter`)
    public static let shared: WidgetCenter = stub()
    /// …/widgetcenter/reloadalltimelines()
    open func reloadAllTimelines() {}
}

/// …/swiftui/widget (`@MainActor @preconcurrency protocol Widget`; iOS 14; Apple files it under SwiftUI, the
/// shell reaches it with WidgetKit imported, so it is declared here); …/swiftui/widget/main()
/// (`@MainActor @preconcurrency static func main()`, declared by WidgetKit) makes `@main` work
@MainActor @preconcurrency public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

extension Widget {
    public static func main() {}
}

/// …/swiftui/widgetconfiguration (`@MainActor @preconcurrency protocol WidgetConfiguration`; declared here
/// for the same reason as Widget; its `body` requirement is left out, the shell writes none of its own)
@MainActor @preconcurrency public protocol WidgetConfiguration {}

/// …/staticconfiguration (`@MainActor @preconcurrency struct StaticConfiguration<Content> where Content : View`)
/// and …/staticconfiguration/init(kind:provider:content:) (`@MainActor @preconcurrency init<Provider>(kind:
/// String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider :
/// TimelineProvider`)
@MainActor @preconcurrency public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
}

extension WidgetConfiguration {
    /// …/swiftui/widgetconfiguration/configurationdisplayname(_:)-2c3zv (`@MainActor @preconcurrency func
    /// configurationDisplayName<S>(_ displayName: S) -> some WidgetConfiguration where S : StringProtocol`; Apple
    /// also has LocalizedStringKey, Text and LocalizedStringResource overloads, which a literal would pick)
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { self }
    /// …/swiftui/widgetconfiguration/description(_:) (the StringProtocol overload, shaped as
    /// configurationDisplayName's above; its own page was not found in this lookup)
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self }
    /// …/swiftui/widgetconfiguration/supportedfamilies(_:) (`@MainActor @preconcurrency func
    /// supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration`; main-actor isolated here
    /// through the protocol)
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
}

/// …/timelineentry (`protocol TimelineEntry`) and …/timelineentry/date (`var date: Date { get }`); its
/// `relevance` requirement has a default and is left out
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

/// …/timelineprovidercontext (`struct TimelineProviderContext`; `family`, `isPreview`; `displaySize` and
/// `environmentVariants` left out)
public struct TimelineProviderContext {
    public let family: WidgetFamily
    public let isPreview: Bool
}

/// …/timeline (`struct Timeline<EntryType> where EntryType : TimelineEntry`) and
/// …/timeline/init(entries:policy:) (`init(entries: [EntryType], policy: TimelineReloadPolicy)`)
public struct Timeline<EntryType: TimelineEntry> {
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}

/// …/timelinereloadpolicy (`struct TimelineReloadPolicy`: Equatable) and …/timelinereloadpolicy/atend
/// (`static let atEnd: TimelineReloadPolicy`)
public struct TimelineReloadPolicy: Equatable {
    public static let atEnd = TimelineReloadPolicy()
}

/// …/widgetfamily (`@preconcurrency enum WidgetFamily`; the cases the app uses, and the others iOS has)
public enum WidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline
}

/// …/swiftui/environmentvalues/widgetfamily (`var widgetFamily: WidgetFamily { get }`, declared by WidgetKit)
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
}

/// …/widgetkit/previewtimelinebuilder (`@resultBuilder struct PreviewTimelineBuilder`; iOS 17) with
/// its four builders, as the page lists them.
@resultBuilder public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] { accumulated + next }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
}

/// …/developertoolssupport/preview/init(_:as:widget:timeline:) (`@MainActor init(_ name: String? =
/// nil, as family: WidgetFamily, widget: @escaping () -> some Widget, @PreviewTimelineBuilder
/// timeline: @escaping @MainActor () async -> [any TimelineEntry])`; iOS 17), declared by WidgetKit:
/// what `#Preview(_:as:) { … } timeline: { … }` expands to a call of.
extension Preview {
    public init(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget,
                @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) { self.init(_unchecked: ()) }
}
