import DayKit
import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

extension MyHabitLabWebApp {
    func addHabitRoutes(to group: RouterGroup<BasicRequestContext>) {
        let routes = MyHabitLabRoutes.self
        group.get(routes.newHabit.routerPath) { request, _ in
            Response.formPage(HabitFormPage.page(HabitForm(), habitID: nil, problem: nil,
                                                 first: request.uri.queryParameters.get("first") == "1", token: FormTokens.fresh()))
        }
        group.post(routes.habits.routerPath) { request, _ in try await create(request) }
        group.get(routes.habit.routerPath) { request, context in
            let id = try Self.habitID(context)
            return try cachedPage(request) { try detail(request, id: id) }
        }
        group.get(routes.editHabit.routerPath) { _, context in
            let id = try Self.habitID(context)
            let form = HabitForm(try app.habit(id), reminders: try app.reminders(of: id))
            return Response.html(HabitFormPage.page(form, habitID: id, problem: nil))
        }
        group.post(routes.editHabit.routerPath) { request, context in try await edit(request, id: Self.habitID(context)) }
        group.get(routes.day.routerPath) { request, context in
            let id = try Self.habitID(context)
            let day = try Form.day(context.parameters.require("day"))
            return Response.html(DayPage.page(try app.dayScreen(id, day: day), notice: nil))
        }
        group.post(routes.move.routerPath) { request, context in
            let id = try Self.habitID(context)
            let form = try await Form(request)
            guard let position = Int(try form.required("position")) else { throw WebError.badRequest("A position is a whole number.") }
            try app.moveHabit(id, to: position)
            return Response.seeOther(form.returnPath(under: MyHabitLabRoutes.root, otherwise: routes.today.path()))
        }
        group.post(routes.archive.routerPath) { _, context in
            try app.archiveHabit(Self.habitID(context))
            return Response.seeOther(routes.today.path(query: ["notice": Notice.archived.rawValue]))
        }
        group.post(routes.restore.routerPath) { request, context in
            let id = try Self.habitID(context)
            try app.restoreHabit(id)
            let form = try await Form(request)
            return Response.seeOther(form.returnPath(under: MyHabitLabRoutes.root, otherwise: routes.habit.path(id, query: ["notice": Notice.restored.rawValue])))
        }
        group.get(routes.delete.routerPath) { _, context in
            let id = try Self.habitID(context)
            return Response.html(HabitDetailPage.deleteConfirmation(try app.habit(id)))
        }
        group.post(routes.delete.routerPath) { _, context in
            try app.deleteHabit(Self.habitID(context))
            return Response.seeOther(routes.today.path(query: ["notice": Notice.deleted.rawValue]))
        }
    }

    /// Creates a habit once per form (its one-time token): sent again, the form leads to Today
    /// with the habit it created. A refused form comes back with its problem and its token.
    func create(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        let typed = HabitForm(form)
        let token = FormTokens.token(in: form)
        let first = form["first"] == "1"
        return try tokens.once(token) {
            do {
                let (fields, reminders) = try typed.fields()
                let habit = try app.createHabit(fields, reminders: reminders)
                if first { try app.finishWelcome() }
                return .seeOther(MyHabitLabRoutes.today.path(query: ["notice": Notice.created.rawValue], fragment: "habit-\(habit.id.uuidString)"))
            } catch let problem as HabitForm.Problem {
                return .formPage(HabitFormPage.page(typed, habitID: nil, problem: problem, first: first, token: token ?? FormTokens.fresh()),
                                 status: .badRequest)
            } catch let error as MyHabitLabError {
                return .formPage(HabitFormPage.page(typed, habitID: nil, problem: HabitForm.problem(error), first: first,
                                                    token: token ?? FormTokens.fresh()), status: .badRequest)
            }
        }
    }

    func edit(_ request: Request, id: String) async throws -> Response {
        _ = try app.habit(id)  // an unknown habit is a 404, not a form
        let typed = HabitForm(try await Form(request))
        do {
            let (fields, reminders) = try typed.fields()
            try app.editHabit(id, reminders: reminders) { $0 = fields }
            return .seeOther(MyHabitLabRoutes.habit.path(id, query: ["notice": Notice.saved.rawValue]))
        } catch let problem as HabitForm.Problem {
            return .html(HabitFormPage.page(typed, habitID: id, problem: problem), status: .badRequest)
        } catch let error as MyHabitLabError where !error.isNotFound {
            return .html(HabitFormPage.page(typed, habitID: id, problem: HabitForm.problem(error)), status: .badRequest)
        }
    }

    /// The habit's page: header, heatmap (`?year=`), calendar (`?month=`), stats and actions.
    func detail(_ request: Request, id: String) throws -> RenderedPage {
        var year: Int?
        if let text = request.uri.queryParameters.get("year") {
            guard let parsed = Int(text) else { throw WebError.badRequest("“\(text)” is not a year like 2026.") }
            year = parsed
        }
        let month: String? = request.uri.queryParameters.get("month").map { String($0) }
        return .page(HabitDetailPage.page(try app.habitScreen(id, year: year, month: month), notice: Self.notice(request)))
    }
}
