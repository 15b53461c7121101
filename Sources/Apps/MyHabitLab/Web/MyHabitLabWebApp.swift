import DayKit
import DayKitDatabase
import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

/// MyHabitLab on the web, under `/my-habit-lab/`. Every page renders a screen state of the Core;
/// every action is a POST that calls one use case and redirects (a page's script swaps the part
/// that changed in place instead of loading the page).
public struct MyHabitLabWebApp: SuiteApp {
    let app: MyHabitLab
    public let cache: PageCache
    /// Dates, times and numbers as the app's locale writes them.
    public let regionFormat: RegionFormat
    /// The largest upload's body.
    public var largestBody: Int { UploadedFile.largestBody(forFilesOf: MyHabitLab.largestImport) }

    /// The server is the hub of a person's devices (`SyncEndpoint`).
    public var syncLog: SyncLog? { app.database.store.sync }
    public func storageProblem(_ error: any Error) -> StoreProblem? { app.database.store.problem(error) }
    /// The automation API (`APIController`): its refusals are JSON.
    public var apiRoots: [String] { [MyHabitLabRoutes.apiRoot] }
    /// The new-habit form's one-time tokens: a form sent twice creates one habit.
    let tokens = FormTokens()
    /// What imports did, shown by the page their redirect leads to (`settings?import=<id>`).
    let imports = KeptResults<SettingsPage.ImportResult>()
    public let assets: Assets

    /// The web app over `app`, keeping rendered pages in `cache`.
    public init(app: MyHabitLab, cache: PageCache = PageCache()) throws {
        self.app = app
        self.cache = cache
        regionFormat = RegionFormat(calendar: app.calendar)
        assets = try Assets(publicFolderOf: .module)
    }

    /// Name, root, icon, look and the three tabs, following the system's light or dark (the
    /// suite's home screen; each page of the app takes the chrome of its appearance).
    public static let chrome = appChrome(colorScheme: "light dark", themeColor: lightBackground, darkThemeColor: darkBackground)
    private static let lightChrome = appChrome(colorScheme: "light", themeColor: lightBackground)
    private static let darkChrome = appChrome(colorScheme: "dark", themeColor: darkBackground)

    /// The page's background in each appearance (`--bg` in app.css), the browser's bar above it.
    private static let lightBackground = "#F4F6F8", darkBackground = "#0F1215"

    private static func appChrome(colorScheme: String, themeColor: String, darkThemeColor: String? = nil) -> AppChrome {
        AppChrome.app(
            "MyHabitLab", root: MyHabitLabRoutes.root, themeColor: themeColor,
            tabs: [
                .init(id: Tab.today.rawValue, title: "Today", href: MyHabitLabRoutes.today.path(), icon: Icons.today),
                .init(id: Tab.stats.rawValue, title: "Stats", href: MyHabitLabRoutes.stats.path(), icon: Icons.stats),
                .init(id: Tab.settings.rawValue, title: "Settings", href: MyHabitLabRoutes.settings.path(), icon: Icons.settings),
            ],
            colorScheme: colorScheme, darkThemeColor: darkThemeColor)
    }

    public typealias Notice = MyHabitLabWeb.Notice

    /// The bottom tabs.
    enum Tab: String { case today, stats, settings }

    public func addPages(to group: RouterGroup<BasicRequestContext>) throws {
        group.add(middleware: MyHabitLabPageMiddleware(app: app))
        TodayController(web: self).addRoutes(to: group)
        HabitsController(web: self).addRoutes(to: group)
        StatsController(web: self).addRoutes(to: group)
        SettingsController(web: self).addRoutes(to: group)
        APIController(web: self).addRoutes(to: group)
    }

    /// The app's clock and when its next day starts ("day starts at" included), for pages that change with the day.
    public func dayClock() throws -> (now: Date, nextDay: Date) {
        (app.clock.now, try app.nextDayStart())
    }

    /// The reminders due now for `channel` (those that fell due earlier today while nothing could
    /// show them included), each delivered once, for habits still not met today.
    public func deliverDueReminders(to channel: ReminderChannel) throws -> [DueReminder] {
        let habits = try app.deliverDueReminders(to: channel)
        guard !habits.isEmpty else { return [] }
        let today = try app.todayScreen().habits
        return habits.compactMap { notification in
            guard let habit = today.first(where: { $0.id == notification.habitID }), habit.state != .done, habit.state != .skipped else { return nil }
            // NB: a yes/no habit is marked done from the banner, as Today's circle does (issue 39, item 16).
            return DueReminder(notification, url: MyHabitLabRoutes.today.path(fragment: "habit-\(habit.id)"),
                               doneURL: MyHabitLabRoutes.toggle.path(habit.id))
        }
    }

    // MARK: - Shared by the controllers

    /// Kept pages are drawn from the database as of its change token, on the day it says (after "day starts at").
    public func pageVersion() throws -> (token: Int, day: CalendarDay) {
        // NB: the change token is read once: the day (after "day starts at") is known from it too.
        let token = try app.database.changeToken()
        return (token, try app.today(at: token))
    }

    /// A page of the app in the request's appearance (`MyHabitLabPage.current`).
    static func page(_ chrome: PageChrome, header: HTML? = nil, content: HTML) throws -> HTML {
        page(chrome, appearance: try MyHabitLabPage.current.appearance, header: header, content: content)
    }

    /// A page of the app in `appearance` (`appearance-light|dark|system` on the body, which
    /// app.css reads), the browser's controls and bar in the same scheme.
    static func page(_ chrome: PageChrome, appearance: HabitSettings.Appearance, header: HTML? = nil, content: HTML) -> HTML {
        var page = chrome
        page.pageClass += " \(appearanceClass(appearance))"
        return Layout.page(Self.chrome(appearance), page, header: header, content: content)
    }

    /// Fills the history cache Today and Stats read (every active habit's days).
    public func warmUp() throws {
        _ = try app.todayScreen()
        _ = try app.statsScreen()
    }

    /// Error pages in the appearance chosen (the system's when the settings cannot be read).
    public func errorPageLook() -> (chrome: AppChrome, pageClass: String) {
        let appearance = (try? app.settings().appearance) ?? .system
        return (Self.chrome(appearance), Self.appearanceClass(appearance))
    }

    /// The app's chrome in `appearance`: the browser's controls and bar in its scheme.
    private static func chrome(_ appearance: HabitSettings.Appearance) -> AppChrome {
        switch appearance {
        case .light: lightChrome
        case .dark: darkChrome
        case .system: chrome
        }
    }

    /// The body's class that app.css draws `appearance` by.
    private static func appearanceClass(_ appearance: HabitSettings.Appearance) -> String { "appearance-\(appearance.rawValue)" }

    /// The habit id in the address: a UUID, or 404.
    static func habitID(_ context: BasicRequestContext) throws -> Habit.ID {
        Habit.ID(try context.parameters.requireID(naming: "habit"))
    }
}

extension MyHabitLabError: UserFacingError {}

/// Messages shown after an action, named in the redirect's query.
public enum Notice: String, AppNotice {
    case created, saved, archived, restored, deleted, moved, dayStart = "day-start"
    case remindersOn = "reminders-on", remindersOff = "reminders-off", appearance

    public var text: String {
        switch self {
        case .created: "Habit created. Tap it when it's done."
        case .saved: "Changes saved. The history is kept."
        case .archived: "Archived. Its history is kept; restore it from Settings."
        case .restored: "Restored to Today."
        case .deleted: "The habit and its history were deleted."
        case .moved: "Order saved."
        case .dayStart: "The day's start is saved."
        case .remindersOn: "Reminders are on."
        case .remindersOff: "Reminders are off. Each habit keeps its times."
        case .appearance: "Appearance saved."
        }
    }
}

extension MyHabitLabWebApp {
    /// The web app over the data in `directory`; a file whose tables cannot be read stops the
    /// server's start (`MyHabitLab.checkReadable`).
    public static func onDisk(directory: URL, clock: Clock, calendar: Calendar, cache: PageCache) throws -> MyHabitLabWebApp {
        let app = try MyHabitLab.onDisk(directory: directory, clock: clock, calendar: calendar)
        try app.checkReadable()
        return try MyHabitLabWebApp(app: app, cache: cache)
    }
}
