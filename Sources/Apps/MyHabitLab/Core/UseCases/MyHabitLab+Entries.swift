import DayKit
import Foundation
import GRDB

extension MyHabitLab {
    /// Marks a habit done on `day` (today when nil), or clears it when it already is. A measurable
    /// habit toggles between its target and nothing; an "at most" one, met with nothing logged,
    /// between nothing and an explicit 0 (a value logged is cleared). Returns the day's new state.
    @discardableResult
    public func toggle(_ id: Habit.ID, on day: CalendarDay? = nil) throws -> DayState {
        try record(id, on: day) { habit, entry in
            if case .measurable(_, _, .atMost) = habit.kind, entry.mark?.isSkipped != true {
                entry.mark = entry.mark == nil ? .value(0) : nil
            } else if habit.isMet(entry.mark) {
                entry.mark = nil
            } else if case .measurable(_, let target, _) = habit.kind {
                entry.mark = .value(target)
            } else {
                entry.mark = .done
            }
        }
    }

    /// A reminder's Done: the habit met on `day` (today when nil), in one transaction, never undone.
    /// A day already met stays as it is; a measurable habit gets its target; an "at most" one with
    /// nothing logged an explicit 0, while a value over its limit stays over (Done says nothing of
    /// how much). Returns the day's new state.
    @discardableResult
    public func markDone(_ id: Habit.ID, on day: CalendarDay? = nil) throws -> DayState {
        try record(id, on: day) { habit, entry in
            if entry.mark != nil, habit.isMet(entry.mark) { return }
            switch habit.kind {
            case .measurable(_, _, .atMost):
                if entry.mark == nil || entry.mark?.isSkipped == true { entry.mark = .value(0) }
            case .measurable(_, let target, _): entry.mark = .value(target)
            case .yesNo: entry.mark = .done
            }
        }
    }

    /// Records `value` for a measurable habit on `day`.
    @discardableResult
    public func setValue(_ id: Habit.ID, _ value: Double, on day: CalendarDay? = nil) throws -> DayState {
        guard value.isFinite, value >= 0, value < 1e9 else {
            throw MyHabitLabError.valueNotAllowed("A value is a number from 0 up to 999,999,999.")
        }
        return try record(id, on: day) { habit, entry in
            guard case .measurable = habit.kind else { throw MyHabitLabError.notMeasurable(habit.name) }
            entry.mark = .value(value)
        }
    }

    /// Marks `day` as a day off.
    @discardableResult
    public func skip(_ id: Habit.ID, on day: CalendarDay? = nil) throws -> DayState {
        try record(id, on: day) { _, entry in entry.mark = .skipped }
    }

    /// Clears `day`'s mark (a note stays).
    @discardableResult
    public func clear(_ id: Habit.ID, on day: CalendarDay) throws -> DayState {
        try record(id, on: day) { _, entry in entry.mark = nil }
    }

    /// Sets `day`'s note; empty text removes it.
    @discardableResult
    public func setNote(_ id: Habit.ID, _ text: String, on day: CalendarDay? = nil) throws -> DayState {
        let note = try Text.paragraph(text, field: "note")
        guard note.count <= MyHabitLabLimits.noteLength else { throw MyHabitLabError.noteTooLong(note.count) }
        return try record(id, on: day) { _, entry in entry.note = note.isEmpty ? nil : note }
    }

    /// The calendar editor's tap on a past day: nothing → done (a measurable habit: its target) →
    /// skipped → cleared. A note stays.
    @discardableResult
    public func cycle(_ id: Habit.ID, on day: CalendarDay) throws -> DayState {
        try record(id, on: day) { habit, entry in
            switch entry.mark {
            case nil:
                if case .measurable(_, let target, _) = habit.kind { entry.mark = .value(target) } else { entry.mark = .done }
            case .skipped?: entry.mark = nil
            case .done?, .value?: entry.mark = .skipped
            }
        }
    }

    /// Puts back the start a mark on an earlier day moved, once the marks before it are cleared:
    /// the habit starts on its first entry's day, or on that start when it is earlier (issue 39, item 1).
    private func restoreStart(of habit: inout Habit, _ db: Database) throws {
        guard let start = try Habit.startBeforeMarks(of: habit.id, db) else { return }
        let first = try Entry.firstDay(of: habit.id, db) ?? start
        habit.createdDay = min(start, first)
        try habit.update(db)
        if habit.createdDay == start { try Habit.setStartBeforeMarks(nil, of: habit.id, db) }
    }

    /// Changes one day's entry in one transaction: future days are refused; a day before the
    /// habit's first day moves that day back (clearing it moves it forward again, to the start it
    /// had); an entry left empty is deleted.
    private func record(_ id: Habit.ID, on requested: CalendarDay?,
                        change: (Habit, inout Entry) throws -> Void) throws -> DayState {
        let (state, written) = try database.writer.write { db -> (DayState, Written) in
            var habit = try self.habit(id, db)
            // NB: the statements of a change are prepared once and kept: a tap costs well under a millisecond.
            let revision = try Habit.revision(of: habit.id, db)
            let before = habit
            let today = try today(db)
            let day = requested ?? today
            guard day <= today else { throw MyHabitLabError.futureDay(day, today: today) }
            var entry = try Entry.on(day, of: habit.id, db) ?? Entry(habitID: habit.id, day: day, mark: nil)
            try change(habit, &entry)
            try Habit.bumpRevision(of: habit.id, db)
            if entry.mark == nil && entry.note == nil {
                _ = try entry.delete(db)
                if day == habit.createdDay { try restoreStart(of: &habit, db) }
            } else {
                try entry.save(db)
                if day < habit.createdDay {
                    if try Habit.startBeforeMarks(of: habit.id, db) == nil {
                        try Habit.setStartBeforeMarks(habit.createdDay, of: habit.id, db)
                    }
                    habit.createdDay = day
                    try habit.update(db)
                }
            }
            // NB: a day's state needs that day only, except for N-in-M habits: the rest of its period too.
            var window = habit
            window.createdDay = habit.firstDayNeeded(for: day)
            let marks = try marks(of: habit.id, from: window.createdDay, db)
            let state = HabitHistory(habit: window, marks: marks, today: today, firstWeekday: calendar.firstWeekday).state(on: day)
            return (state, Written(habit: before, day: day, mark: entry.mark, revision: revision, movedFirstDay: habit != before))
        }
        // NB: after the commit, so another process's later write can never match what is kept.
        if !written.movedFirstDay {
            cache.recorded(written.mark, on: written.day, of: written.habit, revision: written.revision, to: written.revision + 1)
        }
        return state
    }

    /// What `record` changed, for the history cache.
    private struct Written {
        let habit: Habit
        let day: CalendarDay
        let mark: DayMark?
        let revision: Int
        let movedFirstDay: Bool
    }
}
