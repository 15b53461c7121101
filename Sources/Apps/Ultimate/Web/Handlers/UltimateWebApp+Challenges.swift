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
                .page(ChallengePages.template(try app.template(id), today: app.today, appearance: try app.profile().appearance))
            }
        }
        group.post(UltimateRoutes.startTemplate.routerPath) { request, context in
            let id = try context.parameters.require("template")
            let form = try await Form(request)
            let start = try form["start"].flatMap { text -> CalendarDay? in
                guard !text.isEmpty else { return nil }
                guard let day = CalendarDay(text) else { throw WebError.badRequest("“\(text)” is not a date like 2026-11-22.") }
                return day
            }
            guard let grace = Int(form["grace"] ?? "1") else { throw WebError.badRequest("The grace is a number of days from 0 to 3.") }
            let challenge = try app.start(template: id, on: start, name: form["name"], grace: grace)
            return Response.seeOther(UltimateRoutes.challenge.path(challenge.id.uuidString, query: ["notice": Notice.started.rawValue]))
        }
        group.get(UltimateRoutes.challenge.routerPath) { request, context in
            let id = try Self.id(context)
            return try cachedPage(request) {
                .page(ChallengePages.challenge(try app.challengeScreen(id), appearance: try app.profile().appearance, notice: Self.notice(request)))
            }
        }
        group.get(UltimateRoutes.abandon.routerPath) { _, context in
            let id = try Self.id(context)
            return Response.html(ChallengePages.confirmAbandon(try app.challengeSummary(id), appearance: try app.profile().appearance))
        }
        group.post(UltimateRoutes.abandon.routerPath) { _, context in
            let id = try Self.id(context)
            try app.abandon(id)
            return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.abandoned.rawValue]))
        }
        group.post(UltimateRoutes.restart.routerPath) { _, context in
            let id = try Self.id(context)
            try app.restart(id)
            return Response.seeOther(UltimateRoutes.challenge.path(id, query: ["notice": Notice.restarted.rawValue]))
        }
    }
}
