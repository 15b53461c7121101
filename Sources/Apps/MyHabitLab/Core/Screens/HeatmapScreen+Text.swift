import DayKit

extension HeatmapScreen {
    /// A year as text: a row per weekday, a column per week, shaded by level.
    public var text: String {
        let shades = ["·", "░", "▒", "▓", "█"]
        let rows = weekdays.enumerated().map { row, weekday in
            RegionFormat.current.shortWeekday(weekday) + " " + weeks.map { week in
                week[row].map { $0.state == .skipped ? "–" : shades[min(max($0.level, 0), shades.count - 1)] } ?? " "
            }.joined()
        }
        return (["\(habit.icon) \(habit.name) — \(year)"] + rows).joined(separator: "\n")
    }
}

extension CalendarMonthScreen {
    /// A month as text: weekday names, then a row per week.
    public var text: String {
        let header = weekdays.map { String(RegionFormat.current.shortWeekday($0).prefix(2)) + " " }.joined()
        let rows = weeks.map { week in
            week.map { day in day.map { String($0.date.day).leftPadded(2) + $0.state.symbol } ?? "   " }.joined()
        }
        return ([month, header] + rows).joined(separator: "\n")
    }
}
