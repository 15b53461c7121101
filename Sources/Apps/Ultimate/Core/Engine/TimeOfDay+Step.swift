import DayKit

extension TimeOfDay {
    /// The step, in minutes, Ultimate rounds a completion's time down to when it plans adaptive
    /// reminders: a reminder at 07:40 rather than 07:43. (DayKit's times hold any minute.)
    static let step = 5
}
