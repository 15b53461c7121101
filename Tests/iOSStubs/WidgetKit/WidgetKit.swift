// Interface stub of the WidgetKit API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/widgetkit/…, and SwiftUI's pages for the
// WidgetKit-declared members on SwiftUI types): each declaration below names its page and quotes it.
import SwiftUI

private func stub<T>() -> T { fatalError("WidgetKit stub") }

/// …/widgetcenter (`class WidgetCenter`, a Swift class, not `Sendable`; iOS 14)
open class WidgetCenter {
    /// …/widgetcenter/shared (`static let shared: WidgetCenter`; iOS 14)
    public static let shared: WidgetCenter = stub()
    /// …/widgetcenter/reloadalltimelines() (`func reloadAllTimelines()`; iOS 14)
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
    /// configurationDisplayName<S>(_ displayName: S) -> some WidgetConfiguration where S : StringProtocol`;
    /// iOS 14; main-actor isolated here through the protocol). Simplified: Apple also has the
    /// `LocalizedStringKey` overload (…-4v9q), which a literal picks on a Mac; the SwiftUI stub has no
    /// `LocalizedStringKey`, so the shell's literals reach this one.
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { self }
    /// …/swiftui/widgetconfiguration/description(_:)-2bfr (`@MainActor @preconcurrency func
    /// description<S>(_ description: S) -> some WidgetConfiguration where S : StringProtocol`; iOS 14;
    /// the `LocalizedStringKey` overload, …-4q9pa, is left out as for configurationDisplayName)
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self }
    /// …/swiftui/widgetconfiguration/supportedfamilies(_:) (`@MainActor @preconcurrency func
    /// supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration`; main-actor isolated here
    /// through the protocol)
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
}

/// …/timelineentry (`protocol TimelineEntry`, not `Sendable`; iOS 14) and …/timelineentry/date (`var
/// date: Date { get }`); its `relevance` requirement has a default and is left out
public protocol TimelineEntry {
    var date: Date { get }
}

/// …/timelineprovider (`protocol TimelineProvider`, no actor isolation; iOS 14: its requirements
/// are nonisolated, so a provider cannot call main-actor code synchronously)
public protocol TimelineProvider {
    /// …/timelineprovider/entry (`associatedtype Entry : TimelineEntry`)
    associatedtype Entry: TimelineEntry
    /// …/timelineprovider/context (`typealias Context = TimelineProviderContext`)
    typealias Context = TimelineProviderContext
    /// …/timelineprovider/placeholder(in:) (`func placeholder(in context: Self.Context) -> Self.Entry`)
    func placeholder(in context: Context) -> Entry
    /// …/timelineprovider/getsnapshot(in:completion:) (`@preconcurrency func getSnapshot(in context:
    /// Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)`)
    @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// …/timelineprovider/gettimeline(in:completion:) (`@preconcurrency func getTimeline(in context:
    /// Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)`)
    @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// …/timelineprovidercontext (`struct TimelineProviderContext`; iOS 14); …/timelineprovidercontext/family
/// (`let family: WidgetFamily`), …/timelineprovidercontext/ispreview (`let isPreview: Bool`); `displaySize`
/// and `environmentVariants` left out
public struct TimelineProviderContext {
    public let family: WidgetFamily
    public let isPreview: Bool
}

/// …/timeline (`struct Timeline<EntryType> where EntryType : TimelineEntry`, not `Sendable`; iOS 14) and
/// …/timeline/init(entries:policy:) (`init(entries: [EntryType], policy: TimelineReloadPolicy)`)
public struct Timeline<EntryType: TimelineEntry> {
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}

/// …/timelinereloadpolicy (`struct TimelineReloadPolicy`, conforming to `Equatable` only; iOS 14) and
/// …/timelinereloadpolicy/atend (`static let atEnd: TimelineReloadPolicy`)
public struct TimelineReloadPolicy: Equatable {
    public static let atEnd = TimelineReloadPolicy()
}

/// …/widgetfamily (`@preconcurrency enum WidgetFamily`; iOS 14; the accessory cases iOS 16); the cases
/// the app uses, and the others iOS has. Its conformances (`Hashable`, `Sendable`) are not on the part of
/// the page this check could read: kept as they were (an enum without payloads, `Sendable` in any case).
@preconcurrency public enum WidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline
}

/// …/swiftui/environmentvalues/widgetfamily (`var widgetFamily: WidgetFamily { get }`, declared by WidgetKit;
/// its page was not re-read in this check)
extension EnvironmentValues {
    public var widgetFamily: WidgetFamily { stub() }
}

/// …/swiftui/containerbackgroundplacement (`struct ContainerBackgroundPlacement`; iOS 17; its conformances
/// were not on the part of the page read, kept as they were) and …/swiftui/containerbackgroundplacement/widget
/// (`static let widget: ContainerBackgroundPlacement`, declared by WidgetKit on SwiftUI's type)
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    public static let widget = ContainerBackgroundPlacement()
}

extension View {
    /// …/swiftui/view/containerbackground(for:alignment:content:) (`nonisolated func containerBackground<V>(for
    /// container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V)
    /// -> some View where V : View`; iOS 17). The page read (2026 documentation) shows `@ContentBuilder`; the
    /// stub keeps `@ViewBuilder`, the builder of the SDKs the apps build with until that page is confirmed for Xcode 26.
    nonisolated public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
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
