import DayKit
import Foundation

/// What a log write changed (`complete`, `log`, `check`, …): the task's state on the day written
/// and whether that write completed the challenge's day. Callers celebrate from it, without
/// reading the day around the write.
public struct DayChange: Sendable, Hashable {
    /// The day written.
    public let day: CalendarDay
    /// The task's state that day after the write.
    public let state: TaskStatus
    /// Whether the write completed the day: every task due that day done now, and not before.
    public let dayCompleted: Bool
}

/// What stopping a timer did: the minutes it added, and the change to their day.
public struct TimerStop: Sendable, Hashable {
    /// The minutes the timer ran, added to the day it was started.
    public let minutes: Double
    /// The change to that day.
    public let change: DayChange
}
