import DayKit

extension WeekChart {
    /// The week as text: its title, then a bar of done tasks per day.
    public var text: String {
        let lines = days.map { day in
            "\(RegionFormat.current.shortWeekday(day.date.weekday)) \(day.date)  " + (day.count.map { String(repeating: "█", count: $0) + " \($0)" } ?? "·")
        }
        return ([title] + lines).joined(separator: "\n")
    }
}
