import BetterMorningCore
import DayKit
import Hummingbird
import WebSupport

extension BetterMorningWebApp {
    func addRunRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.run.routerPath) { request, _ in try cachedPage(request) { try run(request) } }
        group.post(BetterMorningRoutes.runDone.routerPath) { request, context in
            try await runDone(request, taskID: context.parameters.require("task"))
        }
        group.post(BetterMorningRoutes.runLastStep.routerPath) { request, _ in try await runLastStep(request) }
    }

    /// Run mode at the address's position: `?task=ID`, `?end=1`, or the first task not done.
    func run(_ request: Request) throws -> RenderedPage {
        .page(RunPage.page(try app.runScreen(at: Self.runPosition(request)), notice: nil))
    }

    static func runPosition(_ request: Request) throws -> RunPosition {
        if request.uri.queryParameters.get("end") != nil { return .end }
        guard let text = request.uri.queryParameters.get("task") else { return .start }
        guard let id = Int64(text) else { throw WebError.notFound("There is no task “\(text)”.") }
        return .task(id)
    }

    /// Done: the task is marked done and the run moves on to the next task not done yet.
    func runDone(_ request: Request, taskID text: String) async throws -> Response {
        guard let taskID = Int64(text) else { throw WebError.notFound("There is no task “\(text)”.") }
        let form = try await Form(request)
        let day = try Form.day(form.required("day"))
        return .seeOther(RunPage.address(try app.completeRunStep(taskID, on: day)))
    }

    /// The last task's length, changed from its step: back to that step.
    func runLastStep(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        let text = try form.required("minutes")
        guard let minutes = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw WebError.badRequest("“\(text)” is not a number of minutes.")
        }
        try app.setLastStepMinutes(minutes)
        let task = form["task"].flatMap { Int64($0) }
        return .seeOther(RunPage.address(task.map { .task($0) } ?? .start))
    }
}
