import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabFormats

extension MyHabitLabDatabase {
    /// Fills the database with `count` habits, each with `years` years of entries ending on
    /// `lastDay`: mostly daily yes/no habits, some measurable, some on weekdays, some 3 times a
    /// week; about seven days in ten done, some skipped. For demos and benchmarks.
    public func seed(habits count: Int, years: Int, endingOn lastDay: CalendarDay) throws {
        let first = lastDay.adding(days: -(years * 365) + 1)
        try writer.write { db in
            try store.sync.map { try $0.inBulk(db) { try seed(count, first: first, years: years, db) } } ?? seed(count, first: first, years: years, db)
        }
    }

    /// The seeding's writes, on `db`: captured for sync set-wise after (`SyncLog.inBulk`), as an import's are.
    private func seed(_ count: Int, first: CalendarDay, years: Int, _ db: Database) throws {
        do {
            let insertEntry = try Entry.insertStatement(rows: 1, replacing: false, db)
            for index in 0..<count {
                let kind: HabitKind = index % 5 == 1 ? .measurable(unit: "pages", target: 20, direction: .atLeast)
                    : index % 10 == 3 ? .measurable(unit: "cups", target: 2, direction: .atMost) : .yesNo
                let schedule: Schedule = index % 10 == 4 ? .weekdays([2, 4, 6]) : index % 10 == 7 ? .times(3, per: 7) : .daily
                let habit = Habit(name: "Habit \(index + 1)", icon: "✅", color: HabitColor.allCases[index % HabitColor.allCases.count],
                                  schedule: schedule, kind: kind, createdDay: first, position: index)
                try habit.insert(db)
                var random = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
                for offset in 0..<(years * 365) {
                    random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let roll = Int(random >> 33) % 100
                    guard roll < 75 else { continue }
                    let day = first.adding(days: offset)
                    let mark: DayMark = switch kind {
                    case .yesNo: roll < 3 ? .skipped : .done
                    case .measurable(_, let target, _): .value(Double(roll % 30) * target / 20)
                    }
                    try insertEntry.execute(arguments: [habit.id.uuidString, day, UUID().uuidString, mark.storedName.description,
                                                        mark.storedValue, nil as String?])
                }
            }
        }
    }
}
