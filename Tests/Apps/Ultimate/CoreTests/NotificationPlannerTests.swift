import DayKit
import Foundation
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport

/// Each strategy, quiet hours, grouping and the daily limit.
@Suite struct NotificationPlannerTests {
    let calendar = Calendar.test()
    let hard = Challenge.ID(UUID())
    let today = day("2026-11-22")

    func task(_ name: String, at time: String? = nil, binary: Bool = true, done: Bool = false, strict: Bool = false,
              completions: [String] = [], challenge: Challenge.ID? = nil) -> NotificationPlanner.Task {
        NotificationPlanner.Task(challengeID: challenge ?? hard, challenge: "75 Hard", taskID: ChallengeTask.ID(UUID()), name: name, time: time.flatMap { TimeOfDay($0) },
                                 isBinary: binary, isDone: done, failsStrictChallenge: strict, completions: completions.compactMap { TimeOfDay($0) })
    }

    func plan(_ tasks: [NotificationPlanner.Task], _ strategy: UltimateProfile.NotificationStrategy, now: String = "2026-11-22T06:00:00-05:00",
              quiet: (String, String) = ("22:00", "07:00")) -> [(String, String)] {
        NotificationPlanner.plan(tasks, strategy: strategy, quietStart: TimeOfDay(quiet.0)!, quietEnd: TimeOfDay(quiet.1)!, day: today,
                                 now: TestClock.parse(now), calendar: calendar)
            .map { (ISO8601DateFormatter.string(from: $0.fireAt, timeZone: calendar.timeZone, formatOptions: [.withTime, .withColonSeparatorInTime]), $0.body) }
    }

    @Test func fixedRemindsEachUnfinishedTaskAtItsTime() {
        let planned = plan([task("Water", at: "08:00"), task("Read", at: "20:00", done: true), task("Diet")], .fixed)
        #expect(planned.map(\.0) == ["08:00:00"] && planned[0].1 == "Time for Water.")
        // Already past: nothing.
        #expect(plan([task("Water", at: "08:00")], .fixed, now: "2026-11-22T09:00:00-05:00").isEmpty)
    }

    /// NB: a task's time was added to midnight as elapsed minutes: 08:00 rang at 09:00 on the spring-forward day.
    @Test func aTaskIsRemindedAtItsClockTimeOnDaylightSavingDays() {
        for (text, offset) in [("2026-03-08", "-04:00"), ("2026-11-01", "-05:00")] {
            let planned = NotificationPlanner.plan([task("Water", at: "08:00")], strategy: .fixed, quietStart: TimeOfDay("22:00")!,
                                                   quietEnd: TimeOfDay("07:00")!, day: day(text), now: TestClock.parse("\(text)T00:30:00-05:00"),
                                                   calendar: calendar)
            #expect(planned.map(\.fireAt) == [TestClock.parse("\(text)T08:00:00\(offset)")], "\(text)")
        }
    }

    @Test func adaptiveLearnsTheUsualTimeFromTheLast14Completions() {
        let usual = task("Water", at: "08:00", completions: ["18:00", "18:10", "17:50", "18:30"] + Array(repeating: "06:00", count: 12))
        // The 14 most recent: 4 evenings and 10 mornings, so the median is 06:00: reminded at 05:30.
        #expect(plan([usual], .adaptive, now: "2026-11-22T05:00:00-05:00", quiet: ("23:00", "05:00")).map(\.0) == ["05:30:00"])
        let evenings = task("Read", at: "08:00", completions: ["21:00", "20:40", "21:20"])
        #expect(plan([evenings], .adaptive).map(\.0) == ["20:30:00"])
        // Fewer than 3 completions: its fixed time.
        #expect(plan([task("Walk", at: "08:00", completions: ["19:00"])], .adaptive).map(\.0) == ["08:00:00"])
    }

    @Test func progressiveGrowsMoreFrequentTowardTheQuietHours() {
        let planned = plan([task("Read", at: "10:00")], .progressive)
        #expect(planned.map(\.0) == ["10:00:00", "16:00:00", "19:00:00", "20:30:00"])
    }

    @Test func minimalRemindsOnceOnlyWhenAStrictChallengeWouldFail() {
        let planned = plan([task("Water", at: "08:00", strict: true), task("Diet", strict: true), task("Walk", strict: false)], .minimal)
        #expect(planned.count == 1 && planned[0].0 == "21:00:00")
        #expect(planned[0].1 == "Still to do, or the challenge starts again at day 1: Water, Diet.")
        #expect(plan([task("Walk")], .minimal).isEmpty)
    }

    @Test func quietHoursAreRespectedAndSameTimeTasksAreOneNotification() {
        let planned = plan([task("Water", at: "06:30"), task("Read", at: "22:30"), task("A", at: "12:00"), task("B", at: "12:00")], .fixed,
                           now: "2026-11-22T00:00:00-05:00")
        #expect(planned.map(\.0) == ["12:00:00"] && planned[0].1 == "Still to do: A, B.")
        let single = NotificationPlanner.plan([task("Diet", at: "12:00")], strategy: .fixed, quietStart: TimeOfDay("22:00")!,
                                              quietEnd: TimeOfDay("07:00")!, day: today, now: TestClock.parse("2026-11-22T06:00:00-05:00"),
                                              calendar: calendar)
        #expect(single[0].canMarkDone)
        #expect(!NotificationPlanner.plan([task("Water", at: "12:00", binary: false)], strategy: .fixed, quietStart: TimeOfDay("22:00")!,
                                          quietEnd: TimeOfDay("07:00")!, day: today, now: TestClock.parse("2026-11-22T06:00:00-05:00"),
                                          calendar: calendar)[0].canMarkDone)
    }

    @Test func atMostSixADay() {
        let tasks = (0..<5).map { task("Task \($0)", at: String(format: "%02d:00", 8 + $0 * 2), challenge: Challenge.ID(UUID())) }
        let planned = plan(tasks, .progressive)
        #expect(planned.count == 6 && planned.map(\.0).first == "08:00:00")
    }
}

@Suite struct PlannedNotificationTests {
    @Test func theAppLearnsCompletionTimesAndPlansByTheProfilesStrategy() throws {
        let h = try UltimateHarness(now: "2026-11-19T18:02:00-05:00")
        try h.app.create(name: "Mine", days: 30, rule: .strict, tasks: [ChallengeTask(name: "Walk", timeOfDay: TimeOfDay("08:00"))])
        for date in ["2026-11-19", "2026-11-20", "2026-11-21"] {
            h.go(to: date, at: "18:02:00-05:00")
            try h.app.complete("Mine", "Walk")
        }
        h.go(to: "2026-11-22", at: "06:00:00-05:00")
        // Fixed by default: 08:00.
        #expect(try h.app.plannedNotifications().map(\.fireAt) == [TestClock.parse("2026-11-22T08:00:00-05:00")])
        try h.app.setNotifications(strategy: .adaptive)
        #expect(try h.app.plannedNotifications().map(\.fireAt) == [TestClock.parse("2026-11-22T17:30:00-05:00")])
        try h.app.setNotifications(strategy: .minimal, quiet: (TimeOfDay("23:00")!, TimeOfDay("06:00")!))
        let minimal = try h.app.plannedNotifications()
        #expect(minimal.map(\.fireAt) == [TestClock.parse("2026-11-22T22:00:00-05:00")] && minimal[0].canMarkDone)
        // Completed: nothing more today.
        try h.app.complete("Mine", "Walk")
        #expect(try h.app.plannedNotifications().isEmpty)
        // Undone: the completion time is forgotten with it.
        try h.app.undo("Mine", "Walk")
        #expect(try h.app.plannedNotifications().count == 1)
    }
}

/// What the running server shows: due reminders, once each, within the day's limit.
@Suite struct DeliveredNotificationTests {
    @Test func dueRemindersAreDeliveredOnceAndCountTowardTheDaysSix() throws {
        let h = try UltimateHarness(now: "2026-11-22T07:00:00-05:00")
        let times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]
        try h.app.create(name: "Mine", days: 30, rule: .lenient,
                         tasks: times.map { ChallengeTask(name: "Task \($0)", timeOfDay: TimeOfDay($0)) })
        #expect(try h.app.deliverDueNotifications().isEmpty)
        #expect(try h.app.plannedNotifications().count == 6)

        h.go(to: "2026-11-22", at: "10:30:00-05:00")
        let first = try h.app.deliverDueNotifications()
        #expect(first.map(\.body) == ["Time for Task 09:00.", "Time for Task 10:00."])
        #expect(try h.app.deliverDueNotifications().isEmpty)  // never twice
        #expect(try h.app.plannedNotifications().count == 4)  // 6 a day, 2 shown

        // A task completed before its time is never reminded of.
        try h.app.complete("Mine", "Task 11:00")
        h.go(to: "2026-11-22", at: "11:30:00-05:00")
        #expect(try h.app.deliverDueNotifications().isEmpty)

        // The server was closed all afternoon: what fell due is shown, up to the day's limit.
        h.go(to: "2026-11-22", at: "18:00:00-05:00")
        let late = try h.app.deliverDueNotifications()
        #expect(late.map(\.body) == ["Time for Task 12:00.", "Time for Task 13:00.", "Time for Task 14:00.", "Time for Task 15:00."])
        #expect(try h.app.plannedNotifications().isEmpty)

        // A new day starts a new count.
        h.go(to: "2026-11-23", at: "09:05:00-05:00")
        #expect(try h.app.deliverDueNotifications().map(\.body) == ["Time for Task 09:00."])
        #expect(try h.app.plannedNotifications().count == 5)
        // Resetting all data forgets what was shown.
        try h.app.resetAllData()
        try h.app.create(name: "Again", days: 30, rule: .lenient,
                         tasks: times.map { ChallengeTask(name: "Task \($0)", timeOfDay: TimeOfDay($0)) })
        #expect(try h.app.plannedNotifications().count == 6)
    }

    @Test func aProgressPhotoReminderOffersNoDoneAction() throws {
        let h = try UltimateHarness(now: "2026-11-22T07:00:00-05:00")
        try h.app.create(name: "Mine", days: 30, rule: .strict, tasks: [
            ChallengeTask(name: "Photo", category: .photo, timeOfDay: TimeOfDay("08:00")),
            ChallengeTask(name: "Diet", timeOfDay: TimeOfDay("09:00")),
        ])
        #expect(try h.app.plannedNotifications().map(\.canMarkDone) == [false, true])
    }
}
