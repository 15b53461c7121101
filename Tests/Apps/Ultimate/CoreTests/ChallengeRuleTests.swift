import DayKit
import Foundation
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport

/// The strict and lenient rules, the logging grace, attempts, abandon and restart.
@Suite struct ChallengeRuleTests {
    @Test func aStrictMissIsJudgedWhenTheGraceEndsAndDay1StartsTheDayAfter() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout"])
        // Day 1 (Nov 22) is not logged. On day 2 it can still be logged: nothing is judged yet.
        h.go(to: "2026-11-23")
        #expect(try h.app.challengeSummary("Hard").day == 2)
        #expect(try h.app.dayScreen("Hard", on: day("2026-11-22")).tasks[0].status == .notStarted)
        // When day 2 ends, day 1 is judged: the attempt failed, and attempt 2's day 1 is Nov 24.
        h.go(to: "2026-11-24")
        let summary = try h.app.challengeSummary("Hard")
        #expect(summary.attempt == 2 && summary.day == 1 && summary.startDate == day("2026-11-24") && summary.status == .inProgress)
        #expect(try h.app.dayScreen("Hard", on: day("2026-11-22")).tasks[0].status == .failed)
        // The failed attempt's history stays.
        #expect(try h.app.dayScreen("Hard", on: day("2026-11-23")).challenges[0].attempt == 1)
    }

    @Test func yesterdayCanBeLoggedInsideTheGraceAndNotAfter() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout"])
        h.go(to: "2026-11-23", at: "23:59:00-05:00")
        try h.app.complete("Hard", "Workout", on: day("2026-11-22"))  // late, but inside the grace
        try h.app.complete("Hard", "Workout")
        h.go(to: "2026-11-25")
        let summary = try h.app.challengeSummary("Hard")
        #expect(summary.attempt == 1 && summary.day == 4 && summary.completedDays == 2)  // Nov 22 and 23; Nov 24 has nothing logged
        #expect(throws: UltimateError.notLoggable(day("2026-11-23"), why: "its grace of 1 day has passed and it is judged.")) {
            try h.app.complete("Hard", "Workout", on: day("2026-11-23"))
        }
        #expect(throws: UltimateError.notLoggable(day("2026-11-26"), why: "it is in the future.")) {
            try h.app.complete("Hard", "Workout", on: day("2026-11-26"))
        }
    }

    @Test func withNoGraceAMissedDayRestartsTheNextDay() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 10, rule: .strict, grace: 0, tasks: ["Workout"])
        h.go(to: "2026-11-23")
        let summary = try h.app.challengeSummary("Hard")
        #expect(summary.attempt == 2 && summary.startDate == day("2026-11-23") && summary.day == 1)
    }

    @Test func daysMissedWhileTheAppWasClosedAreJudgedOneAttemptAtATime() throws {
        let h = try UltimateHarness(now: "2026-11-01T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout"])
        h.go(to: "2026-11-10")
        // Nov 1 fails (judged at the end of Nov 2) → Nov 3 → Nov 5 → Nov 7 → Nov 9, still open today.
        let summary = try h.app.challengeSummary("Hard")
        #expect(summary.attempt == 5 && summary.startDate == day("2026-11-09") && summary.day == 2)
    }

    @Test func lenientMissesAreRecordedAndTheChallengeCompletesWhenItsDaysHavePassed() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Soft", days: 3, rule: .lenient, tasks: ["Walk"])
        h.go(to: "2026-11-23")
        try h.app.complete("Soft", "Walk")
        h.go(to: "2026-11-25")
        #expect(try h.app.challengeSummary("Soft").status == .inProgress)  // day 3 can still be logged
        h.go(to: "2026-11-26")
        let summary = try h.app.challengeSummary("Soft")
        // Issue 39, item 7: the ring counts the days done (1 of 3), as the page's "days done" does.
        #expect(summary.status == .completed && summary.attempt == 1 && summary.progress == 1.0 / 3)
        let statuses = try ["2026-11-22", "2026-11-23", "2026-11-24"].map { try h.app.dayScreen("Soft", on: day($0)).tasks[0].status }
        #expect(statuses == [.missed, .completed, .missed])
        #expect(throws: UltimateError.challengeOver("Soft")) { try h.app.complete("Soft", "Walk", on: day("2026-11-24")) }
    }

    @Test func aStrictChallengeCompletesWhenItsLastDayIsJudgedPerfect() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Short", days: 2, rule: .strict, tasks: ["Read"])
        try h.app.complete("Short", "Read")
        h.go(to: "2026-11-23")
        try h.app.complete("Short", "Read")
        h.go(to: "2026-11-24")
        #expect(try h.app.challengeSummary("Short").status == .inProgress)
        h.go(to: "2026-11-25")
        #expect(try h.app.challengeSummary("Short").status == .completed)
    }

    @Test func abandonFailsTheChallengeAndRestartBeginsANewAttemptKeepingHistory() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, tasks: ["Workout"])
        try h.app.complete("Hard", "Workout")
        h.go(to: "2026-11-23")
        try h.app.abandon("Hard")
        #expect(try h.app.challengeSummary("Hard").status == .failed)
        #expect(throws: UltimateError.challengeOver("Hard")) { try h.app.complete("Hard", "Workout") }
        h.go(to: "2026-11-30")
        try h.app.restart("Hard")
        let summary = try h.app.challengeSummary("Hard")
        #expect(summary.status == .inProgress && summary.attempt == 2 && summary.day == 1 && summary.startDate == day("2026-11-30"))
        #expect(try h.app.dayScreen("Hard", on: day("2026-11-22")).tasks[0].status == .completed)
    }

    @Test func aChallengeStartsTodayOrLaterAndWaitsForItsDay() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        #expect(throws: UltimateError.startInThePast(day("2026-11-21"), today: day("2026-11-22"))) {
            try h.app.start(template: "75-hard", on: day("2026-11-21"))
        }
        try h.app.start(template: "75-hard", on: day("2026-11-24"))
        let summary = try h.app.challengeSummary("75 Hard")
        #expect(summary.status == .notStarted && summary.day == 0 && summary.endDate == day("2027-02-06"))
        #expect(throws: UltimateError.notLoggable(day("2026-11-22"), why: "“75 Hard” starts on 2026-11-24.")) {
            try h.app.complete("75 Hard", "Diet")
        }
        #expect(try h.app.todayScreen().tasks.isEmpty)
        // Restarting a challenge that has not begun would move its start to today: refused, nothing changes.
        #expect(throws: UltimateError.valueNotAllowed("“75 Hard” has not started yet: it starts on 2026-11-24.")) {
            try h.app.restart("75 Hard")
        }
        #expect(try h.app.challengeSummary("75 Hard").startDate == day("2026-11-24"))
    }

    @Test(arguments: [
        (0, "x", UltimateError.daysOutOfRange(0)), (366, "x", .daysOutOfRange(366)), (30, " ", .nameEmpty),
        (30, String(repeating: "a", count: 61), .nameTooLong(61)),
    ])
    func badPlansAreRefused(days: Int, name: String, error: UltimateError) throws {
        let h = try UltimateHarness()
        #expect(throws: error) { try h.app.create(name: name, days: days, rule: .strict) }
        #expect(throws: UltimateError.graceOutOfRange(4)) { try h.app.create(name: "x", days: 3, rule: .strict, grace: 4) }
        #expect(try h.app.challengeList().isEmpty)
    }
}

@Suite struct TimelineCacheTests {
    @Test func aLogByAnotherProcessShowsOnTheNextRead() throws {
        let directory = temporaryDirectory("ultimate")
        let clock = TestClock("2026-11-22T08:00:00-05:00")
        let server = try Ultimate.onDisk(directory: directory, clock: clock.clock, calendar: .test())
        try server.create(name: "Mine", days: 30, rule: .strict, tasks: [ChallengeTask(name: "Walk")])
        #expect(try server.todayScreen().tasks[0].status == .notStarted)  // now kept
        let cli = try Ultimate.onDisk(directory: directory, clock: clock.clock, calendar: .test())
        try cli.complete("Mine", "Walk")
        #expect(try server.todayScreen().tasks[0].status == .completed)
        // A change of plan is seen too, and a new day derives the timeline again.
        try cli.abandon("Mine")
        #expect(try server.challengeSummary("Mine").status == .failed)
        try cli.restart("Mine")  // the same day: the restart came after the abandon
        clock.set("2026-11-23T08:00:00-05:00")
        let summary = try server.challengeSummary("Mine")
        #expect(summary.status == .inProgress && summary.day == 2 && summary.attempt == 2)
    }
}

extension TimelineCacheTests {
    /// Logs keep the timeline's shape and the plan in memory between writes; another process's
    /// change of plan, and a later day, must still be seen.
    @Test func logsInARowMatchAFreshReadAndSeeAnotherProcesssPlan() throws {
        let directory = temporaryDirectory("ultimate")
        let clock = TestClock("2026-11-22T08:00:00-05:00")
        let server = try Ultimate.onDisk(directory: directory, clock: clock.clock, calendar: .test())
        try server.create(name: "Mine", days: 30, rule: .strict, grace: 1,
                          tasks: [ChallengeTask(name: "Water", measurement: .quantity(target: 3, unit: .liters)), ChallengeTask(name: "Walk")])
        for _ in 1...3 { try server.log("Mine", "Water", value: 0.5, adding: true) }
        let cli = try Ultimate.onDisk(directory: directory, clock: clock.clock, calendar: .test())
        try cli.addTask(ChallengeTask(name: "Read"), to: "Mine")
        try server.complete("Mine", "Read")  // the plan kept by the server is a revision behind
        try server.log("Mine", "Water", value: 1, adding: true)
        #expect(try server.todayScreen() == cli.todayScreen())
        #expect(try server.todayScreen().tasks.map(\.value) == [2.5, 0, 1])
        // Tomorrow, yesterday is still open (grace 1) and its logs add to what it had.
        clock.set("2026-11-23T08:00:00-05:00")
        try server.log("Mine", "Water", value: 0.5, adding: true, on: day("2026-11-22"))
        try server.complete("Mine", "Walk", on: day("2026-11-22"))
        let fresh = try Ultimate.onDisk(directory: directory, clock: clock.clock, calendar: .test())
        #expect(try server.dayScreen("Mine", on: day("2026-11-22")) == fresh.dayScreen("Mine", on: day("2026-11-22")))
        #expect(try fresh.dayScreen("Mine", on: day("2026-11-22")).tasks.map(\.status) == [.completed, .completed, .completed])
    }
}

@Suite struct ChallengePlanTests {
    @Test func aTemplatesTasksAreAdjustedBeforeItStarts() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.app.start(template: "75-hard", on: day("2026-11-24"))
        // A smaller water target in fluid ounces, a renamed task, reading moved first, the photo dropped.
        let water = try h.app.editTask("Water", of: "75 Hard") { $0.measurement = .quantity(target: 100, unit: .fluidOunces) }
        #expect(water.measurement == .quantity(target: 100, unit: .fluidOunces))
        try h.app.editTask("outdoor workout", of: "75 Hard") { $0.name = "  Walk outside "; $0.timeOfDay = TimeOfDay("07:00") }
        try h.app.moveTask("Read", of: "75 Hard", to: 1)
        try h.app.removeTask("Progress photo", of: "75 Hard")
        h.go(to: "2026-11-24")
        let tasks = try h.app.todayScreen().tasks
        #expect(tasks.map(\.name) == ["Read", "Workout", "Walk outside", "Water", "Diet"])
        #expect(tasks[3].target == 100 && tasks[3].unit == "fl oz")

        // Refused: a name another task has, a bad target, a position out of range, an unknown task.
        #expect(throws: UltimateError.valueNotAllowed("“75 Hard” already has a task “Diet”.")) {
            try h.app.editTask("Read", of: "75 Hard") { $0.name = "diet" }
        }
        #expect(throws: UltimateError.valueNotAllowed("A target must be a number greater than 0.")) {
            try h.app.editTask("Read", of: "75 Hard") { $0.measurement = .quantity(target: 0, unit: .pages) }
        }
        #expect(throws: UltimateError.self) { try h.app.moveTask("Read", of: "75 Hard", to: 6) }
        #expect(throws: UltimateError.unknownTask("Photo", challenge: "75 Hard")) { try h.app.removeTask("Photo", of: "75 Hard") }
        #expect(try h.app.todayScreen().tasks.map(\.name) == ["Read", "Workout", "Walk outside", "Water", "Diet"])

        // On day 1 a new kind of measurement clears what was logged; after day 1 nothing changes.
        try h.app.log("75 Hard", "Walk outside", value: 20)
        try h.app.editTask("Walk outside", of: "75 Hard") { $0.measurement = .binary }
        #expect(try h.app.todayScreen().tasks[2].value == 0)
        h.go(to: "2026-11-25")
        #expect(throws: UltimateError.alreadyStarted("75 Hard")) { try h.app.removeTask("Diet", of: "75 Hard") }
        #expect(throws: UltimateError.alreadyStarted("75 Hard")) { try h.app.moveTask("Diet", of: "75 Hard", to: 1) }
    }

    @Test func aNewTargetReplacesTheDayByDayTargetsAndTheLastTaskStays() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.app.start(template: "plank-30")
        #expect(try h.app.todayScreen().tasks[0].target == 20)
        try h.app.editTask("Plank", of: "30-day plank") { $0.name = "Plank hold" }  // the plan's targets stay
        #expect(try h.app.todayScreen().tasks[0].target == 20)
        try h.app.editTask("Plank hold", of: "30-day plank") { $0.measurement = .quantity(target: 60, unit: .seconds) }
        #expect(try h.app.todayScreen().tasks[0].target == 60)
        #expect(throws: UltimateError.self) { try h.app.removeTask("Plank hold", of: "30-day plank") }
    }

    @Test func tasksChangeOnlyUntilDay1IsOverAndAtMost20() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Mine", days: 30, rule: .lenient, tasks: (1...19).map { "Task \($0)" })
        try h.app.addTask(ChallengeTask(name: "Task 20"), to: "Mine")
        #expect(throws: UltimateError.tooManyTasks) { try h.app.addTask(ChallengeTask(name: "Task 21"), to: "Mine") }
        try h.challenge("Other", days: 30, rule: .lenient, tasks: ["Walk"])
        h.go(to: "2026-11-23")
        #expect(throws: UltimateError.alreadyStarted("Other")) { try h.app.addTask(ChallengeTask(name: "Read"), to: "Other") }
        #expect(try h.app.dayScreen("Other", on: day("2026-11-23")).tasks.map(\.name) == ["Walk"])
    }
}

/// A challenge's page: its plan in words, its attempts and the calendar of its days.
@Suite struct ChallengeScreenTests {
    @Test func aStrictResetKeepsTheFailedAttemptWithTheTasksThatFailedIt() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 0, tasks: ["Workout", "Diet"])
        try h.app.complete("Hard", "Workout")
        try h.app.complete("Hard", "Diet")
        h.go(to: "2026-11-23")
        try h.app.complete("Hard", "Workout")  // Diet missed: judged when the day ends (no grace)
        h.go(to: "2026-11-24")
        try h.app.complete("Hard", "Diet")
        let screen = try h.app.challengeScreen("Hard")
        #expect(screen.summary.attempt == 2 && screen.summary.day == 1)
        #expect(!screen.canChangeTasks)
        #expect(screen.attempts.map(\.outcome) == [.failed, .running])
        #expect(screen.canAbandon && !screen.canRestart)  // on the new attempt's day 1
        #expect(screen.attempts[0].endedOn == day("2026-11-23") && screen.attempts[0].failedTasks == ["Diet"])
        #expect(screen.attempts[0].daysReached == 2 && screen.attempts[0].end == day("2026-11-23"))
        #expect(screen.attempts[1].start == day("2026-11-24"))
        #expect(screen.days.map(\.state) == [.perfect, .failed, .open])
        #expect(screen.days.map(\.challengeDay) == [1, 2, 1])
    }

    @Test func lenientDaysArePartialMissedOrRest() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")  // a Sunday
        try h.app.create(name: "Soft", days: 10, rule: .lenient, grace: 0, tasks: [
            ChallengeTask(name: "Run", frequency: .weekdays([2, 4, 6])), ChallengeTask(name: "Read", frequency: .weekdays([2, 3, 4, 5, 6])),
        ])
        h.go(to: "2026-11-23")  // Monday: run, not read
        try h.app.complete("Soft", "Run")
        h.go(to: "2026-11-26")
        #expect(try h.app.challengeScreen("Soft").days.map(\.state) == [.rest, .partial, .missed, .missed, .open])
    }

    @Test func thePlanIsDescribedInTheProfilesUnits() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.app.start(template: "plank-30")
        try h.app.start(template: "whole30")
        try h.app.start(template: "75-hard", on: day("2026-11-23"))
        try h.app.changeProfile { $0.units = .imperial }
        let plank = try h.app.challengeScreen("30-day plank").tasks[0]
        #expect(plank.target == "20 seconds to 300 seconds" && plank.due == "every day but rest days")
        let weighIn = try #require(try h.app.challengeScreen("Whole30").tasks.first { $0.due.hasPrefix("days") })
        #expect(weighIn.due == "days 1 and 30")
        let hard = try h.app.challengeScreen("75 Hard")
        #expect(hard.canChangeTasks && hard.rules?.contains("back to day 1") == true)
        #expect(hard.tasks.map(\.target) == ["45 min", "45 min", "128 fl oz", "10 pages", "done", "a progress photo"])
        #expect(hard.attempts.map(\.outcome) == [.running] && hard.days.isEmpty)
        #expect(hard.canAbandon && !hard.canRestart)  // not started yet
    }
}
