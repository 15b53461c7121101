import BetterMorningCore
import DayKit
import Hummingbird

extension BetterMorningController {
    struct CreatePage: PageContext {
        let chrome: Chrome
        let title: String
        let titleLength: Int
        let titleLimit: Int
        let tasks: [Task]
        let isFull: Bool
        let hasTasks: Bool
        let canSave: Bool
        let taskLimit: Int
        let addHref: String

        struct Task: Sendable {
            let number: Int
            let time: String
            let title: String
            let deleteAction: String
            let label: String
        }
    }

    struct AddTaskPage: PageContext {
        let chrome: Chrome
        let title: String
        let hours: [Choice]
        let minutes: [Choice]
        let periods: [Choice]
        let titleLimit: Int

        struct Choice: Sendable {
            let value: String
            let label: String
            let isSelected: Bool
        }
    }

    func addCreationRoutes(to group: RouterGroup<some RequestContext>) {
        group.get("create") { request, _ in try create(request) }
        group.post("create/title") { request, _ in try await setTitle(request) }
        group.get("create/add") { _, _ in try addTaskSheet() }
        group.post("create/tasks") { request, _ in try await addTask(request) }
        group.post("create/tasks/:number/delete") { _, context in try removeTask(context.parameters.require("number")) }
        group.post("create/save") { _, _ in try saveDraft() }
        group.post("create/discard") { _, _ -> Response in
            try app.discardDraft()
            return .seeOther(Self.path("explore"))
        }
        addPaywallRoutes(to: group)
    }

    // MARK: - Create

    func create(_ request: Request) throws -> Response {
        guard app.isUnlocked else {
            return .seeOther(Self.path("paywall?from=\(Origin(request).rawValue)"))
        }
        return try createPage(notice: notice(request))
    }

    func createPage(notice: String? = nil, error: String? = nil, status: HTTPResponse.Status = .ok) throws -> Response {
        let screen = try app.createScreen()
        let tasks = screen.tasks.map { task in
            let time = task.time.formatted(.twelveHour)
            return CreatePage.Task(number: task.number, time: time, title: task.title,
                                   deleteAction: Self.path("create/tasks/\(task.number)/delete"), label: "Delete \(task.title), \(time)")
        }
        let chrome = Chrome(title: "Create routine", tab: nil, notice: notice, error: error, pageClass: "create-page")
        let page = CreatePage(chrome: chrome, title: screen.title, titleLength: screen.titleLength, titleLimit: screen.titleLimit,
                              tasks: tasks, isFull: screen.isFull, hasTasks: !tasks.isEmpty, canSave: screen.canSave,
                              taskLimit: screen.taskLimit, addHref: Self.path("create/add"))
        return pages.page("create", page, status: status)
    }

    func setTitle(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        do {
            try app.setDraftTitle(try form.required("title"))
        } catch let error as BetterMorningError where error != .needsUnlock {
            if Self.isScripted(request) { throw WebError.badRequest(error.message) }
            return try createPage(error: error.message, status: .badRequest)
        }
        if Self.isScripted(request) { return Response(status: .noContent) }
        return .seeOther(Self.path("create"))
    }

    func addTaskSheet(title: String = "", time: TimeOfDay? = nil, error: String? = nil,
                      status: HTTPResponse.Status = .ok) throws -> Response {
        let screen = try app.createScreen()
        guard !screen.isFull else { return .seeOther(Self.path("create")) }
        let selected = time ?? TimeOfDay(hour: 7, minute: 0)!
        let hour12 = selected.hour % 12 == 0 ? 12 : selected.hour % 12
        let page = AddTaskPage(
            chrome: Chrome(title: "Add task", tab: nil, error: error, pageClass: "sheet-page"),
            title: title,
            hours: (1...12).map { .init(value: String($0), label: String($0), isSelected: $0 == hour12) },
            minutes: stride(from: 0, to: 60, by: 5).map {
                .init(value: String($0), label: $0 < 10 ? "0\($0)" : String($0), isSelected: $0 == selected.minute)
            },
            periods: ["AM", "PM"].map { .init(value: $0, label: $0, isSelected: ($0 == "PM") == (selected.hour >= 12)) },
            titleLimit: Limits.taskTitleLength)
        return pages.page("add-task", page, status: status)
    }

    func addTask(_ request: Request) async throws -> Response {
        let form = try await Form(request)
        let title = try form.required("title")
        guard let hour = Int(try form.required("hour")), let minute = Int(try form.required("minute")),
              let period = form["period"], period == "AM" || period == "PM",
              (1...12).contains(hour),
              let time = TimeOfDay(hour: hour % 12 + (period == "PM" ? 12 : 0), minute: minute)
        else { throw WebError.badRequest("Choose a time in 5-minute steps, like 7:05 AM.") }
        do {
            try app.addDraftTask(title: title, at: time)
        } catch BetterMorningError.taskLimitReached {
            return try createPage(error: BetterMorningError.taskLimitReached.message, status: .badRequest)
        } catch let error as BetterMorningError where error != .needsUnlock {
            return try addTaskSheet(title: String(title.prefix(200)), time: time, error: error.message, status: .badRequest)
        }
        return .seeOther(Self.path("create"))
    }

    func removeTask(_ text: String) throws -> Response {
        guard let number = Int(text) else { throw WebError.notFound("There is no task “\(text)” in the draft.") }
        try app.removeDraftTask(number: number)
        return .seeOther(Self.path("create"))
    }

    func saveDraft() throws -> Response {
        do {
            try app.saveDraft()
        } catch let error as BetterMorningError where error != .needsUnlock {
            return try createPage(error: error.message, status: .badRequest)
        }
        return .seeOther(Self.path("routine?notice=\(Notice.saved.rawValue)"))
    }
}

/// Where a Create or paywall flow started, to return there on cancel (never an arbitrary URL).
enum Origin: String {
    case explore, routine, data, settings

    init(_ request: Request) {
        self = request.uri.queryParameters.get("from").flatMap { Origin(rawValue: String($0)) } ?? .explore
    }

    init(_ text: String?) {
        self = text.flatMap(Origin.init(rawValue:)) ?? .explore
    }

    var path: String { BetterMorningController.path(rawValue) }
}
