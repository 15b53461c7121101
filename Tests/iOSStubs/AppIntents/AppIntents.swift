// Interface stub of the App Intents API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/appintents/…): each declaration below names its page
// and quotes Apple's declaration (checked again for the Xcode 26 SDK: `Sendable` only where the page says so).
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

/// …/intentresult (`protocol IntentResult : Sendable`; iOS 16) and …/intentresult/value-swift.associatedtype
/// (`associatedtype Value : _IntentValue = Never`); `Dialog` is the associated type
/// …/providesdialog constrains (`where Self.Dialog == IntentDialog`), defaulted here as Value is
public protocol IntentResult: Sendable {
    associatedtype Value: _IntentValue = Never
    associatedtype Dialog = Never
}

/// …/returnsvalue (`protocol ReturnsValue<Value> : IntentResult`)
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// …/providesdialog (`protocol ProvidesDialog : IntentResult where Self.Dialog == IntentDialog`)
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}

/// …/intentdescription (`struct IntentDescription`; iOS 16) and …/intentdescription/init(_:categoryname:searchkeywords:)
/// (`init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
/// searchKeywords: [LocalizedStringResource] = [])`)
public struct IntentDescription {
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {}
}

/// …/intentdialog (`struct IntentDialog`; iOS 16): a string literal or interpolation makes one
/// (its `init(stringInterpolation: String.LocalizationValue.StringInterpolation)` is
/// DefaultStringInterpolation here, Linux lacking the former), and …/intentdialog/init(_:)
public struct IntentDialog: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
    public init(_ fullDialog: LocalizedStringResource) {}
}

/// …/_intentvalue: the values a parameter or result can hold (String among them: …/intentparameter-string;
/// Never: the `Never` arguments of …/intentresult/result()). Apple's associated types (`ValueType`,
/// `UnwrappedType`) are left out: the shell names none.
public protocol _IntentValue {}
extension String: _IntentValue {}
extension Never: _IntentValue {}
/// …/intentparameter-double: Double is a parameter's value
extension Double: _IntentValue {}

/// …/intentresultcontainer (`struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog> where
/// Value : _IntentValue, OpensAppIntent : AppIntent`; it conforms to IntentResult)
public struct IntentResultContainer<Value: _IntentValue, OpensAppIntent: AppIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable {}

/// Its conformances as …/intentresultcontainer lists them (ReturnsValue, ProvidesDialog), the second
/// only when it carries a dialog as …/providesdialog requires.
extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}

extension IntentResult {
    /// …/intentresult/result() (`static func result() -> Self where Self ==
    /// IntentResultContainer<Never, Never, Never, Never>`)
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { stub() }
    /// …/intentresult/result(dialog:) (`static func result(dialog: IntentDialog) -> Self where Self ==
    /// IntentResultContainer<Never, Never, Never, IntentDialog>`)
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> { stub() }
    /// …/intentresult/result(value:dialog:) (`static func result<Value>(value: Value, dialog: IntentDialog) ->
    /// Self where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value : _IntentValue`)
    public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, Never, Never, IntentDialog> { stub() }
}

/// …/appintent (`protocol AppIntent : PersistentlyIdentifiable, Sendable`; the title, `init()` and
/// `perform()` requirements)
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    /// …/appintent/title (`static var title: LocalizedStringResource { get }`)
    static var title: LocalizedStringResource { get }
    /// …/appintent/isdiscoverable (`static var isDiscoverable: Bool { get }`; iOS 17; true by default)
    static var isDiscoverable: Bool { get }
    /// …/appintent/description (`static var description: IntentDescription? { get }`; iOS 16; defaulted,
    /// as the intents that set none show)
    static var description: IntentDescription? { get }
    init()
    /// …/appintent/perform() (`func perform() async throws -> Self.PerformResult`; no actor isolation)
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// The default of …/appintent/isdiscoverable ("The default value of this property is `true`")
    public static var isDiscoverable: Bool { true }
    /// The default of …/appintent/description: no description (Shortcuts shows the title alone)
    public static var description: IntentDescription? { nil }
}

/// Never conforms to AppIntent in App Intents: …/intentresult/result() returns an
/// `IntentResultContainer<Never, Never, Never, Never>`, whose `OpensAppIntent` must be an AppIntent.
extension Never: AppIntent {
    public static var title: LocalizedStringResource { stub() }
    public init() { fatalError("Never has no values") }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { stub() }
}

/// …/intentparameter (`@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue,
/// Value : Sendable`; iOS 16). `@unchecked Sendable`: the part of the page read does not list its
/// conformances; an intent (`AppIntent : Sendable`) stores its `@Parameter`s, which Swift 6 accepts on a
/// Mac only if the wrapper is `Sendable`, so it is declared so here (to confirm against the page's
/// Relationships section).
@propertyWrapper public final class IntentParameter<Value: _IntentValue & Sendable>: @unchecked Sendable {
    /// …/intentparameter/wrappedvalue (`final var wrappedValue: Value { get set }`)
    public final var wrappedValue: Value { get { stub() } set {} }
    /// …/intentparameter/init(title:description:default:inputoptions:requestvaluedialog:inputconnectionbehavior:)
    /// (`convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, …)` in
    /// Apple's extension for String values; declared in the class, with a `where` clause, because a stub's
    /// property wrapper needs a public designated initializer; its other defaulted parameters are omitted,
    /// as the shell passes none)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value == String {}
    /// …/intentparameter-double, init(title:description:default:controlStyle:inclusiveRange:requestValueDialog:
    /// inputConnectionBehavior:) for Double values (`convenience init(title: LocalizedStringResource,
    /// description: LocalizedStringResource? = nil, …)`; declared as the String one above, its other
    /// defaulted parameters omitted)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value == Double {}
    /// …/intentparameter/init(title:description:default:requestvaluedialog:requestdisambiguationdialog:
    /// inputconnectionbehavior:)-90j68 (…/intentparameter-app-entity: `convenience init(title:
    /// LocalizedStringResource, description: LocalizedStringResource? = nil, …)` for an app entity; declared as
    /// the String one above, its other defaulted parameters omitted)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value: AppEntity {}
}

// MARK: - Entities and their queries

/// …/entityidentifierconvertible: what an entity's `id` can be (UUID and String among them)
public protocol EntityIdentifierConvertible {}
extension UUID: EntityIdentifierConvertible {}
extension String: EntityIdentifierConvertible {}

/// …/typedisplayrepresentation (`struct TypeDisplayRepresentation`; iOS 16; Relationships: conforms to
/// `ExpressibleByStringLiteral`, `Sendable`, `SendableMetatype`) and
/// …/typedisplayrepresentation/init(name:numericformat:synonyms:) (iOS 17)
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil, synonyms: [LocalizedStringResource] = []) {}
}

/// …/displayrepresentation (`struct DisplayRepresentation`; iOS 16; the page lists no conformance, so not
/// `Sendable`) and …/displayrepresentation/init(title:subtitle:image:)
/// (`init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image:
/// DisplayRepresentation.Image? = nil)`; the image parameter, defaulted, is omitted with its type)
public struct DisplayRepresentation {
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {}
}

/// …/appentity (`protocol AppEntity : AppValue, DisplayRepresentable, Identifiable where Self ==
/// Self.ValueType, Self.ID : EntityIdentifierConvertible, Self.ID : Sendable`; iOS 16). AppValue
/// (…/appvalue: `_IntentValue, Sendable`, among others) and DisplayRepresentable are folded in: their
/// requirements are …/typedisplayrepresentable/typedisplayrepresentation and
/// …/instancedisplayrepresentable/displayrepresentation; …/appentity/defaultquery-swift.associatedtype
/// (`associatedtype DefaultQuery : EntityQuery where Self.ValueType == Self.DefaultQuery.Entity`) and
/// …/appentity/defaultquery-4khg7 (`static var defaultQuery: Self.DefaultQuery { get }`)
public protocol AppEntity: _IntentValue, Identifiable, Sendable where ID: EntityIdentifierConvertible & Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
}

/// …/entityquery (`protocol EntityQuery : DynamicOptionsProvider, PersistentlyIdentifiable, Sendable`):
/// …/entityquery/entity (`associatedtype Entity : AppEntity`), …/entityquery/entities(for:) and
/// …/entityquery/suggestedentities() (Apple's `Self.Result`, a collection of entities, is `[Entity]` here);
/// `init()` is required as the system creates the query (stricter than a default would be)
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// …/entitystringquery (`protocol EntityStringQuery : EntityQuery`) and …/entitystringquery/entities(matching:)
/// (`func entities(matching string: String) async throws -> Self.Result`)
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

// MARK: - App Shortcuts

/// …/appshortcutphrasetoken (`enum AppShortcutPhraseToken`: Hashable) and its `applicationName` case
public enum AppShortcutPhraseToken: Hashable, Sendable {
    case applicationName
}

/// …/appshortcutphrase (`struct AppShortcutPhrase<Intent> where Intent : AppIntent`), made from a string
/// literal with `\(.applicationName)` (…/negativeappshortcutphrase/stringinterpolation/appendinterpolation(_:)
/// shows the token's `appendInterpolation(_ token: AppShortcutPhraseToken)`; the parameter key-path
/// interpolation is omitted, the shell uses none)
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// …/appshortcut (`struct AppShortcut`; iOS 16) and
/// …/appshortcut/init(intent:phrases:shorttitle:systemimagename:)-8yntq (iOS 17: `init<Intent>(intent: Intent,
/// phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) where
/// Intent : AppIntent`)
public struct AppShortcut {
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {}
}

/// …/appshortcutsbuilder (`@resultBuilder enum AppShortcutsBuilder`): buildBlock(_:)-110ow
/// (`static func buildBlock(AppShortcut...) -> [AppShortcut]`) and buildExpression(_:)-31qci
@resultBuilder public enum AppShortcutsBuilder {
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
    public static func buildExpression(_ expression: AppShortcut) -> AppShortcut { expression }
}

/// …/appshortcutsprovider (`protocol AppShortcutsProvider : Sendable`) and …/appshortcutsprovider/appshortcuts
/// (`@AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }`)
public protocol AppShortcutsProvider: Sendable {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

extension AppIntent {
    /// …/appintent/parameter (`typealias Parameter = IntentParameter`)
    public typealias Parameter = IntentParameter
}

extension Button {
    /// …/swiftui/button/init(intent:label:) (`nonisolated init<I>(intent: I, @ViewBuilder label: () -> Label)
    /// where I : AppIntent`; iOS 17; SwiftUI's overlay for App Intents)
    nonisolated public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { self = stub() }
}
