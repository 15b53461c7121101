import BetterMorningCore
import DayKit
import Hummingbird
import WebSupport

extension BetterMorningWebApp {
    func addCreationRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(BetterMorningRoutes.create.routerPath) { request, _ in try create(request) }
        group.post(BetterMorningRoutes.createTitle.routerPath) { request, _ in try await setTitle(request) }
        group.get(BetterMorningRoutes.addTaskSheet.routerPath) { _, _ in try addTaskSheet() }
        group.post(BetterMorningRoutes.addTask.routerPath) { request, _ in try await addTask(request) }
        group.get(BetterMorningRoutes.editTask.routerPath) { _, context in try editTaskSheet(context.parameters.require("number")) }
        group.post(BetterMorningRoutes.editTask.routerPath) { request, context in
            try await editTask(request, number: context.parameters.require("number"))
        }
        group.post(BetterMorningRoutes.removeTask.routerPath) { _, context in try removeTask(context.parameters.require("number")) }
        group.get(BetterMorningRoutes.saveDraft.routerPath) { _, _ in try confirmSave() }
        group.post(BetterMorningRoutes.saveDraft.routerPath) { _, _ in try saveDraft() }
        group.post(BetterMorningRoutes.discardDraft.routerPath) { _, _ -> Response in
            try app.discardDraft()
            return .seeOther(BetterMorningRoutes.explore.path())
        }
    }

    func create(_ request: Request) throws -> Response {
        guard app.isUnlocked else {
            return .seeOther(BetterMorningRoutes.paywall.path(query: ["from": Origin(request).rawValue]))
        }
        return try createPage(notice: Self.notice(request))
    }

    func createPage(notice: Notice? = nil, error: String? = nil, status: HTTPResponse.Status = .ok) throws -> Response {
        .html(CreatePages.create(try app.createScreen(), notice: notice, error: error), status: status)
    }

    func setTitle(_ request: Request) async throws -> Response {
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

    /// The add-task sheet with its one-time token (a fresh one, or the one it was sent with).
    func addTaskSheet(title: String = "", time: TimeOfDay? = nil, error: String? = nil,
                      status: HTTPResponse.Status = .ok, token: String = FormTokens.fresh()) throws -> Response {
        guard !(try app.createScreen().isFull) else { return .seeOther(BetterMorningRoutes.create.path()) }
        return .formPage(CreatePages.addTask(title: title, time: time ?? TimeOfDay(hour: 7, minute: 0)!, error: error, token: token), status: status)
    }

    /// Adds a draft task once per sheet (its one-time token): sent again, it leads back to the draft.
    func addTask(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        let title = try form.required("title")
        let time = try Self.taskTime(form)
        let token = FormTokens.token(in: form)
        return try tokens.once(token) {
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

    /// The time picker's fields: an hour 1–12, minutes on the 5-minute grid, AM or PM.
    static func taskTime(_ form: Form) throws -> TimeOfDay {
        guard let hour = Int(try form.required("hour")), let minute = Int(try form.required("minute")),
              let period = form["period"], period == "AM" || period == "PM",
              (1...12).contains(hour),
              let time = TimeOfDay(hour: hour % 12 + (period == "PM" ? 12 : 0), minute: minute)
        else { throw WebError.badRequest("Choose a time in 5-minute steps, like 7:05 AM.") }
        return time
    }

    /// Draft task `text` from the URL: its place in the list, which must exist.
    func draftTask(_ text: String) throws -> DraftTaskRow {
        let tasks = try app.createScreen().tasks
        guard let number = Int(text), tasks.indices.contains(number - 1) else {
            throw WebError.notFound("There is no task “\(text)” in the draft.")
        }
        return tasks[number - 1]
    }

    func editTaskSheet(_ text: String) throws -> Response {
        guard app.isUnlocked else { return .seeOther(BetterMorningRoutes.paywall.path()) }
        let task = try draftTask(text)
        return .html(CreatePages.editTask(number: task.number, title: task.title, time: task.time, error: nil))
    }

    func editTask(_ request: Request, number text: String) async throws -> Response {
        let task = try draftTask(text)
        let form = try await Form(request)
        let title = try form.required("title")
        let time = try Self.taskTime(form)
        do {
            try app.editDraftTask(number: task.number, title: title, at: time)
        } catch let error as BetterMorningError where error != .needsUnlock {
            return .html(CreatePages.editTask(number: task.number, title: String(title.prefix(200)), time: time, error: error.message),
                         status: .badRequest)
        }
        return .seeOther(BetterMorningRoutes.create.path())
    }

    func removeTask(_ text: String) throws -> Response {
        guard let number = Int(text) else { throw WebError.notFound("There is no task “\(text)” in the draft.") }
        try app.removeDraftTask(number: number)
        return .seeOther(BetterMorningRoutes.create.path())
    }

    /// Saving locks the routine for good: asked first.
    func confirmSave() throws -> Response {
        let screen = try app.createScreen()
        guard screen.canSave else { return .seeOther(BetterMorningRoutes.create.path()) }
        let dialog = Layout.confirmDialog(
            heading: "Create this routine?", message: "It can't be edited afterwards. It starts tomorrow.",
            action: BetterMorningRoutes.saveDraft.path(), confirmLabel: "Create routine", cancelHref: BetterMorningRoutes.create.path(),
            isDestructive: false)
        return .html(Self.page(PageChrome(title: "Create this routine?", pageClass: "confirm-page"), content: dialog))
    }

    func saveDraft() throws -> Response {
        do {
            try app.saveDraft()
        } catch let error as BetterMorningError where error != .needsUnlock {
            return try createPage(error: error.message, status: .badRequest)
        }
        return .seeOther(BetterMorningRoutes.routine.path())  // which says that it starts tomorrow
    }
}
