import DayKit
import Foundation
import GRDB

/// Reads a Loop Habit Tracker backup (its SQLite database, schema versions 12 through 26) into
/// checked habits and entries, reporting what cannot be mapped.
///
/// The mapping: frequency `freq_num` in `freq_den` days (1 in 1, or 7 in 7, is every day);
/// `type` 1 is numerical (values are stored ×1000; `target_type` 1 is "at most"); colours are
/// palette indices (old versions: ARGB integers), mapped to the nearest of ours; `question` (or
/// the older `description`) becomes the detail. Repetition values: 2 is done, 3 skipped, 1 a
/// day Loop filled in itself (not a user entry: not imported), 0 not done; rows of old versions
/// without a value are done. A habit starts on its first entry's day. Ids are kept from Loop's
/// `uuid`, or derived from the backup's own ids, so importing the same backup twice changes nothing.
struct LoopBackup {
    private(set) var problems: [String] = []
    let importDay: CalendarDay

    /// Loop's palette (its 20 material colours), by index.
    static let palette = ["#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B",
                          "#00ACC1", "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030",
                          "#757575", "#AAAAAA"]

    /// Everything in the backup at `url`.
    mutating func read(_ url: URL) throws -> ImportValidator.Checked {
        var configuration = Configuration()
        configuration.readonly = true
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: url.path, configuration: configuration)
        } catch {
            throw MyHabitLabError.unreadableFile("The Loop backup could not be opened (it may be damaged). Nothing changed.")
        }
        do {
            return try queue.read { db in try read(db) }
        } catch let error as MyHabitLabError {
            throw error
        } catch {
            throw MyHabitLabError.unreadableFile("The Loop backup is damaged or truncated (\(error.localizedDescription)). Nothing changed.")
        }
    }

    private mutating func read(_ db: Database) throws -> ImportValidator.Checked {
        guard try db.tableExists("Habits"), try db.tableExists("Repetitions") else {
            throw MyHabitLabError.unreadableFile("This SQLite file is not a Loop Habit Tracker backup. Nothing changed.")
        }
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard version >= 12 else {
            throw MyHabitLabError.unreadableFile("This Loop backup's schema (version \(version)) is older than 12, which is not supported. Open and back it up again in a current Loop. Nothing changed.")
        }
        if version > 26 { problems.append("The backup's schema version \(version) is newer than 26; its known columns were read.") }
        let habitColumns = Set(try db.columns(in: "Habits").map { $0.name.lowercased() })
        let repetitionColumns = Set(try db.columns(in: "Repetitions").map { $0.name.lowercased() })
        func column(_ name: String, _ fallback: String) -> String { habitColumns.contains(name) ? name : fallback }
        if try db.tableExists("HabitGroups"), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM HabitGroups") ?? 0 > 0 {
            problems.append("Loop's habit groups have no equivalent here; their habits were imported without their group.")
        }
        let habitRows = try Row.fetchAll(db, sql: """
            SELECT id, name, \(column("description", "NULL")) AS description, \(column("question", "NULL")) AS question,
                   color, archived, freq_num, freq_den, position, reminder_hour, reminder_min,
                   \(column("reminder_days", "127")) AS reminder_days, \(column("type", "0")) AS type,
                   \(column("target_type", "0")) AS target_type, \(column("target_value", "0")) AS target_value,
                   \(column("unit", "''")) AS unit, \(column("uuid", "NULL")) AS uuid
            FROM Habits ORDER BY position, id
            """)
        let valueColumn = repetitionColumns.contains("value") ? "value" : "2"
        let notesColumn = repetitionColumns.contains("notes") ? "notes" : "NULL"
        var repetitions: [Int64: [(day: CalendarDay, value: Int, note: String?)]] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT habit, timestamp, \(valueColumn), \(notesColumn) FROM Repetitions ORDER BY habit, timestamp")
        var badTimestamps = 0
        while let row = try rows.next() {
            guard let habit = row[0] as Int64?, let timestamp = row[1] as Int64?, timestamp >= 0, timestamp < 4_102_444_800_000 else {
                badTimestamps += 1
                continue
            }
            let note = (row[3] as String?).flatMap { $0.isEmpty ? nil : $0 }
            repetitions[habit, default: []].append((CalendarDay(dayNumber: Int(timestamp / 86_400_000)), row[2] ?? 2, note))
        }
        if badTimestamps > 0 { problems.append("\(badTimestamps) repetitions without a valid habit or date were left out.") }
        var habits: [(Habit, [HabitReminder])] = []
        var entries: [Entry] = []
        for (position, row) in habitRows.enumerated() {
            let loopID: Int64 = row["id"]
            guard var habit = habit(row, position: position) else { continue }
            var firstDay: CalendarDay?
            var autoDays = 0
            for repetition in repetitions[loopID] ?? [] {
                var mark: DayMark?
                switch (habit.kind, repetition.value) {
                case (_, 3): mark = .skipped
                case (.yesNo, 2): mark = .done
                case (.yesNo, 1): autoDays += 1
                case (.yesNo, _): mark = nil
                case (.measurable, let value): mark = value < 0 ? nil : .value(Double(value) / 1000)
                }
                guard mark != nil || repetition.note != nil else { continue }
                var note = repetition.note
                if let text = note, text.count > MyHabitLabLimits.noteLength {
                    note = String(text.prefix(MyHabitLabLimits.noteLength))
                    problems.append("“\(habit.name)” on \(repetition.day): the note was cut to \(MyHabitLabLimits.noteLength) characters.")
                }
                firstDay = min(firstDay ?? repetition.day, repetition.day)
                entries.append(Entry(id: Self.entryID(habit: habit.id, day: repetition.day), habitID: habit.id, day: repetition.day, mark: mark, note: note))
            }
            if autoDays > 0 {
                problems.append("“\(habit.name)”: \(autoDays) days that Loop filled in itself (not checked by you) were not imported.")
            }
            habit.createdDay = firstDay ?? importDay
            habits.append((habit, reminders(row)))
        }
        var checked = ImportValidator.Checked(habits: habits, entries: entries, dayStartsAt: nil)
        problems += checked.droppingRepeats()
        return checked
    }

    private mutating func habit(_ row: Row, position: Int) -> Habit? {
        let loopID: Int64 = row["id"]
        var name = ((row["name"] as String?) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { name = "Habit \(loopID)" }
        if name.count > MyHabitLabLimits.nameLength {
            problems.append("“\(name.prefix(30))…”: the name was cut to \(MyHabitLabLimits.nameLength) characters.")
            name = String(name.prefix(MyHabitLabLimits.nameLength))
        }
        let numerator = (row["freq_num"] as Int?) ?? 1
        let denominator = (row["freq_den"] as Int?) ?? 1
        let schedule: Schedule
        if numerator >= 1, numerator == denominator {
            schedule = .daily
        } else if numerator >= 1, denominator > numerator, denominator <= MyHabitLabLimits.longestPeriod {
            schedule = .times(numerator, per: denominator)
        } else {
            problems.append("“\(name)”: its frequency \(numerator) in \(denominator) days cannot be mapped; it was imported as every day.")
            schedule = .daily
        }
        var kind = HabitKind.yesNo
        if (row["type"] as Int?) == 1 {
            var target = (row["target_value"] as Double?) ?? 0
            if !(target > 0) {
                problems.append("“\(name)”: its target \(target) is not above 0; it was imported as 1.")
                target = 1
            }
            var unit = (row["unit"] as String?) ?? ""
            if unit.count > MyHabitLabLimits.unitLength {
                problems.append("“\(name)”: the unit was cut to \(MyHabitLabLimits.unitLength) characters.")
                unit = String(unit.prefix(MyHabitLabLimits.unitLength))
            }
            kind = .measurable(unit: unit, target: target, direction: (row["target_type"] as Int?) == 1 ? .atMost : .atLeast)
        }
        let question = (row["question"] as String?).flatMap { $0.isEmpty ? nil : $0 }
        let description = (row["description"] as String?).flatMap { $0.isEmpty ? nil : $0 }
        let detail = (question ?? description).map { String($0.prefix(MyHabitLabLimits.detailLength)) }
        let id = (row["uuid"] as String?).flatMap(Self.loopUUID) ?? Self.derivedID("loop habit \(loopID) \(name)")
        return Habit(id: id, name: name, detail: detail, icon: "✅", color: color(row["color"]), schedule: schedule, kind: kind,
                     createdDay: importDay, position: position, isArchived: ((row["archived"] as Int?) ?? 0) != 0)
    }

    private func color(_ value: Int64?) -> HabitColor {
        guard let value else { return .blue }
        if (0..<Int64(Self.palette.count)).contains(value), let rgb = HabitColor.components(of: Self.palette[Int(value)]) {
            return HabitColor.nearest(to: rgb)
        }
        // NB: early versions stored the colour itself as an ARGB integer.
        let argb = Int(truncatingIfNeeded: value) & 0xFFFFFF
        return HabitColor.nearest(to: ((argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF))
    }

    private func reminders(_ row: Row) -> [HabitReminder] {
        guard let hour = row["reminder_hour"] as Int?, let minute = row["reminder_min"] as Int? else { return [] }
        let packed = (row["reminder_days"] as Int?) ?? 127
        // NB: Loop packs weekdays with bit i for its weekday i = Calendar.DAY_OF_WEEK % 7 (0 Saturday, 1 Sunday, …).
        let weekdays = Set((0..<7).filter { packed & (1 << $0) != 0 }.map { ($0 + 6) % 7 + 1 })
        return HabitReminder(minutes: hour * 60 + minute, weekdays: weekdays.isEmpty ? Set(1...7) : weekdays).map { [$0] } ?? []
    }

    /// Loop's 32-hex-digit uuid as a UUID.
    static func loopUUID(_ text: String) -> UUID? {
        let hex = text.replacingOccurrences(of: "-", with: "")
        guard hex.count == 32 else { return nil }
        let chars = Array(hex)
        let dashed = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }.joined(separator: "-")
        return UUID(text: dashed)
    }

    /// A UUID derived from `key` (FNV-1a, 128 bits), the same for the same key every time.
    static func derivedID(_ key: String) -> UUID {
        derivedID(utf8: key.utf8)
    }

    /// The id of an imported entry: derived from its habit's id and its day (the key
    /// `"<habit id> <day>"`), so that importing the same file again finds it.
    static func entryID(habit: UUID, day: CalendarDay) -> UUID {
        // NB: a backup holds hundreds of thousands of rows: the key is written on the stack, not
        // made into a string.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 47) { key in
            habit.writeText(to: key.baseAddress!)
            key[36] = UInt8(ascii: " ")
            day.writeText(to: key.baseAddress! + 37)
            return derivedID(utf8: key)
        }
    }

    private static func derivedID(utf8 key: some Sequence<UInt8>) -> UUID {
        var high: UInt64 = 0xcbf2_9ce4_8422_2325
        var low: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in key {
            high = (high ^ UInt64(byte)) &* 0x100_0000_01b3
            low = (low ^ UInt64(byte)) &* 0x100_0000_01b3 ^ (high >> 29)
        }
        // The bytes of each half from its lowest, marked as a name-based (version 5-like) UUID.
        var uuid = unsafeBitCast((high.littleEndian, low.littleEndian), to: uuid_t.self)
        uuid.6 = uuid.6 & 0x0F | 0x50
        uuid.8 = uuid.8 & 0x3F | 0x80
        return UUID(uuid: uuid)
    }
}

extension MyHabitLab {
    /// Imports a Loop Habit Tracker backup (`.db`): merged by id in one transaction; what cannot
    /// be mapped is listed in the report's problems.
    public func importLoopBackup(_ data: Data, progress: (Double) -> Void = { _ in }) throws -> ImportReport {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString).db")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var backup = LoopBackup(importDay: try today)
        let checked = try backup.read(file)
        progress(0.2)
        return try merge(checked, problems: backup.problems, progress: progress)
    }
}
