// Interface stub: the SwiftUI declarations Apps/iOS/Ultimate uses beyond SwiftUI.swift (see ../README.md): the
// environment, styles, shapes and the UIKit bridge (its controls, gestures and list modifiers are in
// SwiftUI+UltimateControls.swift). Each declaration names its page under developer.apple.com/documentation/swiftui/
// (found with the docs search); bodies are placeholders and never run.
import Foundation
import UIKit

private func stub<T>() -> T { fatalError("SwiftUI stub") }

// MARK: - Environment

extension EnvironmentValues {
    /// …/environmentvalues/colorscheme (`var colorScheme: ColorScheme { get set }`; iOS 13)
    public var colorScheme: ColorScheme { stub() }
}

// MARK: - Styles: materials, type-erased styles, fonts

/// …/material (`struct Material`; iOS 15), a ShapeStyle
public struct Material: ShapeStyle {
    /// …/material/ultrathin (`static let ultraThin: Material`)
    public static let ultraThin = Material()
    /// …/material/thin (`static let thin: Material`)
    public static let thin = Material()
}

extension ShapeStyle where Self == Material {
    /// …/shapestyle/ultrathinmaterial (`static var ultraThinMaterial: Material { get }`; iOS 15)
    public static var ultraThinMaterial: Material { .ultraThin }
    /// …/shapestyle/thinmaterial (`static var thinMaterial: Material { get }`; iOS 15)
    public static var thinMaterial: Material { .thin }
}

/// …/anyshapestyle (`struct AnyShapeStyle`; iOS 15) and …/anyshapestyle/init(_:) (`init<S>(_ style: S) where
/// S : ShapeStyle`)
public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) {}
}

extension Font {
    /// …/font/callout (`static let callout: Font`; iOS 13)
    public static let callout = Font()
}

// MARK: - Shapes and geometry

/// …/strokestyle (`@frozen struct StrokeStyle`; iOS 13) and
/// …/strokestyle/init(linewidth:linecap:linejoin:mitercap:dash:dashphase:) — only `lineWidth: CGFloat = 1` is
/// declared: the other parameters are defaulted and typed in CoreGraphics (`CGLineCap`, `CGLineJoin`), which the
/// shell does not pass
public struct StrokeStyle: Equatable {
    public init(lineWidth: CGFloat = 1) {}
}

extension Shape {
    /// …/shape/trim(from:to:) (`nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    /// -> some Shape`; iOS 13)
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    /// …/shape/stroke(_:style:) (`nonisolated func stroke<S>(_ content: S, style: StrokeStyle) -> some View where
    /// S : ShapeStyle`; iOS 13)
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
}

/// …/angle (`@frozen struct Angle`; iOS 13) and …/angle/degrees(_:) (`static func degrees(_ degrees: Double) -> Angle`)
public struct Angle: Hashable, Sendable {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
}

/// …/saferegions (`struct SafeAreaRegions`: OptionSet; iOS 14) and …/safearearegions/all
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 7)
}

extension AccessibilityTraits {
    /// …/accessibilitytraits/isselected (`static let isSelected: AccessibilityTraits`; iOS 13)
    public static let isSelected = AccessibilityTraits()
}

// MARK: - View modifiers

extension View {
    /// …/view/shadow(color:radius:x:y:) (`nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity:
    /// 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View`; iOS 13; the default colour written
    /// here as black at 0.33)
    nonisolated public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// …/view/blur(radius:opaque:) (`nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View`; iOS 13)
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    /// …/view/ignoressafearea(_:edges:) (`nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges:
    /// Edge.Set = .all) -> some View`; iOS 14)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// …/view/background(alignment:content:) (`nonisolated func background<V>(alignment: Alignment = .center,
    /// @ViewBuilder content: () -> V) -> some View where V : View`; iOS 15)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// …/view/rotationeffect(_:anchor:) (`nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint =
    /// .center) -> some View`; iOS 13)
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// …/view/minimumscalefactor(_:) (`nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View`; iOS 13)
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
}

// MARK: - Transferable data, UIKit view controllers

/// developer.apple.com/documentation/foundation/data (Transferable: CoreTransferable declares Data's conformance, iOS 16)
extension Data: Transferable {}

/// …/uiviewcontrollerrepresentable (`@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where
/// Self.Body == Never`; iOS 13), …/uiviewcontrollerrepresentable/coordinator (`associatedtype Coordinator = Void`),
/// …/uiviewcontrollerrepresentable/context (`typealias Context = UIViewControllerRepresentableContext<Self>`),
/// …/makeuiviewcontroller(context:), …/updateuiviewcontroller(_:context:) and …/makecoordinator()-9vwm8 (the
/// default where `Coordinator == Void`)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public var body: Never { return stub() }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}

/// …/uiviewcontrollerrepresentablecontext (`@MainActor @preconcurrency struct
/// UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable`) and
/// …/uiviewcontrollerrepresentablecontext/coordinator (`let coordinator: Representable.Coordinator`)
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
}
