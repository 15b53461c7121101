import Foundation
import Hummingbird
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
            return Response.seeOther(UltimateRoutes.profile.path(query: ["notice": Notice.saved.rawValue]))
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
