import WebSupport

/// Every address of Better Morning, written once: the handlers register these patterns and the
/// pages link with them.
enum BetterMorningRoutes {
    /// Where the app lives.
    static let root = "/better-morning"

    private static func route(_ pattern: String) -> Route { Route(pattern, in: root) }

    static let start = route("")
    static let onboarding = route("onboarding")
    static let completeOnboarding = route("onboarding/done")
    static let explore = route("explore")
    static let celebrity = route("celebrities/:id")
    static let choose = route("celebrities/:id/choose")
    static let routine = route("routine")
    static let toggle = route("routine/tasks/:task/toggle")
    static let closeDays = route("routine/close-days")
    static let run = route("run")
    static let runDone = route("run/tasks/:task/done")
    static let runLastStep = route("run/last-step")
    static let data = route("data")
    static let restart = route("data/:routine/restart")
    static let delete = route("data/:routine/delete")
    static let settings = route("settings")
    static let notifications = route("settings/notifications")
    static let reset = route("settings/reset")
    static let create = route("create")
    static let createTitle = route("create/title")
    static let addTaskSheet = route("create/add")
    static let addTask = route("create/tasks")
    static let editTask = route("create/tasks/:task")
    static let removeTask = route("create/tasks/:task/delete")
    static let saveDraft = route("create/save")
    static let discardDraft = route("create/discard")
    static let paywall = route("paywall")
    static let paymentSheet = route("paywall/sheet")
    static let buy = route("paywall/buy")
    static let restore = route("paywall/restore")
}
