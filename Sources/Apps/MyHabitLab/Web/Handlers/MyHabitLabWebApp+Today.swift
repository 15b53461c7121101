import DayKit
import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

extension MyHabitLabWebApp {
    func addTodayRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(MyHabitLabRoutes.start.routerPath) { _, _ in
            Response.seeOther(try app.shouldWelcome() ? MyHabitLabRoutes.welcome.path() : MyHabitLabRoutes.today.path())
        }
        group.get(MyHabitLabRoutes.welcome.routerPath) { _, _ in Response.html(WelcomePage.page()) }
        group.post(MyHabitLabRoutes.finishWelcome.routerPath) { _, _ in
            try app.finishWelcome()
            return Response.seeOther(MyHabitLabRoutes.today.path())
        }
        group.get(MyHabitLabRoutes.today.routerPath) { request, _ in
            try cachedPage(request) {
                if try app.shouldWelcome() { return .redirect(MyHabitLabRoutes.welcome.path()) }
                return .page(TodayPage.page(try app.todayScreen(), notice: Self.notice(request)))
            }
        }

        // One day's entry: each action calls one use case and returns to the page it came from.
        entryAction(MyHabitLabRoutes.toggle, in: group) { id, form in try app.toggle(id, on: form.day()) }
        entryAction(MyHabitLabRoutes.skip, in: group) { id, form in try app.skip(id, on: form.day()) }
        entryAction(MyHabitLabRoutes.cycle, in: group) { id, form in try app.cycle(id, on: Form.day(form.required("day"))) }
        entryAction(MyHabitLabRoutes.clear, in: group) { id, form in try app.clear(id, on: Form.day(form.required("day"))) }
        // What is typed: refused, it is shown beside its field on the page the form is on.
        typedEntryAction(MyHabitLabRoutes.note, field: "note", in: group) { id, text, day in try app.setNote(id, text, on: day) }
        typedEntryAction(MyHabitLabRoutes.setValue, field: "value", in: group) { id, text, day in try app.setValue(id, try Form.number(text), on: day) }
    }

    /// Registers a POST that changes one day of a habit, then redirects back (to Today by default).
    private func entryAction(_ route: Route, in group: RouterGroup<BasicRequestContext>,
                             _ change: @escaping @Sendable (String, Form) throws -> Void) {
        group.post(route.routerPath) { request, context in
            let id = try Self.habitID(context)
            let form = try await Form(request)
            try change(id, form)
            return Response.seeOther(form.returnPath(under: MyHabitLabRoutes.root, otherwise: MyHabitLabRoutes.today.path()))
        }
    }

    /// Registers a POST that sets what was typed into field `field` of one day of a habit, then
    /// redirects back like `entryAction`. A refused value (not a number, too long) draws the page the
    /// form is on again (400): the day's sheet when the form names its day, else Today, with the
    /// message beside the field and the text as typed.
    private func typedEntryAction(_ route: Route, field: String, in group: RouterGroup<BasicRequestContext>,
                                  _ change: @escaping @Sendable (String, String, CalendarDay?) throws -> Void) {
        group.post(route.routerPath) { request, context in
            let id = try Self.habitID(context)
            let form = try await Form(request)
            let text = try form.required(field)
            let day = try form.day()
            do {
                try change(id, text, day)
            } catch {
                guard let page = try pageWithProblem(error, typed: text, in: field, habit: id, day: day) else { throw error }
                return Response.html(page, status: .badRequest)
            }
            return Response.seeOther(form.returnPath(under: MyHabitLabRoutes.root, otherwise: MyHabitLabRoutes.today.path()))
        }
    }

    /// The page an entry form is on with `error` shown beside its field: nil when the error is not
    /// the person's mistake, or the page does not show the field (the error page says it then).
    private func pageWithProblem(_ error: any Error, typed text: String, in field: String, habit id: String, day: CalendarDay?) throws -> HTML? {
        if let day {
            guard let problem = FieldProblem(error, field: field, typed: text), let screen = try? app.dayScreen(id, day: day) else { return nil }
            return DayPage.page(screen, notice: nil, problem: problem)
        }
        let screen = try app.todayScreen()
        guard field == "value", screen.habits.contains(where: { $0.id.uuidString == id && $0.kind == "measurable" }),
              let problem = FieldProblem(error, field: TodayPage.valueField(id), typed: text) else { return nil }
        return TodayPage.page(screen, notice: nil, problem: problem)
    }

    /// The app's clock and when its next day starts ("day starts at" included), for pages that change with the day.
    public func dayClock() throws -> (now: Date, nextDay: Date) {
        (app.clock.now, try app.nextDayStart())
    }

    /// The reminder due now (one that fell due earlier today while nothing could show it
    /// included), delivered once, for a habit still not met today.
    public func deliverDueReminders() throws -> [DueReminder] {
        let today = try app.today
        guard let notification = try reminders.deliverDue(since: today.start(in: app.calendar)),
              let habit = try app.todayScreen().habits.first(where: { $0.id == notification.habitID }),
              habit.state != .done, habit.state != .skipped else {
            return []
        }
        return [DueReminder(title: notification.title, body: notification.body,
                            url: MyHabitLabRoutes.today.path(fragment: "habit-\(habit.id)"))]
    }
}
