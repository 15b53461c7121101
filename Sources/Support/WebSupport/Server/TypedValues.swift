import DayKit
import Foundation

/// What a person types into a form field, read the same way by every app: a bad value is a 400
/// naming it.
extension Form {
    /// A number, with a decimal point or comma.
    public static func number(_ text: String) throws -> Double {
        try typed { try TypedText.number(text) }
    }

    /// A day as `YYYY-MM-DD`.
    public static func day(_ text: String) throws -> CalendarDay {
        try typed { try TypedText.day(text) }
    }

    /// `read`'s value, or its refusal (DayKit's `TypedText` readers, a Core's) as a 400 in its
    /// words: how a form wraps the readers.
    public static func typed<Value>(_ read: () throws -> Value) throws -> Value {
        do {
            return try read()
        } catch let refusal as any Refusal {
            throw WebError.badRequest(refusal.message)
        }
    }

    /// The day in field `name`, nil when absent or empty (an action on today).
    public func day(_ name: String = "day") throws -> CalendarDay? {
        guard let text = self[name], !text.isEmpty else { return nil }
        return try Self.day(text)
    }

    /// A switch's field `name`: "on" or "off"; anything else is a 400 saying `refusal(value)`.
    public func onOrOff(_ name: String, otherwise refusal: (String) -> String) throws -> Bool {
        switch try required(name) {
        case "on": true
        case "off": false
        case let other: throw WebError.badRequest(refusal(other))
        }
    }

    /// Where to go after an action: the `from` field (or `field`) when it is a page under `root` (never
    /// another site, a protocol-relative address or a header-splitting one), else `fallback`.
    public func returnPath(under root: String, otherwise fallback: String, field: String = "from") -> String {
        guard let from = self[field], from.hasPrefix(root + "/"), !from.contains("//"),
              !from.contains("\\"), !from.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return fallback }
        return from
    }
}

/// A reminder that fell due, as a page's script shows it: a system notification, or a banner.
public struct DueReminder: Encodable, Sendable {
    public let title: String
    public let body: String
    /// The page a tap opens.
    public let url: String
    /// Where a "Done" action posts, when the reminder is about one done-or-not task.
    public let doneURL: String?

    public init(title: String, body: String, url: String, doneURL: String? = nil) {
        self.title = title
        self.body = body
        self.url = url
        self.doneURL = doneURL
    }

    /// `reminder` as a page shows it: its words, the page a tap opens (`url`) and, when it offers
    /// Done (`canMarkDone`), where Done posts (`doneURL`, asked only then).
    public init<Subject>(_ reminder: PlannedReminder<Subject>, url: String, doneURL: @autoclosure () -> String? = nil) {
        self.init(title: reminder.title, body: reminder.body, url: url, doneURL: reminder.canMarkDone ? doneURL() : nil)
    }
}
