import DayKit
import DayKitDatabase
import Foundation
import HTTPTypes
import Hummingbird

/// One app of the suite, as the web server hosts it. The app supplies only what differs (its
/// chrome, its pages, what a kept page was drawn from, its day and its reminders); the rest is
/// here once: its static files, the page cache, the notices, the `clock` and `reminders/due`
/// endpoints that every page's script asks, and its web app manifest and service worker (`/static/suite.js`, `/static/reminders.js`).
public protocol SuiteApp: Sendable {
    /// The messages shown after an action, named in the redirect's query.
    associatedtype Notice: AppNotice
    /// Name, root path, icon, look and tabs.
    static var chrome: AppChrome { get }
    /// The app's `Public/` files.
    var assets: Assets { get }
    /// Rendered pages.
    var cache: PageCache { get }
    /// The largest request body any of the app's routes takes, in bytes (an upload's, with its
    /// form around it): the server answers a client that asks first whether to send one.
    var largestBody: Int { get }
    /// How the app writes dates, times and numbers: its calendar's locale, bound for every
    /// request (`RegionFormat.current`).
    var regionFormat: RegionFormat { get }
    /// Registers the app's own pages and actions in `group` (already at the app's root).
    func addPages(to group: RouterGroup<BasicRequestContext>) throws
    /// What a kept page was drawn from besides its address: the database's change token now, and
    /// the day (after the app's "day starts at"). Brings the app up to date first where it must.
    func pageVersion() throws -> (token: Int, day: CalendarDay)
    /// The app's clock now, and when its next day starts (midnight, or the app's own "day starts
    /// at"): a page that changes with the day reloads then.
    func dayClock() throws -> (now: Date, nextDay: Date)
    /// The reminders that fell due earlier today and were not delivered yet, each delivered once,
    /// for `channel`: the pages' script shows what this returns for `.page`, the server's notifier
    /// command what it returns for `.notifyCommand` (what no page took within its minute).
    func deliverDueReminders(to channel: ReminderChannel) throws -> [DueReminder]
    /// How a page drawn outside its handlers (an error page) looks now: the chrome and the class
    /// its body adds (the app's appearance setting, say).
    func errorPageLook() -> (chrome: AppChrome, pageClass: String)
    /// Reads once what the app's heaviest screens need (its caches of histories, a reader of its
    /// database), so that the first person to open one after the server starts does not wait for
    /// it. The server calls it in the background as it starts; a failure is left to the
    /// request that meets it.
    func warmUp() throws
    /// The app's side of sync, when it syncs across a person's devices: the server is then their
    /// hub (`SyncEndpoint`).
    var syncLog: SyncLog? { get }
    /// The roots of the app's JSON API (`/my-app/api`), where every refusal is JSON (`APIPaths`).
    var apiRoots: [String] { get }
    /// The failure of the app's storage `error` is, if it is one (its store says why a write was
    /// refused: `AppStore.problem`).
    func storageProblem(_ error: any Error) -> StoreProblem?
}

/// A message shown once after an action (`?notice=<rawValue>`): only known ones, so an address
/// never carries text to show.
public protocol AppNotice: RawRepresentable<String>, Sendable {
    /// What it says.
    var text: String { get }
    /// Whether it reports something that did not happen: shown as an alert, not a notice.
    var isFailure: Bool { get }
}

extension AppNotice {
    public var isFailure: Bool { false }
}

extension SuiteApp {
    /// Name, root path, icon, look and tabs.
    public var chrome: AppChrome { Self.chrome }

    /// The app's chrome, no class: an app whose pages look one way.
    public func errorPageLook() -> (chrome: AppChrome, pageClass: String) { (Self.chrome, "") }

    /// Nothing to read ahead.
    public func warmUp() throws {}

    /// The failure `error` is, said without the app's store.
    public func storageProblem(_ error: any Error) -> StoreProblem? { StoreProblem(error) }

    /// An app that does not sync.
    public var syncLog: SyncLog? { nil }

    /// An app without a JSON API.
    public var apiRoots: [String] { [] }

    /// Registers the app in `group` (at its root): its region format for every request, its
    /// static files, `GET clock`, `POST reminders/due`, then its own pages.
    public func addRoutes(to group: RouterGroup<BasicRequestContext>) throws {
        group.add(middleware: RegionFormatMiddleware(format: regionFormat))
        assets.addRoutes(to: group, at: chrome.root)
        group.get(SuiteRoutes.clock) { _, _ in try clockResponse() }
        group.post(SuiteRoutes.dueReminder) { _, _ in try dueReminderResponse() }
        let manifest = WebAppManifest(chrome).response
        group.get(SuiteRoutes.manifest) { _, _ in manifest }
        group.get(SuiteRoutes.serviceWorker) { _, _ in WebAppManifest.serviceWorker }
        if let syncLog { SyncEndpoint.addRoutes(to: group, log: syncLog) }
        try addPages(to: group)
    }

    /// An app without uploads takes a form at most.
    public var largestBody: Int { Form.maximumSize }

    /// An app without reminders delivers none.
    public func deliverDueReminders(to channel: ReminderChannel) throws -> [DueReminder] { [] }

    /// A page that is a function of the database, the day and its address: rendered once, then
    /// served from the cache until a change is committed or the day turns.
    public func cachedPage(_ request: Request, render: () throws -> RenderedPage) throws -> Response {
        let version = try pageVersion()
        return try cache.response(request, token: { version.token }, day: version.day, render: render)
    }

    /// The notice named by `?notice=`, if the app knows it.
    public static func notice(_ request: Request) -> Notice? {
        request.uri.queryParameters.get("notice").flatMap { Notice(rawValue: String($0)) }
    }

    /// `GET clock` for a page's script: `{"millisecondsToNextDay": N, "now": T}`, T the app's
    /// clock in milliseconds since 1970 (a page counting a running timer sets its own clock by it).
    func clockResponse() throws -> Response {
        let clock = try dayClock()
        let milliseconds = max(0, Int(clock.nextDay.timeIntervalSince(clock.now) * 1000))
        let now = Int64((clock.now.timeIntervalSince1970 * 1000).rounded())
        return .json(Array("{\"millisecondsToNextDay\":\(milliseconds),\"now\":\(now)}".utf8))
    }

    /// `POST reminders/due` for a page's script: the latest reminder that fell due as JSON, or 204.
    func dueReminderResponse() throws -> Response {
        guard let due = try deliverDueReminders(to: .page).last else { return Response(status: .noContent) }
        return .json(try JSONEncoder().encode(due))
    }
}

/// The addresses every app answers under its root, whatever the app.
public enum SuiteRoutes {
    /// `GET`: `{"millisecondsToNextDay": N}`.
    public static let clock: RouterPath = "clock"
    /// `POST`: the latest reminder that fell due, as JSON, or 204.
    public static let dueReminder: RouterPath = "reminders/due"
    /// `GET`: the web app manifest a phone installs.
    public static let manifest: RouterPath = "manifest.webmanifest"
    /// `GET`: the suite's service worker, at the app's root so that its scope is the app.
    public static let serviceWorker: RouterPath = "sw.js"
}

extension PageChrome {
    /// A page's chrome showing `message`: a success as a notice, a failure as an alert.
    public init(title: String, tab: String? = nil, message: (some AppNotice)?, error: String? = nil, pageClass: String) {
        self.init(title: title, tab: tab, notice: message.flatMap { $0.isFailure ? nil : $0.text },
                  error: error ?? message.flatMap { $0.isFailure ? $0.text : nil }, pageClass: pageClass)
    }
}

extension Request {
    /// Whether the request came from a page's script rather than a plain form.
    public var isScripted: Bool {
        headers[HTTPField.Name("X-Requested-With")!] == "habitsuite"
    }
}

/// Binds an app's region format while its routes answer, so pages write dates its way.
struct RegionFormatMiddleware<Context: RequestContext>: RouterMiddleware {
    let format: RegionFormat

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await RegionFormat.$current.withValue(format) { try await next(request, context) }
    }
}
