import DayKit
import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

/// The Today tab: the first start (welcome), Today, and one day's entry of a habit, changed from
/// Today, the habit's page or the day's sheet, each returning to the page it came from.
struct TodayController: Sendable {
    /// The web app: its Core and page cache.
    let web: MyHabitLabWebApp
    private var app: MyHabitLab { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(MyHabitLabRoutes.start.routerPath, use: start)
        group.get(MyHabitLabRoutes.welcome.routerPath, use: welcome)
        group.post(MyHabitLabRoutes.finishWelcome.routerPath, use: finishWelcome)
        group.get(MyHabitLabRoutes.today.routerPath, use: today)
        group.post(MyHabitLabRoutes.toggle.routerPath, use: toggle)
        group.post(MyHabitLabRoutes.skip.routerPath, use: skip)
        group.post(MyHabitLabRoutes.cycle.routerPath, use: cycle)
        group.post(MyHabitLabRoutes.clear.routerPath, use: clear)
        group.post(MyHabitLabRoutes.note.routerPath, use: note)
        group.post(MyHabitLabRoutes.setValue.routerPath, use: setValue)
    }

    @Sendable func start(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .seeOther(try app.shouldWelcome() ? MyHabitLabRoutes.welcome.path() : MyHabitLabRoutes.today.path())
    }

    @Sendable func welcome(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .html(try WelcomePage.page())
    }

    @Sendable func finishWelcome(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.finishWelcome()
        return .seeOther(MyHabitLabRoutes.today.path())
    }

    @Sendable func today(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) {
            if try app.shouldWelcome() { return .redirect(MyHabitLabRoutes.welcome.path()) }
            return .page(try TodayPage.page(try app.todayScreen()))
        }
    }

    @Sendable func toggle(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await change(request, context) { id, entry in try app.toggle(id, on: entry.day) }
    }

    @Sendable func skip(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await change(request, context) { id, entry in try app.skip(id, on: entry.day) }
    }

    @Sendable func cycle(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await change(request, context) { id, entry in try app.cycle(id, on: entry.requiredDay()) }
    }

    @Sendable func clear(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await change(request, context) { id, entry in try app.clear(id, on: entry.requiredDay()) }
    }

    @Sendable func note(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeTyped("note", request, context) { id, entry in try app.setNote(id, entry.text, on: entry.day) }
    }

    @Sendable func setValue(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await changeTyped("value", request, context) { id, entry in try app.setValue(id, try Form.number(entry.text), on: entry.day) }
    }

    /// Changes one day of the habit in the address as `change` does, then goes back to the page
    /// the form came from (Today by default).
    private func change(_ request: Request, _ context: BasicRequestContext,
                        _ change: (Habit.ID, EntryInput) throws -> Void) async throws -> Response {
        let id = try MyHabitLabWebApp.habitID(context)
        let entry = try EntryInput(try await Form(request))
        try change(id, entry)
        return .seeOther(entry.returnPath)
    }

    /// Sets what was typed into field `field` as `change` does, then goes back like `change`. A
    /// refused value (not a number, too long) draws the page the form is on again (400): the day's
    /// sheet when the form names its day, else Today, with the message beside the field and the
    /// text as typed.
    private func changeTyped(_ field: String, _ request: Request, _ context: BasicRequestContext,
                             _ change: (Habit.ID, TypedEntryInput) throws -> Void) async throws -> Response {
        let id = try MyHabitLabWebApp.habitID(context)
        let entry = try TypedEntryInput(try await Form(request), field: field)
        do {
            try change(id, entry)
        } catch {
            guard let page = try pageWithProblem(error, in: entry, habit: id) else { throw error }
            return .html(page, status: .badRequest)
        }
        return .seeOther(entry.entry.returnPath)
    }

    /// The page an entry form is on with `error` shown beside its field: nil when the error is not
    /// the person's mistake, or the page does not show the field (the error page says it then).
    private func pageWithProblem(_ error: any Error, in entry: TypedEntryInput, habit id: Habit.ID) throws -> HTML? {
        if let day = entry.day {
            guard let problem = FieldProblem(error, field: entry.field, typed: entry.text),
                  let screen = try? app.dayScreen(id, day: day) else { return nil }
            return try DayPage.page(screen, problem: problem)
        }
        let screen = try app.todayScreen()
        guard entry.field == "value", screen.habits.contains(where: { $0.id == id && $0.kind == .measurable }),
              let problem = FieldProblem(error, field: TodayPage.valueField(id), typed: entry.text) else { return nil }
        return try TodayPage.page(screen, problem: problem)
    }
}
