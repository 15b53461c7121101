// Interface stub: the controls, gestures and list modifiers Apps/iOS/Ultimate uses beyond SwiftUI.swift (see
// ../README.md; the styles, shapes and UIKit bridge are in SwiftUI+Ultimate.swift). Each declaration names its page
// under developer.apple.com/documentation/swiftui/ (found with the docs search); bodies are placeholders and never run.
import Foundation
import UIKit

private func stub<T>() -> T { fatalError("SwiftUI stub") }

// MARK: - Text, images, controls

extension Text {
    /// …/text/init(timerinterval:pausetime:countsdown:showshours:) (`init(timerInterval: ClosedRange<Date>, pauseTime:
    /// Date? = nil, countsDown: Bool = true, showsHours: Bool = true)`; iOS 16): a live clock the system redraws
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: "")
    }
}

extension Image {
    /// …/image/init(uiimage:) (`init(uiImage: UIImage)`; iOS 13)
    public init(uiImage: UIImage) { self.init(systemName: "") }
    /// …/image/resizable(capinsets:resizingmode:) (`func resizable(capInsets: EdgeInsets = EdgeInsets(),
    /// resizingMode: Image.ResizingMode = .stretch) -> Image`; the shell passes neither, so the two defaulted
    /// parameters are left out)
    public func resizable() -> Image { self }
}

/// …/slider (`struct Slider<Label, ValueLabel> where Label : View, ValueLabel : View`; iOS 13)
public struct Slider<Label: View, ValueLabel: View>: View {
    public var body: Never { return stub() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// …/slider/init(value:in:oneditingchanged:) (`init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    /// onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint, V.Stride :
    /// BinaryFloatingPoint`)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

/// …/pickerstyle (`protocol PickerStyle`), …/segmentedpickerstyle (`struct SegmentedPickerStyle`; iOS 13) and
/// …/pickerstyle/segmented (`static var segmented: SegmentedPickerStyle { get }`)
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

// MARK: - Gestures

/// …/magnifygesture (`nonisolated struct MagnifyGesture`; iOS 17), …/magnifygesture/init(minimumscaledelta:)
/// (`nonisolated init(minimumScaleDelta: CGFloat = 0.01)`) and …/magnifygesture/value/magnification
/// (`var magnification: CGFloat`)
nonisolated public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

// MARK: - More view modifiers

extension View {
    /// …/view/scaleeffect(_:anchor:)-7q7as (`nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)
    /// -> some View`; iOS 13)
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// …/view/clipped(antialiased:) (`nonisolated func clipped(antialiased: Bool = false) -> some View`; iOS 13)
    nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
    /// …/view/contextmenu(menuitems:) (`nonisolated func contextMenu<MenuItems>(@ViewBuilder menuItems: () ->
    /// MenuItems) -> some View where MenuItems : View`; iOS 13)
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// …/view/pickerstyle(_:) (`nonisolated func pickerStyle<S>(_ style: S) -> some View where S : PickerStyle`)
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    /// …/view/overlay(alignment:content:) (`nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder
    /// content: () -> V) -> some View where V : View`; iOS 15)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
}

// MARK: - Lists on the glass backdrop, progress, masks

extension VerticalEdge {
    /// …/verticaledge/set (`@frozen struct Set`: OptionSet; iOS 13) with `top`, `bottom` and `all`
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension AccessibilityTraits {
    /// …/accessibilitytraits/ismodal (`static let isModal: AccessibilityTraits`; iOS 13)
    public static let isModal = AccessibilityTraits()
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// …/progressview/init() (`init() where Label == EmptyView, CurrentValueLabel == EmptyView`; iOS 14): indeterminate
    public init() {}
}

extension View {
    /// …/view/scrollcontentbackground(_:) (`nonisolated func scrollContentBackground(_ visibility: Visibility) -> some
    /// View`; iOS 16)
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    /// …/view/listrowseparator(_:edges:) (`nonisolated func listRowSeparator(_ visibility: Visibility, edges:
    /// VerticalEdge.Set = .all) -> some View`; iOS 15)
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// …/view/mask(alignment:_:) (`nonisolated func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: ()
    /// -> Mask) -> some View where Mask : View`; iOS 15)
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
}

extension Alignment {
    /// …/alignment/topleading (`static let topLeading: Alignment`; iOS 13)
    public static let topLeading = Alignment()
}

extension View {
    /// …/view/sensoryfeedback(_:trigger:condition:) (`nonisolated func sensoryFeedback<T>(_ feedback: SensoryFeedback,
    /// trigger: T, condition: @escaping (T, T) -> Bool) -> some View where T : Equatable`; iOS 17)
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }
}

extension Text {
    /// …/text/case (`enum Case`: Hashable, Sendable; iOS 14): `uppercase`, `lowercase`
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

extension View {
    /// …/view/textcase(_:) (`nonisolated func textCase(_ textCase: Text.Case?) -> some View`; iOS 14): nil keeps the
    /// text as written (a list's section header is upper-cased otherwise)
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
}
