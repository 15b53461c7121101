import BetterMorningCore
import DayKit
import Foundation
import Hummingbird

extension BetterMorningController {
    struct RoutinePage: PageContext {
        let chrome: Chrome
        let isEmpty: Bool
        let startsTomorrow: Bool
        let isRunning: Bool
        let routineName: String?
        let heading: String
        let isPast: Bool
        let isFuture: Bool
        let days: [DayChip]
        let earlierHref: String?
        let laterHref: String?
        let tasks: [TaskItem]
        let progress: String
        let createHref: String
        let exploreHref: String

        struct DayChip: Sendable {
            let weekday: String
            let number: Int
            let href: String?
            let isToday: Bool
            let isSelected: Bool
            let label: String
        }

        struct TaskItem: Sendable {
            let time: String
            let title: String
            let isDone: Bool
            let isMissed: Bool
            let canToggle: Bool
            let action: String
            let date: String
            let label: String
        }
    }

    func routine(_ request: Request) throws -> RenderedPage {
        if try app.onboardingScreen().shouldShow { return .redirect(Self.path("onboarding")) }
        var day: CalendarDay?
        if let text = request.uri.queryParameters.get("day") {
            guard let parsed = CalendarDay(text) else { throw WebError.badRequest("“\(text)” is not a date like 2026-11-22.") }
            day = parsed
        }
        let screen = try app.routineScreen(day: day)
        let chrome = Chrome(title: "Routine", tab: .routine, notice: notice(request), showsGear: true, pageClass: "routine-page")
        return .html(pages.render("routine", routinePage(screen, chrome: chrome)), .ok)
    }

    func routinePage(_ screen: RoutineScreen, chrome: Chrome) -> RoutinePage {
        let days = screen.days.map { day in
            RoutinePage.DayChip(
                weekday: day.isToday ? "Today" : day.weekday, number: day.dayOfMonth,
                href: day.isEnabled ? Self.path("routine?day=\(day.date)") : nil,
                isToday: day.isToday, isSelected: day.isSelected,
                label: day.date.longText + (day.isToday ? ", today" : "") + (day.isEnabled ? "" : ", not yet available"))
        }
        let tasks = screen.tasks.map { task in
            let time = task.time.formatted(.twelveHour)
            let state = switch task.mark { case .done: "done"; case .missed: "not done"; case .untouched: "not checked" }
            return RoutinePage.TaskItem(
                time: time, title: task.title, isDone: task.mark == .done, isMissed: task.mark == .missed,
                canToggle: task.canToggle, action: Self.path("routine/tasks/\(task.id)/toggle"), date: screen.date.description,
                label: "\(task.title), \(time), \(state)")
        }
        return RoutinePage(
            chrome: chrome,
            isEmpty: screen.state == .noActiveRoutine, startsTomorrow: screen.state == .startsTomorrow,
            isRunning: screen.state == .running, routineName: screen.routine?.name,
            heading: screen.mode == .today ? "Today" : screen.date.longText,
            isPast: screen.mode == .past, isFuture: screen.mode == .future, days: days,
            earlierHref: screen.earlierDay.map { Self.path("routine?day=\($0)") },
            laterHref: screen.laterDay.map { Self.path("routine?day=\($0)") },
            tasks: tasks, progress: "\(screen.doneCount) of \(screen.tasks.count) done",
            createHref: Self.path("create?from=routine"), exploreHref: Self.path("explore"))
    }

    func toggle(_ request: Request, taskID text: String) async throws -> Response {
        guard let taskID = Int64(text) else { throw WebError.notFound("There is no task “\(text)”.") }
        let form = try await Form(request)
        let dayText = try form.required("day")
        guard let day = CalendarDay(dayText) else { throw WebError.badRequest("“\(dayText)” is not a date like 2026-11-22.") }
        do {
            try app.toggleTask(taskID, on: day)
        } catch BetterMorningError.dayNotToday {
            return .seeOther(Self.path("routine?notice=\(Notice.dayClosed.rawValue)"))
        }
        return .seeOther(Self.path("routine"))
    }

    /// The reminder due now, delivered once: JSON for the page's script, or 204 when none is due.
    func dueReminder() throws -> Response {
        guard let scheduler = app.storedReminders,
              let reminder = try scheduler.deliverDue(now: app.clock.now, calendar: app.calendar)
        else { return Response(status: .noContent) }
        let json = try JSONEncoder().encode(DueReminder(
            title: "Better Morning",
            body: "Time for \(reminder.routineName): your routine starts at \(reminder.time.formatted(.twelveHour)).",
            url: Self.path("routine")))
        return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: json)))
    }

    struct DueReminder: Encodable {
        let title: String
        let body: String
        let url: String
    }
}
