// Interface stub of the Swift Charts API that Apps/iOS uses (see ../README.md).
import SwiftUI

private func stub<T>() -> T { fatalError("Charts stub") }

public protocol ChartContent {}

@resultBuilder public enum ChartContentBuilder {
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
}

public protocol Plottable {}
extension String: Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}

public struct PlottableValue<Value: Plottable> {
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { stub() }
}

public struct BarMark: ChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                           stacking: MarkStackingMethod = .standard) {}
}

public struct MarkDimension {
    public static let automatic = MarkDimension()
}

public struct MarkStackingMethod {
    public static let standard = MarkStackingMethod()
}

public struct AnnotationPosition {
    public static let top = AnnotationPosition()
    public static let automatic = AnnotationPosition()
}

extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent { self }
}

public struct Chart<Content: View>: View {
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == EmptyView {}
    public var body: Never { return stub() }
}

extension View {
    public func chartYScale<Domain: Comparable>(domain: ClosedRange<Domain>) -> some View { self }
}

/// developer.apple.com/documentation/charts/linemark/init(x:y:) (iOS 16)
public struct LineMark: ChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}
