import Foundation

/// A notification request as plain values: what an iPhone shell hands its notification center
/// (a `UNNotificationRequest` with a non-repeating calendar trigger), made here once for the
/// apps and tested on Linux. The shell only turns it into Apple's types.
public struct NotificationRequestPlan: Sendable, Hashable {
    /// An action a notification offers (`UNNotificationAction`).
    public struct Action: Sendable, Hashable {
        /// What the app's delegate receives when it is chosen.
        public var identifier: String
        /// Its button's words.
        public var title: String
        /// The text field it opens, for an action answered with typed text
        /// (`UNTextInputNotificationAction`); nil for a plain button.
        public var textInput: TextInput?

        /// The action `identifier`, its button saying `title`; with `textInput`, it asks for text.
        public init(_ identifier: String, title: String, textInput: TextInput? = nil) {
            self.identifier = identifier
            self.title = title
            self.textInput = textInput
        }
    }

    /// The text field of an action answered with typed text.
    public struct TextInput: Sendable, Hashable {
        /// The words of the button that sends the text.
        public var button: String
        /// What the empty field shows.
        public var placeholder: String

        public init(button: String, placeholder: String) {
            self.button = button
            self.placeholder = placeholder
        }
    }

    /// A kind of notification and the actions it offers (`UNNotificationCategory`).
    public struct Category: Sendable, Hashable {
        /// What a request names as its `categoryIdentifier`.
        public var identifier: String
        /// Its actions, in the order they are shown.
        public var actions: [Action]

        /// The category `identifier`, offering `actions`.
        public init(_ identifier: String, actions: [Action]) {
            self.identifier = identifier
            self.actions = actions
        }
    }

    /// The most requests iOS keeps pending for an app.
    public static let pendingLimit = 64

    /// Unique among the app's pending requests: a request of the same identifier replaces it.
    public var identifier: String
    public var title: String
    public var body: String
    /// The category whose actions it offers; empty for none.
    public var categoryIdentifier: String
    /// What the app reads back when it is answered (the content's `userInfo`).
    public var userInfo: [String: String]
    /// The day the trigger fires on, in the device's calendar.
    public var day: CalendarDay
    /// The time it fires at.
    public var time: TimeOfDay

    /// A request `identifier` saying `title` and `body`, on `day` at `time`.
    public init(identifier: String, title: String, body: String, categoryIdentifier: String = "", userInfo: [String: String] = [:],
                day: CalendarDay, time: TimeOfDay) {
        self.identifier = identifier
        self.title = title
        self.body = body
        self.categoryIdentifier = categoryIdentifier
        self.userInfo = userInfo
        self.day = day
        self.time = time
    }

    /// A request `identifier` saying `title` and `body`, on the day and at the minute of `fireAt`
    /// in `calendar`.
    public init(identifier: String, title: String, body: String, categoryIdentifier: String = "", userInfo: [String: String] = [:],
                fireAt: Date, calendar: Calendar) {
        let clock = calendar.dateComponents([.hour, .minute], from: fireAt)
        self.init(identifier: identifier, title: title, body: body, categoryIdentifier: categoryIdentifier, userInfo: userInfo,
                  day: CalendarDay(containing: fireAt, in: calendar),
                  time: TimeOfDay(hour: clock.hour ?? 0, minute: clock.minute ?? 0) ?? TimeOfDay(minutes: 0)!)
    }

    /// `reminder` as the request `identifier`: its words, on the day and at the minute of its
    /// `fireAt` in `calendar`.
    public init<Subject>(_ reminder: PlannedReminder<Subject>, identifier: String, categoryIdentifier: String = "",
                         userInfo: [String: String] = [:], calendar: Calendar) {
        self.init(identifier: identifier, title: reminder.title, body: reminder.body, categoryIdentifier: categoryIdentifier, userInfo: userInfo,
                  fireAt: reminder.fireAt, calendar: calendar)
    }

    /// The trigger's year, month, day, hour and minute (`UNCalendarNotificationTrigger(dateMatching:repeats: false)`).
    public var dateComponents: DateComponents {
        DateComponents(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute)
    }

    /// Of `planned`, the nearest that fit under `limit` (what iOS keeps pending), soonest first
    /// (`PlannedReminder.soonestFirst`), each made a request by `request` with its place in that order.
    public static func nearest<Subject>(_ planned: [PlannedReminder<Subject>], limit: Int = pendingLimit,
                                        _ request: (_ index: Int, PlannedReminder<Subject>) -> Self) -> [Self] {
        planned.sorted(by: PlannedReminder.soonestFirst).prefix(max(0, limit)).enumerated().map { request($0.offset, $0.element) }
    }

    /// The identifiers `prefix` followed by 0 up to `count`: what an app that numbers its requests
    /// (`prefix` + index) removes before it schedules them again.
    public static func numbered(_ prefix: String, count: Int = pendingLimit) -> [String] {
        (0..<max(0, count)).map { prefix + String($0) }
    }
}
