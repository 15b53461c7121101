import DayKit

/// Days of the active routine that are over but not closed yet: a catch-up closes them as missed,
/// and asks first when there are more than `BetterMorningLimits.catchUpDays` (a long absence, or
/// a clock that ran ahead).
public struct OpenDays: Sendable, Hashable {
    /// The routine.
    let routineID: Routine.ID
    /// The first day not closed.
    public let first: CalendarDay
    /// The last (yesterday, on the Routine tab).
    public let last: CalendarDay
    /// How many days, `first` through `last`.
    public let count: Int
}

extension OpenDays: Encodable {
    private enum CodingKeys: String, CodingKey { case first, last, count }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(first, forKey: .first)
        try container.encode(last, forKey: .last)
        try container.encode(count, forKey: .count)
    }
}
