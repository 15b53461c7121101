import DayKit
import Foundation
import Hummingbird
import UltimateCore
import WebSupport

/// The Challenges tab: the list and the template gallery, a template's page and its start, a
/// challenge's page, and abandoning, restarting and the strict reset's explanation.
struct ChallengesController: Sendable {
    /// The web app: its Core and page cache.
    let web: UltimateWebApp
    private var app: Ultimate { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.challenges.routerPath, use: challenges)
        group.get(UltimateRoutes.template.routerPath, use: template)
        group.post(UltimateRoutes.startTemplate.routerPath, use: startTemplate)
        group.get(UltimateRoutes.challenge.routerPath, use: challenge)
        group.get(UltimateRoutes.abandon.routerPath, use: confirmAbandon)
        group.post(UltimateRoutes.abandon.routerPath, use: abandon)
        group.post(UltimateRoutes.explainReset.routerPath, use: explainReset)
        group.post(UltimateRoutes.restart.routerPath, use: restart)
    }

    @Sendable func challenges(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) {
            .page(ChallengePages.list(try app.challengeList(), templates: app.templates()))
        }
    }

    /// A template's page: never kept, as each holds a fresh one-time token for its start.
    @Sendable func template(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.require("template")
        return Response.formPage(ChallengePages.template(try app.template(id), today: app.today, profile: try app.profile(),
                                                         token: FormTokens.fresh()))
    }

    /// Starts a template as its form says, once per form (its one-time token): sent again (Back,
    /// then Start), it leads to the challenge it started. A typed answer refused (an age that is
    /// not a number, a day passed): the form again, as typed, saying why, with its token.
    @Sendable func startTemplate(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.require("template")
        let form = try await Form(request)
        let template = try app.template(id)
        let token = FormTokens.token(in: form) ?? FormTokens.fresh()
        return try web.tokens.once(FormTokens.token(in: form)) {
            do {
                return try start(template, StartInput(form, units: try app.profile().units, needsSafetyCheck: template.needsSafetyCheck),
                                 answers: form, token: token)
            } catch {
                guard let problem = FieldProblem(error, field: "form", typed: "") else { throw error }
                return Response.formPage(ChallengePages.template(template, today: app.today, profile: try app.profile(), token: token,
                                                                 answers: form, error: problem.message), status: .badRequest)
            }
        }
    }

    @Sendable func challenge(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        return try web.cachedPage(request) {
            .page(ChallengePages.challenge(try app.challengeScreen(id)))
        }
    }

    @Sendable func confirmAbandon(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        return Response.html(ChallengePages.confirmAbandon(try app.challengeSummary(id)))
    }

    @Sendable func abandon(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        try app.abandon(id)
        return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.abandoned.rawValue]))
    }

    @Sendable func explainReset(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        try app.explainReset(id)
        return Response.seeOther(UltimateRoutes.challenge.path(id))
    }

    @Sendable func restart(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireChallengeID()
        try app.restart(id)
        return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.restarted.rawValue]))
    }

    /// Starts `template` as `input` says; a fast the safety answers refuse shows the safety screen
    /// again (422), saying why, with the answers kept.
    private func start(_ template: ChallengeTemplate, _ input: StartInput, answers form: Form, token: String) throws -> Response {
        let challenge: Challenge
        do {
            if let safety = input.safety {
                challenge = try app.startFast(safety: safety, on: input.start, goalHours: input.hours, grace: input.grace)
            } else {
                challenge = try app.start(template: template.id, on: input.start, name: input.name, grace: input.grace)
            }
        } catch let error as UltimateError {
            guard case .safetyCheckFailed = error else { throw error }
            return Response.formPage(ChallengePages.template(template, today: app.today, profile: try app.profile(), token: token,
                                                             answers: form, error: error.message), status: .unprocessableContent)
        }
        if let strategy = input.strategy { try app.setNotifications(strategy: strategy) }
        return Response.seeOther(UltimateRoutes.challenge.path(challenge.id, query: ["notice": Notice.started.rawValue]))
    }
}
