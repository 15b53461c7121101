import BetterMorningCore
import DayKit
import Foundation
import Hummingbird
import WebSupport

extension BetterMorningWebApp {
    func addRoutineRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.routine.routerPath) { request, _ in try cachedPage(request) { try routine(request) } }
        group.post(BetterMorningRoutes.toggle.routerPath) { request, context in
            try await toggle(request, taskID: context.parameters.require("task"))
        }
    }

    func routine(_ request: Request) throws -> RenderedPage {
        if try app.onboardingScreen().shouldShow { return .redirect(BetterMorningRoutes.onboarding.path()) }
        var day: CalendarDay?
        if let text = request.uri.queryParameters.get("day") {
            guard let parsed = CalendarDay(text) else { throw WebError.badRequest("“\(text)” is not a date like 2026-11-22.") }
            day = parsed
        }
        return .page(RoutinePage.page(try app.routineScreen(day: day), notice: Self.notice(request)))
    }

    /// The app's clock and its next midnight, for pages that change with the day.
    public func dayClock() -> (now: Date, nextDay: Date) {
        (app.clock.now, app.today.adding(days: 1).start(in: app.calendar))
    }

    func toggle(_ request: Request, taskID text: String) async throws -> Response {
        guard let taskID = Int64(text) else { throw WebError.notFound("There is no task “\(text)”.") }
        let form = try await Form(request)
        let dayText = try form.required("day")
        guard let day = CalendarDay(dayText) else { throw WebError.badRequest("“\(dayText)” is not a date like 2026-11-22.") }
        do {
            try app.toggleTask(taskID, on: day)
        } catch BetterMorningError.dayNotToday, BetterMorningError.dayClosed {
            return .seeOther(BetterMorningRoutes.routine.path(query: ["notice": Notice.dayClosed.rawValue]))
        }
        // Back to the same task, not the top of the page (the script updates the row in place).
        return .seeOther(BetterMorningRoutes.routine.path(fragment: "task-\(taskID)"))
    }

    /// Today's reminder once its time has come, delivered once.
    public func deliverDueReminders() throws -> [DueReminder] {
        guard let reminder = try reminders.deliverDue(now: app.clock.now, calendar: app.calendar) else { return [] }
        return [DueReminder(
            title: "Better Morning",
            body: "Time for \(reminder.routineName): your routine starts at \(reminder.time.formatted(.twelveHour)).",
            url: BetterMorningRoutes.routine.path())]
    }
}
