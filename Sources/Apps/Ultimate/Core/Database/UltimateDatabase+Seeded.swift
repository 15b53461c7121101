import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension UltimateDatabase {
    /// Fills the database with three challenges that have run for the `days` days ending on
    /// `lastDay`: a year-long lenient one of six tasks (every measurement type), 75 Hard (strict:
    /// a missed task every 40th day restarts it) and a lenient reading challenge; about nine
    /// task-days in ten logged. For demos and benchmarks.
    public func seed(days: Int, endingOn lastDay: CalendarDay) throws {
        let first = lastDay.adding(days: -(days - 1))
        let year = Challenge(name: "Year of fitness", templateID: "custom", rule: .lenient, days: 365, start: first, tasks: [
            ChallengeTask(name: "Workout", category: .workout, measurement: .duration(minutes: 45)),
            ChallengeTask(name: "Water", category: .hydration, measurement: .quantity(target: 3, unit: .liters)),
            ChallengeTask(name: "Stretch", category: .workout, measurement: .checklist(["Hips", "Back", "Shoulders"])),
            ChallengeTask(name: "No sugar", category: .nutrition),
            ChallengeTask(name: "Run", category: .workout, frequency: .timesPerWeek(3)),
            ChallengeTask(name: "Weigh-in", frequency: .weekdays([2]), measurement: .quantity(target: 1, unit: .kilograms)),
        ])
        let hard = Challenge(name: "75 Hard", templateID: "75-hard", rule: .strict, days: 75, start: first,
                             tasks: ChallengeTemplate.named("75-hard")!.tasks)
        let reading = Challenge(name: "Reading", templateID: "custom", rule: .lenient, days: 365, start: first, tasks: [
            ChallengeTask(name: "Read", category: .reading, measurement: .quantity(target: 20, unit: .pages)),
        ])
        try writer.write { db in
            for challenge in [year, hard, reading] {
                try ChallengeRow(challenge, createdAt: Date(timeIntervalSince1970: Double(first.dayNumber) * 86_400)).insert(db)
                for offset in 0..<days {
                    let day = first.adding(days: offset)
                    for (index, task) in challenge.tasks.enumerated() {
                        let strictMiss: Bool = offset % 40 == 39 && index == 0
                        let lenientMiss: Bool = (offset * 7 + index * 3) % 10 == 0
                        guard !(challenge.rule == .strict ? strictMiss : lenientMiss) else { continue }
                        var log = TaskLog(taskID: task.id, day: day, value: task.measurement.target)
                        if case .checklist(let items) = task.measurement { log.checked = Set(items) }
                        log.completedAt = day.start(in: Calendar(identifier: .gregorian)).addingTimeInterval(Double(7 * 3600 + index * 600))
                        try TaskLogRow(challengeID: challenge.id, log).insert(db)
                    }
                }
            }
        }
    }
}
