import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabFormats

extension Entry: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "entry"

    /// The table's columns.
    public enum Columns {
        static let habitID = Column("habitID")
        static let day = Column("day")
        static let id = Column("id")
        /// `done`, `value`, `skipped` or NULL (a note alone): the mark's kind (`DayMark.storedName`).
        static let mark = Column("mark")
        /// A `value` mark's number.
        static let value = Column("value")
        static let note = Column("note")
    }

    public init(row: Row) throws {
        self.init(id: UUID(text: row[Columns.id]) ?? UUID(), habitID: Habit.ID(text: row[Columns.habitID]) ?? Habit.ID(),
                  day: row[Columns.day], mark: DayMark(stored: row[Columns.mark], value: row[Columns.value]), note: row[Columns.note])
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container[Columns.id] = id.text
        container[Columns.habitID] = habitID.text
        container[Columns.day] = day
        container[Columns.mark] = mark.map { $0.storedName.description }
        container[Columns.value] = mark?.storedValue
        container[Columns.note] = note
    }
}

// MARK: - Storage of a day mark

extension DayMark {
    /// The mark's kind as stored in the `mark` column (and the JSON export's `mark`). NB: static
    /// text, which the import binds to SQLite in place.
    var storedName: StaticString {
        switch self {
        case .done: "done"
        case .skipped: "skipped"
        case .value: "value"
        }
    }

    /// The number stored in the `value` column: a value mark's, else none.
    var storedValue: Double? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// The mark stored as `name` (the `mark` column) and `value`; nil for none (a note alone).
    init?(stored name: String?, value: Double?) {
        switch name {
        case "done": self = .done
        case "skipped": self = .skipped
        case "value": self = .value(value ?? 0)
        default: return nil
        }
    }
}

// MARK: - Queries

extension DerivableRequest<Entry> {
    /// The entries of the habit `habitID`.
    func of(habit habitID: Habit.ID) -> Self {
        filter(Entry.Columns.habitID == habitID.uuidString)
    }
}

extension Entry {
    // NB: the statements kept below are found by their text: written once, not on every call.
    private static let onSQL = "SELECT * FROM entry WHERE \(Columns.habitID.name) = ? AND \(Columns.day.name) = ?"
    private static let marksSQL = "SELECT \(Columns.day.name), \(Columns.mark.name), \(Columns.value.name) FROM entry "
        + "WHERE \(Columns.habitID.name) = ? AND \(Columns.mark.name) IS NOT NULL"
    private static let marksFromSQL = marksSQL + " AND \(Columns.day.name) >= ?"

    /// The entry of `habitID` on `day`, if any. NB: every change reads it: a prepared statement, kept.
    /// Reads the first entry of the table, past the memory of histories: whether the table's
    /// first pages can be read at all (a damaged file throws here).
    static func readFirst(_ db: Database) throws {
        _ = try Row.fetchOne(db, sql: "SELECT * FROM entry LIMIT 1")
    }

    static func on(_ day: CalendarDay, of habitID: Habit.ID, _ db: Database) throws -> Entry? {
        try Entry.fetchOne(db.cachedStatement(sql: onSQL), arguments: [habitID.uuidString, day])
    }

    /// The first day `habitID` has an entry on (a mark or a note), if any.
    static func firstDay(of habitID: Habit.ID, _ db: Database) throws -> CalendarDay? {
        try Entry.all().of(habit: habitID).select(min(Columns.day), as: CalendarDay?.self).fetchOne(db) ?? nil
    }

    /// Every mark of `habitID` by day, from `start` on (every day when nil). NB: the histories
    /// read every mark of every habit (Stats over 200 habits × 10 years: 730,000 rows), one
    /// prepared statement, kept, per habit, served by the (habit, day) key; the row is read by
    /// position in this select's order, with no habit id parsed per row (Stats, benchmark (d):
    /// 5.2 ms median for 200 habits; by name, each of the 2.2 million values is looked up).
    static func marks(of habitID: Habit.ID, from start: CalendarDay? = nil, _ db: Database) throws -> [CalendarDay: DayMark] {
        var arguments: StatementArguments = [habitID.uuidString]
        if let start { arguments += [start] }
        var marks: [CalendarDay: DayMark] = [:]
        let rows = try Row.fetchCursor(db.cachedStatement(sql: start == nil ? marksSQL : marksFromSQL), arguments: arguments)
        while let row = try rows.next() {
            guard let day = CalendarDay(row[0] as String), let mark = DayMark(stored: row[1], value: row[2]) else { continue }
            marks[day] = mark
        }
        return marks
    }

    /// The marks of several habits by habit and day, each habit's from its own first day through
    /// `last`, in one query. NB: each span is a range of the (habit, day) key, so only the rows
    /// asked for are read, never a whole history (the widget reads 200 habits' today in one query).
    static func marks(in spans: [(habitID: Habit.ID, from: CalendarDay)], through last: CalendarDay,
                      _ db: Database) throws -> [Habit.ID: [CalendarDay: DayMark]] {
        guard !spans.isEmpty else { return [:] }
        let (habitID, day, mark, value) = (Columns.habitID.name, Columns.day.name, Columns.mark.name, Columns.value.name)
        let sql = "WITH span(habitID, start) AS (VALUES \(Array(repeating: "(?, ?)", count: spans.count).joined(separator: ", "))) "
            + "SELECT entry.\(habitID), entry.\(day), entry.\(mark), entry.\(value) FROM span "
            + "JOIN entry ON entry.\(habitID) = span.habitID AND entry.\(day) >= span.start AND entry.\(day) <= ? "
            + "WHERE entry.\(mark) IS NOT NULL"
        var arguments = StatementArguments()
        for span in spans { arguments += [span.habitID.uuidString, span.from] }
        arguments += [last]
        var marks: [Habit.ID: [CalendarDay: DayMark]] = [:]
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            guard let id = Habit.ID(text: row[0]), let day = CalendarDay(row[1] as String), let mark = DayMark(stored: row[2], value: row[3]) else { continue }
            marks[id, default: [:]][day] = mark
        }
        return marks
    }

    /// The notes of `habitID` by day.
    static func notes(of habitID: Habit.ID, _ db: Database) throws -> [CalendarDay: String] {
        let rows = try Row.fetchAll(db, Entry.all().of(habit: habitID).filter(Columns.note != nil).select(Columns.day, Columns.note))
        return Dictionary(rows.compactMap { row in
            CalendarDay(row[Columns.day.name] as String).map { ($0, row[Columns.note.name] as String) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The note of `habitID` on `day`, if any.
    static func note(of habitID: Habit.ID, on day: CalendarDay, _ db: Database) throws -> String? {
        try String.fetchOne(db, Entry.all().of(habit: habitID).filter(Columns.day == day).select(Columns.note))
    }

    /// Deletes every entry of `habitID`.
    static func deleteAll(of habitID: Habit.ID, _ db: Database) throws {
        _ = try Entry.all().of(habit: habitID).deleteAll(db)
    }

    /// Deletes the entry at `slot`.
    static func delete(at slot: EntrySlot, _ db: Database) throws {
        _ = try Entry.filter(Columns.habitID == slot.habitID.text && Columns.day == slot.day).deleteAll(db)
    }

    // MARK: - Statements of the import, the export and the seeding

    /// A statement inserting `rows` entries, each bound as (habitID, day, id, mark, value, note);
    /// `replacing` lets a row take the place of the entry stored on its habit and day.
    static func insertStatement(rows: Int, replacing: Bool, _ db: Database) throws -> Statement {
        let columns = [Columns.habitID, Columns.day, Columns.id, Columns.mark, Columns.value, Columns.note].map(\.name)
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        let insert = "INSERT \(replacing ? "OR REPLACE " : "")INTO entry (\(columns.joined(separator: ", "))) VALUES "
        return try db.makeStatement(sql: insert + Array(repeating: row, count: rows).joined(separator: ", "))
    }

    /// A statement reading every entry as (day, habitID, id, mark, note, value), in the order of
    /// habit and day (the JSON export's order and its keys' order).
    static func exportStatement(_ db: Database) throws -> Statement {
        let columns = [Columns.day, Columns.habitID, Columns.id, Columns.mark, Columns.note, Columns.value].map(\.name)
        return try db.makeStatement(sql: "SELECT \(columns.joined(separator: ", ")) FROM entry ORDER BY \(Columns.habitID.name), \(Columns.day.name)")
    }
}
