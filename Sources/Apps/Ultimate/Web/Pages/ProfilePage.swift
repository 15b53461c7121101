import UltimateCore
import WebSupport

/// Profile & settings: units and appearance.
enum ProfilePage {
    typealias Routes = UltimateRoutes

    static func page(_ profile: UltimateProfile, notice: String?) -> HTML {
        let chrome = PageChrome(title: "Profile", tab: UltimateWebApp.Tab.profile.rawValue, notice: notice, pageClass: "profile-page")
        return UltimateWebApp.page(chrome, appearance: profile.appearance, header: Components.largeHeader("Profile", subtitle: profile.name.isEmpty ? nil : profile.name), content: """
            <h2 class="section-title">Units</h2>
            \(choice(Routes.units.path(), name: "units", label: "Units", options: UnitSystem.allCases.map { ($0.rawValue, $0.rawValue.capitalized) },
                     selected: profile.units.rawValue))
            <p class="footnote muted">Metric shows litres, kilograms and kilometres; imperial shows fluid ounces, pounds and miles. \
            Switching converts what is shown; what you logged stays as it was.</p>
            <h2 class="section-title">Appearance</h2>
            \(choice(Routes.appearance.path(), name: "appearance", label: "Appearance", options: UltimateProfile.Appearance.allCases.map { ($0.rawValue, $0.rawValue.capitalized) },
                     selected: profile.appearance.rawValue))
            """)
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
}
