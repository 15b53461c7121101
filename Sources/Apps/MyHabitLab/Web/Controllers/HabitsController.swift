import DayKit
import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

/// A habit: the new-habit and edit sheets, its page (heatmap, calendar, stats), a day's sheet,
/// moving, archiving, restoring and deleting it.
struct HabitsController: Sendable {
    /// The web app: its Core, page cache and the new-habit form's one-time tokens.
    let web: MyHabitLabWebApp
    private var app: MyHabitLab { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(MyHabitLabRoutes.newHabit.routerPath, use: newHabit)
        group.post(MyHabitLabRoutes.habits.routerPath, use: create)
        group.get(MyHabitLabRoutes.habit.routerPath, use: habit)
        group.get(MyHabitLabRoutes.editHabit.routerPath, use: editForm)
        group.post(MyHabitLabRoutes.editHabit.routerPath, use: edit)
        group.get(MyHabitLabRoutes.day.routerPath, use: day)
        group.post(MyHabitLabRoutes.move.routerPath, use: move)
        group.post(MyHabitLabRoutes.archive.routerPath, use: archive)
        group.post(MyHabitLabRoutes.restore.routerPath, use: restore)
        group.get(MyHabitLabRoutes.delete.routerPath, use: confirmDelete)
        group.post(MyHabitLabRoutes.delete.routerPath, use: delete)
    }

    @Sendable func newHabit(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .formPage(try HabitFormPage.page(HabitForm(), habitID: nil, problem: nil,
                                     first: request.uri.queryParameters.get("first") == "1", token: FormTokens.fresh()))
    }

    /// Creates a habit once per form (its one-time token): sent again, the form leads to Today
    /// with the habit it created. A refused form comes back with its problem and its token.
    @Sendable func create(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        let typed = HabitForm(form)
        let token = FormTokens.token(in: form)
        let first = form["first"] == "1"
        return try web.tokens.once(token) {
            do {
                let (fields, reminders) = try typed.fields()
                let habit = try app.createHabit(fields, reminders: reminders)
                if first { try app.finishWelcome() }
                return .seeOther(MyHabitLabRoutes.today.path(query: ["notice": Notice.created.rawValue], fragment: "habit-\(habit.id.uuidString)"))
            } catch let problem as HabitForm.Problem {
                return .formPage(try HabitFormPage.page(typed, habitID: nil, problem: problem, first: first,
                                                    token: token ?? FormTokens.fresh()), status: .badRequest)
            } catch let error as MyHabitLabError {
                return .formPage(try HabitFormPage.page(typed, habitID: nil, problem: HabitForm.problem(error),
                                                    first: first, token: token ?? FormTokens.fresh()), status: .badRequest)
            }
        }
    }

    /// The habit's page: header, heatmap (`?year=`), calendar (`?month=`), stats and actions.
    @Sendable func habit(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try MyHabitLabWebApp.habitID(context)
        return try web.cachedPage(request) {
            var year: Int?
            if let text = request.uri.queryParameters.get("year") {
                year = try Form.typed { try TypedText.whole(text, "a year like 2026") }
            }
            let month: String? = request.uri.queryParameters.get("month").map { String($0) }
            return .page(try HabitDetailPage.page(try app.habitScreen(id, year: year, month: month)))
        }
    }

    @Sendable func editForm(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try MyHabitLabWebApp.habitID(context)
        return .html(try HabitFormPage.page(try currentForm(id), habitID: id, problem: nil))
    }

    /// The edit form of the habit as stored, with its version.
    private func currentForm(_ id: Habit.ID) throws -> HabitForm {
        var form = HabitForm(try app.habit(id), reminders: try app.reminders(of: id))
        form.version = try app.editVersion(id)
        return form
    }

    /// Saves the edit form. A form drawn before a change made elsewhere saves nothing and comes
    /// back with the habit's values now (409), saying so.
    @Sendable func edit(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try MyHabitLabWebApp.habitID(context)
        _ = try app.habit(id)  // an unknown habit is a 404, not a form
        let typed = HabitForm(try await Form(request))
        do {
            let (fields, reminders) = try typed.fields()
            try app.editHabit(id, drawnFrom: typed.version.isEmpty ? nil : typed.version, reminders: reminders) { $0 = fields }
            return .seeOther(MyHabitLabRoutes.habit.path(id, query: ["notice": Notice.saved.rawValue]))
        } catch let problem as HabitForm.Problem {
            return .html(try HabitFormPage.page(typed, habitID: id, problem: problem), status: .badRequest)
        } catch MyHabitLabError.changedElsewhere(let name) {
            return .html(try HabitFormPage.page(try currentForm(id), habitID: id, problem: HabitForm.problem(.changedElsewhere(name))), status: .conflict)
        } catch let error as MyHabitLabError where !error.isNotFound {
            return .html(try HabitFormPage.page(typed, habitID: id, problem: HabitForm.problem(error)), status: .badRequest)
        }
    }

    /// One day's sheet: its state, value and note.
    @Sendable func day(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try MyHabitLabWebApp.habitID(context)
        let day = try Form.day(context.parameters.require("day"))
        return .html(try DayPage.page(try app.dayScreen(id, day: day)))
    }

    @Sendable func move(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try MyHabitLabWebApp.habitID(context)
        let input = try MoveInput(try await Form(request), habit: id)
        try app.moveHabit(id, to: input.position)
        return .seeOther(input.returnPath)
    }

    @Sendable func archive(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.archiveHabit(MyHabitLabWebApp.habitID(context))
        return .seeOther(MyHabitLabRoutes.today.path(query: ["notice": Notice.archived.rawValue]))
    }

    @Sendable func restore(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try MyHabitLabWebApp.habitID(context)
        try app.restoreHabit(id)
        let form = try await Form(request)
        return .seeOther(form.returnPath(under: MyHabitLabRoutes.root,
                                         otherwise: MyHabitLabRoutes.habit.path(id, query: ["notice": Notice.restored.rawValue])))
    }

    @Sendable func confirmDelete(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .html(try HabitDetailPage.deleteConfirmation(try app.habit(MyHabitLabWebApp.habitID(context))))
    }

    @Sendable func delete(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.deleteHabit(MyHabitLabWebApp.habitID(context))
        return .seeOther(MyHabitLabRoutes.today.path(query: ["notice": Notice.deleted.rawValue]))
    }
}
