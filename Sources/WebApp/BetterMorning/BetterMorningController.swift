import BetterMorningCore
import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// Better Morning's routes under `/better-morning/`. Every page renders a screen state of the
/// Core; every action is a POST that calls one use case and redirects.
struct BetterMorningController: Sendable {
    let app: BetterMorning
    let pages: PageRenderer
    let logger: Logger
    let cache = PageCache()

    /// The app's root path.
    static let root = "/better-morning"

    func addRoutes(to group: RouterGroup<some RequestContext>) {
        group.get("/") { _, _ in try start() }
        group.get("onboarding") { _, _ in try onboarding() }
        group.post("onboarding/done") { _, _ in try completeOnboarding() }
        group.get("explore") { request, _ in try cachedPage(request) { try explore(request) } }
        group.get("celebrities/:id") { request, context in
            let id = try context.parameters.require("id")
            return try cachedPage(request) { try profile(request, id: id) }
        }
        group.post("celebrities/:id/choose") { _, context in try choose(id: context.parameters.require("id")) }
        group.get("routine") { request, _ in try cachedPage(request) { try routine(request) } }
        group.get("clock") { _, _ in clock() }
        group.post("routine/tasks/:task/toggle") { request, context in
            try await toggle(request, taskID: context.parameters.require("task"))
        }
        group.get("data") { request, _ in try cachedPage(request) { try data(request) } }
        group.post("data/:routine/restart") { _, context in try restart(context.parameters.require("routine")) }
        group.get("data/:routine/delete") { _, context in try confirmDelete(context.parameters.require("routine")) }
        group.post("data/:routine/delete") { _, context in try delete(context.parameters.require("routine")) }
        group.get("settings") { request, _ in try settings(request) }
        group.post("settings/notifications") { request, _ in try await setNotifications(request) }
        group.get("settings/reset") { _, _ in confirmReset() }
        group.post("settings/reset") { _, _ in try reset() }
        group.post("reminders/due") { _, _ in try dueReminder() }
        addCreationRoutes(to: group)
    }

    // MARK: - Helpers shared by the screens

    /// A page that is a function of the database, the day and its address: rendered once, then
    /// served from the cache until a change is committed or the day turns.
    func cachedPage(_ request: Request, render: () throws -> RenderedPage) throws -> Response {
        try app.catchUp()
        return try cache.page(request.uri.description, token: app.database.changeToken(), day: app.today, render: render).response
    }

    /// Milliseconds until the next midnight on the app's clock, for pages that change with the day.
    func clock() -> Response {
        let nextMidnight = app.today.adding(days: 1).start(in: app.calendar)
        let milliseconds = max(0, Int(nextMidnight.timeIntervalSince(app.clock.now) * 1000))
        return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(string: "{\"millisecondsToMidnight\":\(milliseconds)}")))
    }

    /// `/better-morning/<path>`.
    static func path(_ path: String) -> String { "\(root)/\(path)" }

    /// The notice named by `?notice=` (only known ones: the URL never carries text to show).
    func notice(_ request: Request) -> String? {
        request.uri.queryParameters.get("notice").flatMap { Notice(rawValue: $0)?.text }
    }

    /// Whether the request came from the page's script rather than a plain form.
    static func isScripted(_ request: Request) -> Bool {
        request.headers[HTTPField.Name("X-Requested-With")!] == "habitsuite"
    }

    /// A routine id from the URL.
    static func routineReference(_ text: String) throws -> String {
        guard let id = Int64(text), id > 0 else { throw WebError.notFound("There is no routine “\(text)”.") }
        return String(id)
    }
}

/// Messages shown after an action, named in the redirect's query.
enum Notice: String {
    case chosen, alreadyActive = "already-active", restarted, deleted, unlocked, cancelled, failed, restored
    case nothingToRestore = "nothing-to-restore", saved, notificationsOn = "notifications-on"
    case notificationsOff = "notifications-off", dayClosed = "day-closed"

    var text: String {
        switch self {
        case .chosen: "Your new routine starts tomorrow."
        case .alreadyActive: "This is already your active routine. Nothing changed."
        case .restarted: "Restarted. The routine begins again tomorrow."
        case .deleted: "The routine and its history were deleted."
        case .unlocked: "Thank you! You can now create your own routines."
        case .cancelled: "Purchase cancelled. Nothing was charged."
        case .failed: "The purchase didn't go through. Nothing was charged; please try again."
        case .restored: "Your purchase was restored."
        case .nothingToRestore: "There was no purchase to restore."
        case .saved: "Your routine is saved and starts tomorrow."
        case .notificationsOn: "The daily reminder is on."
        case .notificationsOff: "The daily reminder is off."
        case .dayClosed: "That day is over, so it can no longer be changed."
        }
    }
}
