import DayKit
import DayKitDatabase
import Foundation
import Hummingbird
import UltimateCore
import WebSupport

/// Ultimate on the web, under `/ultimate/`, in its own glass design system. Every page renders a
/// screen state of the Core; every action is a POST that calls one use case and redirects.
public struct UltimateWebApp: SuiteApp {
    let app: Ultimate
    public let cache: PageCache
    /// Dates, times and numbers as the app's locale writes them.
    public let regionFormat: RegionFormat
    /// The largest upload's body.
    public var largestBody: Int { UploadedFile.largestBody(forFilesOf: UltimateLimits.photoBytes) }

    /// The server is the hub of a person's devices (`SyncEndpoint`).
    public var syncLog: SyncLog? { app.database.store.sync }
    public func storageProblem(_ error: any Error) -> StoreProblem? { app.database.store.problem(error) }
    /// The create forms' one-time tokens (a custom challenge, a task): a form sent twice creates once.
    let tokens = FormTokens()
    /// What restores did (their problems when refused), shown by the page their redirect leads to (`profile?import=<id>`).
    let imports = KeptResults<[String]>()
    public let assets: Assets
    /// Where photos are prepared: two at a time, off the handlers' pool, six more waiting at most.
    let photoQueue = HeavyWorkQueue(label: "ultimate.photos",
                                    refusal: "Many photos are being prepared right now, so this one was not added. Try again in a minute.")

    /// The web app over `app`, keeping rendered pages in `cache`.
    public init(app: Ultimate, cache: PageCache = PageCache()) throws {
        self.app = app
        self.cache = cache
        regionFormat = RegionFormat(calendar: app.calendar)
        assets = try Assets(publicFolderOf: .module)
    }

    /// Name, root, icon, look and the tabs.
    public static let chrome = AppChrome.app(
        "Ultimate", root: UltimateRoutes.root, themeColor: "#141E30",
        tabs: [
            .init(id: Tab.today.rawValue, title: "Today", href: UltimateRoutes.today.path(), icon: Icons.today),
            .init(id: Tab.challenges.rawValue, title: "Challenges", href: UltimateRoutes.challenges.path(), icon: Icons.challenges),
            .init(id: Tab.progress.rawValue, title: "Progress", href: UltimateRoutes.progress.path(), icon: Icons.progress),
            .init(id: Tab.photos.rawValue, title: "Photos", href: UltimateRoutes.photos.path(), icon: Icons.photos),
            .init(id: Tab.profile.rawValue, title: "Profile", href: UltimateRoutes.profile.path(), icon: Icons.profile),
        ],
        colorScheme: "dark light")

    public typealias Notice = UltimateWeb.Notice

    /// The bottom tabs.
    enum Tab: String { case today, challenges, progress, photos, profile }

    public func addPages(to group: RouterGroup<BasicRequestContext>) throws {
        group.add(middleware: UltimatePageMiddleware(app: app))
        OnboardingController(web: self).addRoutes(to: group)
        TodayController(web: self).addRoutes(to: group)
        ChallengesController(web: self).addRoutes(to: group)
        PlanController(web: self).addRoutes(to: group)
        ProgressController(web: self).addRoutes(to: group)
        PhotosController(web: self).addRoutes(to: group)
        ProfileController(web: self).addRoutes(to: group)
    }

    // MARK: - Shared by the controllers

    /// Reads Today (every running challenge's timeline) and Progress's default period once, as
    /// MyHabitLab reads its Stats: the first Progress was the slowest page (issue 39, item 17).
    public func warmUp() throws {
        _ = try app.todayScreen()
        _ = try app.analytics()
    }

    /// Kept pages are drawn from the database as of its change token, and today.
    public func pageVersion() throws -> (token: Int, day: CalendarDay) {
        (try app.database.changeToken(), app.today)
    }

    /// A page of the app in the profile's appearance (`appearance-system|light|dark` on the body),
    /// as the request's `UltimatePage` holds it.
    static func page(_ chrome: PageChrome, header: HTML? = nil, content: HTML) -> HTML {
        var chrome = chrome
        chrome.pageClass += " appearance-\(UltimatePage.current.appearance.rawValue)"
        return Layout.page(Self.chrome, chrome, header: header, content: content)
    }
}

extension UltimateError: UserFacingError {
    public var isNotFound: Bool {
        switch self {
        case .unknownTemplate, .unknownChallenge, .unknownTask, .unknownPhoto, .unknownPhotoSession: true
        default: false
        }
    }
}

/// Messages shown after an action, named in the redirect's query.
public enum Notice: String, AppNotice {
    case started, abandoned, restarted, saved, photoAdded = "photo-added", photoDeleted = "photo-deleted", restored

    public var text: String {
        switch self {
        case .started: "Challenge started. Its tasks are on Today."
        case .abandoned: "Abandoned. Its history is kept."
        case .restarted: "Restarted at day 1. The earlier attempt stays in its history."
        case .saved: "Saved."
        case .photoAdded: "Photo added, without its location or camera details."
        case .photoDeleted: "The photo and its files were deleted."
        case .restored: "Restored: the export's challenges, logs and photos are here."
        }
    }
}

extension UltimateWebApp {
    /// The web app over the data in `directory`.
    public static func onDisk(directory: URL, clock: Clock, calendar: Calendar, cache: PageCache) throws -> UltimateWebApp {
        try UltimateWebApp(app: Ultimate.onDisk(directory: directory, clock: clock, calendar: calendar), cache: cache)
    }
}
