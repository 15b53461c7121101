// Interface stub of the UserNotifications API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/usernotifications/…, checked for the iOS 18 SDK
// in the Xcode 26 documentation): each declaration below names its page and quotes Apple's
// declaration. Every class here is an Objective-C `NSObject` subclass whose page declares it as
// `class X` with no `Sendable` conformance, so none is `Sendable` here: a value of these classes
// may cross actors only as Swift 6's region isolation allows (a fresh value, sent once).
// Apple's delegate methods are `optional` (Objective-C); here they are requirements with empty
// defaults, which type-checks the same for a conforming class.
// Apple's asynchronous methods (`notificationSettings()`, `requestAuthorization(options:)`) are
// Swift's imports of completion-handler methods; the stub declares the async form the shell calls.
import Foundation

private func stub<T>() -> T { fatalError("UserNotifications stub") }

/// …/unusernotificationcenter (`class UNUserNotificationCenter`, an `NSObject` subclass, not
/// `Sendable`; iOS 10)
open class UNUserNotificationCenter: NSObject {
    /// …/unusernotificationcenter/current() (`class func current() -> UNUserNotificationCenter`; iOS 10)
    open class func current() -> UNUserNotificationCenter { stub() }
    /// …/unusernotificationcenter/delegate (`weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// { get set }`; iOS 10)
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// …/unusernotificationcenter/add(_:withcompletionhandler:) (`func add(_ request: UNNotificationRequest,
    /// withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil)`; iOS 10)
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {}
    /// …/unusernotificationcenter/removependingnotificationrequests(withidentifiers:) (`func
    /// removePendingNotificationRequests(withIdentifiers identifiers: [String])`; iOS 10)
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    /// …/unusernotificationcenter/requestauthorization(options:completionhandler:) (`func
    /// requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable
    /// (Bool, (any Error)?) -> Void)`; iOS 10), called in its imported async form
    /// (`func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool`).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { stub() }
    /// …/unusernotificationcenter/getnotificationsettings(completionhandler:) (`func
    /// getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void)`;
    /// iOS 10), called in its imported async form (`func notificationSettings() async -> UNNotificationSettings`).
    open func notificationSettings() async -> UNNotificationSettings { stub() }
    /// …/unusernotificationcenter/setnotificationcategories(_:) (`func setNotificationCategories(_ categories:
    /// Set<UNNotificationCategory>)`; iOS 10)
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
}

/// …/unnotificationaction (`class UNNotificationAction`, an `NSObject` subclass, not `Sendable`; iOS 10)
open class UNNotificationAction: NSObject {
    /// …/unnotificationaction/init(identifier:title:options:) (`convenience init(identifier: String, title:
    /// String, options: UNNotificationActionOptions = [])`; iOS 10)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) { self.init() }
    public override init() {}
}

/// …/untextinputnotificationaction (`class UNTextInputNotificationAction`, a subclass of
/// `UNNotificationAction`; iOS 10)
open class UNTextInputNotificationAction: UNNotificationAction {
    /// …/untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:)
    /// (`convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
    /// textInputButtonTitle: String, textInputPlaceholder: String)`; iOS 10)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) { self.init() }
}

/// …/unnotificationactionoptions (`struct UNNotificationActionOptions`, an `OptionSet`; iOS 10;
/// imported from `NS_OPTIONS`, which Swift makes `Sendable`)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// …/unnotificationcategory (`class UNNotificationCategory`, an `NSObject` subclass (so `Hashable`,
/// as `Set<UNNotificationCategory>` needs), not `Sendable`; iOS 10)
open class UNNotificationCategory: NSObject {
    /// …/unnotificationcategory/init(identifier:actions:intentidentifiers:options:) (`convenience
    /// init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options:
    /// UNNotificationCategoryOptions = [])`; iOS 10)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) { self.init() }
    public override init() {}
}

/// …/unnotificationcategoryoptions (`struct UNNotificationCategoryOptions`, an `OptionSet`; iOS 10)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// …/unauthorizationoptions (`struct UNAuthorizationOptions`, an `OptionSet`; iOS 10): `badge`,
/// `sound`, `alert` (`static var badge: UNAuthorizationOptions { get }` and so on)
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var badge: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1) }
    public static var sound: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 2) }
    public static var alert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 4) }
}

/// …/unauthorizationstatus (`enum UNAuthorizationStatus`, `Int`-backed from `NS_ENUM`; iOS 10;
/// `provisional` iOS 12, `ephemeral` iOS 14)
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// …/unnotificationsettings (`class UNNotificationSettings`, an `NSObject` subclass, not `Sendable`; iOS 10)
open class UNNotificationSettings: NSObject {
    /// …/unnotificationsettings/authorizationstatus (`var authorizationStatus: UNAuthorizationStatus { get }`)
    open var authorizationStatus: UNAuthorizationStatus { stub() }
}

/// …/unnotificationcontent (`class UNNotificationContent`, an `NSObject` subclass, not `Sendable`; iOS 10)
open class UNNotificationContent: NSObject {
    /// …/unnotificationcontent/title (`var title: String { get }`)
    open var title: String { stub() }
    /// …/unnotificationcontent/body (`var body: String { get }`)
    open var body: String { stub() }
    /// …/unnotificationcontent/categoryidentifier (`var categoryIdentifier: String { get }`; iOS 10)
    open var categoryIdentifier: String { stub() }
    /// …/unnotificationcontent/userinfo (`var userInfo: [AnyHashable : Any] { get }`)
    open var userInfo: [AnyHashable: Any] { stub() }
}

/// …/unmutablenotificationcontent (`class UNMutableNotificationContent`, a subclass of
/// `UNNotificationContent`, not `Sendable`; iOS 10)
open class UNMutableNotificationContent: UNNotificationContent {
    public override init() {}
    /// …/unmutablenotificationcontent/title (`var title: String { get set }`)
    open override var title: String { get { stub() } set {} }
    /// …/unmutablenotificationcontent/body (`var body: String { get set }`)
    open override var body: String { get { stub() } set {} }
    /// …/unmutablenotificationcontent/sound (`@NSCopying var sound: UNNotificationSound? { get set }`)
    open var sound: UNNotificationSound? { get { stub() } set {} }
    /// …/unmutablenotificationcontent/categoryidentifier (`var categoryIdentifier: String { get set }`)
    open override var categoryIdentifier: String { get { stub() } set {} }
    /// …/unmutablenotificationcontent/userinfo (`var userInfo: [AnyHashable : Any] { get set }`)
    open override var userInfo: [AnyHashable: Any] { get { stub() } set {} }
}

/// …/unnotificationsound (`class UNNotificationSound`, an `NSObject` subclass, not `Sendable`; iOS 10)
open class UNNotificationSound: NSObject {
    /// …/unnotificationsound/default (`@NSCopying class var `default`: UNNotificationSound { get }`; iOS 10)
    open class var `default`: UNNotificationSound { stub() }
}

/// …/unnotificationtrigger (`class UNNotificationTrigger`, an `NSObject` subclass, not `Sendable`; iOS 10)
open class UNNotificationTrigger: NSObject {}

/// …/uncalendarnotificationtrigger (`class UNCalendarNotificationTrigger`, a subclass of
/// `UNNotificationTrigger`; iOS 10)
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    /// …/uncalendarnotificationtrigger/init(datematching:repeats:) (`convenience init(dateMatching
    /// dateComponents: DateComponents, repeats: Bool)`; iOS 10)
    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.init() }
}

/// …/unnotificationrequest (`class UNNotificationRequest`, an `NSObject` subclass, not `Sendable`; iOS 10)
open class UNNotificationRequest: NSObject {
    /// …/unnotificationrequest/init(identifier:content:trigger:) (`convenience init(identifier: String,
    /// content: UNNotificationContent, trigger: UNNotificationTrigger?)`; iOS 10)
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) { self.init() }
    public override init() {}
    /// …/unnotificationrequest/identifier (`var identifier: String { get }`)
    open var identifier: String { stub() }
    /// …/unnotificationrequest/content (`@NSCopying var content: UNNotificationContent { get }`)
    open var content: UNNotificationContent { stub() }
}

/// …/unusernotificationcenterdelegate (`protocol UNUserNotificationCenterDelegate : NSObjectProtocol`;
/// iOS 10; no actor isolation on the page)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// …/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)
    /// (`optional func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification:
    /// UNNotification, withCompletionHandler completionHandler: @escaping @Sendable
    /// (UNNotificationPresentationOptions) -> Void)`; iOS 10)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// …/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
    /// (`optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response:
    /// UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)`; iOS 10)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
}

/// The empty defaults standing for Objective-C's `optional` (see the top of this file).
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {}
}

/// …/unnotificationpresentationoptions (`struct UNNotificationPresentationOptions`, an `OptionSet`;
/// iOS 10; `banner`, `list`: iOS 14)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 2) }
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 8) }
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 16) }
}

/// …/unnotification (`class UNNotification`, an `NSObject` subclass, not `Sendable`; iOS 10)
open class UNNotification: NSObject {
    /// …/unnotification/request (`@NSCopying var request: UNNotificationRequest { get }`)
    open var request: UNNotificationRequest { stub() }
}

/// …/unnotificationresponse (`class UNNotificationResponse`, an `NSObject` subclass, not `Sendable`; iOS 10)
open class UNNotificationResponse: NSObject {
    /// …/unnotificationresponse/notification (`@NSCopying var notification: UNNotification { get }`)
    open var notification: UNNotification { stub() }
    /// …/unnotificationresponse/actionidentifier (`var actionIdentifier: String { get }`)
    open var actionIdentifier: String { stub() }
}

/// …/unnotificationdefaultactionidentifier (`let UNNotificationDefaultActionIdentifier: String`; iOS 10)
public let UNNotificationDefaultActionIdentifier: String = stub()

/// …/untextinputnotificationresponse (`class UNTextInputNotificationResponse : UNNotificationResponse`; iOS 10)
open class UNTextInputNotificationResponse: UNNotificationResponse {
    /// …/untextinputnotificationresponse/usertext (`var userText: String { get }`)
    open var userText: String { stub() }
}
