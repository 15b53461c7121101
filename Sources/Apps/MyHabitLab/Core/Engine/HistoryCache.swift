import DayKit
import Foundation
import GRDB
import MyHabitLabFormats
import Synchronization

/// Computed habit histories kept in memory, each valid while its habit's `revision` and the day
/// are unchanged. Every write to a habit's entries bumps the revision in the same transaction, and
/// a trigger bumps it on any change to the habit's row (this process's or another's, the CLI beside
/// a running server), so a history is recomputed, and a habit read again, only when it changed.
final class HistoryCache: Sendable {
    /// A habit's history with what the screens read of its strength.
    struct Computed: Sendable {
        let history: HabitHistory
        /// Strength on every day from the first, oldest first (Loop's score).
        let scores: [Double]
        /// Today's strength.
        var strength: Double { scores.last ?? 0 }
        /// Strength over the last 30 days, oldest first.
        var recentStrength: ArraySlice<Double> { scores.suffix(30) }
    }

    private struct Kept {
        let revision: Int
        let today: CalendarDay
        let habit: Habit
        /// The marks the history comes from.
        let marks: [CalendarDay: DayMark]
        /// Computed on the first read after a write recorded a mark (nil until then).
        let computed: Computed?
    }

    private let kept = Mutex<[Habit.ID: Kept]>([:])
    /// Held while histories are computed.
    private let computing = Mutex<Void>(())

    /// The histories (and today's strength) of `habits` as of `today`, reading the entries of the
    /// ones not kept.
    func histories(_ habits: [Habit], today: CalendarDay, firstWeekday: Int, _ db: Database) throws -> [Habit.ID: Computed] {
        try histories(habits, revisions: Habit.revisions(db), today: today, firstWeekday: firstWeekday, db)
    }

    /// The histories of `habits`, whose revisions are `revisions`. Histories are computed by one
    /// read at a time: a read that finds some missing while another computes them (the server's
    /// warm-up, say) waits for it and takes what it kept rather than reading every entry again.
    private func histories(_ habits: [Habit], revisions: [Habit.ID: Int], today: CalendarDay, firstWeekday: Int,
                           _ db: Database) throws -> [Habit.ID: Computed] {
        let found = kept(habits, revisions: revisions, today: today)
        guard !found.missing.isEmpty else { return found.result }
        return try computing.withLock { _ in
            var (result, marks, missing) = kept(habits, revisions: revisions, today: today)
            guard !missing.isEmpty else { return result }
            // NB: one query per habit, served by the unique habit-and-day index: no habit id is parsed per row.
            for habit in missing where marks[habit.id] == nil {
                marks[habit.id] = try Entry.marks(of: habit.id, db)
            }
            var computed: [Habit.ID: Kept] = [:]
            for habit in missing {
                let habitMarks = marks[habit.id] ?? [:]
                let history = HabitHistory(habit: habit, marks: habitMarks, today: today, firstWeekday: firstWeekday)
                let entry = Computed(history: history, scores: HabitStrength.scores(history))
                computed[habit.id] = Kept(revision: revisions[habit.id] ?? 0, today: today, habit: habit, marks: habitMarks, computed: entry)
                result[habit.id] = entry
            }
            self.kept.withLock { kept in kept.merge(computed) { $1 } }
            return result
        }
    }

    /// What is kept of `habits` at `revisions` and `today`: the computed histories, the marks of
    /// those kept without their history, and the habits whose history must be computed.
    private func kept(_ habits: [Habit], revisions: [Habit.ID: Int], today: CalendarDay)
        -> (result: [Habit.ID: Computed], marks: [Habit.ID: [CalendarDay: DayMark]], missing: [Habit]) {
        var result: [Habit.ID: Computed] = [:]
        var marks: [Habit.ID: [CalendarDay: DayMark]] = [:]
        var missing: [Habit] = []
        kept.withLock { kept in
            for habit in habits {
                if let entry = kept[habit.id], entry.revision == revisions[habit.id], entry.today == today, entry.habit == habit {
                    if let computed = entry.computed { result[habit.id] = computed } else { marks[habit.id] = entry.marks; missing.append(habit) }
                } else {
                    missing.append(habit)
                }
            }
        }
        return (result, marks, missing)
    }

    /// After a committed write changed one mark of `habit` (its revision going from `old` to `new`):
    /// keeps the marks with the change, so the next read computes the history without reading
    /// every entry again. Nothing is kept unless the marks at `old` were.
    func recorded(_ mark: DayMark?, on day: CalendarDay, of habit: Habit, revision old: Int, to new: Int) {
        kept.withLock { kept in
            guard let entry = kept[habit.id], entry.revision == old, entry.habit == habit else { return }
            var marks = entry.marks
            marks[day] = mark
            kept[habit.id] = Kept(revision: new, today: entry.today, habit: habit, marks: marks, computed: nil)
        }
    }

    /// The active habits in manual order with their histories (and today's strength) as of
    /// `today`: a habit kept at its current revision is taken as kept (with its position read
    /// afresh), the others are read. NB: Today and Stats list every habit on every read; a habit
    /// that did not change costs its id, revision and position only, read in one query.
    func activeHabits(today: CalendarDay, firstWeekday: Int, _ db: Database) throws -> (habits: [Habit], histories: [Habit.ID: Computed]) {
        let listed = try Habit.listedActive(db)
        var revisions: [Habit.ID: Int] = [:]
        for item in listed { revisions[item.id] = item.revision }
        let known = kept.withLock { kept in
            listed.map { item in kept[item.id].flatMap { $0.revision == revisions[item.id] ? $0.habit : nil } }
        }
        var habits: [Habit] = []
        habits.reserveCapacity(listed.count)
        for (item, known) in zip(listed, known) {
            guard var habit = try known ?? Habit.withID(text: item.text, db) else { continue }
            habit.position = item.position
            habits.append(habit)
        }
        return (habits, try histories(habits, revisions: revisions, today: today, firstWeekday: firstWeekday, db))
    }
}
