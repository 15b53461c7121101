import DayKit
import Foundation

/// The JSON export format, version 1 (documented in docs/export-format.md). Everything is in a
/// fixed order with sorted keys, so exporting the same data twice gives the same bytes. Entries are
/// written by hand, one per line (`MyHabitLab.entryLines`).
enum ExportFile {
    static let formatName = "myhabitlab"
    static let currentVersion = 1

    struct Settings: Codable {
        /// `HH:MM`, 00:00–04:00.
        var dayStartsAt: String
    }

    struct ExportedHabit: Codable {
        var id: UUID
        var name: String
        var detail: String?
        var icon: String
        var color: HabitColor
        var schedule: Schedule
        var kind: String
        var unit: String?
        var target: Double?
        var direction: TargetDirection?
        var createdDay: CalendarDay
        var position: Int
        var archived: Bool
        var reminders: [ExportedReminder]
    }

    struct ExportedReminder: Codable {
        var time: String
        var weekdays: [String]
    }
}
