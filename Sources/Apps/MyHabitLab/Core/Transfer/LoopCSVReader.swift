import DayKit
import Foundation
import MyHabitLabFormats

/// Reads Loop's CSV export: `Habits.csv` (with or without its header row; old exports have fewer
/// columns) and each habit's `Checkmarks.csv` (Date, Value, Notes). Values: YES_MANUAL is done,
/// SKIP skipped, YES_AUTO a day Loop filled in (not imported), NO and UNKNOWN nothing; numbers for
/// numerical habits.
struct LoopCSVReader {
    private(set) var problems = ImportProblems()
    let importDay: CalendarDay

    /// Reads `Habits.csv` at `habitsPath` and each habit's `Checkmarks.csv` beside it.
    mutating func read(habitsAt habitsPath: String, in archive: LoopCSVArchive) throws -> ImportValidator.Checked {
        let root = String(habitsPath.dropLast("Habits.csv".count))
        let checkmarks = archive.paths.filter { $0.hasPrefix(root) && $0.hasSuffix("/Checkmarks.csv") }
        var rows = LoopCSV.Rows(LoopCSV.withoutByteOrderMark(try archive.text(habitsPath) ?? ""))
        var columns = LoopCSV.habitsHeader
        var firstRow = rows.next()
        if let first = firstRow {
            switch LoopCSV.firstRow(first) {
            case .header(let header):
                columns = header
                firstRow = nil
            case .habit: break
            case .otherHeader:
                let header = Text.withoutControlCharacters(first.prefix(6).joined(separator: ", ") + (first.count > 6 ? ", …" : "")).text
                throw MyHabitLabError.unreadableFile("Habits.csv starts with “\(header.prefix(200))”, which is not Loop Habit Tracker's header (\(LoopCSV.habitsHeader.prefix(4).joined(separator: ", ")), …). Nothing changed.")
            }
        }
        var habits: [(Habit, [HabitReminder])] = []
        var positions: [String] = []
        var entries: [Entry] = []
        // NB: a million entries take 100 MB; an array growing by doubling would hold them twice
        // while it copies. Room for as many as the files can hold (a line takes at least 13
        // bytes) is made once: what a lying header asks for beyond that is never touched.
        entries.reserveCapacity(checkmarks.reduce(0) { $0 + archive.declaredSize($1) } / 13)
        var index = -1
        while let row = firstRow ?? rows.next() {
            firstRow = nil
            index += 1
            if problems.isOverLimit, habits.isEmpty, entries.isEmpty { throw problems.refusal }
            guard let values = LoopCSV.HabitRow(row, columns: columns) else {
                problems.append("Habits.csv row \(index + 1) has no position or name; it was left out.")
                continue
            }
            var name = values.name
            if name.count > MyHabitLabLimits.nameLength {
                problems.append("“\(name.prefix(30))…”: the name was cut to \(MyHabitLabLimits.nameLength) characters.")
                name = String(name.prefix(MyHabitLabLimits.nameLength))
            }
            let (numerator, denominator) = (values.frequencyNumerator, values.frequencyDenominator)
            var schedule = Schedule.daily
            if numerator >= 1, denominator > numerator, denominator <= MyHabitLabLimits.longestPeriod {
                schedule = .times(numerator, per: denominator)
            } else if numerator != denominator {
                problems.append("“\(name)”: its frequency \(numerator) in \(denominator) days cannot be mapped; it was imported as every day.")
            }
            var kind = HabitKind.yesNo
            if values.isNumerical {
                var target = values.target
                if !(target > 0) {
                    problems.append("“\(name)”: its target is not above 0; it was imported as 1.")
                    target = 1
                }
                kind = .measurable(unit: String(values.unit.prefix(MyHabitLabLimits.unitLength)), target: target, direction: values.isAtMost ? .atMost : .atLeast)
            }
            let color = values.color.flatMap(HabitColor.init(parsing:)) ?? .blue
            let position = values.position
            let id = LoopBackup.derivedID("loop csv \(position) \(name)")
            let detail = LoopBackup.detail(question: values.question, description: values.description, of: name, problems: &problems)
            var habit = Habit(id: Habit.ID(id), name: name, detail: detail,
                              icon: "✅", color: color, schedule: schedule, kind: kind, createdDay: importDay, position: index,
                              isArchived: values.isArchived)
            let folder = checkmarks.first { $0.hasPrefix(root + position + " ") }
            var firstDay: CalendarDay?
            var autoDays = 0
            for check in LoopCSV.Rows(LoopCSV.withoutByteOrderMark(try folder.flatMap(archive.text) ?? "")) {
                if problems.isOverLimit, entries.isEmpty { throw problems.refusal }
                guard let checkmark = LoopCSV.Checkmark(check) else { continue }  // the header, or junk
                let day = checkmark.day
                let note = checkmark.note.map { String($0.prefix(MyHabitLabLimits.noteLength)) }
                var mark: DayMark?
                switch checkmark.value {
                case .done: mark = .done
                case .skipped: mark = .skipped
                case .filledIn: autoDays += 1
                case .unchecked: break
                case .number(let number) where kind != .yesNo:
                    // NB: Loop writes a numerical habit's values in thousandths (12 is `12000`), its target as is.
                    mark = .value(number / 1000)
                case .number, .other:
                    problems.append("“\(name)” on \(day): the value “\(checkmark.text)” cannot be mapped; it was left out.")
                }
                guard mark != nil || note != nil else { continue }
                firstDay = min(firstDay ?? day, day)
                entries.append(Entry(id: LoopBackup.entryID(habit: id, day: day), habitID: Habit.ID(id), day: day, mark: mark, note: note))
            }
            if folder == nil { problems.append("“\(name)”: no Checkmarks.csv was found; the habit was imported without entries.") }
            if autoDays > 0 { problems.append("“\(name)”: \(autoDays) days that Loop filled in itself (not checked by you) were not imported.") }
            habit.createdDay = firstDay ?? importDay
            habits.append((habit, []))
            positions.append(position)
        }
        if let extras = try archive.text(root + LoopCSV.extrasPath) {
            applyExtras(extras, positions: positions, to: &habits)
        }
        // NB: the entries are moved, not shared: a change to a shared array copies all of it.
        var checked = ImportValidator.Checked(habits: habits, entries: consume entries, dayStartsAt: nil)
        try checked.finishingOtherAppsFile(today: importDay, problems: &problems)
        return checked
    }

    /// Puts back what MyHabitLab's own export keeps beside Loop's layout (`LoopCSV.extrasPath`):
    /// each habit's icon, weekdays and first day (never after its first entry, nor today).
    private mutating func applyExtras(_ text: String, positions: [String], to habits: inout [(Habit, [HabitReminder])]) {
        var rows: [String: [String]] = [:]
        for row in LoopCSV.Rows(LoopCSV.withoutByteOrderMark(text)) where row.count >= LoopCSV.extrasHeader.count && row[0] != "Position" {
            rows[row[0]] = row
        }
        for index in habits.indices {
            guard index < positions.count, let row = rows[positions[index]] else { continue }
            var habit = habits[index].0
            if let icon = try? HabitIcon(validating: row[1]).stored { habit.icon = icon }
            let days = Set(row[2].split(separator: " ").compactMap { Schedule.weekdayKeys.firstIndex(of: String($0)).map { $0 + 1 } })
            if !days.isEmpty, case .times(days.count, 7) = habit.schedule { habit.schedule = .weekdays(days) }
            if let start = CalendarDay(row[3]), start < habit.createdDay { habit.createdDay = start }
            habits[index].0 = habit
        }
    }
}
