import DayKit
import Foundation
import GRDB

extension MyHabitLab {
    /// What an edit form carries of the habit it was drawn from: a digest of the fields and
    /// reminders it shows. A save carrying another one was drawn before a change made elsewhere
    /// (another tab, the CLI), and `editHabit(_:drawnFrom:…)` refuses it (issue 39, item 6).
    public func editVersion(_ id: Habit.ID) throws -> String {
        try database.reader.read { db in try editVersion(of: try self.habit(id, db), db) }
    }

    /// The edit version of `habit` as stored.
    func editVersion(of habit: Habit, _ db: Database) throws -> String {
        let reminders = try ReminderRecord.all(of: habit.id, db).map(\.reminder)
        // NB: written out, not `hashValue`: Swift seeds its hashes per process, and a form outlives a restart.
        let text = [habit.name, habit.detail ?? "", habit.icon, habit.color.rawValue, "\(habit.schedule)", "\(habit.kind)",
                    habit.createdDay.description]
            + reminders.map { "\($0.minutes) \($0.weekdays.sorted())" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
