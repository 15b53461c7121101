import DayKit
import Foundation
import MyHabitLabFormats

/// Checks an export file as a whole and collects every problem with its JSON path.
struct ImportValidator {
    private(set) var problems = ImportProblems()
    /// Entries may mark days up to today, as a tap may.
    let today: CalendarDay

    /// Thrown when so many problems were found that reading stops.
    struct StoppedReading: Error {}

    /// What an import writes, besides the entries its reader sent ahead (an export's). The merge
    /// relies on the file repeating no habit id, no entry id and no habit and day, and on every
    /// entry's habit being among its habits.
    struct Checked {
        var habits: [(habit: Habit, reminders: [HabitReminder])]
        /// The entries not sent ahead.
        var entries: [Entry] = []
        var dayStartsAt: Int?
        var appearance: HabitSettings.Appearance?

        /// What every reader of another app's file does last: drops repeats, and entries on days
        /// after `today` (which no tap could mark); refuses a file with no habit to import.
        mutating func finishingOtherAppsFile(today: CalendarDay, problems: inout ImportProblems) throws {
            problems += droppingRepeats()
            problems += removingControlCharacters()
            let future = entries.count { $0.day > today }
            if future > 0 {
                entries.removeAll { $0.day > today }
                problems.append("\(future) entries on days after today (\(today)) were left out: only days up to today can be marked.")
            }
            guard !habits.isEmpty else {
                throw MyHabitLabError.invalidImport(["There is no habit in this file that could be imported."] + problems.messages)
            }
        }

        /// Files of other apps: control characters (which no field of ours takes) are removed from
        /// names, units, details and notes, line breaks kept where a field has lines.
        private mutating func removingControlCharacters() -> [String] {
            var cleaned = 0
            for index in habits.indices {
                var habit = habits[index].habit
                let name = Text.withoutControlCharacters(habit.name)
                let detail = habit.detail.map { Text.withoutControlCharacters($0, keepingLines: true) }
                var unitRemoved = false
                if case .measurable(let unit, let target, let direction) = habit.kind {
                    let clean = Text.withoutControlCharacters(unit)
                    (unitRemoved, habit.kind) = (clean.removed, .measurable(unit: clean.text, target: target, direction: direction))
                }
                guard name.removed || detail?.removed == true || unitRemoved else { continue }
                let trimmed = name.text.trimmingCharacters(in: .whitespaces)
                habit.name = trimmed.isEmpty ? "Unnamed habit" : trimmed
                habit.detail = detail?.text
                habits[index].habit = habit
                cleaned += 1
            }
            var notes = 0
            for index in entries.indices {
                guard let note = entries[index].note else { continue }
                let clean = Text.withoutControlCharacters(note, keepingLines: true)
                if clean.removed {
                    entries[index].note = clean.text
                    notes += 1
                }
            }
            var messages: [String] = []
            if cleaned > 0 { messages.append("Control characters were removed from \(cleaned == 1 ? "1 habit's" : "\(cleaned) habits'") name, unit or description.") }
            if notes > 0 { messages.append("Control characters were removed from \(notes == 1 ? "1 note" : "\(notes) notes").") }
            return messages
        }

        /// Files of other apps: keeps the first habit of each id, and of entries on the same habit
        /// and day (Loop's files can repeat a day) the last, as Loop shows it. Returns a message
        /// for each kind of thing dropped.
        mutating func droppingRepeats() -> [String] {
            var messages: [String] = []
            var ids = Set<Habit.ID>()
            let habitCount = habits.count
            habits = habits.filter { ids.insert($0.habit.id).inserted }
            if habits.count < habitCount { messages.append("\(habitCount - habits.count) habits repeating another's id were left out.") }
            let entryCount = entries.count
            if Self.comeTogether(entries) {
                // NB: as in Loop's files: a repeated day is next to its twin, found without a set of
                // every entry; the entries kept move forward in place (a million take 100 MB).
                var kept = 0
                for index in entries.indices where ids.contains(entries[index].habitID) {
                    if index + 1 < entries.count, entries[index + 1].slot == entries[index].slot { continue }
                    entries[kept] = entries[index]
                    kept += 1
                }
                entries.removeLast(entries.count - kept)
            } else {
                var slots = Set<EntrySlot>()
                entries = entries.reversed().filter { ids.contains($0.habitID) && slots.insert($0.slot).inserted }.reversed()
            }
            if entries.count < entryCount {
                messages.append("\(entryCount - entries.count) rows repeating a day of the same habit were left out; the last row of each day was kept.")
            }
            return messages
        }

        /// Whether each habit's entries come together, their days only rising or only falling (a
        /// Loop backup's oldest first, its CSV's newest first), so that entries on the same habit
        /// and day are next to each other.
        private static func comeTogether(_ entries: [Entry]) -> Bool {
            var finished = Set<Habit.ID>()
            /// The way the current habit's days go: 1 rising, -1 falling, 0 not known yet.
            var direction = 0
            for (entry, next) in zip(entries, entries.dropFirst()) {
                if next.habitID == entry.habitID {
                    guard next.day != entry.day else { continue }
                    let step = next.day > entry.day ? 1 : -1
                    if direction == 0 { direction = step } else if step != direction { return false }
                } else {
                    finished.insert(entry.habitID)
                    direction = 0
                    guard !finished.contains(next.habitID) else { return false }
                }
            }
            return true
        }
    }

    /// Reads and checks an export file, sending its entries to `pipe` as they are read; throws
    /// `JSONReader.SyntaxError` when it is not JSON at all, `EntryPipe.Closed` when the writer stopped.
    mutating func file(_ data: Data, sending pipe: EntryPipe) throws -> Checked? {
        var entries = EntryReader(today: today)
        let parts: ExportFile.Parts
        do {
            parts = try data.withUnsafeBytes { raw in
                try ExportFile.read(raw.bindMemory(to: UInt8.self)) { list in
                    // NB: an entry of the export takes about 110 bytes; room for them is made once.
                    try entries.read(&list, expecting: min(list.remaining / 110, 1 << 20), sending: pipe)
                }
            }
        } catch let stop as StoppedReading {
            problems += entries.problems
            throw stop
        }
        guard parts.isObject else { return fail("$", "must be an object") }
        let (format, version, habitList) = (parts.format, parts.version, parts.habits)
        guard format == ExportFile.formatName else { return fail("$.format", "must be \"\(ExportFile.formatName)\"") }
        guard let version, version == version.rounded(), abs(version) < 1e9 else { return fail("$.version", "must be a whole number") }
        guard (1...ExportFile.currentVersion).contains(Int(version)) else {
            return fail("$.version", "is \(Int(version)); this app reads versions 1 to \(ExportFile.currentVersion)")
        }
        let settings = parts.settings
        problems += settings.problems
        var dayStartsAt: Int?
        if let minutes = settings.dayStartsAt?.minutes {
            if minutes <= MyHabitLabLimits.latestDayStart { dayStartsAt = minutes } else { problem("$.settings.dayStartsAt", ExportFile.dayStartsAtRule) }
        }
        let appearance = settings.appearance.flatMap(HabitSettings.Appearance.init(rawValue:))
        if settings.appearance != nil, appearance == nil { problem("$.settings.appearance", ExportFile.appearanceRule) }
        guard let habitList else { return fail("$.habits", "must be a list") }
        if habitList.isEmpty { problem("$.habits", "holds no habit, so there is nothing to import") }
        guard entries.isList else { return fail("$.entries", "must be a list") }
        var habits: [(Habit, [HabitReminder])] = []
        var known = Set<Habit.ID>()
        for (index, read) in habitList.enumerated() {
            if let checked = habit(read, path: "$.habits[\(index)]") {
                if !known.insert(checked.0.id).inserted { problem("$.habits[\(index)].id", "repeats an earlier habit's id") }
                habits.append(checked)
            }
        }
        problems += entries.problems
        for (habitID, references) in entries.habits.sorted(by: { $0.value.first < $1.value.first }) where !known.contains(habitID) {
            let others = references.count > 1 ? " (nor do the \(references.count - 1) later entries of the same habit)" : ""
            problem("$.entries[\(references.first)].habit", "names no habit of this file\(others)")
        }
        return Checked(habits: habits, dayStartsAt: dayStartsAt, appearance: appearance)
    }

    /// The product's rules on a habit the file holds, and its mapping to records.
    private mutating func habit(_ read: ExportFile.ReadHabit, path: String) -> (Habit, [HabitReminder])? {
        let before = problems.count
        problems += read.problems
        guard let file = read.habit else { return nil }
        let color = HabitColor(parsing: file.color)
        if color == nil, !file.color.isEmpty { problem("\(path).color", "“\(file.color)” is not a colour of the palette") }
        let kind: HabitKind = file.kind == HabitKind.Name.measurable.rawValue
            ? .measurable(unit: file.unit ?? "", target: file.target ?? 0, direction: file.direction.flatMap(TargetDirection.init(rawValue:)) ?? .atLeast)
            : .yesNo
        var fields = HabitFields(name: file.name, detail: file.detail, icon: file.icon, color: color ?? .blue, schedule: Schedule(file.schedule), kind: kind)
        do {
            fields = try fields.validated()
        } catch let error as MyHabitLabError {
            switch error {
            case .iconNotOneEmoji, .unknownSymbol: problem("\(path).icon", error.message)
            default: problem(path, error.message)
            }
        } catch {
            problem(path, "\(error)")
        }
        var reminders: [HabitReminder] = []
        for (index, reminder) in file.reminders.enumerated() {
            let days = reminder.weekdays.compactMap { Schedule.weekdayKeys.firstIndex(of: $0).map { $0 + 1 } }
            guard let time = TimeOfDay(reminder.time), let checked = HabitReminder(time, weekdays: Set(days)) else {
                problem("\(path).reminders[\(index)]", ExportFile.reminderShape)
                continue
            }
            reminders.append(checked)
        }
        guard problems.count == before else { return nil }
        return (Habit(id: Habit.ID(file.id), name: fields.name, detail: fields.detail, icon: fields.icon, color: fields.color, schedule: fields.schedule,
                      kind: fields.kind, createdDay: file.createdDay, position: file.position, isArchived: file.archived), reminders)
    }

    private mutating func problem(_ path: String, _ message: String) {
        problems.append("\(path): \(message)")
    }

    private mutating func fail<T>(_ path: String, _ message: String) -> T? {
        problem(path, message)
        return nil
    }
}

/// Reads the export's entries one by one from the bytes, checking each, collecting the problems
/// with their paths and sending the entries on in batches; whether each entry's habit is in the
/// file is known only once the habits are read (they may come later), so the habits referred to
/// are kept.
private struct EntryReader {
    /// The entries a batch holds.
    private static let batchSize = 8192
    /// Entries may mark days up to today.
    let today: CalendarDay
    private(set) var problems = ImportProblems()

    init(today: CalendarDay) {
        self.today = today
    }

    /// Each habit the entries name: the first entry naming it, and how many do.
    private(set) var habits: [Habit.ID: (first: Int, count: Int)] = [:]
    private(set) var isList = false
    /// The habit of the entries just read, and how many in a row named it (the entries of a habit
    /// usually come together: counted here, not looked up one by one).
    private var lastHabit: (id: Habit.ID?, count: Int) = (nil, 0)
    /// The habit and day of the last entry kept.
    private var lastKept: EntrySlot?
    /// Whether each habit's entries came together with their days rising (as in our exports), so
    /// that no habit and day can repeat.
    private var daysRise = true
    /// Every entry's id, to look for a repeat.
    private var ids: [UInt128] = []
    /// The entries read and not yet sent.
    private var batch: [Entry] = []

    /// Reads the list of entries, sending them to `pipe` (while the file has no problem: a file
    /// with one is not written).
    mutating func read(_ list: inout ExportFile.EntryList, expecting count: Int, sending pipe: EntryPipe) throws {
        isList = true
        let start = list, length = Double(max(list.remaining, 1))
        // NB: growing these by doubling copies every entry already read, more than once.
        ids.reserveCapacity(count)
        batch.reserveCapacity(Self.batchSize)
        try read(&list) { this, entry, _, remaining in
            this.ids.append(unsafeBitCast(entry.id.uuid, to: UInt128.self))
            this.batch.append(entry)
            if this.batch.count == Self.batchSize {
                if this.problems.isEmpty { try pipe.send(this.batch, progress: 1 - Double(remaining) / length) }
                this.batch.removeAll(keepingCapacity: true)
            }
        }
        if problems.isEmpty, !batch.isEmpty { try pipe.send(batch, progress: 1) }
        batch = []
        // NB: a set of half a million ids costs more than reading them; sorted, a repeat is next to
        // its twin, and only then is the list read again to find the repeats one by one.
        ids.sort()
        if !daysRise || zip(ids, ids.dropFirst()).contains(where: ==) {
            var again = start
            problems += try Self.repeats(&again, today: today)
        }
    }

    /// Reads each entry of the list, handing `kept` those without a problem, with their positions
    /// and the bytes left to read.
    private mutating func read(_ list: inout ExportFile.EntryList, kept: (inout EntryReader, Entry, Int, Int) throws -> Void) throws {
        try list.read { fields, index, remaining in
            if let fields {
                if let entry = checked(fields, index) { try kept(&self, entry, index, remaining) }
            } else {
                problems.append("$.entries[\(index)]: must be an object")
                return
            }
            if problems.isOverLimit { throw ImportValidator.StoppedReading() }
        }
        countLastHabit()
    }

    /// The entries of the list that repeat an earlier one's id, or its habit and day.
    private static func repeats(_ list: inout ExportFile.EntryList, today: CalendarDay) throws -> ImportProblems {
        var ids = Set<UUID>(), slots = Set<EntrySlot>(), repeats = ImportProblems()
        var others = EntryReader(today: today)
        try others.read(&list) { _, entry, index, _ in
            if !ids.insert(entry.id).inserted { repeats.append("$.entries[\(index)].id: repeats an earlier entry's id") }
            if !slots.insert(entry.slot).inserted { repeats.append("$.entries[\(index)].day: repeats a day of the same habit") }
        }
        return repeats
    }

    private mutating func countLastHabit() {
        if let id = lastHabit.id { habits[id]?.count += lastHabit.count }
        lastHabit = (nil, 0)
    }

    /// Checks an entry's fields: nil when it has a problem.
    private mutating func checked(_ fields: ExportFile.EntryFields, _ index: Int) -> Entry? {
        let (id, habitID, day, mark, value, note) = (fields.id, fields.habit.map { Habit.ID($0) }, fields.day, fields.mark, fields.value, fields.note)
        let wrongMark = fields.markIsNotText
        let before = problems.count
        func problem(_ field: String, _ message: String) {
            problems.append("$.entries[\(index)]\(field): \(message)")
        }
        if id == nil { problem(".id", "must be a UUID") }
        if let habitID {
            if habitID == lastHabit.id {
                lastHabit.count += 1
            } else {
                countLastHabit()
                lastHabit = (habitID, 1)
                if habits[habitID] == nil { habits[habitID] = (index, 0) } else { daysRise = false }
            }
        } else {
            problem(".habit", "must be a UUID")
        }
        if let day {
            if day > today { problem(".day", "\(day) is after today (\(today)); only days up to today can be marked") }
        } else {
            problem(".day", "must be a date like 2026-11-22")
        }
        var checkedMark: DayMark?
        switch mark {
        case "done": checkedMark = .done
        case "skipped": checkedMark = .skipped
        case "value":
            if let value, value >= 0 {
                checkedMark = .value(value)
            } else {
                problem(".value", "must be a number of at least 0")
            }
        case nil where !wrongMark: break
        default: problem(".mark", "must be done, value or skipped")
        }
        if let note, note.count > MyHabitLabLimits.noteLength { problem(".note", "is longer than \(MyHabitLabLimits.noteLength) characters") }
        if mark == nil, !wrongMark, note == nil { problem("", "has neither a mark nor a note") }
        guard problems.count == before, let id, let habitID, let day else { return nil }
        let entry = Entry(id: id, habitID: habitID, day: day, mark: checkedMark, note: note)
        if let lastKept, lastKept.habitID == habitID, day <= lastKept.day { daysRise = false }
        lastKept = entry.slot
        return entry
    }
}
