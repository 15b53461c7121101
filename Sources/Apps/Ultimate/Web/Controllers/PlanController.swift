import DayKit
import Foundation
import Hummingbird
import UltimateCore
import WebSupport

/// A challenge's plan: a custom challenge's creation, and any challenge's tasks (add, edit, move,
/// remove) until its day 1 is over. A create form creates once (its one-time token); a form
/// refused comes back as typed with the message beside its field.
struct PlanController: Sendable {
    /// The web app: its Core and the create forms' tokens.
    let web: UltimateWebApp
    private var app: Ultimate { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.newChallenge.routerPath, use: newChallenge)
        group.post(UltimateRoutes.createChallenge.routerPath, use: createChallenge)
        group.get(UltimateRoutes.newTask.routerPath, use: newTask)
        group.post(UltimateRoutes.addTask.routerPath, use: addTask)
        group.get(UltimateRoutes.editTask.routerPath, use: editTaskForm)
        group.post(UltimateRoutes.editTask.routerPath, use: editTask)
        group.post(UltimateRoutes.moveTask.routerPath, use: moveTask)
        group.get(UltimateRoutes.removeTask.routerPath, use: confirmRemoveTask)
        group.post(UltimateRoutes.removeTask.routerPath, use: removeTask)
    }

    /// The fields of a task's form that show their own problem.
    static let taskFields: Set<String> = ["name", "target", "minutes", "items", "times", "days", "time"]

    @Sendable func newChallenge(_ request: Request, context: BasicRequestContext) async throws -> Response {
        Response.formPage(PlanPages.newChallenge(today: app.today, profile: try app.profile(), token: FormTokens.fresh()))
    }

    /// A custom challenge from its form: its tasks are added next.
    @Sendable func createChallenge(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        let token = FormTokens.token(in: form)
        return try web.tokens.once(token) {
            do {
                let input = try NewChallengeInput(form)
                let challenge = try app.create(name: input.name, days: input.days, rule: input.rule, grace: input.grace, on: input.start)
                if let strategy = input.strategy { try app.setNotifications(strategy: strategy) }
                return Response.seeOther(UltimateRoutes.newTask.path(challenge.id))
            } catch {
                guard let problem = PlanPages.problem(error, in: form, fields: ["name", "days", "start"]) else { throw error }
                return Response.formPage(PlanPages.newChallenge(today: app.today, profile: try app.profile(), token: token ?? FormTokens.fresh(),
                                                                answers: form, problem: problem), status: .badRequest)
            }
        }
    }

    @Sendable func newTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        let profile = try app.profile()
        return Response.formPage(PlanPages.taskForm(try app.challengeSummary(id), task: nil, units: profile.units,
                                                    token: FormTokens.fresh()))
    }

    @Sendable func addTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        let form = try await Form(request)
        let token = FormTokens.token(in: form)
        return try web.tokens.once(token) {
            do {
                try app.addTask(try TaskInput(form).task(from: ChallengeTask(name: "")), to: id)
            } catch {
                guard let problem = PlanPages.problem(error, in: form, fields: Self.taskFields) else { throw error }
                let profile = try app.profile()
                return Response.formPage(PlanPages.taskForm(try app.challengeSummary(id), task: nil, units: profile.units,
                                                            token: token ?? FormTokens.fresh(), answers: form, problem: problem),
                                         status: .badRequest)
            }
            return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.saved.rawValue]))
        }
    }

    @Sendable func editTaskForm(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        let taskID = try context.parameters.requireTaskID()
        let screen = try app.challengeScreen(id)
        guard screen.canChangeTasks else { return .seeOther(UltimateRoutes.challenge.path(id)) }  // its plan is kept now
        guard let task = screen.tasks.first(where: { $0.id == taskID })?.task else {
            throw UltimateError.unknownTask(taskID.uuidString, challenge: screen.summary.name)
        }
        let profile = try app.profile()
        return Response.html(PlanPages.taskForm(screen.summary, task: task, units: profile.units))
    }

    @Sendable func editTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        let taskID = try context.parameters.requireTaskID()
        let form = try await Form(request)
        do {
            let input = TaskInput(form)
            try app.editTask(taskID, of: id) { task in task = try input.task(from: task) }
        } catch {
            guard let problem = PlanPages.problem(error, in: form, fields: Self.taskFields),
                  let task = try app.challengeScreen(id).tasks.first(where: { $0.id == taskID })?.task else { throw error }
            let profile = try app.profile()
            return Response.html(PlanPages.taskForm(try app.challengeSummary(id), task: task, units: profile.units,
                                                    answers: form, problem: problem), status: .badRequest)
        }
        return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.saved.rawValue]))
    }

    @Sendable func moveTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        let taskID = try context.parameters.requireTaskID()
        let input = try MoveTaskInput(try await Form(request))
        try app.moveTask(taskID, of: id, to: input.position)
        return Response.seeOther(UltimateRoutes.challenge.path(id))
    }

    /// Removing a task is one tap no more: asked first, named (issue 27, item 15).
    @Sendable func confirmRemoveTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        let taskID = try context.parameters.requireTaskID()
        let screen = try app.challengeScreen(id)
        guard screen.canChangeTasks else { return .seeOther(UltimateRoutes.challenge.path(id)) }  // its plan is kept now
        guard let task = screen.tasks.first(where: { $0.id == taskID }) else { throw UltimateError.unknownTask(taskID.uuidString, challenge: screen.summary.name) }
        return Response.html(PlanPages.confirmRemove(task.name, of: screen.summary, taskID: taskID.uuidString))
    }

    @Sendable func removeTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        try app.removeTask(try context.parameters.requireTaskID(), of: id)
        return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.saved.rawValue]))
    }
}
