import DayKit
import Foundation
import UltimateCore
import WebSupport

/// The design system's components, drawn from screen states: progress ring and bar, status
/// badges, headers. Their look is in `app.css` (tokens as custom properties).
enum Components {
    /// A circular progress indicator, `progress` 0…1, with `label` inside, `size` 48, 56 or 96 px.
    /// NB: drawn with SVG attributes, never inline styles, which the Content-Security-Policy refuses.
    static func ring(_ progress: Double, label: String, size: Int = 56, caption: String) -> HTML {
        let circumference = 2 * Double.pi * 22
        let filled = max(0, min(1, progress)) * circumference
        return """
            <span class="ring ring-\(size)" role="img" aria-label="\(caption)">
              <svg viewBox="0 0 52 52" width="\(size)" height="\(size)" aria-hidden="true"><circle class="ring-track" cx="26" cy="26" r="22"/>\
            \(if: filled > 0, "<circle class=\"ring-fill\" cx=\"26\" cy=\"26\" r=\"22\" stroke-dasharray=\"\(Self.decimal(filled)) \(Self.decimal(circumference))\"/>")</svg>
              <span class="ring-label">\(label)</span>
            </span>
            """
    }

    /// A linear progress indicator toward a target (SVG, for the same reason).
    static func bar(_ value: Double, of target: Double, label: String) -> HTML {
        let percent = Int(((target > 0 ? max(0, min(1, value / target)) : 0) * 100).rounded())
        return """
            <svg class="bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="progressbar" aria-valuemin="0" aria-valuemax="100" \
            aria-valuenow="\(percent)" aria-label="\(label)"><rect class="bar-track" width="100" height="8" rx="4"/>\
            <rect class="bar-fill" width="\(percent)" height="8" rx="4"/></svg>
            """
    }

    /// A streak counter: a flame and the days in a row.
    static func streak(_ days: Int) -> HTML {
        """
        <span class="streak" aria-label="\(days) day streak"><span class="streak-flame" aria-hidden="true">🔥</span>\
        <span class="title-1">\(days)</span><span class="caption muted">day\(days == 1 ? "" : "s") in a row</span></span>
        """
    }

    /// A task's status in words, coloured by its meaning.
    static func badge(_ status: TaskStatus) -> HTML {
        "<span class=\"badge status-\(status.rawValue)\">\(status.words)</span>"
    }

    /// The large title of a tab's page, with an optional line under it.
    static func largeHeader(_ title: String, subtitle: String? = nil) -> HTML {
        """
        <header class="nav-bar large">
          <h1 class="title-xl">\(title)</h1>
          \(subtitle.map { "<p class=\"subhead\">\($0)</p>" as HTML })
        </header>
        """
    }

    /// A pushed page's bar: back to `back`, and its title.
    static func navBar(_ title: String, back: String, backLabel: String) -> HTML {
        """
        <header class="nav-bar">
          <a class="icon-button" href="\(back)" aria-label="\(backLabel)">\(Icons.back)</a>
          <h1 class="headline nav-title">\(title)</h1>
          <span class="nav-spacer"></span>
        </header>
        """
    }

    /// A number with up to two decimals and no trailing zeros.
    static func decimal(_ value: Double) -> String { value.twoDecimalText }

    /// Minutes as a clock reads them: 0.42 → "0:25", 45 → "45:00".
    static func minutesClock(_ minutes: Double) -> String {
        let seconds = Int((max(0, minutes) * 60).rounded())
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
