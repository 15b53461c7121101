import MyHabitLabCore
import WebSupport

/// Every address of MyHabitLab, written once: the handlers register these patterns and the pages
/// link with them.
enum MyHabitLabRoutes {
    /// Where the app lives.
    static let root = "/my-habit-lab"

    private static func route(_ pattern: String) -> Route { Route(pattern, in: root) }

    static let start = route("")
    static let welcome = route("welcome")
    static let finishWelcome = route("welcome/done")
    static let today = route("today")

    static let newHabit = route("habits/new")
    static let habits = route("habits")
    static let habit = route("habits/:id")
    static let editHabit = route("habits/:id/edit")
    static let day = route("habits/:id/days/:day")
    static let toggle = route("habits/:id/toggle")
    static let setValue = route("habits/:id/value")
    static let skip = route("habits/:id/skip")
    static let clear = route("habits/:id/clear")
    static let cycle = route("habits/:id/cycle")
    static let note = route("habits/:id/note")
    static let move = route("habits/:id/move")
    static let archive = route("habits/:id/archive")
    static let restore = route("habits/:id/restore")
    static let delete = route("habits/:id/delete")

    static let stats = route("stats")
    static let settings = route("settings")
    static let dayStart = route("settings/day-start")
    static let reminders = route("settings/reminders")
    static let appearance = route("settings/appearance")
    static let exportJSON = route("settings/export/json")
    static let exportCSV = route("settings/export/csv")
    static let importFile = route("settings/import")

    static let widget = route("widget/:size")
    static let widgetToggle = route("widget/:size/toggle/:id")

    /// Where the JSON API lives: every refusal under it is JSON.
    static let apiRoot = root + "/api"
    static let apiHabits = route("api/habits")
    static let apiToggle = route("api/habits/:id/toggle")
    static let apiValue = route("api/habits/:id/value")
    static let apiSkip = route("api/habits/:id/skip")
}

extension Route {
    /// The address of habit `id` (its `:id`), then the query and the fragment.
    func path(_ id: Habit.ID, query: KeyValuePairs<String, String> = [:], fragment: String? = nil) -> String {
        path(id.uuidString, query: query, fragment: fragment)
    }
}
