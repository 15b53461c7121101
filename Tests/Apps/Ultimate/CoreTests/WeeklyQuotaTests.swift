import DayKit
import Foundation
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport

/// "N times a week" tasks: asked every day until the week's quota is met, with the week's
/// progress, and a week that ends short counting each missing completion.
@Suite struct WeeklyQuotaTests {
    /// NB: a Couch to 5K run was "not due" on every day but the week's last, and never showed
    /// how the week stood.
    @Test func aWeeklyQuotaIsAskedEveryDayUntilItIsMetAndShowsTheWeekSoFar() throws {
        let h = try UltimateHarness(now: "2026-11-01T08:00:00-05:00")  // a Sunday: week 1 is Nov 1–7
        try h.app.start(template: "couch-to-5k")
        func run() throws -> DayTask { try h.app.todayScreen().tasks[0] }
        #expect(try run().isDue && run().status == .notStarted && run().week.map { [$0.done, $0.times] } == [0, 3])
        h.go(to: "2026-11-02")  // no run yesterday: still asked today
        #expect(try run().isDue && run().week?.done == 0)
        try h.app.complete("Couch to 5K", "Run")
        #expect(try run().status == .completed && run().week?.done == 1)
        #expect(try h.app.todayScreen().challenges[0].isComplete)  // today's run done: the day is complete
        for date in ["2026-11-03", "2026-11-04"] {
            h.go(to: date)
            #expect(try run().isDue && run().status == .notStarted)
            try h.app.complete("Couch to 5K", "Run")
        }
        #expect(try run().week.map { [$0.done, $0.times] } == [3, 3] && run().week?.isMet == true)
        h.go(to: "2026-11-05")  // the quota is met: not asked for the rest of the week
        #expect(try !run().isDue && run().status == .notDue && run().week?.done == 3)
        // Once the week is judged, it is all done: the days without a run were not due.
        h.go(to: "2026-11-09")
        let week1 = try h.app.analytics("Couch to 5K", period: .week, offset: -1)
        #expect(week1.from == day("2026-11-01") && week1.completionRate == 1 && week1.consistency == 1)
    }

    @Test func aWeekThatEndsShortCountsEachMissingCompletion() throws {
        let h = try UltimateHarness(now: "2026-11-01T08:00:00-05:00")
        try h.app.start(template: "couch-to-5k")
        try h.app.start(template: "75-soft")
        try h.app.complete("Couch to 5K", "Run")  // one run in week 1
        // Mid-week nothing is missed yet: the week can still reach its quota.
        h.go(to: "2026-11-04")
        let open = try h.app.analytics("Couch to 5K", period: .week)
        #expect(open.completionRate == 1 && open.consistency == 1)
        #expect(try h.app.dayScreen("Couch to 5K", on: day("2026-11-02")).tasks[0].status == .notStarted)
        // Week 1 is judged when Nov 8 ends (a day of grace): 1 of 3, not 100%.
        h.go(to: "2026-11-09")
        let week1 = try h.app.analytics("Couch to 5K", period: .week, offset: -1)
        #expect(week1.completionRate == 1.0 / 3 && week1.tasks.map(\.rate) == [1.0 / 3])
        let statuses = try (1...7).map { try h.app.dayScreen("Couch to 5K", on: day("2026-11-0\($0)")).tasks[0].status }
        #expect(statuses == [.completed, .notDue, .notDue, .notDue, .notDue, .missed, .missed])
        // 75 Soft's workout, six times a week, never done: six misses, not one.
        let workout = try h.app.taskScreen("75 Soft", "Workout")
        #expect(workout.dueDays == 6 && workout.completedDays == 0)
        let soft = try h.app.analytics("75 Soft", period: .week, offset: -1)
        #expect(soft.tasks.first { $0.name == "Workout" }?.rate == 0)
        let due: Int = soft.series.reduce(0) { $0 + $1.due }
        #expect(due == 27)  // water, reading and eating well every day, and six workouts
    }

    /// A strict challenge fails when a week's quota was not met, at the week's end, judged with
    /// the grace: until then the week's last day can still be logged.
    @Test func aStrictChallengeFailsAtTheEndOfAWeekShortOfItsQuotaJudgedWithTheGrace() throws {
        let h = try UltimateHarness(now: "2026-11-01T08:00:00-05:00")
        try h.app.create(name: "Runs", days: 28, rule: .strict, grace: 1, tasks: [ChallengeTask(name: "Run", frequency: .timesPerWeek(3))])
        try h.app.setNotifications(strategy: .minimal)
        try h.app.complete("Runs", "Run")
        // The minimal reminder comes only when a day without a run would make the week fall short.
        h.go(to: "2026-11-05")
        #expect(try h.app.plannedNotifications().isEmpty)  // two runs needed, three days left
        h.go(to: "2026-11-06")
        #expect(try h.app.plannedNotifications().map(\.title) == ["Runs"])  // two runs needed, two days left
        h.go(to: "2026-11-08")
        #expect(try h.app.challengeSummary("Runs").attempt == 1)  // Nov 7 is inside its grace
        try h.app.complete("Runs", "Run", on: day("2026-11-07"))  // 2 of 3
        h.go(to: "2026-11-09")
        let summary = try h.app.challengeSummary("Runs")
        #expect(summary.attempt == 2 && summary.day == 1 && summary.startDate == day("2026-11-09"))
        let screen = try h.app.challengeScreen("Runs")
        #expect(screen.attempts[0].outcome == .failed && screen.attempts[0].endedOn == day("2026-11-07"))
        #expect(screen.attempts[0].failedTasks == ["Run"])
        // The week's one miss is its last day without a run; Nov 8, its grace, begins a week never judged.
        #expect(screen.days.map(\.state) == [.perfect, .rest, .rest, .rest, .rest, .failed, .perfect, .rest, .open])
    }

    @Test func aWeekWithItsQuotaMetKeepsAStrictChallengeGoing() throws {
        let h = try UltimateHarness(now: "2026-11-01T08:00:00-05:00")
        try h.app.create(name: "Runs", days: 28, rule: .strict, grace: 0, tasks: [ChallengeTask(name: "Run", frequency: .timesPerWeek(2))])
        for date in ["2026-11-03", "2026-11-07"] {
            h.go(to: date)
            try h.app.complete("Runs", "Run")
        }
        h.go(to: "2026-11-10")
        let summary = try h.app.challengeSummary("Runs")
        #expect(summary.attempt == 1 && summary.day == 10 && summary.status == .inProgress)
    }
}
