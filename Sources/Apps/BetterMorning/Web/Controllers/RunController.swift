import BetterMorningCore
import DayKit
import Hummingbird
import WebSupport

/// Run mode: one task at a time, with its countdown, from the first task not done to the end.
struct RunController: Sendable {
    /// The web app: its Core and page cache.
    let web: BetterMorningWebApp
    private var app: BetterMorning { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.run.routerPath, use: run)
        group.post(BetterMorningRoutes.runDone.routerPath, use: done)
        group.post(BetterMorningRoutes.runLastStep.routerPath, use: setLastStep)
    }

    /// Run mode at the address's position: `?task=ID`, `?end=1`, or the first task not done.
    @Sendable func run(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) { .page(RunPage.page(try app.runScreen(at: RunPage.position(request)))) }
    }

    /// Done: the task is marked done and the run moves on to the next task not done yet.
    @Sendable func done(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let taskID = try BetterMorningWebApp.taskID(context)
        let form = try await Form(request)
        let day = try Form.day(form.required("day"))
        return .seeOther(RunPage.address(try app.completeRunStep(taskID, on: day)))
    }

    /// The last task's length, changed from its step: back to that step.
    @Sendable func setLastStep(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let input = try LastStepInput(try await Form(request))
        try app.setLastStepMinutes(input.minutes)
        return .seeOther(RunPage.address(input.task.map { .task($0) } ?? .start))
    }
}
