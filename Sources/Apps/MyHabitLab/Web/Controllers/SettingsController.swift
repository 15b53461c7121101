import DayKit
import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

/// The Settings tab: archived habits, the day's start, reminders, appearance, export and import.
struct SettingsController: Sendable {
    /// The web app: its Core, page cache and kept import results.
    let web: MyHabitLabWebApp
    private var app: MyHabitLab { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(MyHabitLabRoutes.settings.routerPath, use: settings)
        group.post(MyHabitLabRoutes.dayStart.routerPath, use: setDayStart)
        group.post(MyHabitLabRoutes.reminders.routerPath, use: setReminders)
        group.post(MyHabitLabRoutes.appearance.routerPath, use: setAppearance)
        group.get(MyHabitLabRoutes.exportJSON.routerPath, use: exportJSON)
        group.get(MyHabitLabRoutes.exportCSV.routerPath, use: exportCSV)
        group.post(MyHabitLabRoutes.importFile.routerPath, use: importFile)
    }

    @Sendable func settings(_ request: Request, context: BasicRequestContext) async throws -> Response {
        // An import's result, kept for its redirect (and a reload of it) for a while; a refusal says
        // so in its status too (400), as it did when it answered the upload itself.
        if let result = web.imports.value(request.uri.queryParameters.get("import").map { String($0) }) {
            let refused = if case .refused = result { true } else { false }
            return .html(try page(importResult: result), status: refused ? .badRequest : .ok)
        }
        return try web.cachedPage(request) { .page(try page()) }
    }

    @Sendable func setDayStart(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.setDayStart(minutes: DayStartInput(try await Form(request)).minutes)
        return .seeOther(MyHabitLabRoutes.settings.path(query: ["notice": Notice.dayStart.rawValue]))
    }

    @Sendable func setReminders(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let on = try RemindersInput(try await Form(request)).on
        try app.setRemindersOn(on)
        return .seeOther(MyHabitLabRoutes.settings.path(query: ["notice": (on ? Notice.remindersOn : .remindersOff).rawValue]))
    }

    @Sendable func setAppearance(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try app.setAppearance(AppearanceInput(try await Form(request)).appearance)
        return .seeOther(MyHabitLabRoutes.settings.path(query: ["notice": Notice.appearance.rawValue]))
    }

    @Sendable func exportJSON(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .download(try app.exportJSON(), name: "my-habit-lab-\(try app.today).json", type: "application/json")
    }

    @Sendable func exportCSV(_ request: Request, context: BasicRequestContext) async throws -> Response {
        .download(try app.exportLoopCSV(), name: "my-habit-lab-\(try app.today)-csv.zip", type: "application/zip")
    }

    /// Imports an uploaded file (our JSON, Loop's `.db` or CSV zip). Imported, it answers with a
    /// redirect to Settings showing the summary (kept under an id in the address), so a reload
    /// shows the summary again rather than sending the file again. Refused, every problem is
    /// listed on the page (400) and nothing was written.
    /// Imports the uploaded file and redirects to its result, refused or not, so a reload shows
    /// the result again and never sends the file again (issue 39, item 16).
    @Sendable func importFile(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let result: SettingsPage.ImportResult
        do {
            let file = try await UploadedFile(request, field: "file", maximumSize: MyHabitLab.largestImport)
            result = .imported(try app.importFile(file.data), fileName: file.name)
        } catch MyHabitLabError.invalidImport(let problems) {
            result = .refused(problems)
        } catch let error as MyHabitLabError {
            if case .importStopped = error { result = .stopped(error.message) } else { result = .refused([error.message]) }
        } catch let error as WebError {
            result = .refused([error.message])
        }
        return .seeOther(MyHabitLabRoutes.settings.path(query: ["import": web.imports.keep(result)]))
    }

    private func page(importResult: SettingsPage.ImportResult? = nil) throws -> HTML {
        SettingsPage.page(archived: try app.habitList(archived: true), settings: try app.settings(), importResult: importResult,
                          sync: try web.syncLog.map { SyncSection.html(try .init($0), command: "habitsuite habits sync", calendar: app.calendar, now: app.clock.now) })
    }
}
