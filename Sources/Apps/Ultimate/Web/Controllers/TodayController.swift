import DayKit
import Foundation
import Hummingbird
import UltimateCore
import WebSupport

/// The Today tab: the day's tasks across the running challenges, an earlier day still in its
/// grace, a task's detail, and each action on a task's day, which calls one use case and returns to
/// the page it came from.
struct TodayController: Sendable {
    /// The web app: its Core, page cache and the endpoints every app shares.
    let web: UltimateWebApp
    private var app: Ultimate { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.today.routerPath, use: today)
        group.get(UltimateRoutes.day.routerPath, use: day)
        group.get(UltimateRoutes.task.routerPath, use: task)
        group.post(UltimateRoutes.complete.routerPath, use: complete)
        group.post(UltimateRoutes.undo.routerPath, use: undo)
        group.post(UltimateRoutes.log.routerPath, use: log)
        group.post(UltimateRoutes.timer.routerPath, use: timer)
        group.post(UltimateRoutes.check.routerPath, use: check)
        group.post(UltimateRoutes.note.routerPath, use: note)
        group.post(UltimateRoutes.challengePhoto.routerPath, use: challengePhoto)
    }

    // MARK: - Pages

    @Sendable func today(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) {
            .page(TodayPage.page(try app.todayScreen(), appearance: try app.profile().appearance, notice: UltimateWebApp.notice(request),
                                 celebrate: Self.celebrated(request)))
        }
    }

    /// An earlier day (today's address leads to Today): of every challenge that can still log it,
    /// or of one (`?challenge=`: a lenient challenge's past day, filled in later).
    @Sendable func day(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let day = try Form.day(try context.parameters.require("day"))
        guard day != app.today else { return Response.seeOther(UltimateRoutes.today.path()) }
        let challenge = request.uri.queryParameters.get("challenge").map { String($0) }
        if let challenge, UUID(uuidString: challenge) == nil { throw WebError.badRequest("“\(challenge)” is not a challenge's id.") }
        return try web.cachedPage(request) {
            let screen = try challenge.map { try app.dayScreen($0, on: day) } ?? app.dayScreen(on: day)
            return .page(TodayPage.page(screen, appearance: try app.profile().appearance, notice: UltimateWebApp.notice(request),
                                        celebrate: Self.celebrated(request)))
        }
    }

    /// A task's detail on its day (`?day=`, today by default).
    @Sendable func task(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let challenge = try context.parameters.requireID(naming: "challenge").uuidString
        let task = try context.parameters.requireID("task", naming: "task").uuidString
        let day = try request.uri.queryParameters.get("day").map { try Form.day(String($0)) }
        return try web.cachedPage(request) {
            let screen = try app.taskScreen(challenge, task, on: day)
            return .page(TaskPage.page(screen, isToday: screen.date == app.today, appearance: try app.profile().appearance,
                                       notice: UltimateWebApp.notice(request)))
        }
    }

    // MARK: - A task's day

    @Sendable func complete(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeDay(request, context) { challenge, task, day, _ in try app.complete(challenge, task, on: day) }
    }

    @Sendable func undo(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeDay(request, context) { challenge, task, day, _ in try app.undo(challenge, task, on: day) }
    }

    /// A value refused (not a number, below zero) is shown beside the task's box on its page.
    @Sendable func log(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeDay(request, context, typed: "value") { challenge, task, day, form in
            let input = try LogInput(form)
            try app.log(challenge, task, value: input.value, adding: input.adding, inShownUnits: input.inShownUnits, on: day)
        }
    }

    @Sendable func timer(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeDay(request, context) { challenge, task, _, form in
            switch try TimerInput(form).action {
            case .start: try app.startTimer(challenge, task)
            case .stop: try app.stopTimer(challenge, task)
            }
        }
    }

    @Sendable func check(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeDay(request, context) { challenge, task, day, form in
            try app.check(challenge, task, item: try CheckInput(form).item, on: day)
        }
    }

    @Sendable func note(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeDay(request, context) { challenge, task, day, form in try app.note(challenge, task, NoteInput(form).text, on: day) }
    }

    /// A photo for the challenge's photo task today: back to Today, which celebrates when it was
    /// the day's last task, as any other task's does (issue 39, item 13).
    @Sendable func challengePhoto(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let challenge = try context.parameters.requireID(naming: "challenge").uuidString
        let wasComplete = (try? app.dayScreen(challenge, on: app.today))?.challenges[0].isComplete ?? true
        // NB: the file is read before the form's other fields, which travel in the same body.
        _ = try await web.photoQueue.run(after: {
            try await UploadedFile(request, field: "photo", maximumSize: UltimateLimits.photoBytes).data
        }) { [app] data in
            try app.addPhoto(data, angle: .front, session: .sameDay, challenge: challenge)
        }
        if !wasComplete, try app.dayScreen(challenge, on: app.today).challenges[0].isComplete {
            return Response.seeOther(UltimateRoutes.today.path(query: ["celebrate": challenge]))
        }
        return Response.seeOther(UltimateRoutes.today.path())
    }

    // MARK: - Shared by the actions

    /// Changes one task's day with `change` (given the challenge, the task, the form's day and the
    /// form), then redirects back (to Today by default). With `typed`, the form's field of that name
    /// is typed: refused, the page the form is on is drawn again (400) with the message beside the
    /// task's box and the text as typed.
    private func changeDay(_ request: Request, _ context: BasicRequestContext, typed: String? = nil,
                           _ change: (String, String, CalendarDay?, Form) throws -> Void) async throws -> Response {
        let challenge = try context.parameters.requireID(naming: "challenge").uuidString
        let task = try context.parameters.requireID("task", naming: "task").uuidString
        let form = try await Form(request)
        let input = try TaskDayInput(form)
        // NB: when the day is not one of the challenge's, the action itself says why.
        let wasComplete = (try? app.dayScreen(challenge, on: input.day ?? app.today))?.challenges[0].isComplete ?? true
        do {
            try change(challenge, task, input.day, form)
        } catch {
            guard let typed, let page = pageWithProblem(error, typed: form[typed] ?? "", challenge: challenge, task: task, day: input.day,
                                                        from: input.from) else { throw error }
            return Response.html(page, status: .badRequest)
        }
        var back = input.returnPath
        // The day's last task done: the page it returns to celebrates.
        if !wasComplete, try app.dayScreen(challenge, on: input.day ?? app.today).challenges[0].isComplete {
            back += (back.contains("?") ? "&" : "?") + "celebrate=\(challenge)"
        } else {
            back += "#task-\(task)"  // back where the person was, not at the top
        }
        return Response.seeOther(back)
    }

    /// The page a task's form is on (its own page, or the day's), with `error` beside the task's box:
    /// nil when the error is not the person's mistake, or that page or box cannot be shown (the
    /// error page says it then).
    private func pageWithProblem(_ error: any Error, typed: String, challenge: String, task: String, day: CalendarDay?, from: String?) -> HTML? {
        guard let appearance = try? app.profile().appearance else { return nil }
        func problem(_ dayTask: DayTask?) -> FieldProblem? {
            guard let dayTask, ["quantity", "duration"].contains(dayTask.measurement) else { return nil }
            return FieldProblem(error, field: TodayPage.entryField(dayTask), typed: typed)
        }
        if let from, from.hasPrefix(UltimateRoutes.root + "/challenges/") {
            guard let screen = try? app.taskScreen(challenge, task, on: day), let problem = problem(screen.day) else { return nil }
            return TaskPage.page(screen, isToday: screen.date == app.today, appearance: appearance, notice: nil, problem: problem)
        }
        guard let screen = try? app.dayScreen(on: day ?? app.today),
              let problem = problem(screen.tasks.first { $0.id.uuidString == task && $0.challengeID.uuidString == challenge }) else { return nil }
        return TodayPage.page(screen, appearance: appearance, notice: nil, problem: problem)
    }

    /// The challenge whose completed day the page celebrates (`?celebrate=`).
    private static func celebrated(_ request: Request) -> UUID? {
        request.uri.queryParameters.get("celebrate").flatMap { UUID(uuidString: String($0)) }
    }
}
