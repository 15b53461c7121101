// Interface stub of the UserNotifications API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/usernotifications/…): each declaration below
// names its page. Apple's classes are NSObject subclasses; only the delegate protocol's
// NSObjectProtocol refinement matters to the shell. Apple's delegate methods are `optional`
// (Objective-C); here they are requirements with empty defaults, which type-checks the same.
import Foundation

private func stub<T>() -> T { fatalError("UserNotifications stub") }

open class UNUserNotificationCenter {
    open class func current() -> UNUserNotificationCenter { stub() }
    /// …/unusernotificationcenter/delegate
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {}
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { stub() }
    open func notificationSettings() async -> UNNotificationSettings { stub() }
    /// …/unusernotificationcenter/setnotificationcategories(_:) (`func setNotificationCategories(_ categories:
    /// Set<UNNotificationCategory>)`; iOS 10)
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
}

/// …/unnotificationaction (`class UNNotificationAction`; iOS 10)
open class UNNotificationAction: NSObject, @unchecked Sendable {
    /// …/unnotificationaction/init(identifier:title:options:) (`convenience init(identifier: String, title:
    /// String, options: UNNotificationActionOptions = [])`; iOS 10)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) { self.init() }
    public override init() {}
}

/// …/untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:)
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) { self.init() }
}

/// …/unnotificationactionoptions (`struct UNNotificationActionOptions`, an OptionSet; iOS 10)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// …/unnotificationcategory/init(identifier:actions:intentidentifiers:options:) (NSObject: Hashable)
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) { self.init() }
    public override init() {}
}

/// …/unnotificationcategoryoptions (`struct UNNotificationCategoryOptions`, an OptionSet; iOS 10)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

open class UNNotificationSettings {
    open var authorizationStatus: UNAuthorizationStatus { stub() }
}

open class UNNotificationContent {
    open var title: String { stub() }
    open var body: String { stub() }
    /// …/unnotificationcontent/categoryidentifier (`var categoryIdentifier: String { get }`; iOS 10)
    open var categoryIdentifier: String { stub() }
    /// …/unnotificationcontent/userinfo (`var userInfo: [AnyHashable : Any] { get }`)
    open var userInfo: [AnyHashable: Any] { stub() }
}

open class UNMutableNotificationContent: UNNotificationContent {
    public override init() {}
    open override var title: String { get { stub() } set {} }
    open override var body: String { get { stub() } set {} }
    open var sound: UNNotificationSound? { get { stub() } set {} }
    /// …/unmutablenotificationcontent/categoryidentifier (`var categoryIdentifier: String { get set }`)
    open override var categoryIdentifier: String { get { stub() } set {} }
    /// …/unmutablenotificationcontent/userinfo (`var userInfo: [AnyHashable : Any] { get set }`)
    open override var userInfo: [AnyHashable: Any] { get { stub() } set {} }
}

open class UNNotificationSound: @unchecked Sendable {
    open class var `default`: UNNotificationSound { stub() }
}

open class UNNotificationTrigger: @unchecked Sendable {}

open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.init() }
}

open class UNNotificationRequest: @unchecked Sendable {
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) { self.init() }
    public init() {}
    /// …/unnotificationrequest/identifier
    open var identifier: String { stub() }
    /// …/unnotificationrequest/content (`@NSCopying var content: UNNotificationContent { get }`)
    open var content: UNNotificationContent { stub() }
}

/// …/unusernotificationcenterdelegate: `protocol UNUserNotificationCenterDelegate : NSObjectProtocol`
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// …/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// …/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {}
}

/// …/unnotificationpresentationoptions (`banner`, `list`: iOS 14)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 2) }
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 8) }
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 16) }
}

/// …/unnotification (not declared Sendable here: the shell never sends one across actors)
open class UNNotification {
    /// …/unnotification/request
    open var request: UNNotificationRequest { stub() }
}

/// …/unnotificationresponse
open class UNNotificationResponse {
    /// …/unnotificationresponse/notification
    open var notification: UNNotification { stub() }
    /// …/unnotificationresponse/actionidentifier
    open var actionIdentifier: String { stub() }
}

/// …/unnotificationdefaultactionidentifier: `let UNNotificationDefaultActionIdentifier: String`
public let UNNotificationDefaultActionIdentifier: String = stub()

/// …/untextinputnotificationresponse (`class UNTextInputNotificationResponse : UNNotificationResponse`)
open class UNTextInputNotificationResponse: UNNotificationResponse {
    /// …/untextinputnotificationresponse/usertext
    open var userText: String { stub() }
}
