// Interface stub of the App Intents API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/appintents/…): each declaration below names its page.
import SwiftUI

private func stub<T>() -> T { fatalError("AppIntents stub") }

/// …/foundation/localizedstringresource (Foundation, iOS 16; Linux's Foundation lacks it, so the
/// stub declares it here: a string literal or interpolation makes one, and it is Sendable)
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable, Hashable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// …/intentresult (`protocol IntentResult : Sendable`)
public protocol IntentResult: Sendable {}

/// …/intentresultcontainer
public struct IntentResultContainer<Value, OpensIntent, Content, Dialog>: IntentResult, @unchecked Sendable {}

extension IntentResult {
    /// …/intentresult/result()
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { stub() }
}

/// …/appintent (`protocol AppIntent : PersistentlyIdentifiable, Sendable`; the title, `init()` and
/// `perform()` requirements)
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    /// …/appintent/title
    static var title: LocalizedStringResource { get }
    init()
    /// …/appintent/perform()
    func perform() async throws -> PerformResult
}

/// …/_intentvalue: the values a parameter can hold (String among them)
public protocol _IntentValue {}
extension String: _IntentValue {}

/// …/intentparameter (`@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue`),
/// …/intentparameter/init(title:description:) (its other defaulted parameters omitted)
@propertyWrapper public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    public var wrappedValue: Value { get { stub() } set {} }
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {}
}

extension AppIntent {
    /// …/appintent/parameter
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

extension Button {
    /// …/swiftui/button/init(intent:label:) (iOS 17; SwiftUI's overlay for App Intents)
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { self = stub() }
}
