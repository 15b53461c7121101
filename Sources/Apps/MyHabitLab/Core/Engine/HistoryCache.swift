import DayKit
import Foundation
import GRDB
import Synchronization

/// Computed habit histories kept in memory, each valid while its habit's `revision` and the day
/// are unchanged. Every write to a habit or its entries bumps the revision in the same
/// transaction (this process's or another's, the CLI beside a running server), so a history is
/// recomputed only for the habits that changed.
final class HistoryCache: Sendable {
    /// A habit's history with what the screens read of its strength.
    struct Computed: Sendable {
        let history: HabitHistory
        /// Today's strength.
        let strength: Double
        /// Strength over the last 30 days, oldest first.
        let recentStrength: [Double]
    }

    private struct Kept {
        let revision: Int
        let today: CalendarDay
        let computed: Computed
    }

    private let kept = Mutex<[UUID: Kept]>([:])

    /// The histories (and today's strength) of `habits` as of `today`, reading the entries of the
    /// ones not kept in one query.
    func histories(_ habits: [Habit], today: CalendarDay, firstWeekday: Int, _ db: Database) throws -> [UUID: Computed] {
        let revisions = try revisions(db)
        var result: [UUID: Computed] = [:]
        var missing: [Habit] = []
        kept.withLock { kept in
            for habit in habits {
                if let entry = kept[habit.id], entry.revision == revisions[habit.id], entry.today == today, entry.computed.history.habit == habit {
                    result[habit.id] = entry.computed
                } else {
                    missing.append(habit)
                }
            }
        }
        guard !missing.isEmpty else { return result }
        var marks: [UUID: [CalendarDay: DayMark]] = [:]
        let ids = Set(missing.map(\.id.uuidString))
        let sql = missing.count > 50
            ? "SELECT habitID, day, mark, value FROM entry WHERE mark IS NOT NULL"
            : "SELECT habitID, day, mark, value FROM entry WHERE mark IS NOT NULL AND habitID IN (\(ids.map { _ in "?" }.joined(separator: ",")))"
        let rows = try Row.fetchCursor(db, sql: sql, arguments: missing.count > 50 ? [] : StatementArguments(Array(ids)))
        while let row = try rows.next() {
            let habitID: String = row[0]
            guard ids.contains(habitID), let id = UUID(text: habitID), let day = CalendarDay(row[1] as String),
                  let mark = MyHabitLab.mark(row[2], row[3]) else { continue }
            marks[id, default: [:]][day] = mark
        }
        var computed: [UUID: Kept] = [:]
        for habit in missing {
            let history = HabitHistory(habit: habit, marks: marks[habit.id] ?? [:], today: today, firstWeekday: firstWeekday)
            let scores = HabitStrength.scores(history)
            let entry = Computed(history: history, strength: scores.last ?? 0, recentStrength: Array(scores.suffix(30)))
            computed[habit.id] = Kept(revision: revisions[habit.id] ?? 0, today: today, computed: entry)
            result[habit.id] = entry
        }
        kept.withLock { kept in kept.merge(computed) { $1 } }
        return result
    }

    private func revisions(_ db: Database) throws -> [UUID: Int] {
        var revisions: [UUID: Int] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT id, revision FROM habit")
        while let row = try rows.next() {
            if let id = UUID(text: row[0]) { revisions[id] = row[1] }
        }
        return revisions
    }
}
