import DayKit
import Foundation
import Hummingbird
import UltimateCore
import WebSupport

extension UltimateWebApp {
    func addChallengeRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.challenges.routerPath) { request, _ in
            try cachedPage(request) {
                .page(ChallengePages.list(try app.challengeList(), templates: app.templates(), appearance: try app.profile().appearance,
                                          notice: Self.notice(request)))
            }
        }
        group.get(UltimateRoutes.template.routerPath) { request, context in
            let id = try context.parameters.require("template")
            return try cachedPage(request) {
                .page(ChallengePages.template(try app.template(id), today: app.today, profile: try app.profile()))
            }
        }
        group.post(UltimateRoutes.startTemplate.routerPath) { request, context in
            let id = try context.parameters.require("template")
            let form = try await Form(request)
            let template = try app.template(id)
            do {
                return try start(template, form)
            } catch {
                // A typed answer refused (an age that is not a number, a day passed): the form again, as typed, saying why.
                guard let problem = FieldProblem(error, field: "form", typed: "") else { throw error }
                return Response.html(ChallengePages.template(template, today: app.today, profile: try app.profile(), answers: form,
                                                             error: problem.message), status: .badRequest)
            }
        }
        group.get(UltimateRoutes.challenge.routerPath) { request, context in
            let id = try Self.id(context)
            return try cachedPage(request) {
                .page(ChallengePages.challenge(try app.challengeScreen(id), appearance: try app.profile().appearance, notice: Self.notice(request)))
            }
        }
        addPlanRoutes(to: group)
        group.get(UltimateRoutes.abandon.routerPath) { _, context in
            let id = try Self.id(context)
            return Response.html(ChallengePages.confirmAbandon(try app.challengeSummary(id), appearance: try app.profile().appearance))
        }
        group.post(UltimateRoutes.abandon.routerPath) { _, context in
            let id = try Self.id(context)
            try app.abandon(id)
            return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.abandoned.rawValue]))
        }
        group.post(UltimateRoutes.explainReset.routerPath) { _, context in
            let id = try Self.id(context)
            try app.explainReset(id)
            return Response.seeOther(UltimateRoutes.challenge.path(id))
        }
        group.post(UltimateRoutes.restart.routerPath) { _, context in
            let id = try Self.id(context)
            try app.restart(id)
            return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.restarted.rawValue]))
        }
    }

    /// Starts `template` as its form says.
    private func start(_ template: ChallengeTemplate, _ form: Form) throws -> Response {
        let start = try form.day("start")
        guard let grace = Int(form["grace"] ?? "1") else { throw WebError.badRequest("The grace is a number of days from 0 to 3.") }
        let strategy = try form["strategy"].map(Self.strategy)
        let challenge: Challenge
        do {
            challenge = template.needsSafetyCheck
                ? try app.startFast(safety: fastingSafety(form), on: start, goalHours: Self.whole(form.required("hours"), "a number of hours"),
                                    grace: grace)
                : try app.start(template: template.id, on: start, name: form["name"], grace: grace)
        } catch let error as UltimateError {
            // The safety screen says why, with the answers kept.
            guard case .safetyCheckFailed = error else { throw error }
            return Response.html(ChallengePages.template(template, today: app.today, profile: try app.profile(), answers: form,
                                                         error: error.message), status: .unprocessableContent)
        }
        if let strategy { try app.setNotifications(strategy: strategy) }
        return Response.seeOther(UltimateRoutes.challenge.path(challenge.id.uuidString, query: ["notice": Notice.started.rawValue]))
    }

    /// The answers of the water fast's safety screen; the weight in the profile's units.
    private func fastingSafety(_ form: Form) throws -> FastingSafety {
        let units = try app.profile().units
        return FastingSafety(
            age: try Self.whole(form.required("age"), "an age in years"), pregnant: form["pregnant"] == "on", eatingDisorder: form["eatingDisorder"] == "on",
            type1Diabetes: form["type1Diabetes"] == "on", kidneyOrLiverDisease: form["kidneyOrLiverDisease"] == "on",
            heightCm: try Self.height(form) ?? Form.number(form.required("height")),
            weightKg: units.kilograms(fromWeight: try Form.number(form.required("weight"))),
            medicalSupervision: form["medicalSupervision"] == "on")
    }

    /// A custom challenge from its form: its tasks are added next.
    private func createChallenge(_ form: Form) throws -> Response {
        let daysText = try form.required("days")
        guard let days = Int(daysText.trimmingCharacters(in: .whitespaces)) else {
            throw FieldProblem(field: "days", message: "“\(daysText)” is not a number of days.", typed: daysText)
        }
        guard let rule = ChallengeRule(rawValue: form["rule"] ?? "lenient") else { throw WebError.badRequest("Choose strict or lenient.") }
        guard let grace = Int(form["grace"] ?? "1") else { throw WebError.badRequest("The grace is a number of days from 0 to 3.") }
        let start: CalendarDay?
        do {
            start = try form.day("start")
        } catch {
            throw FieldProblem(error, field: "start", typed: form["start"] ?? "") ?? error
        }
        let strategy = try form["strategy"].map(Self.strategy)
        let challenge = try app.create(name: try form.required("name"), days: days, rule: rule, grace: grace, on: start)
        if let strategy { try app.setNotifications(strategy: strategy) }
        return Response.seeOther(UltimateRoutes.newTask.path(challenge.id.uuidString))
    }

    /// The fields of a task's form that show their own problem.
    static let taskFields: Set<String> = ["name", "target", "minutes", "items", "times", "days", "time"]

    /// A whole number typed into a field, or a 400 saying what was expected.
    static func whole(_ text: String, _ what: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw WebError.badRequest("“\(text)” is not \(what).") }
        return value
    }

    /// A custom challenge's creation, and any challenge's tasks until its day 1 is over.
    private func addPlanRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.newChallenge.routerPath) { _, _ in
            Response.formPage(PlanPages.newChallenge(today: app.today, profile: try app.profile(), token: FormTokens.fresh()))
        }
        // Created once per form (its one-time token); refused, the form comes back as typed with
        // the message beside its field.
        group.post(UltimateRoutes.createChallenge.routerPath) { request, _ in
            let form = try await Form(request)
            let token = FormTokens.token(in: form)
            return try tokens.once(token) {
                do {
                    return try createChallenge(form)
                } catch {
                    guard let problem = PlanPages.problem(error, in: form, fields: ["name", "days", "start"]) else { throw error }
                    return Response.formPage(PlanPages.newChallenge(today: app.today, profile: try app.profile(), token: token ?? FormTokens.fresh(),
                                                                    answers: form, problem: problem), status: .badRequest)
                }
            }
        }
        group.get(UltimateRoutes.newTask.routerPath) { _, context in
            let id = try Self.id(context)
            let profile = try app.profile()
            return Response.formPage(PlanPages.taskForm(try app.challengeSummary(id), task: nil, units: profile.units, appearance: profile.appearance,
                                                        token: FormTokens.fresh()))
        }
        group.post(UltimateRoutes.addTask.routerPath) { request, context in
            let id = try Self.id(context)
            let form = try await Form(request)
            let token = FormTokens.token(in: form)
            return try tokens.once(token) {
                do {
                    try app.addTask(try PlanPages.task(from: form, base: ChallengeTask(name: "")), to: id)
                } catch {
                    guard let problem = PlanPages.problem(error, in: form, fields: Self.taskFields) else { throw error }
                    let profile = try app.profile()
                    return Response.formPage(PlanPages.taskForm(try app.challengeSummary(id), task: nil, units: profile.units, appearance: profile.appearance,
                                                                token: token ?? FormTokens.fresh(), answers: form, problem: problem),
                                             status: .badRequest)
                }
                return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.saved.rawValue]))
            }
        }
        group.get(UltimateRoutes.editTask.routerPath) { _, context in
            let id = try Self.id(context)
            let taskID = try Self.id(context, "task", what: "task")
            let screen = try app.challengeScreen(id)
            guard let task = screen.tasks.first(where: { $0.id.uuidString == taskID })?.task else {
                throw UltimateError.unknownTask(taskID, challenge: screen.summary.name)
            }
            let profile = try app.profile()
            return Response.html(PlanPages.taskForm(screen.summary, task: task, units: profile.units, appearance: profile.appearance))
        }
        group.post(UltimateRoutes.editTask.routerPath) { request, context in
            let id = try Self.id(context)
            let taskID = try Self.id(context, "task", what: "task")
            let form = try await Form(request)
            do {
                try app.editTask(taskID, of: id) { task in task = try PlanPages.task(from: form, base: task) }
            } catch {
                guard let problem = PlanPages.problem(error, in: form, fields: Self.taskFields),
                      let task = try app.challengeScreen(id).tasks.first(where: { $0.id.uuidString == taskID })?.task else { throw error }
                let profile = try app.profile()
                return Response.html(PlanPages.taskForm(try app.challengeSummary(id), task: task, units: profile.units, appearance: profile.appearance,
                                                        answers: form, problem: problem), status: .badRequest)
            }
            return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.saved.rawValue]))
        }
        group.post(UltimateRoutes.moveTask.routerPath) { request, context in
            let id = try Self.id(context)
            let taskID = try Self.id(context, "task", what: "task")
            let text = try await Form(request).required("position")
            guard let position = Int(text) else { throw WebError.badRequest("“\(text)” is not a position.") }
            try app.moveTask(taskID, of: id, to: position)
            return Response.seeOther(UltimateRoutes.challenge.path(id))
        }
        group.post(UltimateRoutes.removeTask.routerPath) { _, context in
            let id = try Self.id(context)
            try app.removeTask(try Self.id(context, "task", what: "task"), of: id)
            return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.saved.rawValue]))
        }
    }
}
