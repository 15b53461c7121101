import DayKit
import DayKitDatabase
import GRDB

/// The one daily reminder: at the active routine's first task time, every day from its start day.
public struct RoutineReminder: Codable, Sendable, Hashable {
    /// The routine reminded of.
    public var routineID: Int64
    /// Its name, for the notification's text.
    public var routineName: String
    /// The first task's time (00:00 fires at midnight).
    public var time: TimeOfDay
    /// The first day it fires.
    public var startDay: CalendarDay
}

/// Schedules the daily reminder on the platform (`UNUserNotificationCenter` on iOS; the database on Linux).
public protocol RoutineReminderScheduler: Sendable {
    /// Replaces whatever is scheduled with `reminder`; nil cancels everything.
    func replan(_ reminder: RoutineReminder?) throws
    /// What is scheduled now.
    func pending() throws -> [RoutineReminder]
}

extension RoutineReminder: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "pendingReminder"
}
