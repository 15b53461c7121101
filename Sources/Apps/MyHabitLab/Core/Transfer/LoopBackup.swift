import DayKit
import Foundation
import Logging
import MyHabitLabFormats

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
    private(set) var problems = ImportProblems()
    let importDay: CalendarDay

    /// Loop's palette (its 20 material colours), by index.
    static let palette = ["#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B",
                          "#00ACC1", "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030",
                          "#757575", "#AAAAAA"]

    /// Everything in the backup `data`, opened in memory (`LoopBackupFile`): the user's backup is
    /// never copied to a file.
    mutating func read(_ data: Data, logger: Logger) throws -> ImportValidator.Checked {
        let file: LoopBackupFile
        do {
            file = try LoopBackupFile(data)
        } catch {
            logger.notice("A Loop backup could not be opened: \(error)")
            throw MyHabitLabError.unreadableFile("The Loop backup could not be opened (it may be damaged). Nothing changed.")
        }
        do {
            return try read(file)
        } catch let error as MyHabitLabError {
            throw error
        } catch let refusal as FormatRefusal {
            throw MyHabitLabError.unreadableFile(refusal.message)
        } catch {
            // NB: SQLite's code and statement say nothing to a person; they go to the log.
            logger.notice("A Loop backup could not be read: \(error)")
            throw MyHabitLabError.unreadableFile("The Loop backup is damaged or truncated, so it could not be read. Nothing changed.")
        }
    }

    private mutating func read(_ file: LoopBackupFile) throws -> ImportValidator.Checked {
        guard try file.isLoopBackup() else {
            throw MyHabitLabError.unreadableFile("This SQLite file is not a Loop Habit Tracker backup. Nothing changed.")
        }
        let version = try file.schemaVersion()
        guard version >= 12 else {
            throw MyHabitLabError.unreadableFile("This Loop backup's schema (version \(version)) is older than 12, which is not supported. Open and back it up again in a current Loop. Nothing changed.")
        }
        if version > 26 { problems.append("The backup's schema version \(version) is newer than 26; its known columns were read.") }
        if try file.hasHabitGroups() {
            problems.append("Loop's habit groups have no equivalent here; their habits were imported without their group.")
        }
        let habitRows = try file.habits()
        let names = LoopBackupFile.Habit.names(of: habitRows)
        // NB: held without their habit (the key): a backup has a million repetitions and more.
        var repetitions: [Int64: [(day: CalendarDay, value: Int64, note: String?)]] = [:]
        var badTimestamps = 0
        try file.repetitions { row in
            guard let repetition = try LoopBackupFile.Repetition(row, names: names) else {
                badTimestamps += 1
                return
            }
            repetitions[repetition.habit, default: []].append((repetition.day, repetition.value, repetition.note))
        }
        if badTimestamps > 0 { problems.append("\(badTimestamps) repetitions without a valid habit or date were left out.") }
        var habits: [(Habit, [HabitReminder])] = []
        var entries: [Entry] = []
        // NB: room for every repetition is made once (an array growing by doubling holds its entries twice while it copies).
        entries.reserveCapacity(repetitions.values.reduce(0) { $0 + $1.count })
        for (position, row) in habitRows.enumerated() {
            guard let loopHabit = try LoopBackupFile.Habit(row) else { continue }
            var habit = habit(loopHabit, position: position)
            var firstDay: CalendarDay?
            var autoDays = 0
            // NB: each habit's repetitions are let go as its entries are made, so the two are not held whole at once.
            for repetition in repetitions.removeValue(forKey: loopHabit.id) ?? [] {
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
                entries.append(Entry(id: Self.entryID(habit: habit.id.rawValue, day: repetition.day), habitID: habit.id, day: repetition.day, mark: mark, note: note))
            }
            if autoDays > 0 {
                problems.append("“\(habit.name)”: \(autoDays) days that Loop filled in itself (not checked by you) were not imported.")
            }
            habit.createdDay = firstDay ?? importDay
            habits.append((habit, reminders(loopHabit.reminder, of: habit.name)))
        }
        // NB: the entries are moved, not shared: a change to a shared array copies all of it.
        var checked = ImportValidator.Checked(habits: habits, entries: consume entries, dayStartsAt: nil)
        try checked.finishingOtherAppsFile(today: importDay, problems: &problems)
        return checked
    }

    /// The habit `loop`, at `position`, mapped to ours (what does not fit is cut or replaced, and said so).
    private mutating func habit(_ loop: LoopBackupFile.Habit, position: Int) -> Habit {
        var name = loop.name
        if name.count > MyHabitLabLimits.nameLength {
            problems.append("“\(name.prefix(30))…”: the name was cut to \(MyHabitLabLimits.nameLength) characters.")
            name = String(name.prefix(MyHabitLabLimits.nameLength))
        }
        let (numerator, denominator) = (loop.frequencyNumerator, loop.frequencyDenominator)
        let schedule: Schedule
        if numerator >= 1, numerator == denominator {
            schedule = .daily
        } else if numerator >= 1, denominator > numerator, denominator <= MyHabitLabLimits.longestPeriod {
            schedule = .times(Int(numerator), per: Int(denominator))
        } else {
            problems.append("“\(name)”: its frequency \(numerator) in \(denominator) days cannot be mapped; it was imported as every day.")
            schedule = .daily
        }
        var kind = HabitKind.yesNo
        if let numerical = loop.numerical {
            var target = numerical.target
            if !(target > 0) || !target.isFinite {
                problems.append("“\(name)”: its target \(target) is not a number above 0; it was imported as 1.")
                target = 1
            }
            var unit = numerical.unit
            if unit.count > MyHabitLabLimits.unitLength {
                problems.append("“\(name)”: the unit was cut to \(MyHabitLabLimits.unitLength) characters.")
                unit = String(unit.prefix(MyHabitLabLimits.unitLength))
            }
            kind = .measurable(unit: unit, target: target, direction: numerical.isAtMost ? .atMost : .atLeast)
        }
        let detail = Self.detail(question: loop.question, description: loop.description, of: name, problems: &problems)
        let id = loop.uuid.flatMap(Self.loopUUID) ?? Self.derivedID("loop habit \(loop.id) \(name)")
        return Habit(id: Habit.ID(id), name: name, detail: detail, icon: "✅", color: color(loop.color), schedule: schedule,
                     kind: kind, createdDay: importDay, position: position, isArchived: loop.isArchived)
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

    private mutating func reminders(_ reminder: LoopBackupFile.Habit.Reminder?, of name: String) -> [HabitReminder] {
        guard let reminder else { return [] }
        let (hour, minute) = (reminder.hour, reminder.minute)
        guard (0..<24).contains(hour), (0..<60).contains(minute) else {
            problems.append("“\(name)”: its reminder at \(hour):\(minute) is not a time of day; it was left out.")
            return []
        }
        // NB: Loop packs weekdays with bit i for its weekday i = Calendar.DAY_OF_WEEK % 7 (0 Saturday, 1 Sunday, …).
        let weekdays = Set((0..<7).filter { reminder.days & (1 << $0) != 0 }.map { ($0 + 6) % 7 + 1 })
        return TimeOfDay(hour: Int(hour), minute: Int(minute)).flatMap { HabitReminder($0, weekdays: weekdays.isEmpty ? Set(1...7) : weekdays) }
            .map { [$0] } ?? []
    }

    /// A habit's detail from Loop's question and description, both kept (the question first, a
    /// blank line between); what does not fit the detail's length is cut and said so.
    static func detail(question: String?, description: String?, of name: String, problems: inout ImportProblems) -> String? {
        let parts = [question, description].compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return nil }
        let detail = (parts.count == 2 && parts[0] == parts[1] ? [parts[0]] : parts).joined(separator: "\n\n")
        guard detail.count > MyHabitLabLimits.detailLength else { return detail }
        problems.append("“\(name)”: its question and description were cut to \(MyHabitLabLimits.detailLength) characters.")
        return String(detail.prefix(MyHabitLabLimits.detailLength))
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
        var backup = LoopBackup(importDay: try today)
        let checked = try backup.read(data, logger: logger)
        progress(0.2)
        return try merge(checked, problems: backup.problems.messages, progress: progress)
    }
}
