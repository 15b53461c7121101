// Interface stub of the UserNotifications API that Apps/iOS uses (see ../README.md).
import Foundation

private func stub<T>() -> T { fatalError("UserNotifications stub") }

open class UNUserNotificationCenter: @unchecked Sendable {
    open class func current() -> UNUserNotificationCenter { stub() }
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {}
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { stub() }
    open func notificationSettings() async -> UNNotificationSettings { stub() }
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

open class UNNotificationSettings: @unchecked Sendable {
    open var authorizationStatus: UNAuthorizationStatus { stub() }
}

open class UNNotificationContent: @unchecked Sendable {
    open var title: String { stub() }
    open var body: String { stub() }
}

open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override init() {}
    open override var title: String { get { stub() } set {} }
    open override var body: String { get { stub() } set {} }
    open var sound: UNNotificationSound? { get { stub() } set {} }
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
}
