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
            .page(TodayPage.page(try app.todayScreen(),
                                 celebrate: Self.celebrated(request)))
        }
    }

    /// An earlier day (today's address leads to Today): of every challenge that can still log it,
    /// or of one (`?challenge=`: a lenient challenge's past day, filled in later).
    @Sendable func day(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let day = try Form.day(try context.parameters.require("day"))
        guard day != app.today else { return Response.seeOther(UltimateRoutes.today.path()) }
        let challenge = try request.uri.queryParameters.get("challenge").map { text in
            guard let id = UUID(uuidString: String(text)) else { throw WebError.badRequest("“\(text)” is not a challenge's id.") }
            return Challenge.ID(id)
        }
        return try web.cachedPage(request) {
            let screen = try challenge.map { try app.dayScreen($0, on: day) } ?? app.dayScreen(on: day)
            return .page(TodayPage.page(screen,
                                        celebrate: Self.celebrated(request)))
        }
    }

    /// A task's detail on its day (`?day=`, today by default).
    @Sendable func task(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let challenge = try context.parameters.requireChallengeID()
        let task = try context.parameters.requireTaskID()
        let day = try request.uri.queryParameters.get("day").map { try Form.day(String($0)) }
        return try web.cachedPage(request) {
            let screen = try app.taskScreen(challenge, task, on: day)
            return .page(TaskPage.page(screen, isToday: screen.date == app.today))
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
            return try app.log(challenge, task, value: input.value, adding: input.adding, inShownUnits: input.inShownUnits, on: day)
        }
    }

    @Sendable func timer(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeDay(request, context) { challenge, task, _, form in
            switch try TimerInput(form).action {
            case .start: try app.startTimer(challenge, task)
            case .stop: try app.stopTimer(challenge, task).change
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
        let challenge = try context.parameters.requireChallengeID()
        let wasComplete = (try? app.dayScreen(challenge, on: app.today))?.challenges[0].isComplete ?? true
        // NB: the file is read before the form's other fields, which travel in the same body.
        _ = try await web.photoQueue.run(after: {
            try await UploadedFile(request, field: "photo", maximumSize: UltimateLimits.photoBytes).data
        }) { [app] data in
            try app.addPhoto(data, angle: .front, session: .sameDay, challenge: challenge)
        }
        if !wasComplete, try app.dayScreen(challenge, on: app.today).challenges[0].isComplete {
            return Response.seeOther(UltimateRoutes.today.path(query: ["celebrate": challenge.uuidString]))
        }
        return Response.seeOther(UltimateRoutes.today.path())
    }

    // MARK: - Shared by the actions

    /// Changes one task's day with `change` (given the challenge, the task, the form's day and the
    /// form), then redirects back (to Today by default), celebrating when the change completed the
    /// form's day. With `typed`, the form's field of that name is typed: refused, the page the form
    /// is on is drawn again (400) with the message beside the task's box and the text as typed.
    private func changeDay(_ request: Request, _ context: BasicRequestContext, typed: String? = nil,
                           _ change: (Challenge.ID, ChallengeTask.ID, CalendarDay?, Form) throws -> DayChange) async throws -> Response {
        let challenge = try context.parameters.requireChallengeID()
        let task = try context.parameters.requireTaskID()
        let form = try await Form(request)
        let input = try TaskDayInput(form)
        let changed: DayChange
        do {
            changed = try change(challenge, task, input.day, form)
        } catch {
            guard let typed, let page = pageWithProblem(error, typed: form[typed] ?? "", challenge: challenge, task: task, day: input.day,
                                                        from: input.from) else { throw error }
            return Response.html(page, status: .badRequest)
        }
        var back = input.returnPath
        // The day's last task done: the page it returns to celebrates. NB: a timer stopped on a
        // later day than it started completes the day it started, not the form's.
        if changed.dayCompleted, changed.day == input.day ?? app.today {
            back += (back.contains("?") ? "&" : "?") + "celebrate=\(challenge.uuidString)"
        } else {
            back += "#task-\(task.uuidString)"  // back where the person was, not at the top
        }
        return Response.seeOther(back)
    }

    /// The page a task's form is on (its own page, or the day's), with `error` beside the task's box:
    /// nil when the error is not the person's mistake, or that page or box cannot be shown (the
    /// error page says it then).
    private func pageWithProblem(_ error: any Error, typed: String, challenge: Challenge.ID, task: ChallengeTask.ID, day: CalendarDay?,
                                 from: String?) -> HTML? {
        func problem(_ dayTask: DayTask?) -> FieldProblem? {
            guard let dayTask, [.quantity, .duration].contains(dayTask.measurement) else { return nil }
            return FieldProblem(error, field: TodayPage.entryField(dayTask), typed: typed)
        }
        if let from, from.hasPrefix(UltimateRoutes.root + "/challenges/") {
            guard let screen = try? app.taskScreen(challenge, task, on: day), let problem = problem(screen.day) else { return nil }
            return TaskPage.page(screen, isToday: screen.date == app.today, problem: problem)
        }
        guard let screen = try? app.dayScreen(on: day ?? app.today),
              let problem = problem(screen.tasks.first { $0.id == task && $0.challengeID == challenge }) else { return nil }
        return TodayPage.page(screen, problem: problem)
    }

    /// The challenge whose completed day the page celebrates (`?celebrate=`).
    private static func celebrated(_ request: Request) -> Challenge.ID? {
        request.uri.queryParameters.get("celebrate").flatMap { UUID(uuidString: String($0)) }.map { Challenge.ID($0) }
    }
}
