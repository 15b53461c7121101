import DayKit
import UltimateCore
import WebSupport

/// Profile & settings: details, units, appearance, notifications, data (export, reset) and about.
enum ProfilePage {
    typealias Routes = UltimateRoutes

    /// The profile; a details form refused comes back with its `answers` and its `problem`.
    static func page(_ profile: UltimateProfile, answers: Form? = nil, problem: FieldProblem? = nil,
                     refusedImport: [String]? = nil, sync: HTML? = nil) -> HTML {
        let chrome = PageChrome(title: "Profile", tab: UltimateWebApp.Tab.profile.rawValue, message: UltimatePage.current.notice,
                                error: problem?.field == "form" ? problem?.message : nil, pageClass: "profile-page")
        return UltimateWebApp.page(chrome,
                                   header: Components.largeHeader("Profile", subtitle: profile.name.isEmpty ? nil : profile.name), content: """
            <h2 class="section-title">Your details</h2>
            \(details(profile, from: Routes.profile.path(), button: "Save details", answers: answers, problem: problem))
            <h2 class="section-title">Units</h2>
            \(choice(Routes.units.path(), name: "units", label: "Units", options: UnitSystem.allCases.map { ($0.rawValue, $0.rawValue.capitalized) },
                     selected: profile.units.rawValue))
            <p class="footnote muted">Metric shows litres, kilograms and kilometres; imperial shows fluid ounces, pounds and miles. \
            Switching converts what is shown; what you logged stays as it was.</p>
            <h2 class="section-title">Appearance</h2>
            \(choice(Routes.appearance.path(), name: "appearance", label: "Appearance", options: UltimateProfile.Appearance.allCases.map { ($0.rawValue, $0.rawValue.capitalized) },
                     selected: profile.appearance.rawValue))
            <h2 class="section-title">Notifications</h2>
            \(notifications(profile, from: Routes.profile.path(), button: "Save notifications"))
            <h2 class="section-title">Your data</h2>
            <section class="glass-card actions">
              <a class="button secondary wide" href="\(Routes.export.path())" download>Export all data (zip)</a>
              <p class="footnote muted">Every challenge, log and photo session as JSON, with the photos, in one zip.</p>
              <form class="restore" method="post" action="\(Routes.importFile.path())" enctype="multipart/form-data" id="restore">
                <label class="field"><span class="subhead">Restore an export</span>
                  <input type="file" name="file" accept=".zip,application/zip" required></label>
                <button class="button secondary wide" type="submit">Restore</button>
                \(refusedImport.map { problems in
                    "<p class=\"alert import-refused\" role=\"alert\">\("Not restored — nothing changed. " + problems.joined(separator: " "))</p>" as HTML
                })
              </form>
              <p class="footnote muted">A restore adds the export's challenges (those already here by id take its plan), logs and photos.</p>
              <a class="button secondary destructive wide" href="\(Routes.reset.path())">Reset all data…</a>
            </section>
            \(if: AccountLink.address != nil, """
            <h2 class="section-title">This server</h2>
            <section class="glass-card actions">
              <a class="button secondary wide" href="\(AccountLink.address ?? "")">\(AccountLink.title)</a>
              <p class="footnote muted">Sign out, or make and revoke tokens for scripts and devices.</p>
            </section>
            """)
            \(sync)
            <h2 class="section-title">About</h2>
            <section class="glass-card">
              <p class="callout">Ultimate — challenges with measured tasks, honest resets and private progress photos. Everything stays here, and on the devices you sync with this server.</p>
              <a class="button tertiary" href="\(Routes.design.path())">Design system</a>
            </section>
            """)
    }

    /// Name, height and weight (in the profile's units). Refused, the form comes back with its
    /// `answers` and the `problem` beside its field (`height`, `weight`).
    /// The details form; with `unitsHere` (the page it is on), it holds the units choice too: a
    /// switch keeps what was typed, converted, and comes back to that page. The choice comes after
    /// the form's own button, so Return in a field sends the form, not a switch.
    static func details(_ profile: UltimateProfile, from: String, button: String, answers: Form? = nil, problem: FieldProblem? = nil,
                        unitsHere: String? = nil) -> HTML {
        let units = profile.units
        let unitsChoice: HTML? = unitsHere.map { here in
            """
              <input type="hidden" name="here" value="\(here)">
              <div class="segmented" role="group" aria-label="Units">
              \(UnitSystem.allCases.map { system in
                "<button type=\"submit\" name=\"units\" value=\"\(system.rawValue)\" aria-pressed=\"\(system == units ? "true" : "false")\">\(system.rawValue.capitalized)</button>\n" as HTML
              })</div>
            """
        }
        return """
            <form class="glass-card form" method="post" action="\(Routes.details.path())">
              <input type="hidden" name="from" value="\(from)">
              <label class="field"><span class="subhead">Name</span><input name="name" value="\(answers?["name"] ?? profile.name)" maxlength="60" autocomplete="given-name"></label>
              <div class="field-pair">
                \(heightFields(profile.heightCm, units: units, answers: answers, problem: problem))
                <label class="field"><span class="subhead">Weight (\(units.weightUnit.rawValue))</span><input name="weight" inputmode="decimal" \
            value="\(answers?["weight"] ?? profile.weightKg.map { Components.decimal(units.weight(fromKilograms: $0)) } ?? "")"\(problem?.attributes(for: "weight"))></label>
              </div>
              \(problem?.message(for: "height"))\(problem?.message(for: "weight"))
              <button class="button primary wide" type="submit">\(button)</button>
              \(unitsChoice)
            </form>
            """
    }

    /// What the height fields show for `centimeters` in `units`: `[cm]`, or `[feet, inches]`.
    static func heightFieldValues(_ centimeters: Double, units: UnitSystem) -> [String] {
        guard units == .imperial else { return [Components.decimal(centimeters)] }
        let split = UnitSystem.feetAndInches(centimeters: centimeters)
        return [String(split.feet), String(split.inches)]
    }

    /// A height in the profile's units: centimetres, or feet and inches (`heightFeet`,
    /// `heightInches`); `answers` keeps what was typed.
    static func heightFields(_ centimeters: Double?, units: UnitSystem, answers: Form?, required: Bool = false, problem: FieldProblem? = nil) -> HTML {
        // NB: what the fields show is `heightFieldValues`, which the details input compares with what comes back.
        let shown = centimeters.map { heightFieldValues($0, units: units) }
        guard units == .imperial else {
            return """
                <label class="field"><span class="subhead">Height (cm)</span><input name="height" inputmode="decimal" \
                value="\(answers?["height"] ?? shown?[0] ?? "")"\(if: required, " required")\(problem?.attributes(for: "height"))></label>
                """
        }
        return """
            <fieldset class="field height-field"><legend class="subhead">Height (ft, in)</legend>
              <input name="heightFeet" inputmode="numeric" aria-label="Feet" value="\(answers?["heightFeet"] ?? shown?[0] ?? "")"\(if: required, " required")\(problem?.attributes(for: "height"))>
              <input name="heightInches" inputmode="decimal" aria-label="Inches" value="\(answers?["heightInches"] ?? shown?[1] ?? "")">
            </fieldset>
            """
    }

    static let strategies: [(UltimateProfile.NotificationStrategy, String)] = [
        (.fixed, "Fixed — each unfinished task at its time"),
        (.adaptive, "Adaptive — before the time you usually finish it"),
        (.progressive, "Progressive — more often as the day ends"),
        (.minimal, "Minimal — one evening reminder, only to save a strict challenge"),
    ]

    /// How reminders come: one radio button per strategy.
    static func strategyChoice(selected: String, legend: String) -> HTML {
        """
        <fieldset class="radio-list"><legend class="subhead">\(legend)</legend>
        \(strategies.map { strategy, text in
            "<label><input type=\"radio\" name=\"strategy\" value=\"\(strategy.rawValue)\"\(if: strategy.rawValue == selected, " checked")> <span>\(text)</span></label>\n" as HTML
        })</fieldset>
        """
    }

    /// The strategy and the quiet hours.
    static func notifications(_ profile: UltimateProfile, from: String, button: String) -> HTML {
        """
        <form class="glass-card form" method="post" action="\(Routes.notifications.path())">
          <input type="hidden" name="from" value="\(from)">
          \(strategyChoice(selected: profile.notificationStrategy.rawValue, legend: "Reminders"))
          <div class="field-pair">
            <label class="field"><span class="subhead">Quiet from</span><input type="time" name="quietStart" value="\(profile.quietStart.description)" step="300"></label>
            <label class="field"><span class="subhead">until</span><input type="time" name="quietEnd" value="\(profile.quietEnd.description)" step="300"></label>
          </div>
          <p class="footnote muted">Never more than 6 a day, never in the quiet hours, never for a task already done.</p>
          <button class="button primary wide" type="submit">\(button)</button>
        </form>
        """
    }

    /// A segmented choice: one POST button per option, the selected one pressed.
    static func choice(_ action: String, name: String, label: String, options: [(String, String)], selected: String) -> HTML {
        """
        <form class="segmented glass-card" method="post" action="\(action)" role="group" aria-label="\(label)">
        \(options.map { value, text in
            "<button type=\"submit\" name=\"\(name)\" value=\"\(value)\" aria-pressed=\"\(value == selected ? "true" : "false")\">\(text)</button>\n" as HTML
        })</form>
        """
    }

    static func confirmReset() -> HTML {
        UltimateWebApp.page(PageChrome(title: "Reset all data?", pageClass: "confirm-page"),
                            header: Components.navBar("Profile", back: Routes.profile.path(), backLabel: "Profile"),
                            content: Layout.confirmDialog(
                                heading: "Reset all data?", message: "Every challenge, log, photo and your profile are deleted from this device. Export first to keep a copy.",
                                action: Routes.reset.path(), confirmLabel: "Reset all data", cancelHref: Routes.profile.path()))
    }
}
