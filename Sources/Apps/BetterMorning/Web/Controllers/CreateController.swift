import BetterMorningCore
import DayKit
import Hummingbird
import WebSupport

/// Create (behind the one-time unlock): the draft's title, its tasks (added once per sheet,
/// edited, removed), saving it as a routine (asked first) and discarding it.
struct CreateController: Sendable {
    /// The web app: its Core and the add-task sheet's one-time tokens.
    let web: BetterMorningWebApp
    private var app: BetterMorning { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.create.routerPath, use: create)
        group.post(BetterMorningRoutes.createTitle.routerPath, use: setTitle)
        group.get(BetterMorningRoutes.addTaskSheet.routerPath, use: addTaskSheet)
        group.post(BetterMorningRoutes.addTask.routerPath, use: addTask)
        group.get(BetterMorningRoutes.editTask.routerPath, use: editTaskSheet)
        group.post(BetterMorningRoutes.editTask.routerPath, use: editTask)
        group.post(BetterMorningRoutes.removeTask.routerPath, use: removeTask)
        group.get(BetterMorningRoutes.saveDraft.routerPath, use: confirmSave)
        group.post(BetterMorningRoutes.saveDraft.routerPath, use: saveDraft)
        group.post(BetterMorningRoutes.discardDraft.routerPath, use: discardDraft)
    }

    @Sendable func create(_ request: Request, context: BasicRequestContext) async throws -> Response {
        guard app.isUnlocked else {
            return .seeOther(BetterMorningRoutes.paywall.path(query: ["from": Origin(request).rawValue]))
        }
        return try createPage()
    }

    private func createPage(error: String? = nil, status: HTTPResponse.Status = .ok) throws -> Response {
        .html(CreatePages.create(try app.createScreen(), error: error), status: status)
    }

    @Sendable func setTitle(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        do {
            try app.setDraftTitle(try form.required("title"))
        } catch let error as BetterMorningError where error != .needsUnlock {
            if request.isScripted { throw WebError.badRequest(error.message) }
            return try createPage(error: error.message, status: .badRequest)
        }
        if request.isScripted { return Response(status: .noContent) }
        return .seeOther(BetterMorningRoutes.create.path())
    }

    @Sendable func addTaskSheet(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try addTaskSheet()
    }

    /// The add-task sheet with its one-time token (a fresh one, or the one it was sent with).
    private func addTaskSheet(title: String = "", time: TimeOfDay? = nil, error: String? = nil,
                      status: HTTPResponse.Status = .ok, token: String = FormTokens.fresh()) throws -> Response {
        let screen = try app.createScreen()
        guard !screen.isFull else { return .seeOther(BetterMorningRoutes.create.path()) }
        return .formPage(CreatePages.addTask(title: title, time: time ?? TimeOfDay(hour: 7, minute: 0)!, error: error, token: token, over: screen),
                         status: status)
    }

    /// Adds a draft task once per sheet (its one-time token): sent again, it leads back to the draft.
    @Sendable func addTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        let title = try form.required("title")
        let time = try CreatePages.taskTime(form)
        let token = FormTokens.token(in: form)
        return try web.tokens.once(token) {
            do {
                try app.addDraftTask(title: title, at: time)
            } catch BetterMorningError.taskLimitReached {
                return try createPage(error: BetterMorningError.taskLimitReached.message, status: .badRequest)
            } catch let error as BetterMorningError where error != .needsUnlock {
                return try addTaskSheet(title: String(title.prefix(200)), time: time, error: error.message, status: .badRequest,
                                        token: token ?? FormTokens.fresh())
            }
            return .seeOther(BetterMorningRoutes.create.path())
        }
    }

    /// The draft task the address names by its id (never by its place: the list a page showed may
    /// be out of date), which must still be in the draft.
    private func draftTask(_ context: BasicRequestContext) throws -> DraftTaskRow {
        let id = try context.parameters.requireID("task", as: DraftTaskRow.ID.self, naming: "task")
        guard let task = try app.createScreen().tasks.first(where: { $0.id == id }) else { throw BetterMorningError.draftTaskGone }
        return task
    }

    @Sendable func editTaskSheet(_ request: Request, context: BasicRequestContext) async throws -> Response {
        guard app.isUnlocked else { return .seeOther(BetterMorningRoutes.paywall.path()) }
        let task = try draftTask(context)
        return .html(CreatePages.editTask(task, title: task.title, time: task.time, error: nil, over: try app.createScreen()))
    }

    @Sendable func editTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let task = try draftTask(context)
        let form = try await Form(request)
        let title = try form.required("title")
        let time = try CreatePages.taskTime(form)
        do {
            try app.editDraftTask(.id(task.id), title: title, at: time)
        } catch let error as BetterMorningError where error != .needsUnlock {
            return .html(CreatePages.editTask(task, title: String(title.prefix(200)), time: time, error: error.message, over: try app.createScreen()),
                         status: .badRequest)
        }
        return .seeOther(BetterMorningRoutes.create.path())
    }

    @Sendable func removeTask(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.removeDraftTask(.id(context.parameters.requireID("task", as: DraftTaskRow.ID.self, naming: "task")))
        return .seeOther(BetterMorningRoutes.create.path())
    }

    /// Saving locks the routine for good: asked first.
    @Sendable func confirmSave(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let screen = try app.createScreen()
        guard screen.canSave else { return .seeOther(BetterMorningRoutes.create.path()) }
        let question = screen.saveQuestion
        let dialog = Layout.confirmDialog(
            heading: question.heading, message: question.message, action: BetterMorningRoutes.saveDraft.path(),
            confirmLabel: question.confirm, cancelHref: BetterMorningRoutes.create.path(), isDestructive: false)
        return .html(BetterMorningWebApp.page(PageChrome(title: question.heading, pageClass: "confirm-page"), content: dialog))
    }

    @Sendable func saveDraft(_ request: Request, context: BasicRequestContext) async throws -> Response {
        do {
            try app.saveDraft()
        } catch let error as BetterMorningError where error != .needsUnlock {
            return try createPage(error: error.message, status: .badRequest)
        }
        return .seeOther(BetterMorningRoutes.routine.path())  // which says that it starts tomorrow
    }

    @Sendable func discardDraft(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.discardDraft()
        return .seeOther(BetterMorningRoutes.explore.path())
    }
}
