import DayKit
import MyHabitLabCore
import WebSupport

/// Settings (tab 3): archived habits, the day's start, reminders, appearance, export and import,
/// widgets, about.
enum SettingsPage {
    typealias Routes = MyHabitLabRoutes

    /// What an import did, shown at the top of the page.
    enum ImportResult: Sendable {
        case imported(ImportReport, fileName: String)
        case refused([String])
        /// Stopped while writing (a full disk): what was saved and what to do, in words.
        case stopped(String)
    }

    static func page(archived: [HabitSummary], settings: HabitSettings, importResult: ImportResult?, sync: HTML? = nil) -> HTML {
        let chrome = PageChrome(title: "Settings", tab: MyHabitLabWebApp.Tab.settings.rawValue, message: MyHabitLabPage.current.notice, pageClass: "settings-page")
        let starts = stride(from: 0, through: MyHabitLabLimits.latestDayStart, by: 30).map { minutes -> HTML in
            let time = TimeOfDay(minutes: minutes)!.description
            return "<option value=\"\(time)\"\(if: minutes == settings.dayStartsAt, " selected")>\(minutes == 0 ? "Midnight (00:00)" : time)</option>"
        }
        return MyHabitLabWebApp.page(chrome, appearance: settings.appearance, header: Components.largeHeader("Settings"), content: """
            \(importResult.map(result))
            <h2 class="section-title">Archived habits</h2>
            \(archived.isEmpty ? "<p class=\"card footnote\">No archived habits. Archive a habit from its page to keep its history out of Today.</p>" : """
              <ul class="card plain-list archived-list">\(archived.map(archivedRow))</ul>
              """ as HTML)

            <h2 class="section-title">Day</h2>
            <form method="post" action="\(Routes.dayStart.path())" class="card setting-row">
              <label for="day-start">Day starts at</label>
              <select id="day-start" name="day-start">\(starts)</select>
              <button class="small-button" type="submit">Save</button>
              <p class="footnote">Up late? A check at 01:30 counts for the day before when the day starts at 03:00.</p>
            </form>

            <h2 class="section-title">Reminders</h2>
            <section class="card setting-row">
              <span>Reminders are <strong>\(settings.remindersOn ? "on" : "off")</strong></span>
              <form method="post" action="\(Routes.reminders.path())">
                <input type="hidden" name="reminders" value="\(settings.remindersOn ? "off" : "on")">
                <button class="small-button" type="submit">\(settings.remindersOn ? "Turn off" : "Turn on")</button>
              </form>
              <button class="text-link" type="button" data-ask-notifications hidden>Allow notifications in this browser</button>
              <p class="footnote">Set each habit's times on its edit page. While a page of the app is open, a due habit shows as a notification (or a banner here).</p>
            </section>

            <h2 class="section-title" id="appearance-title">Appearance</h2>
            \(appearance(settings.appearance))

            <h2 class="section-title">Your data</h2>
            <section class="card">
              <p>Your habits stay here, and on the devices you sync with this server. Export a copy any time.</p>
              <div class="button-row">
                <a class="button secondary" href="\(Routes.exportJSON.path())" download>Export JSON</a>
                <a class="button secondary" href="\(Routes.exportCSV.path())" download>Export CSV (zip)</a>
              </div>
              <form method="post" action="\(Routes.importFile.path())" enctype="multipart/form-data" class="import-form" data-upload>
                <label class="field-label" for="import-file">Import a MyHabitLab JSON file, or a Loop Habit Tracker backup (.db) or CSV zip</label>
                <input id="import-file" name="file" type="file" accept=".json,.db,.zip,application/json,application/zip" required>
                <button class="button" type="submit">Import</button>
                <progress class="import-progress" max="1" hidden aria-label="Import progress"></progress>
                <p class="footnote import-status" aria-live="polite"></p>
              </form>
              <p class="footnote">Habits and days are merged by their ids: importing the same file twice changes nothing.</p>
            </section>

            \(if: AccountLink.address != nil, """
            <h2 class="section-title">This server</h2>
            <section class="card">
              <p>You are signed in to this HabitSuite server. Sign out, or make and revoke tokens for scripts and devices.</p>
              <div class="button-row"><a class="button secondary" href="\(AccountLink.address ?? "")">\(AccountLink.title)</a></div>
            </section>
            """)
            \(sync)

            <h2 class="section-title">Widgets</h2>
            <section class="card button-row">
              <a class="button secondary" href="\(Routes.widget.path("small"))">Small widget</a>
              <a class="button secondary" href="\(Routes.widget.path("medium"))">Medium widget</a>
            </section>

            <h2 class="section-title">About</h2>
            <section class="card about">
              <p><strong>MyHabitLab</strong> — a habit tracker that works offline. No account and no tracking; it syncs only with your own server.</p>
              <p class="footnote">Scripts and shortcuts can use the JSON API at <code>\(Routes.apiHabits.path())</code> (see the README).</p>
            </section>
            """)
    }

    /// Light, Dark and System, one tap each (the chosen one pressed).
    static func appearance(_ chosen: HabitSettings.Appearance) -> HTML {
        let choices: [HTML] = HabitSettings.Appearance.allCases.map { look in
            """
            <button type="submit" name="appearance" value="\(look.rawValue)" aria-pressed="\(look == chosen ? "true" : "false")">\(look.rawValue.capitalized)</button>
            """
        }
        return """
            <section class="card">
              <form method="post" action="\(Routes.appearance.path())" class="segmented" role="group" aria-labelledby="appearance-title">
                \(choices)
              </form>
              <p class="footnote">System follows this device's light or dark setting.</p>
            </section>
            """
    }

    static func archivedRow(_ habit: HabitSummary) -> HTML {
        let id = habit.id.uuidString
        return """
            <li class="archived-row \(Components.colorClass(habit.color))">
              <a href="\(Routes.habit.path(id))"><span aria-hidden="true">\(habit.icon)</span> \(habit.name)</a>
              <form method="post" action="\(Routes.restore.path(id))">\(Components.from(Routes.settings.path(query: ["notice": Notice.restored.rawValue])))<button class="small-button" type="submit">Restore</button></form>
              <a class="small-button destructive-outline" href="\(Routes.delete.path(id))">Delete</a>
            </li>
            """
    }

    static func result(_ result: ImportResult) -> HTML {
        switch result {
        case .imported(let report, let fileName):
            return """
                <section class="card import-result" id="import-result" role="status">
                  <h2>Imported\(fileName.isEmpty ? "" : " “\(fileName)”")</h2>
                  <p>\(Components.counted(report.habits.added, "habit")) added, \(RegionFormat.current.text(Double(report.habits.updated))) updated; \(Components.counted(report.entries.added, "day")) added, \(RegionFormat.current.text(Double(report.entries.updated))) updated.</p>
                  \(if: !report.problems.isEmpty, "<ul class=\"problems\">\(report.problems.map { "<li>\($0)</li>" as HTML })</ul>")
                  <a class="button" href="\(Routes.today.path())">See Today</a>
                </section>
                """
        case .refused(let problems):
            return """
                <section class="card import-result refused" id="import-result" role="alert">
                  <h2>Not imported — nothing changed</h2>
                  <ul class="problems">\(problems.prefix(50).map { "<li>\($0)</li>" as HTML })</ul>
                  \(if: problems.count > 50, "<p class=\"footnote\">… and \(problems.count - 50) more.</p>")
                </section>
                """
        case .stopped(let message):
            return """
                <section class="card import-result refused" id="import-result" role="alert">
                  <h2>Imported in part</h2>
                  <p>\(message)</p>
                </section>
                """
        }
    }
}

/// What the "Day starts at" form sends, decoded once: minutes after midnight.
struct DayStartInput {
    let minutes: Int

    init(_ form: Form) throws {
        let text = try form.required("day-start")
        minutes = try Form.typed { try TypedText.time(text, like: "03:00") }.minutes
    }
}

/// What the appearance choice sends, decoded once: light, dark or system.
struct AppearanceInput {
    let appearance: HabitSettings.Appearance

    init(_ form: Form) throws {
        let text = try form.required("appearance")
        guard let appearance = HabitSettings.Appearance(rawValue: text) else {
            throw WebError.badRequest("“\(text)” is not an appearance: choose light, dark or system.")
        }
        self.appearance = appearance
    }
}

/// What the reminders switch sends, decoded once: on or off.
struct RemindersInput {
    let on: Bool

    init(_ form: Form) throws {
        on = try form.onOrOff("reminders") { "Reminders are “on” or “off”, not “\($0)”." }
    }
}
