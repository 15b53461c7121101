import UltimateCore
import WebSupport

/// Every address of Ultimate, written once: the handlers register these patterns and the pages
/// link with them.
enum UltimateRoutes {
    /// Where the app lives.
    static let root = "/ultimate"

    private static func route(_ pattern: String) -> Route { Route(pattern, in: root) }

    static let start = route("")
    static let onboarding = route("welcome")
    static let finishOnboarding = route("welcome/done")
    static let design = route("design")
    static let today = route("today")
    /// An earlier day across challenges, while its grace lasts (yesterday).
    static let day = route("days/:day")

    static let challenges = route("challenges")
    static let template = route("templates/:template")
    static let startTemplate = route("templates/:template/start")
    static let challenge = route("challenges/:id")
    static let abandon = route("challenges/:id/abandon")
    static let restart = route("challenges/:id/restart")
    static let explainReset = route("challenges/:id/reset-explained")
    static let newChallenge = route("challenges/new")
    static let createChallenge = route("challenges/create")
    static let newTask = route("challenges/:id/tasks/new")
    static let addTask = route("challenges/:id/tasks")
    static let editTask = route("challenges/:id/tasks/:task/edit")
    static let moveTask = route("challenges/:id/tasks/:task/move")
    static let removeTask = route("challenges/:id/tasks/:task/remove")

    /// A task's detail: its day (`?day=`, today by default), note and history.
    static let task = route("challenges/:id/tasks/:task")
    // A task's day: each is a POST with the day in the form (today when absent).
    static let complete = route("challenges/:id/tasks/:task/complete")
    static let undo = route("challenges/:id/tasks/:task/undo")
    static let log = route("challenges/:id/tasks/:task/log")
    static let timer = route("challenges/:id/tasks/:task/timer")
    static let check = route("challenges/:id/tasks/:task/check")
    static let note = route("challenges/:id/tasks/:task/note")
    static let challengePhoto = route("challenges/:id/photo")

    static let progress = route("progress")

    static let photos = route("photos")
    static let addPhoto = route("photos/add")
    static let blurAll = route("photos/blur-all")
    static let comparePhotos = route("photos/compare")
    static let photoSession = route("photos/sessions/:id")
    static let photo = route("photos/:id")
    static let photoFile = route("photos/:id/files/:size")
    static let blurPhoto = route("photos/:id/blur")
    static let deletePhoto = route("photos/:id/delete")

    static let profile = route("profile")
    static let appearance = route("profile/appearance")
    static let units = route("profile/units")
    static let details = route("profile/details")
    static let notifications = route("profile/notifications")
    static let export = route("profile/export")
    static let importFile = route("profile/import")
    static let reset = route("profile/reset")

    static let staticFile = route("static/:name")

    /// A static file of the app.
    static func asset(_ name: String) -> String { staticFile.path(name) }
}

extension Route {
    /// The address of challenge `challenge` (`challenges/:id/…`), then the query and fragment.
    func path(_ challenge: Challenge.ID, query: KeyValuePairs<String, String> = [:], fragment: String? = nil) -> String {
        path(challenge.uuidString, query: query, fragment: fragment)
    }

    /// The address of task `task` of challenge `challenge` (`challenges/:id/tasks/:task/…`).
    func path(_ challenge: Challenge.ID, _ task: ChallengeTask.ID, query: KeyValuePairs<String, String> = [:], fragment: String? = nil) -> String {
        path(challenge.uuidString, task.uuidString, query: query, fragment: fragment)
    }
}
