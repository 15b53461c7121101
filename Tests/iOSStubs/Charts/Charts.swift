// Interface stub of the Swift Charts API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/charts/…, and SwiftUI's pages for the View
// modifiers Charts declares): each declaration below names its page and quotes it. The newer pages
// show `@ContentBuilder` where the SDKs before them, and this stub, have `@ChartContentBuilder` or
// `@ViewBuilder`.
import SwiftUI

private func stub<T>() -> T { fatalError("Charts stub") }

/// …/chartcontent (`@MainActor @preconcurrency protocol ChartContent`; iOS 16): the stub had no
/// isolation. Its `body` requirement is left out (the shell writes no chart content of its own).
@MainActor @preconcurrency public protocol ChartContent {}

/// …/chartcontentbuilder (`@resultBuilder struct ChartContentBuilder`; iOS 16), with the one
/// `buildBlock` the shell's single-mark closures need (an enum here, which changes nothing for them)
@resultBuilder public enum ChartContentBuilder {
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
}

/// …/plottable (`protocol Plottable`; iOS 16) and the conformances of String, Int and Double the shell
/// plots (its `PrimitivePlottable` requirements are left out)
public protocol Plottable {}
extension String: Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}

/// …/plottablevalue (`struct PlottableValue<Value> where Value : Plottable`; iOS 16) and
/// …/plottablevalue/value(_:_:)-13lvv (`static func value<S>(_ label: S, _ value: Value) ->
/// PlottableValue<Value> where S : StringProtocol`)
public struct PlottableValue<Value: Plottable> {
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { stub() }
}

/// …/barmark (`struct BarMark`; iOS 16; main-actor isolated here through its ChartContent conformance) and
/// …/barmark/init(x:y:width:height:stacking:) (`nonisolated init<X, Y>(x: PlottableValue<X>, y:
/// PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking:
/// MarkStackingMethod = .standard) where X : Plottable, Y : Plottable`): the stub lacked `height:` and
/// `nonisolated`
public struct BarMark: ChartContent {
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                                        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {}
}

/// …/markdimension (`struct MarkDimension`; iOS 16) and its `automatic` (pages not re-read in this check)
public struct MarkDimension {
    public static let automatic = MarkDimension()
}

/// …/markstackingmethod (`struct MarkStackingMethod`; iOS 16) and its `standard` (pages not re-read)
public struct MarkStackingMethod {
    public static let standard = MarkStackingMethod()
}

/// …/annotationposition (`struct AnnotationPosition`; iOS 16; Relationships: `Equatable` only) and its
/// `top`, `automatic`
public struct AnnotationPosition: Equatable {
    public static let top = AnnotationPosition()
    public static let automatic = AnnotationPosition()
}

extension ChartContent {
    /// …/chartcontent/foregroundstyle(_:) (iOS 16; its page was not read in this check: shaped as the
    /// other ChartContent modifiers, `nonisolated`)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }
    /// …/chartcontent/annotation(position:alignment:spacing:content:)-65emh (`nonisolated func annotation<C>(position:
    /// AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder
    /// content: () -> C) -> some ChartContent where C : View`; iOS 16)
    nonisolated public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                                @ViewBuilder content: () -> C) -> some ChartContent { self }
}

/// ForEach is chart content when its content is (Charts' extension of SwiftUI's ForEach), so
/// Chart(_:id:content:) can wrap its marks in one, as Apple's signature says.
extension ForEach: ChartContent where Content: ChartContent {}

/// …/chart (`struct Chart<Content> where Content : ChartContent`; iOS 16; its own page was not read:
/// the generic constraint is the one its initializers' `where` clauses imply) and
/// …/chart/init(_:id:content:) (`nonisolated init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>,
/// @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C>, Data :
/// RandomAccessCollection, ID : Hashable, C : ChartContent`). The stub had `Chart<Content: View>` and
/// `Content == EmptyView`.
public struct Chart<Content: ChartContent>: View {
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {}
    public var body: Never { return stub() }
}

/// …/scaledomain (`protocol ScaleDomain`; iOS 16), which a `ClosedRange` of plottable values is (the
/// domain the shell passes)
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}

/// …/scaletype (`struct ScaleType`; iOS 16), the type of chartYScale's defaulted `type:` (page not read)
public struct ScaleType {}

extension View {
    /// …/swiftui/view/chartyscale(domain:type:) (iOS 16; shaped as …/swiftui/view/chartxscale(domain:type:),
    /// `nonisolated func chartXScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View where Domain :
    /// ScaleDomain`; its own page was not read). The stub had `chartYScale<Domain: Comparable>(domain:
    /// ClosedRange<Domain>)`.
    nonisolated public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
}

/// …/linemark (`struct LineMark`; iOS 16) and …/linemark/init(x:y:) (iOS 16; page not re-read in this check:
/// `nonisolated` as every mark initializer read)
public struct LineMark: ChartContent {
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}
