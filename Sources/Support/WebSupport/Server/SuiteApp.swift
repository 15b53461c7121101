import Foundation
import HTTPTypes
import Hummingbird

/// One app of the suite, as the web server hosts it: its chrome (for the home screen and error
/// pages) and its routes under `chrome.root`.
public protocol SuiteApp: Sendable {
    /// Name, root path, icon, look and tabs.
    var chrome: AppChrome { get }
    /// Registers the app's pages, actions and static files in `group` (already at `chrome.root`).
    func addRoutes(to group: RouterGroup<BasicRequestContext>) throws
    /// The reminders that fell due earlier today and were not delivered yet, each delivered once:
    /// the server's notifier command and the pages' script show what this returns.
    func deliverDueReminders() throws -> [DueReminder]
    /// The app's clock now, and when its next day starts (midnight, or the app's own "day starts
    /// at"): a page that changes with the day reloads then.
    func dayClock() throws -> (now: Date, nextDay: Date)
}

extension SuiteApp {
    /// An app without reminders delivers none.
    public func deliverDueReminders() throws -> [DueReminder] { [] }

    /// `GET clock` for a page's script: `{"millisecondsToNextDay": N}`, the same in every app.
    public func clockResponse() throws -> Response {
        let clock = try dayClock()
        let milliseconds = max(0, Int(clock.nextDay.timeIntervalSince(clock.now) * 1000))
        return .json(Array("{\"millisecondsToNextDay\":\(milliseconds)}".utf8))
    }

    /// `POST reminders/due` for a page's script: the latest reminder that fell due as JSON, or 204.
    public func dueReminderResponse() throws -> Response {
        guard let due = try deliverDueReminders().last else { return Response(status: .noContent) }
        return .json(try JSONEncoder().encode(due))
    }
}

extension Request {
    /// Whether the request came from a page's script rather than a plain form.
    public var isScripted: Bool {
        headers[HTTPField.Name("X-Requested-With")!] == "habitsuite"
    }
}
