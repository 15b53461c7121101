import DayKit
import Foundation
import MyHabitLabFormats

extension MyHabitLab {
    /// Every habit as a zip in Loop's CSV layout.
    public func exportLoopCSV() throws -> Data {
        try database.reader.read { db in
            let today = try today(db)
            let habits = try Habit.inExportOrder(db)
            var files: [(path: String, text: String)] = []
            var habitsCSV = LoopCSV.row(LoopCSV.habitsHeader)
            var extras = LoopCSV.row(LoopCSV.extrasHeader)
            func add(_ path: String, _ text: String) { files.append((path, text)) }
            for (index, habit) in habits.enumerated() {
                let (numerator, denominator) = habit.schedule.frequency
                var unit = "", targetType = "AT_LEAST", target = "0", type = "YES_NO"
                if case .measurable(let u, let t, let d) = habit.kind {
                    (unit, targetType, target, type) = (u, d == .atMost ? "AT_MOST" : "AT_LEAST", Format.number(t), "NUMERICAL")
                }
                extras += LoopCSV.row([String(format: "%03d", index + 1), habit.icon, habit.schedule.weekdayText, habit.createdDay.description])
                // NB: the description goes in Loop's Description; its Question is a question to the person, which ours has none of.
                habitsCSV += LoopCSV.row([String(format: "%03d", index + 1), habit.name, type, "", habit.detail ?? "",
                                          String(numerator), String(denominator), habit.color.hex, unit, targetType, target,
                                          habit.isArchived ? "true" : "false"])
                let notes = try Entry.all().of(habit: habit.id).fetchAll(db)
                let byDay = Dictionary(uniqueKeysWithValues: notes.map { ($0.day, $0) })
                let history = try history(habit, today: today, db)
                var checkmarks = LoopCSV.row(["Date", "Value", "Notes"])
                for day in byDay.keys.sorted(by: >) where day <= today {
                    let entry = byDay[day]!
                    let value: String = switch entry.mark {
                    case .done?: "YES_MANUAL"
                    case .skipped?: "SKIP"
                    // NB: Loop writes a numerical habit's values as whole thousandths (12.5 is `12500`).
                    case .value(let number)?: String(Int((number * 1000).rounded()))
                    case nil: habit.kind == .yesNo ? "NO" : "0"
                    }
                    checkmarks += LoopCSV.row([day.description, value, entry.note ?? ""])
                }
                var scores = LoopCSV.row(["Date", "Score"])
                let values = HabitStrength.scores(history)
                for offset in values.indices.reversed() {
                    scores += LoopCSV.row([history.firstDay.adding(days: offset).description, String(format: "%.4f", values[offset])])
                }
                let folder = LoopCSV.folderName(position: index + 1, name: habit.name)
                add("\(folder)/Checkmarks.csv", checkmarks)
                add("\(folder)/Scores.csv", scores)
            }
            add("Habits.csv", habitsCSV)
            add(LoopCSV.extrasPath, extras)
            return try LoopCSVArchive.zip(files, modified: today.start(in: calendar))
        }
    }

    /// Imports a Loop CSV export zip (with or without header rows): merged by id in one
    /// transaction; what cannot be mapped is listed in the report's problems.
    public func importLoopCSV(_ data: Data, progress: (Double) -> Void = { _ in }) throws -> ImportReport {
        var reader = LoopCSVReader(importDay: try today)
        let checked: ImportValidator.Checked
        do {
            let archive = try LoopCSVArchive(data)
            guard let habitsPath = archive.paths.first(where: { $0 == "Habits.csv" || $0.hasSuffix("/Habits.csv") }) else {
                throw MyHabitLabError.unreadableFile("This zip is not a Loop Habit Tracker CSV export (it has no Habits.csv). Nothing changed.")
            }
            checked = try reader.read(habitsAt: habitsPath, in: archive)
        } catch let refusal as FormatRefusal {
            throw MyHabitLabError.unreadableFile(refusal.message)
        }
        progress(0.2)
        return try merge(checked, problems: reader.problems.messages, progress: progress)
    }
}
