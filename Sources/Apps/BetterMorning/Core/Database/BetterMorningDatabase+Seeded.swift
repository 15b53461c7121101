import DayKit
import Foundation
import DayKitDatabase
import GRDB
import Tagged

extension BetterMorningDatabase {
    /// Fills the database with `routines` famous routines, each with `years` years of day records
    /// and marks ending yesterday; the first one is active. For demos and benchmarks.
    public func seed(routines count: Int, years: Int, endingBefore today: CalendarDay, catalog: CelebrityCatalog = .shipped) throws {
        let days = years * 365
        try writer.write { db in
            for index in 0..<count {
                let person = catalog.celebrities[index % catalog.celebrities.count]
                let first = today.adding(days: -days)
                let routine = try NewRoutine(
                    name: index < catalog.celebrities.count ? person.name : "\(person.name) \(index)",
                    kind: index < catalog.celebrities.count ? .celebrity : .custom,
                    celebrityID: index < catalog.celebrities.count ? person.id : nil,
                    isActive: index == 0, createdDay: first.adding(days: -1), firstStartDay: first,
                    startDay: index == 0 ? first : today.adding(days: -(index * 7)), activationNumber: count - index).inserted(db)
                var taskIDs: [RoutineTask.ID] = []
                for (position, step) in person.tasks.enumerated() {
                    taskIDs.append(try NewRoutineTask(routineID: routine.id, position: position, title: step.title, time: step.time).inserted(db))
                }
                let insertMark = try TaskMarkRecord.insertStatement(db)
                let insertRecord = try DayRecord.insertStatement(db)
                for offset in 0..<days {
                    let day = first.adding(days: offset)
                    var done = 0
                    for (position, taskID) in taskIDs.enumerated() {
                        let isDone = (offset + position * 3 + index) % 5 < 3
                        if isDone { done += 1 }
                        try insertMark.execute(arguments: [taskID.rawValue, routine.id.rawValue, day, isDone ? "done" : "missed"])
                    }
                    try insertRecord.execute(arguments: [routine.id.rawValue, day, done])
                }
            }
        }
    }
}

extension BetterMorningDatabase {
    /// Deletes every day record and mark after `day` (benchmarks repeat a catch-up with it).
    public func forgetDays(after day: CalendarDay) throws {
        try writer.write { db in
            try DayRecord.deleteAll(after: day, db)
            try TaskMarkRecord.deleteAll(after: day, db)
        }
    }
}
