import DayKit
import Foundation
import Hummingbird
import UltimateCore
import WebSupport

extension UltimateWebApp {
    /// What fell due and was not shown yet, each once.
    /// The app's clock and its next midnight, for pages that change with the day.
    public func dayClock() -> (now: Date, nextDay: Date) {
        (app.clock.now, app.today.adding(days: 1).start(in: app.calendar))
    }

    public func deliverDueReminders() throws -> [DueReminder] {
        try app.deliverDueNotifications().map { due in
            let url = UltimateRoutes.today.path(fragment: due.taskIDs.first.map { "task-\($0.uuidString)" })
            let done = due.canMarkDone ? due.taskIDs.first.map { UltimateRoutes.complete.path(due.challengeID.uuidString, $0.uuidString) } : nil
            return DueReminder(title: due.title, body: due.body, url: url, doneURL: done)
        }
    }

    func addTodayRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.start.routerPath) { _, _ in
            Response.seeOther(try app.profile().hasCompletedOnboarding ? UltimateRoutes.today.path() : UltimateRoutes.onboarding.path())
        }
        group.get(UltimateRoutes.onboarding.routerPath) { request, _ in
            let text = request.uri.queryParameters.get("step") ?? "welcome"
            guard let step = OnboardingPage.Step(rawValue: text) else { throw WebError.notFound("There is no onboarding step “\(text)”.") }
            return Response.html(OnboardingPage.page(step, profile: try app.profile(), templates: app.templates()))
        }
        group.post(UltimateRoutes.finishOnboarding.routerPath) { request, _ in
            let form = try await Form(request)
            try app.completeOnboarding()
            guard let template = form["template"], !template.isEmpty else { return Response.seeOther(UltimateRoutes.challenges.path()) }
            return Response.seeOther(UltimateRoutes.template.path(try app.template(template).id))
        }
        group.get(UltimateRoutes.today.routerPath) { request, _ in
            try cachedPage(request) {
                .page(TodayPage.page(try app.todayScreen(), appearance: try app.profile().appearance, notice: Self.notice(request),
                                     celebrate: Self.celebrated(request)))
            }
        }
        group.get(UltimateRoutes.day.routerPath) { request, context in
            let day = try Form.day(try context.parameters.require("day"))
            guard day != app.today else { return Response.seeOther(UltimateRoutes.today.path()) }
            return try cachedPage(request) {
                .page(TodayPage.page(try app.dayScreen(on: day), appearance: try app.profile().appearance, notice: Self.notice(request),
                                     celebrate: Self.celebrated(request)))
            }
        }
        group.get(UltimateRoutes.task.routerPath) { request, context in
            let challenge = try Self.id(context)
            let task = try Self.id(context, "task", what: "task")
            let day = try request.uri.queryParameters.get("day").map { try Form.day(String($0)) }
            return try cachedPage(request) {
                let screen = try app.taskScreen(challenge, task, on: day)
                return .page(TaskPage.page(screen, isToday: screen.date == app.today, appearance: try app.profile().appearance,
                                           notice: Self.notice(request)))
            }
        }

        // A task's day: each action calls one use case and returns to the page it came from.
        taskAction(UltimateRoutes.complete, in: group) { challenge, task, form in
            try app.complete(challenge, task, on: form.day())
        }
        taskAction(UltimateRoutes.undo, in: group) { challenge, task, form in
            try app.undo(challenge, task, on: form.day())
        }
        // A value refused (not a number, below zero) is shown beside the task's box on its page.
        taskAction(UltimateRoutes.log, in: group, typed: "value") { challenge, task, form in
            let mode = form["mode"] ?? "set"
            guard mode == "add" || mode == "set" else { throw WebError.badRequest("“\(mode)” is neither add nor set.") }
            try app.log(challenge, task, value: Form.number(form.required("value")), adding: mode == "add", inShownUnits: form["shown"] == "1",
                        on: form.day())
        }
        taskAction(UltimateRoutes.timer, in: group) { challenge, task, form in
            switch form["action"] {
            case "start": try app.startTimer(challenge, task)
            case "stop": try app.stopTimer(challenge, task)
            default: throw WebError.badRequest("Say start or stop.")
            }
        }
        taskAction(UltimateRoutes.check, in: group) { challenge, task, form in
            try app.check(challenge, task, item: form.required("item"), on: form.day())
        }
        taskAction(UltimateRoutes.note, in: group) { challenge, task, form in
            try app.note(challenge, task, form["text"] ?? "", on: form.day())
        }
        group.post(UltimateRoutes.challengePhoto.routerPath) { request, context in
            let challenge = try Self.id(context)
            // NB: the file is read before the form's other fields, which travel in the same body.
            let file = try await UploadedFile(request, field: "photo", maximumSize: UltimateLimits.photoBytes)
            try app.addPhoto(file.data, angle: .front, session: .sameDay, challenge: challenge)
            return Response.seeOther(UltimateRoutes.today.path())
        }
    }

    /// Registers a POST that changes one task's day, then redirects back (to Today by default).
    /// With `typed`, the form's field of that name is typed: refused, the page the form is on is
    /// drawn again (400) with the message beside the task's box and the text as typed.
    private func taskAction(_ route: Route, in group: RouterGroup<BasicRequestContext>, typed: String? = nil,
                            _ change: @escaping @Sendable (String, String, Form) throws -> Void) {
        group.post(route.routerPath) { request, context in
            let challenge = try Self.id(context)
            let task = try Self.id(context, "task", what: "task")
            let form = try await Form(request)
            let day = try form.day()
            // NB: when the day is not one of the challenge's, the action itself says why.
            let wasComplete = (try? app.dayScreen(challenge, on: day ?? app.today))?.challenges[0].isComplete ?? true
            do {
                try change(challenge, task, form)
            } catch {
                guard let typed, let page = pageWithProblem(error, typed: form[typed] ?? "", challenge: challenge, task: task, day: day,
                                                            from: form["from"]) else { throw error }
                return Response.html(page, status: .badRequest)
            }
            var back = form.returnPath(under: UltimateRoutes.root, otherwise: UltimateRoutes.today.path())
            // The day's last task done: the page it returns to celebrates.
            if !wasComplete, try app.dayScreen(challenge, on: day ?? app.today).challenges[0].isComplete {
                back += (back.contains("?") ? "&" : "?") + "celebrate=\(challenge)"
            } else {
                back += "#task-\(task)"  // back where the person was, not at the top
            }
            return Response.seeOther(back)
        }
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
    static func celebrated(_ request: Request) -> UUID? {
        request.uri.queryParameters.get("celebrate").flatMap { UUID(uuidString: String($0)) }
    }
}
