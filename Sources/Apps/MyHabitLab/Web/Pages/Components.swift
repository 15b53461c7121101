import DayKit
import Foundation
import MyHabitLabCore
import WebSupport

/// Pieces several pages share.
enum Components {
    typealias Routes = MyHabitLabRoutes

    /// A header with a back link and a title (sheets and pushed pages); an empty title is no heading
    /// (the page's own heading names it), not an empty one.
    static func backHeader(_ title: String, back: String, href: String, trailing: HTML? = nil) -> HTML {
        """
        <header class="header nav-header">
          <a class="back-link" href="\(href)">\(Icons.back)<span>\(back)</span></a>
          \(title.isEmpty ? "<span class=\"header-title\"></span>" as HTML : "<h1 class=\"header-title\">\(title)</h1>")
          \(trailing ?? "<span></span>")
        </header>
        """
    }

    /// A header with a large title and an optional action on the right.
    static func largeHeader(_ title: String, subtitle: String? = nil, trailing: HTML? = nil) -> HTML {
        """
        <header class="header large-header">
          <div><h1 class="header-title">\(title)</h1>\(subtitle.map { "<p class=\"header-subtitle\">\($0)</p>" as HTML })</div>
          \(trailing)
        </header>
        """
    }

    /// What a screen reader says for a day of a habit: "Read, Tue, Mar 3: done, 20 pages" (en_US).
    static func dayLabel(_ name: String, _ date: CalendarDay, _ state: DayState, value: Double?, unit: String?) -> String {
        var text = "\(name), \(date.formatted(.weekdayAndDay)): \(state.words)"
        if let value { text += ", \(value.regionText)\(unit.map { $0.isEmpty ? "" : " " + $0 } ?? "")" }
        return text
    }

    /// "3 days", "1 week", "2 periods of 10 days" for a streak.
    static func streakText(_ count: Int, unit: StreakUnit) -> String {
        unit.counted(count)
    }

    /// "1 habit", "3 habits", "19,379 days": `count` of `word`, plural unless it is one, the
    /// number grouped as the region writes it.
    static func counted(_ count: Int, _ word: String) -> String {
        "\(RegionFormat.current.text(Double(count))) \(word)\(count == 1 ? "" : "s")"
    }

    /// A rate 0…1 as "80%", or "–" when there is nothing to rate.
    static func percent(_ rate: Double?) -> String {
        rate.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
    }

    /// The CSS class carrying a habit's colour.
    static func colorClass(_ color: HabitColor) -> String { "color-\(color.rawValue)" }

    /// A hidden field naming the page an action returns to.
    static func from(_ path: String) -> HTML { "<input type=\"hidden\" name=\"from\" value=\"\(path)\">" }

    /// A hidden field naming the day an action is for.
    static func dayField(_ day: CalendarDay) -> HTML { "<input type=\"hidden\" name=\"day\" value=\"\(day.description)\">" }

    /// A line chart of `values` (0…1) as an SVG polyline in the habit's colour.
    static func lineChart(_ values: [Double], width: Int, height: Int, label: String, className: String = "line-chart") -> HTML {
        guard values.count > 1 else { return "<p class=\"footnote\">Not enough days yet for a chart.</p>" }
        let step = Double(width) / Double(values.count - 1)
        let points = values.enumerated().map { index, value in
            "\(Format.number(Double(index) * step)),\(Format.number(Double(height) - value * Double(height - 4) - 2))"
        }.joined(separator: " ")
        return """
            <svg class="\(className)" viewBox="0 0 \(width) \(height)" preserveAspectRatio="none" role="img" aria-label="\(label)">\
            <polyline points="\(points)" fill="none" stroke="currentColor" stroke-width="2" vector-effect="non-scaling-stroke" stroke-linejoin="round"/></svg>
            """
    }

    /// Vertical bars with labels under them.
    static func barChart(_ bars: [(label: String, value: Int)], label: String) -> HTML {
        guard bars.contains(where: { $0.value > 0 }) else { return "<p class=\"footnote\">Nothing done yet.</p>" }
        let (width, height, base) = (340.0, 120.0, 100.0)
        let top = max(1, bars.map(\.value).max() ?? 1)
        // A bar is never wider than a week's: a few bars stand centred, not as slabs.
        let column = width / Double(max(7, bars.count))
        let start = (width - column * Double(bars.count)) / 2
        let columns: [HTML] = bars.enumerated().map { index, bar in
            let barHeight = Double(bar.value) / Double(top) * (base - 16)
            let x = start + Double(index) * column
            return """
                <rect x="\(Format.number(x + column * 0.2))" y="\(Format.number(base - barHeight))" width="\(Format.number(column * 0.6))" height="\(Format.number(barHeight))" rx="3" fill="currentColor"/>\
                \(if: bar.value > 0, "<text class=\"bar-value\" x=\"\(Format.number(x + column / 2))\" y=\"\(Format.number(base - barHeight - 4))\" text-anchor=\"middle\">\(bar.value)</text>")\
                <text x="\(Format.number(x + column / 2))" y="\(Format.number(height - 4))" text-anchor="middle">\(bar.label)</text>
                """
        }
        let description = bars.map { "\($0.label) \($0.value)" }.joined(separator: ", ")
        return """
            <svg class="bar-chart" viewBox="0 0 \(Int(width)) \(Int(height))" role="img" aria-label="\("\(label): \(description)")">\(columns)</svg>
            """
    }
}
