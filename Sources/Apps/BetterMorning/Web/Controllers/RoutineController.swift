import BetterMorningCore
import DayKit
import Foundation
import Hummingbird
import WebSupport

/// The Routine tab: a day of the active routine (today by default), and checking a task off.
struct RoutineController: Sendable {
    /// The web app: its Core and page cache.
    let web: BetterMorningWebApp
    private var app: BetterMorning { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.routine.routerPath, use: routine)
        group.post(BetterMorningRoutes.toggle.routerPath, use: toggle)
        group.post(BetterMorningRoutes.closeDays.routerPath, use: closeDays)
    }

    @Sendable func routine(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) {
            if try app.onboardingScreen().shouldShow { return .redirect(BetterMorningRoutes.onboarding.path()) }
            var day: CalendarDay?
            if let text = request.uri.queryParameters.get("day") {
                guard let parsed = CalendarDay(text) else { throw WebError.badRequest("“\(text)” is not a date like 2026-11-22.") }
                day = parsed
            }
            return .page(RoutinePage.page(try app.routineScreen(day: day)))
        }
    }

    @Sendable func toggle(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let taskID = try BetterMorningWebApp.taskID(context)
        let form = try await Form(request)
        let dayText = try form.required("day")
        guard let day = CalendarDay(dayText) else { throw WebError.badRequest("“\(dayText)” is not a date like 2026-11-22.") }
        do {
            // NB: the page states the result it showed would follow (issue 39, item 6); a form without it flips.
            switch form["done"] {
            case "1": try app.setTask(taskID, done: true, on: day)
            case "0": try app.setTask(taskID, done: false, on: day)
            default: try app.toggleTask(taskID, on: day)
            }
        } catch BetterMorningError.dayNotToday, BetterMorningError.dayClosed {
            return .seeOther(BetterMorningRoutes.routine.path(query: ["notice": Notice.dayClosed.rawValue]))
        }
        // Back to the same task, not the top of the page (the script updates the row in place).
        return .seeOther(BetterMorningRoutes.routine.path(fragment: "task-\(taskID)"))
    }

    /// Closes the days a catch-up left open (more than it closes without asking), as the person confirmed.
    @Sendable func closeDays(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.closeOpenDays()
        return .seeOther(BetterMorningRoutes.routine.path(query: ["notice": Notice.daysClosed.rawValue]))
    }
}
