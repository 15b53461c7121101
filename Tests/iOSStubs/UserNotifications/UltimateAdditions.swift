// Interface stub: the UserNotifications declarations Apps/iOS/Ultimate uses beyond UserNotifications.swift
// (see ../README.md). Pages under developer.apple.com/documentation/usernotifications/.
import Foundation

extension UNUserNotificationCenter {
    /// …/unusernotificationcenter/removeallpendingnotificationrequests() (`func
    /// removeAllPendingNotificationRequests()`; iOS 10)
    public func removeAllPendingNotificationRequests() {}
}

extension UNCalendarNotificationTrigger {
    /// …/uncalendarnotificationtrigger/datecomponents (`var dateComponents: DateComponents { get }`; iOS 10)
    public var dateComponents: DateComponents { DateComponents() }
}

extension UNNotificationRequest {
    /// …/unnotificationrequest/trigger (`@NSCopying var trigger: UNNotificationTrigger? { get }`; iOS 10)
    public var trigger: UNNotificationTrigger? { nil }
}
