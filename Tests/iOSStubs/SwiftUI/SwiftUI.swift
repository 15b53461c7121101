// Interface stub of the SwiftUI API that Apps/iOS uses (see ../README.md). Declarations follow
// Apple's documentation; bodies are placeholders and never run. Declarations that name their page
// (…/x under developer.apple.com/documentation/swiftui/) were checked against it, with Apple's
// declaration quoted; the others were not checked page by page (see the report of issue 35's stub
// check). Apple's current pages show View's modifiers and most view types `nonisolated`; a stub
// modifier without `nonisolated` is main-actor isolated through View, which is stricter than Apple.
@_exported import Foundation
@_exported import Observation
@_exported import UniformTypeIdentifiers
@_exported import UIKit  // SwiftUI on iOS re-exports UIKit (UIKeyboardType for keyboardType(_:))
@_exported import DeveloperToolsSupport  // SwiftUI re-exports it: `Preview`, which #Preview expands to

private func stub<T>() -> T { fatalError("SwiftUI stub") }

// MARK: - App and scenes

/// …/app (`@MainActor @preconcurrency protocol App`; iOS 14)
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}

/// …/scene (`@MainActor @preconcurrency protocol Scene`; iOS 14)
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    var body: Body { get }
}

extension Never: Scene, View {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@resultBuilder public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// …/windowgroup (iOS 14) and …/windowgroup/init(content:) (`nonisolated init(@ViewBuilder content: () ->
/// Content)`; the page gives its availability as iOS 14–18: Apple's newer …/windowgroup/init(makecontent:),
/// `nonisolated init(@ViewBuilder makeContent: @escaping () -> Content)`, takes its place, so on a Mac the
/// shell's `WindowGroup { … }` may warn of a deprecation; not declared here, the shell not naming it)
public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

extension Scene {
    /// The (V, V) overload of …/scene/onchange(of:initial:_:) (iOS 17; shaped as …-7b6vh, `nonisolated func
    /// onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene where V :
    /// Equatable`, with the two-value action of View's …/view/onchange(of:initial:_:)-4psgg)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
}

/// …/scenephase (`enum ScenePhase`; iOS 14; `Comparable`, `Hashable`, `Sendable` kept: its Relationships were not
/// on the part of the page read) and …/environmentvalues/scenephase (`var scenePhase: ScenePhase { get set }`)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

// MARK: - Views and builders

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { stub() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { stub() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { stub() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { stub() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { return stub() }
}

public struct TupleView<T>: View {
    public var body: Never { return stub() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { return stub() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { return stub() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { return stub() }
}

public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public var body: Never { return stub() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { return stub() }
}

public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { return stub() }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { stub() }
}

// MARK: - State

/// …/state (`@frozen @propertyWrapper struct State<Value>`; iOS 13) and …/state/init(wrappedvalue:)
/// (`init(wrappedValue value: Value)`); its conformances were not on the part of the page read
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value { get { stub() } nonmutating set {} }
    public var projectedValue: Binding<Value> { stub() }
}

/// …/binding (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`; iOS 13)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// …/binding/init(get:set:)-7ufcp (`@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`; iOS 13). The stub took plain closures, so a
    /// binding capturing a non-Sendable value compiled here and not on a Mac.
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value,
                                set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    public var wrappedValue: Value { get { stub() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { stub() }
}

@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { stub() }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { stub() }
}

/// …/gesturestate (`@propertyWrapper @frozen struct GestureState<Value>`; iOS 13)
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { stub() }
    public var projectedValue: GestureState<Value> { self }
}

/// …/environment (`@frozen @propertyWrapper struct Environment<Value>`; iOS 13), …/environment/init(_:)
/// (`init(_ keyPath: KeyPath<EnvironmentValues, Value>)`) and …/environment/wrappedvalue (`var wrappedValue:
/// Value { get }`)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { stub() }
}

public protocol DynamicProperty {}

/// …/binding: "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable"
/// (the discussion of …/binding/init(get:set:)-7ufcp)
extension Binding: Sendable where Value: Sendable {}

public struct EnvironmentValues {
    public var scenePhase: ScenePhase { stub() }
    public var dismiss: DismissAction { stub() }
    /// …/environmentvalues/openurl (`@MainActor @preconcurrency var openURL: OpenURLAction { get set }`; iOS 14)
    @MainActor @preconcurrency public var openURL: OpenURLAction { stub() }
}

/// …/openurlaction (`@MainActor @preconcurrency struct OpenURLAction`; iOS 14) and
/// …/openurlaction/callasfunction(_:) (`@MainActor @preconcurrency func callAsFunction(_ url: URL)`; iOS 14)
@MainActor @preconcurrency public struct OpenURLAction {
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
}

/// …/dismissaction (`@MainActor @preconcurrency struct DismissAction`; iOS 15) and
/// …/dismissaction/callasfunction() (`@MainActor @preconcurrency func callAsFunction()`); the stub had
/// neither isolated, so dismissing from off the main actor compiled here and not on a Mac
@MainActor @preconcurrency public struct DismissAction {
    @MainActor @preconcurrency public func callAsFunction() {}
}

/// …/withanimation(_:_:) (`func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws ->
/// Result) rethrows -> Result`; iOS 13; no actor isolation)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static var spring: Animation { Animation() }
}

// MARK: - Geometry

public struct EdgeInsets: Equatable {
    public init() {}
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

public enum VerticalEdge: Int8 {
    case top, bottom
}

public struct Alignment: Equatable {
    public static let leading = Alignment()
    public static let center = Alignment()
    public static let top = Alignment()
}

public enum HorizontalAlignment: Equatable {
    case leading, center, trailing
}

public enum TextAlignment: Hashable {
    case leading, center, trailing
}

public enum ContentMode: Hashable {
    case fit, fill
}

public struct UnitPoint: Hashable {
    public static let center = UnitPoint()
    public static let leading = UnitPoint()
}

public struct GeometryProxy {
    public var size: CGSize { stub() }
}

/// …/geometryreader (`@frozen nonisolated struct GeometryReader<Content> where Content : View`; iOS 13) and
/// …/geometryreader/init(content:) (`nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)`)
nonisolated public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { return stub() }
}

public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

public struct ScrollViewReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public var body: Never { return stub() }
}

// MARK: - Layout containers

/// …/vstack (`@frozen nonisolated struct VStack<Content> where Content : View`; iOS 13) and
/// …/vstack/init(alignment:spacing:content:) (`nonisolated init(alignment: HorizontalAlignment = .center, spacing:
/// CGFloat? = nil, @ViewBuilder content: () -> Content)`; the newer page shows `@ContentBuilder`)
nonisolated public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

/// …/hstack (iOS 13; its page was not read: `nonisolated` as VStack's and ZStack's siblings)
nonisolated public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public enum VerticalAlignment: Equatable {
    case top, center, bottom
}

/// …/zstack (iOS 13; its page was not read: `nonisolated` as VStack's)
nonisolated public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct LazyHStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct PinnedScrollableViews: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
}

public struct GridItem {
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

public struct LazyVGrid<Content: View>: View {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct Axis {
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { return stub() }
}

/// …/foreach (`struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`; iOS 13)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) where Content: View {}
}

extension ForEach: View where Content: View {
    public var body: Never { return stub() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

/// …/list (iOS 13; the type's page was not read) and …/list/init(content:) (`nonisolated init(@ViewBuilder content:
/// () -> Content)` where `SelectionValue == Never`): `nonisolated` as its initializers
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { return stub() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { return stub() }
}

extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// …/navigationstack (`nonisolated struct NavigationStack<Data, Root> where Root : View`; iOS 16) and
/// …/navigationstack/init(root:) (`nonisolated init(@ViewBuilder root: () -> Root) where Data ==
/// NavigationPath`): the stub had `where Data == Never`
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { return stub() }
}

/// …/navigationpath (`struct NavigationPath`; iOS 16), named by init(root:)'s `where` clause; its members
/// are left out (the shell uses none)
public struct NavigationPath {}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
    public var body: Never { return stub() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

public struct TimelineViewDefaultContext {
    public let date: Date
}

public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {}
    public var body: Never { return stub() }
}

public protocol TimelineSchedule {}

public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { stub() }
}

// MARK: - Controls and text

/// …/text (`@frozen struct Text`; iOS 13; `Equatable`, `Sendable`, with its View conformance in an
/// extension, so Text is not main-actor isolated: the stub declared `Text: View, Equatable` in the type,
/// which made it main-actor isolated and not Sendable) and …/text/init(_:)-9d1g4 (`init<S>(_ content: S)
/// where S : StringProtocol`)
public struct Text: Equatable, Sendable {
    public init(_ content: some StringProtocol) {}
    /// …/text/init(verbatim:) (`init(verbatim content: String)`; page not re-read in this check)
    public init(verbatim content: String) {}
    public func font(_ font: Font?) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

extension Text: View {
    public var body: Never { return stub() }
}

/// …/image (iOS 13; its own page was not read in this check) and …/image/init(systemname:) (`init(systemName:
/// String)`)
public struct Image: View, Equatable {
    public init(systemName: String) {}
    public var body: Never { return stub() }
}

public struct Label<Title: View, Icon: View>: View {
    public var body: Never { return stub() }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

/// …/button (`nonisolated struct Button<Label> where Label : View`; iOS 13). Its initializers take a
/// main-actor action (`action: @escaping @MainActor () -> Void`); the stub's took a plain closure, and
/// `init(role:action:label:)` had a default for `role`, which Apple's has not (iOS 15; `init(action:label:)`
/// is the one without a role).
nonisolated public struct Button<Label: View>: View {
    /// …/button/init(role:action:label:) (`@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping
    /// @MainActor () -> Void, @ViewBuilder label: () -> Label)`; iOS 15; the page, newer than Xcode 26, shows
    /// `@ContentBuilder`)
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// …/button/init(action:label:) (`@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void,
    /// @ViewBuilder label: () -> Label)`; iOS 13)
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { return stub() }
}

extension Button where Label == Text {
    /// …/button/init(_:action:)-lpm7 (`@preconcurrency nonisolated init<S>(_ title: S, action: @escaping
    /// @MainActor () -> Void) where S : StringProtocol`; iOS 13)
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// The StringProtocol overload of …/button/init(_:role:action:) (iOS 15; shaped as the page's
    /// `LocalizedStringResource` overload, `@preconcurrency nonisolated init(_ titleResource:
    /// LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void)`, with the title of
    /// …-lpm7; its own page was not read)
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// The StringProtocol overload of …/button/init(_:systemimage:action:) (iOS 14; shaped as the page's
    /// `nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () ->
    /// Void)`; its own page was not read)
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
}

/// …/toggle (`nonisolated struct Toggle<Label> where Label : View`; iOS 13); its StringProtocol `init(_:isOn:)`
/// (iOS 13) not re-read: `nonisolated` as every Toggle initializer on the pages read
nonisolated public struct Toggle<Label: View>: View {
    public var body: Never { return stub() }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// …/textfield (`nonisolated struct TextField<Label> where Label : View`; iOS 13) and …/textfield/init(_:text:)-2laoi
/// (`nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`)
nonisolated public struct TextField<Label: View>: View {
    public var body: Never { return stub() }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var body: Never { return stub() }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public struct Stepper<Label: View>: View {
    public var body: Never { return stub() }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { return stub() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

public struct LabeledContent<Label: View, Content: View>: View {
    public var body: Never { return stub() }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S1: StringProtocol, S2: StringProtocol>(_ titleKey: S1, value: S2) {}
}

public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { return stub() }
}

// MARK: - Shapes, colours, fonts

/// …/shapestyle (`protocol ShapeStyle : Sendable`; iOS 13), …/shapestyle/resolved (`associatedtype Resolved :
/// ShapeStyle = Never`; iOS 17) and …/shapestyle/resolve(in:) (`func resolve(in environment: EnvironmentValues) ->
/// Self.Resolved`; iOS 17), with …/shapestyle/resolve(in:)-6feyg, the default where `Resolved == Never`
public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never { stub() }
}

extension Never: ShapeStyle {}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
}

public struct Color: ShapeStyle, Hashable, Sendable {
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let primary = Color(red: 0, green: 0, blue: 0)
    public func opacity(_ opacity: Double) -> Color { self }
}

extension Color: View {
    public var body: Never { return stub() }
}

extension ShapeStyle where Self == Color {
    public static var white: Color { Color.white }
}

public enum ColorScheme: Hashable {
    case light, dark
}

public protocol Shape: View {}

extension Shape {
    public var body: Never { return stub() }
    public func fill<S: ShapeStyle>(_ content: S) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
}

public protocol InsettableShape: Shape {}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
}

public struct Circle: InsettableShape { public init() {} }
public struct Ellipse: InsettableShape { public init() {} }
public struct Rectangle: InsettableShape { public init() {} }
public struct Capsule: InsettableShape { public init() {} }
public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat) {}
}

public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public static let semibold = Weight()
        public static let bold = Weight()
    }
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font { Font() }
    public func bold() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
}

// MARK: - Gestures

/// …/gesture (`@MainActor @preconcurrency protocol Gesture<Value>`; iOS 13): the stub had neither the
/// isolation nor the primary associated type
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
}

public struct Transaction {}

/// …/gesturestategesture (`@frozen nonisolated struct GestureStateGesture<Base, State> where Base : Gesture`; iOS 13)
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
}

public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

extension Gesture {
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { stub() }
    /// …/gesture/updating(_:body:) (`@MainActor @preconcurrency func updating<State>(_ state: GestureState<State>, body:
    /// @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>`; iOS 13;
    /// main-actor isolated here through Gesture)
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> { stub() }
    /// …/gesture/onended(_:) (`nonisolated func onEnded(_ action: @escaping (Self.Value) -> Void) ->
    /// _EndedGesture<Self>`; iOS 13)
    nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { stub() }
}

/// …/longpressgesture (`nonisolated struct LongPressGesture`; iOS 13) and
/// …/longpressgesture/init(minimumduration:maximumdistance:) (`nonisolated init(minimumDuration: Double = 0.5,
/// maximumDistance: CGFloat = 10)`)
nonisolated public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// …/draggesture (`@MainActor @preconcurrency struct DragGesture`; iOS 13): main-actor isolated (here through
/// its Gesture conformance); its `Value`'s conformances were not on the part of the page read, kept
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var translation: CGSize { stub() }
    }
    public init(minimumDistance: CGFloat = 10) {}
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

// MARK: - Toolbar

public protocol ToolbarContent {}

@resultBuilder public enum ToolbarContentBuilder {
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> { stub() }
}

public struct TupleToolbarContent<T>: ToolbarContent {}

public struct ToolbarItemPlacement {
    public static let automatic = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}


// MARK: - Styles

public protocol PrimitiveButtonStyle {}
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle {}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

public protocol LabelStyle {}
public struct IconOnlyLabelStyle: LabelStyle {}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

public protocol TabViewStyle {}

public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode {
        case automatic, always, never
    }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}

public enum ControlSize: CaseIterable, Hashable {
    case mini, small, regular, large, extraLarge
}

public enum Visibility: Hashable {
    case automatic, visible, hidden
}

public struct PresentationDetent: Hashable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
}

public struct SensoryFeedback: Equatable, Sendable {
    public static let success = SensoryFeedback()
    public static let selection = SensoryFeedback()
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isButton = AccessibilityTraits()
    public init() {}
    public init<S: Sequence>(_ sequence: S) where S.Element == AccessibilityTraits {}
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { (false, self) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { true }
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
    public init(arrayLiteral elements: AccessibilityTraits...) {}
}

public struct AccessibilityChildBehavior: Hashable {
    public static let ignore = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

// MARK: - Modifiers

extension View {
    public func font(_ font: Font?) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    public func monospacedDigit() -> some View { self }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func padding(_ length: CGFloat) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func offset(_ offset: CGSize) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { self }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func gesture<T: Gesture>(_ gesture: T) -> some View { self }
    public func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                      @ViewBuilder content: () -> V) -> some View { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// …/view/keyboardtype(_:) (`nonisolated func keyboardType(_ type: UIKeyboardType) -> some View`; iOS 13)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// The StringProtocol overload of searchable(text:placement:prompt:) (iOS 15), as the stubs take every
    /// title. NB: its own page was not found; the shape is …/view/searchable(text:placement:prompt:)-1bjj3's
    /// (`nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    /// prompt: LocalizedStringKey) -> some View`, what a literal picks on a Mac) with the `prompt: S where
    /// S : StringProtocol` of …/view/searchable(text:tokens:placement:prompt:token:)-35t4f.
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View { self }
    /// …/view/onappear(perform:) (`nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`; iOS 13)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// …/view/onchange(of:initial:_:)-4psgg (`nonisolated func onChange<V>(of value: V, initial: Bool = false, _
    /// action: @escaping (V, V) -> Void) -> some View where V : Equatable`; iOS 17)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    /// task(priority:_:) (iOS 15) as the iOS 18 SDK declares it (`nonisolated func task(priority: TaskPriority =
    /// .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void)`; the
    /// underscored attribute is not shown on Apple's pages). The page read now shows the iOS 26.4 SDK's
    /// …/view/task(name:priority:file:line:_:) (`_ action: sending @escaping @isolated(any) () async -> Void`,
    /// looser than `@Sendable`); the stub keeps the stricter shape.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    /// developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (iOS 15; the iOS 18 SDK's shape)
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    /// …/view/sheet(ispresented:ondismiss:content:) (`nonisolated func sheet<Content>(isPresented: Binding<Bool>,
    /// onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content :
    /// View`; iOS 13; the newer page shows `@ContentBuilder`)
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// …/view/sheet(item:ondismiss:content:) (`nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss:
    /// (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item :
    /// Identifiable, Content : View`; iOS 13)
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// The StringProtocol overload of …/view/alert(_:ispresented:actions:message:) (iOS 15; shaped as its
    /// siblings …-1bkka, `nonisolated func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder
    /// actions: () -> A) -> some View where S : StringProtocol, A : View`, and …/alert(_:ispresented:presenting:
    /// actions:message:)-8584l; its own page was not read)
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                          @ViewBuilder message: () -> M) -> some View { self }
    /// The StringProtocol overload of …/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
    /// (iOS 15; its page was not read: `nonisolated` as every presentation modifier read)
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                       titleVisibility: Visibility = .automatic,
                                                                       @ViewBuilder actions: () -> A,
                                                                       @ViewBuilder message: () -> M) -> some View { self }
}

public enum HorizontalEdge: Int8 {
    case leading, trailing
}

public struct FillStyle: Equatable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// MARK: - Added for MyHabitLab (each names its page under developer.apple.com/documentation/swiftui/)

/// …/stepper/init(_:onincrement:ondecrement:oneditingchanged:) (the StringProtocol overload, iOS 13)
extension Stepper where Label == Text {
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

/// …/datepicker, …/datepickercomponents (`hourAndMinute`, `date`)
public struct DatePicker<Label: View>: View {
    /// …/datepicker/components
    public typealias Components = DatePickerComponents
    public var body: Never { return stub() }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// …/datepickercomponents/hourandminute
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// …/datepickercomponents/date
    public static let date = DatePickerComponents(rawValue: 2)
}

extension DatePicker where Label == Text {
    /// …/datepicker/init(_:selection:displayedcomponents:) (the StringProtocol overload, iOS 13)
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    /// …/datepicker/init(_:selection:in:displayedcomponents:)-1666o (a `Date` on or before an end
    /// date; the StringProtocol overload, iOS 13)
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
}

/// …/navigationlink (`nonisolated struct NavigationLink<Label, Destination> where Label : View,
/// Destination : View`; iOS 13) and …/navigationlink/init(destination:label:)-27n7s (the closure form,
/// iOS 13; Apple's page shows `@ContentBuilder`, the newer SDKs' name for what iOS 18 spells `@ViewBuilder`)
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public var body: Never { return stub() }
}

/// …/editbutton (`nonisolated struct EditButton`; iOS 13) and …/editbutton/init() (`nonisolated init()`)
nonisolated public struct EditButton: View {
    public init() {}
    public var body: Never { return stub() }
}

/// …/coretransferable/transferable (`@preconcurrency protocol Transferable : Sendable`; iOS 16;
/// CoreTransferable, which SwiftUI re-exports; its `transferRepresentation` requirement is left out, the
/// shell conforms nothing of its own); URL conforms (…/foundation/url, Transferable), and Never
/// (…/coretransferable/never/body: CoreTransferable declares Never's conformance)
@preconcurrency public protocol Transferable: Sendable {}
extension URL: Transferable {}

/// …/sharelink
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    public var body: Never { return stub() }
}

extension Never: Transferable {}

extension ShareLink {
    /// …/sharelink/init(item:subject:message:label:) (iOS 16; its own page was not on the results read: shaped as
    /// …/sharelink/init(item:subject:message:preview:label:), `nonisolated init<I>(item: I, subject: Text? = nil, message:
    /// Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data ==
    /// CollectionOfOne<I>, I : Transferable`, without the preview)
    nonisolated public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I>, PreviewImage == Never, PreviewIcon == Never {}
}

/// …/section/init(content:footer:) (iOS 13; `where Parent == EmptyView`, Content and Footer views;
/// `@ContentBuilder` on Apple's current page is iOS 18's `@ViewBuilder`)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

/// …/button/init(_:systemimage:role:action:) (the StringProtocol overload of this page's group, iOS 15;
/// `nonisolated`, `action: @escaping @MainActor () -> Void`)
extension Button where Label == SwiftUI.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// …/dynamicviewcontent (`protocol DynamicViewContent : View`); ForEach conforms
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {
    public var data: Data { stub() }
}

extension DynamicViewContent {
    /// …/dynamicviewcontent/onmove(perform:)
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent { self }
}

/// …/submittriggers (`struct SubmitTriggers`; iOS 15; `OptionSet`, `Sendable` kept: Relationships not read)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// …/submittriggers/text
    public static let text = SubmitTriggers(rawValue: 1)
}

extension View {
    /// …/view/onsubmit(of:_:) (`nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () ->
    /// Void) -> some View`; iOS 15)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// …/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:) (`nonisolated func fileImporter(isPresented:
    /// Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void) ->
    /// some View`; iOS 14)
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
    /// …/view/fixedsize() (`nonisolated func fixedSize() -> some View`; iOS 13)
    nonisolated public func fixedSize() -> some View { self }
    /// …/view/linelimit(_:)-513mb (`nonisolated func lineLimit(_ number: Int?) -> some View`; iOS 13)
    nonisolated public func lineLimit(_ number: Int?) -> some View { self }
}

/// …/toolbaritemplacement/topbarleading (`@backDeployed(before: iOS 17.0) static var topBarLeading:
/// ToolbarItemPlacement { get }`; iOS 14)
extension ToolbarItemPlacement {
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
}

/// …/borderlessbuttonstyle (`nonisolated struct BorderlessButtonStyle`; iOS 13), …/borderlessbuttonstyle/init(),
/// and …/primitivebuttonstyle/borderless (`static var borderless: BorderlessButtonStyle { get }`)
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// …/hierarchicalshapestyle/secondary (`static let secondary: HierarchicalShapeStyle`; iOS 15) and
/// …/shapestyle/secondary-swift.type.property (`static var secondary: HierarchicalShapeStyle { get }`)
extension HierarchicalShapeStyle {
    public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

/// …/tintshapestyle (`struct TintShapeStyle`: ShapeStyle, Sendable; iOS 15), …/tintshapestyle/init(),
/// and …/shapestyle/tint
public struct TintShapeStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// …/color/red (`static let red: Color`) and …/color/secondary (`static let secondary: Color`), iOS 13;
/// …/shapestyle/red
extension Color {
    public static let red = Color(red: 1, green: 0.23, blue: 0.19)
    public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
}

/// …/searchfieldplacement (`struct SearchFieldPlacement`; iOS 15) and …/searchfieldplacement/automatic
/// (`static let automatic: SearchFieldPlacement`)
public struct SearchFieldPlacement {
    public static let automatic = SearchFieldPlacement()
}

/// …/developertoolssupport/preview/init(_:traits:body:)-8pemr (`@MainActor init(_ name: String? =
/// nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () ->
/// any View)`; iOS 17), declared by SwiftUI: what `#Preview { … }` expands to a call of. The shells
/// name no trait, so `traits:` is left out.
extension Preview {
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) { self.init(_unchecked: ()) }
}
