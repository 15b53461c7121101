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
        group.get(MyHabitLabRoutes.clock.routerPath) { _, _ in try clockResponse() }
        group.post(MyHabitLabRoutes.dueReminder.routerPath) { _, _ in try dueReminderResponse() }

        // One day's entry: each action calls one use case and returns to the page it came from.
        entryAction(MyHabitLabRoutes.toggle, in: group) { id, form in try app.toggle(id, on: form.day()) }
        entryAction(MyHabitLabRoutes.skip, in: group) { id, form in try app.skip(id, on: form.day()) }
        entryAction(MyHabitLabRoutes.cycle, in: group) { id, form in try app.cycle(id, on: Form.day(form.required("day"))) }
        entryAction(MyHabitLabRoutes.clear, in: group) { id, form in try app.clear(id, on: Form.day(form.required("day"))) }
        entryAction(MyHabitLabRoutes.note, in: group) { id, form in try app.setNote(id, form.required("note"), on: form.day()) }
        entryAction(MyHabitLabRoutes.setValue, in: group) { id, form in
            try app.setValue(id, try Form.number(form.required("value")), on: form.day())
        }
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
