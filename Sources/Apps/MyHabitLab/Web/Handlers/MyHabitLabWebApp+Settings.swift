import DayKit
import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

extension MyHabitLabWebApp {
    func addSettingsRoutes(to group: RouterGroup<BasicRequestContext>) {
        let routes = MyHabitLabRoutes.self
        group.get(routes.settings.routerPath) { request, _ in
            // An import's result, kept for its redirect (and a reload of it) for a while.
            if let result = imports.value(request.uri.queryParameters.get("import").map { String($0) }) {
                return Response.html(try settingsPage(notice: nil, importResult: result))
            }
            return try cachedPage(request) { .page(try settingsPage(notice: Self.notice(request))) }
        }
        group.post(routes.dayStart.routerPath) { request, _ in
            let form = try await Form(request)
            let text = try form.required("day-start")
            guard let minutes = HabitReminder.minutes(parsing: text) else { throw WebError.badRequest("“\(text)” is not a time like 03:00.") }
            try app.setDayStart(minutes: minutes)
            return Response.seeOther(routes.settings.path(query: ["notice": Notice.dayStart.rawValue]))
        }
        group.post(routes.reminders.routerPath) { request, _ in
            let form = try await Form(request)
            let on: Bool
            switch try form.required("reminders") {
            case "on": on = true
            case "off": on = false
            case let other: throw WebError.badRequest("Reminders are “on” or “off”, not “\(other)”.")
            }
            try app.setRemindersOn(on)
            return Response.seeOther(routes.settings.path(query: ["notice": (on ? Notice.remindersOn : .remindersOff).rawValue]))
        }
        group.get(routes.exportJSON.routerPath) { _, _ in
            Response.download(try app.exportJSON(), name: "my-habit-lab-\(try app.today).json", type: "application/json")
        }
        group.get(routes.exportCSV.routerPath) { _, _ in
            Response.download(try app.exportLoopCSV(), name: "my-habit-lab-\(try app.today)-csv.zip", type: "application/zip")
        }
        group.post(routes.importFile.routerPath) { request, _ in try await importFile(request) }
    }

    func settingsPage(notice: Notice?, importResult: SettingsPage.ImportResult? = nil) throws -> HTML {
        SettingsPage.page(archived: try app.habitList(archived: true), settings: try app.settings(), notice: notice, importResult: importResult)
    }

    /// Imports an uploaded file (our JSON, Loop's `.db` or CSV zip). Imported, it answers with a
    /// redirect to Settings showing the summary (kept under an id in the address), so a reload
    /// shows the summary again rather than sending the file again. Refused, every problem is
    /// listed on the page (400) and nothing was written.
    func importFile(_ request: Request) async throws -> Response {
        let result: SettingsPage.ImportResult
        var status = HTTPResponse.Status.ok
        do {
            let file = try await UploadedFile(request, field: "file", maximumSize: MyHabitLab.largestImport)
            let report = try app.importFile(file.data)
            let id = imports.keep(.imported(report, fileName: file.name))
            return .seeOther(MyHabitLabRoutes.settings.path(query: ["import": id]))
        } catch let error as MyHabitLabError {
            status = .badRequest
            if case .invalidImport(let problems) = error {
                result = .refused(problems)
            } else {
                result = .refused([error.message])
            }
        } catch let error as WebError {
            status = error.status
            result = .refused([error.message])
        }
        return .html(try settingsPage(notice: nil, importResult: result), status: status)
    }
}
