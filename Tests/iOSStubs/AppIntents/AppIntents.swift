// Interface stub of the App Intents API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/appintents/…): each declaration below names its page.
import SwiftUI

private func stub<T>() -> T { fatalError("AppIntents stub") }

/// …/foundation/localizedstringresource (`struct LocalizedStringResource`, Foundation, iOS 16; Linux's
/// Foundation lacks it, so the stub declares it here). A string literal or interpolation makes one
/// (…/foundation/localizedstringresource/init(stringliteral:), …/init(stringinterpolation:), whose
/// interpolation type, `String.LocalizationValue.StringInterpolation`, Linux lacks too, hence
/// DefaultStringInterpolation). Not declared Sendable: Apple's page lists no such conformance and
/// Apple's engineers said on the forums (developer.apple.com/forums/thread/732362) that it is not, so a
/// `static let` of this type is rejected under Swift 6 here as there.
public struct LocalizedStringResource: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// …/intentresult (`protocol IntentResult : Sendable`)
public protocol IntentResult: Sendable {}

/// …/_intentvalue: the values a parameter or result can hold (String among them: …/intentparameter-string;
/// Never: the `Never` arguments of …/intentresult/result()). Apple's associated types (`ValueType`,
/// `UnwrappedType`) are left out: the shell names none.
public protocol _IntentValue {}
extension String: _IntentValue {}
extension Never: _IntentValue {}

/// …/intentresultcontainer (`struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog> where
/// Value : _IntentValue, OpensAppIntent : AppIntent`; it conforms to IntentResult)
public struct IntentResultContainer<Value: _IntentValue, OpensAppIntent: AppIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable {}

extension IntentResult {
    /// …/intentresult/result() (`static func result() -> Self where Self ==
    /// IntentResultContainer<Never, Never, Never, Never>`)
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { stub() }
}

/// …/appintent (`protocol AppIntent : PersistentlyIdentifiable, Sendable`; the title, `init()` and
/// `perform()` requirements)
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    /// …/appintent/title (`static var title: LocalizedStringResource { get }`)
    static var title: LocalizedStringResource { get }
    init()
    /// …/appintent/perform()
    func perform() async throws -> PerformResult
}

/// Never conforms to AppIntent in App Intents: …/intentresult/result() returns an
/// `IntentResultContainer<Never, Never, Never, Never>`, whose `OpensAppIntent` must be an AppIntent.
extension Never: AppIntent {
    public static var title: LocalizedStringResource { stub() }
    public init() { fatalError("Never has no values") }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { stub() }
}

/// …/intentparameter (`@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue,
/// Value : Sendable`; iOS 16)
@propertyWrapper public final class IntentParameter<Value: _IntentValue & Sendable>: @unchecked Sendable {
    /// …/intentparameter/wrappedvalue (`final var wrappedValue: Value { get set }`)
    public final var wrappedValue: Value { get { stub() } set {} }
    /// …/intentparameter/init(title:description:default:inputoptions:requestvaluedialog:inputconnectionbehavior:)
    /// (`convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, …)` in
    /// Apple's extension for String values; declared in the class, with a `where` clause, because a stub's
    /// property wrapper needs a public designated initializer; its other defaulted parameters are omitted,
    /// as the shell passes none)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value == String {}
}

extension AppIntent {
    /// …/appintent/parameter (`typealias Parameter = IntentParameter`)
    public typealias Parameter = IntentParameter
}

extension Button {
    /// …/swiftui/button/init(intent:label:) (iOS 17; SwiftUI's overlay for App Intents)
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { self = stub() }
}
