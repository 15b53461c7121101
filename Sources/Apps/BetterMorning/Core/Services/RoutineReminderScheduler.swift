import DayKit
import Foundation

/// The one daily reminder: at the active routine's first task time, every day from its start day.
public struct RoutineReminder: Codable, Sendable, Hashable {
    /// The routine reminded of.
    public var routineID: Routine.ID
    /// Its name, for the notification's text.
    public var routineName: String
    /// The first task's time (00:00 fires at midnight).
    public var time: TimeOfDay
    /// The first day it fires.
    public var startDay: CalendarDay

    /// The notification's title.
    public static let title = "Better Morning"

    /// The notification's text.
    public var body: String {
        "Time for \(routineName): your routine starts at \(time.formatted())."
    }

    /// The reminder on `day`: at the first task's time on the wall clock (not the time elapsed
    /// since midnight, an hour apart on daylight-saving days); a tap opens the routine.
    public func planned(on day: CalendarDay, in calendar: Calendar) -> PlannedRoutineReminder {
        PlannedRoutineReminder(fireAt: day.instant(whenTheClockReads: time.minutes, in: calendar), key: routineID.description,
                               title: Self.title, body: body, subject: routineID)
    }
}

/// One day's reminder of a routine (its id: a tap opens the routine's today).
public typealias PlannedRoutineReminder = PlannedReminder<Routine.ID>

/// Hands the daily reminder to the iPhone's notification center (`UNUserNotificationCenter`),
/// which schedules it ahead. On Linux there is none: the running server asks the plan when it
/// delivers (`BetterMorning.deliverDueReminder()`).
public protocol RoutineReminderScheduler: Sendable {
    /// Replaces whatever is scheduled with `reminder`; nil cancels everything.
    func replan(_ reminder: RoutineReminder?) throws
    /// What is scheduled now.
    func pending() throws -> [RoutineReminder]
}
