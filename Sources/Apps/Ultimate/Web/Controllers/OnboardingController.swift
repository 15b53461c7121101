import Foundation
import Hummingbird
import UltimateCore
import WebSupport

/// The app's front door: where its address leads, and the first minutes (welcome, how it works,
/// details, a first challenge).
struct OnboardingController: Sendable {
    /// The web app: its Core and what every page shares.
    let web: UltimateWebApp
    private var app: Ultimate { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.start.routerPath, use: start)
        group.get(UltimateRoutes.onboarding.routerPath, use: onboarding)
        group.post(UltimateRoutes.finishOnboarding.routerPath, use: finishOnboarding)
    }

    /// Today once onboarding is done, else its first step.
    @Sendable func start(_ request: Request, context: BasicRequestContext) async throws -> Response {
        Response.seeOther(try app.profile().hasCompletedOnboarding ? UltimateRoutes.today.path() : UltimateRoutes.onboarding.path())
    }

    /// One step of onboarding (`?step=`).
    @Sendable func onboarding(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let text = request.uri.queryParameters.get("step") ?? "welcome"
        guard let step = OnboardingPage.Step(rawValue: text) else { throw WebError.notFound("There is no onboarding step “\(text)”.") }
        return Response.html(OnboardingPage.page(step, profile: try app.profile(), templates: app.templates()))
    }

    /// Onboarding done: to the chosen template, or to the gallery.
    @Sendable func finishOnboarding(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let input = FinishOnboardingInput(try await Form(request))
        try app.completeOnboarding()
        guard let template = input.template else { return Response.seeOther(UltimateRoutes.challenges.path()) }
        return Response.seeOther(UltimateRoutes.template.path(try app.template(template).id))
    }
}
