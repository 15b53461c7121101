import BetterMorningCore
import DayKit
import DayKitDatabase
import Foundation
import Hummingbird
import Logging
import WebSupport

/// Better Morning on the web, under `/better-morning/`. Every page renders a screen state of the
/// Core; every action is a POST that calls one use case and redirects.
public struct BetterMorningWebApp: SuiteApp {
    let app: BetterMorning
    public let cache: PageCache
    /// Dates, times and numbers as the app's locale writes them.
    public let regionFormat: RegionFormat
    /// The add-task sheet's one-time tokens: a sheet sent twice adds one task.
    let tokens = FormTokens()
    public let assets: Assets

    public func storageProblem(_ error: any Error) -> StoreProblem? { app.database.store.problem(error) }

    /// The web app over `app`, keeping rendered pages in `cache`.
    public init(app: BetterMorning, cache: PageCache = PageCache()) throws {
        self.app = app
        self.cache = cache
        regionFormat = RegionFormat(calendar: app.calendar)
        assets = try Assets(publicFolderOf: .module)
    }

    /// Name, root, icon, look and the three tabs.
    public static let chrome = AppChrome.app(
        "Better Morning", root: BetterMorningRoutes.root, themeColor: "#FFF8EE",
        tabs: [
            .init(id: Tab.explore.rawValue, title: "Explore", href: BetterMorningRoutes.explore.path(), icon: Icons.explore),
            .init(id: Tab.routine.rawValue, title: "Routine", href: BetterMorningRoutes.routine.path(), icon: Icons.routine),
            .init(id: Tab.data.rawValue, title: "Data", href: BetterMorningRoutes.data.path(), icon: Icons.data),
        ])

    public typealias Notice = BetterMorningWeb.Notice

    /// The bottom tabs.
    enum Tab: String { case explore, routine, data }

    public func addPages(to group: RouterGroup<BasicRequestContext>) throws {
        group.add(middleware: PageRequestMiddleware())
        ExploreController(web: self).addRoutes(to: group)
        RoutineController(web: self).addRoutes(to: group)
        RunController(web: self).addRoutes(to: group)
        DataController(web: self).addRoutes(to: group)
        SettingsController(web: self).addRoutes(to: group)
        CreateController(web: self).addRoutes(to: group)
        PaywallController(web: self).addRoutes(to: group)
    }

    /// The app's clock and its next midnight, for pages that change with the day.
    public func dayClock() -> (now: Date, nextDay: Date) {
        (app.clock.now, app.today.adding(days: 1).start(in: app.calendar))
    }

    /// Reads the Routine tab once (the routine caught up to today).
    public func warmUp() throws {
        _ = try app.routineScreen()
    }

    /// Today's reminder once its time has come, delivered once to `channel`.
    public func deliverDueReminders(to channel: ReminderChannel) throws -> [DueReminder] {
        guard let reminder = try app.deliverDueReminder(to: channel) else { return [] }
        return [DueReminder(reminder, url: BetterMorningRoutes.routine.path())]
    }

    // MARK: - Shared by the controllers

    /// Kept pages are drawn from the routine as caught up to today (`catchUp`), and today.
    public func pageVersion() throws -> (token: Int, day: CalendarDay) {
        try app.catchUp()
        return (try app.database.changeToken(), app.today)
    }

    /// A page of the app.
    static func page(_ chrome: PageChrome, header: HTML? = nil, content: HTML) -> HTML {
        Layout.page(Self.chrome, chrome, header: header, content: content)
    }

    /// The routine id in the address: a whole number above 0, or 404.
    static func routineID(_ context: BasicRequestContext) throws -> Routine.ID {
        let id = try context.parameters.requireID("routine", as: Routine.ID.self, naming: "routine")
        guard id.rawValue > 0 else { throw WebError.notFound("There is no routine “\(id)”.") }
        return id
    }

    /// The task id in the address: a whole number, or 404.
    static func taskID(_ context: BasicRequestContext) throws -> RoutineTask.ID {
        try context.parameters.requireID("task", as: RoutineTask.ID.self, naming: "task")
    }
}

extension BetterMorningError: UserFacingError {}

/// Messages shown after an action, named in the redirect's query.
public enum Notice: String, AppNotice {
    case alreadyActive = "already-active", restarted, deleted, unlocked, cancelled, failed, restored
    case nothingToRestore = "nothing-to-restore", notificationsOn = "notifications-on"
    case notificationsOff = "notifications-off", dayClosed = "day-closed", daysClosed = "days-closed"

    /// Whether it reports something that did not happen: shown as a failure, not a success.
    public var isFailure: Bool {
        switch self {
        case .failed, .nothingToRestore, .dayClosed: true
        default: false
        }
    }

    public var text: String {
        switch self {
        case .alreadyActive: "This is already your active routine. Nothing changed."
        case .restarted: "Restarted. The routine begins again tomorrow."
        case .deleted: "The routine and its history were deleted."
        case .unlocked: "Thank you! You can now create your own routines."
        case .cancelled: "Purchase cancelled. Nothing was charged."
        case .failed: "The purchase didn't go through. Nothing was charged; please try again."
        case .restored: "Your purchase was restored."
        case .nothingToRestore: "There was no purchase to restore."
        case .notificationsOn: "The daily reminder is on."
        case .notificationsOff: "The daily reminder is off."
        case .dayClosed: "That day is over, so it can no longer be changed."
        case .daysClosed: "The open days are closed; their unchecked tasks are marked missed."
        }
    }
}


extension BetterMorningWebApp {
    /// The web app over the data in `directory`, launched.
    public static func onDisk(directory: URL, clock: Clock, calendar: Calendar, cache: PageCache) throws -> BetterMorningWebApp {
        let app = try BetterMorning.onDisk(directory: directory, clock: clock, calendar: calendar)
        return try BetterMorningWebApp(app: app, cache: cache)
    }
}
