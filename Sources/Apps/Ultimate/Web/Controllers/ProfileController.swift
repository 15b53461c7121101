import DayKit
import Foundation
import Hummingbird
import UltimateCore
import WebSupport

/// The Profile tab: units, details, reminders, appearance, the design system's page, the export
/// and the reset of all data.
struct ProfileController: Sendable {
    /// The web app: its Core and page cache.
    let web: UltimateWebApp
    private var app: Ultimate { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.profile.routerPath, use: profile)
        group.post(UltimateRoutes.units.routerPath, use: units)
        group.post(UltimateRoutes.details.routerPath, use: details)
        group.post(UltimateRoutes.notifications.routerPath, use: notifications)
        group.get(UltimateRoutes.design.routerPath, use: design)
        group.get(UltimateRoutes.export.routerPath, use: export)
        group.post(UltimateRoutes.importFile.routerPath, use: importFile)
        group.get(UltimateRoutes.reset.routerPath, use: confirmReset)
        group.post(UltimateRoutes.reset.routerPath, use: reset)
        group.post(UltimateRoutes.appearance.routerPath, use: appearance)
    }

    @Sendable func profile(_ request: Request, context: BasicRequestContext) async throws -> Response {
        // A refused restore's problems, kept for its redirect (and a reload of it) for a while.
        if let problems = web.imports.value(request.uri.queryParameters.get("import").map { String($0) }) {
            return Response.html(ProfilePage.page(try app.profile(), refusedImport: problems, sync: try syncSection()), status: .badRequest)
        }
        return try web.cachedPage(request) { .page(ProfilePage.page(try app.profile(), sync: try syncSection())) }
    }

    /// Settings' sync section: the devices that sync with this server, and the servers it syncs with.
    private func syncSection() throws -> HTML? {
        try web.syncLog.map {
            SyncSection.html(try .init($0), command: "habitsuite challenges sync", calendar: app.calendar, now: app.clock.now,
                             card: "glass-card", list: "card-list", note: "footnote muted")
        }
    }

    @Sendable func units(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        let input = try UnitsInput(form)
        try app.changeProfile { $0.units = input.units }
        return Response.seeOther(Self.returnPath(form))
    }

    /// Name, height and weight; a height or weight that is not a number is a problem beside its
    /// field, on the page the form is on (Profile, or onboarding's details step).
    @Sendable func details(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        // A units button in the form switches the units: what was typed is kept (read in the units
        // it was typed in, shown in the new ones) and the page it is on comes back.
        let switchTo = try form["units"].map { _ in try UnitsInput(form).units }
        do {
            let profile = try app.profile()
            let input = try DetailsInput(form, units: profile.units, keeping: profile)
            try app.changeProfile { profile in
                profile.name = input.name ?? profile.name
                profile.heightCm = input.heightCm
                profile.weightKg = input.weightKg
                if let switchTo { profile.units = switchTo }
            }
        } catch {
            guard let page = try detailsPage(refusing: error, form) else { throw error }
            return Response.html(page, status: .badRequest)
        }
        guard switchTo == nil else { return Response.seeOther(form.returnPath(under: UltimateRoutes.root, otherwise: Self.returnPath(form), field: "here")) }
        return Response.seeOther(Self.returnPath(form))
    }

    @Sendable func notifications(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let form = try await Form(request)
        let input = try NotificationsInput(form)
        try app.setNotifications(strategy: input.strategy, quiet: (input.quietStart, input.quietEnd))
        return Response.seeOther(Self.returnPath(form))
    }

    @Sendable func design(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) { .page(DesignPage.page()) }
    }

    @Sendable func export(_ request: Request, context: BasicRequestContext) async throws -> Response {
        Response.download(try app.exportZip(), name: "ultimate-\(app.today).zip", type: "application/zip")
    }

    /// Restores an export, then redirects: to Profile saying so, or to its refusal, so a reload
    /// never sends the file again (issue 39, item 8).
    @Sendable func importFile(_ request: Request, context: BasicRequestContext) async throws -> Response {
        do {
            let file = try await UploadedFile(request, field: "file", maximumSize: Ultimate.largestImport)
            _ = try app.importZip(file.data)
            return Response.seeOther(UltimateRoutes.profile.path(query: ["notice": Notice.restored.rawValue]))
        } catch UltimateError.importRefused(let problems) {
            return Response.seeOther(UltimateRoutes.profile.path(query: ["import": web.imports.keep(problems)]))
        } catch let error as UltimateError where !error.isNotFound {
            return Response.seeOther(UltimateRoutes.profile.path(query: ["import": web.imports.keep([error.message])]))
        } catch let error as WebError {
            return Response.seeOther(UltimateRoutes.profile.path(query: ["import": web.imports.keep([error.message])]))
        }
    }

    @Sendable func confirmReset(_ request: Request, context: BasicRequestContext) async throws -> Response {
        Response.html(ProfilePage.confirmReset())
    }

    @Sendable func reset(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.resetAllData()
        return Response.seeOther(UltimateRoutes.onboarding.path())
    }

    @Sendable func appearance(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let input = try AppearanceInput(try await Form(request))
        try app.changeProfile { $0.appearance = input.appearance }
        return Response.seeOther(UltimateRoutes.profile.path(query: ["notice": Notice.saved.rawValue]))
    }

    /// Where a profile form returns: the page it came from, else Profile saying it is saved.
    private static func returnPath(_ form: Form) -> String {
        form.returnPath(under: UltimateRoutes.root, otherwise: UltimateRoutes.profile.path(query: ["notice": Notice.saved.rawValue]))
    }

    /// The page the details form is on (Profile, or onboarding's details step) with `error`
    /// beside its field, or above the form; nil when it is not the person's mistake.
    private func detailsPage(refusing error: any Error, _ form: Form) throws -> HTML? {
        let field = (error as? FieldProblem)?.field ?? "form"
        guard let problem = FieldProblem(error, field: field, typed: form[field] ?? "") else { return nil }
        let profile = try app.profile()
        if form["from"]?.hasPrefix(UltimateRoutes.onboarding.path()) == true {
            return OnboardingPage.page(.details, profile: profile, templates: app.templates(), answers: form, problem: problem)
        }
        return ProfilePage.page(profile, answers: form, problem: problem, sync: try syncSection())
    }
}
