import DayKit
import MyHabitLabFormats

/// When a habit is due: every day, on chosen weekdays, or N times in every M days (Loop's model:
/// 3 in 7 is "3 times a week", 1 in 30 "once a month").
public enum Schedule: Sendable, Hashable {
    /// Every day.
    case daily
    /// On these weekdays (1 = Sunday … 7 = Saturday, as `Calendar` numbers them).
    case weekdays(Set<Int>)
    /// `times` days in every period of `days` days.
    case times(Int, per: Int)

    /// How often per day the habit is meant to be done (Loop's frequency: 1 daily, 3/7 three times a week).
    public var frequency: (numerator: Int, denominator: Int) {
        switch self {
        case .daily: (1, 1)
        case .weekdays(let days): (days.count, 7)
        case .times(let times, let days): (times, days)
        }
    }

    /// Whether `day` is a due day (every day of an N-in-M schedule may be one of the N).
    public func isDue(_ day: CalendarDay) -> Bool {
        if case .weekdays(let days) = self { return days.contains(day.weekday) }
        return true
    }

    /// Whether the habit counts in periods (N in M) rather than in days.
    public var isPeriodic: Bool {
        if case .times(_, let days) = self { return days > 1 }
        return false
    }

    /// The text a person reads: "Every day", "Mon, Wed, Fri", "3 times in 7 days".
    public var summary: String {
        switch self {
        case .daily: return "Every day"
        case .weekdays(let days):
            if days.count == 7 { return "Every day" }
            return RegionFormat.current.weekdays.filter(days.contains).map(RegionFormat.current.shortWeekday).joined(separator: ", ")
        case .times(let times, let days):
            if days == 7 { return times == 1 ? "Once a week" : "\(times) times a week" }
            if days == 30 || days == 31 { return times == 1 ? "Once a month" : "\(times) times a month" }
            return "\(times) time\(times == 1 ? "" : "s") in \(days) days"
        }
    }

    /// The weekday keys the CLI and JSON use.
    public static let weekdayKeys = ExportFile.weekdayKeys

    /// The weekdays as keys (`mon wed fri`); empty unless the schedule names weekdays.
    var weekdayText: String {
        guard case .weekdays(let days) = self else { return "" }
        return days.sorted().map { Self.weekdayKeys[$0 - 1] }.joined(separator: " ")
    }
}

extension Schedule: Codable {
    /// The schedule as the export file writes it.
    var exported: ExportFile.Schedule {
        switch self {
        case .daily: .daily
        case .weekdays(let days): .weekdays(days)
        case .times(let times, let days): .times(times, per: days)
        }
    }

    /// The schedule the export file's `schedule` says.
    init(_ exported: ExportFile.Schedule) {
        self = switch exported {
        case .daily: .daily
        case .weekdays(let days): .weekdays(days)
        case .times(let times, let days): .times(times, per: days)
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(try ExportFile.Schedule(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try exported.encode(to: encoder)
    }
}
