import DayKit
import Foundation
import Hummingbird
import NIOCore
import UltimateCore
import WebSupport

extension UltimateWebApp {
    func addProfileRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.profile.routerPath) { request, _ in
            try cachedPage(request) { .page(ProfilePage.page(try app.profile(), notice: Self.notice(request))) }
        }
        group.post(UltimateRoutes.units.routerPath) { request, _ in
            let form = try await Form(request)
            guard let units = UnitSystem(rawValue: try form.required("units")) else { throw WebError.badRequest("Choose metric or imperial.") }
            try app.changeProfile { $0.units = units }
            return Response.seeOther(form.returnPath(under: UltimateRoutes.root, otherwise: UltimateRoutes.profile.path(query: ["notice": Notice.saved.rawValue])))
        }
        group.post(UltimateRoutes.details.routerPath) { request, _ in
            let form = try await Form(request)
            do {
                try saveDetails(form)
            } catch {
                guard let page = try detailsPage(refusing: error, form) else { throw error }
                return Response.html(page, status: .badRequest)
            }
            return Response.seeOther(form.returnPath(under: UltimateRoutes.root, otherwise: UltimateRoutes.profile.path(query: ["notice": Notice.saved.rawValue])))
        }
        group.post(UltimateRoutes.notifications.routerPath) { request, _ in
            let form = try await Form(request)
            let strategy = try Self.strategy(form.required("strategy"))
            let times = try ["quietStart", "quietEnd"].map { field in
                let value = try form.required(field)
                guard let time = TimeOfDay(value) else { throw WebError.badRequest("“\(value)” is not a time like 22:00.") }
                return time
            }
            try app.setNotifications(strategy: strategy, quiet: (times[0], times[1]))
            return Response.seeOther(form.returnPath(under: UltimateRoutes.root, otherwise: UltimateRoutes.profile.path(query: ["notice": Notice.saved.rawValue])))
        }
        group.get(UltimateRoutes.design.routerPath) { request, _ in
            try cachedPage(request) { .page(DesignPage.page(appearance: try app.profile().appearance)) }
        }
        group.get(UltimateRoutes.export.routerPath) { _, _ in
            Response.download(try app.exportZip(), name: "ultimate-\(app.today).zip", type: "application/zip")
        }
        group.get(UltimateRoutes.reset.routerPath) { _, _ in
            Response.html(ProfilePage.confirmReset(appearance: try app.profile().appearance))
        }
        group.post(UltimateRoutes.reset.routerPath) { _, _ in
            try app.resetAllData()
            return Response.seeOther(UltimateRoutes.onboarding.path())
        }
        group.post(UltimateRoutes.appearance.routerPath) { request, _ in
            let form = try await Form(request)
            guard let appearance = UltimateProfile.Appearance(rawValue: try form.required("appearance")) else {
                throw WebError.badRequest("Choose system, light or dark.")
            }
            try app.changeProfile { $0.appearance = appearance }
            return Response.seeOther(UltimateRoutes.profile.path(query: ["notice": Notice.saved.rawValue]))
        }
    }
}

extension UltimateWebApp {
    /// Name, height and weight as the details form gives them; a height or weight that is not a
    /// number is a problem beside its field.
    private func saveDetails(_ form: Form) throws {
        let units = try app.profile().units
        func field<Value>(_ name: String, _ read: () throws -> Value) throws -> Value {
            do { return try read() } catch { throw FieldProblem(error, field: name, typed: form[name] ?? "") ?? error }
        }
        let height = try field("height") { try Self.height(form) }
        let weight = try field("weight") { try form["weight"].flatMap { $0.isEmpty ? nil : units.kilograms(fromWeight: try Form.number($0)) } }
        try app.changeProfile { profile in
            profile.name = form["name"] ?? profile.name
            profile.heightCm = height
            profile.weightKg = weight
        }
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
        return ProfilePage.page(profile, notice: nil, answers: form, problem: problem)
    }

    /// The height a form gives, in centimetres: `height` in cm, or `heightFeet` and `heightInches`;
    /// nil when left empty.
    static func height(_ form: Form) throws -> Double? {
        let feet = form["heightFeet"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let inches = form["heightInches"]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard feet.isEmpty, inches.isEmpty else {
            return UnitSystem.centimeters(feet: feet.isEmpty ? 0 : try Form.number(feet), inches: inches.isEmpty ? 0 : try Form.number(inches))
        }
        return try form["height"].flatMap { $0.isEmpty ? nil : try Form.number($0) }
    }

    /// A reminder strategy named in a form.
    static func strategy(_ text: String) throws -> UltimateProfile.NotificationStrategy {
        guard let strategy = UltimateProfile.NotificationStrategy(rawValue: text) else {
            throw WebError.badRequest("“\(text)” is not a way to remind: fixed, adaptive, progressive or minimal.")
        }
        return strategy
    }
}
