import DayKit
import Foundation
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport

/// Yesterday across challenges while its grace lasts, and a task's detail with its history.
@Suite struct DayAndTaskScreenTests {
    @Test func yesterdayIsOfferedWhileAChallengesGraceLastsAndShowsOnlyTheChallengesThatCanLogIt() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout"])
        try h.challenge("Quick", days: 30, rule: .lenient, grace: 0, tasks: ["Read"])
        #expect(try h.app.todayScreen().earlier == nil)  // day 1: there is no yesterday to log
        h.go(to: "2026-11-23")
        let today = try h.app.todayScreen()
        #expect(today.isToday && today.earlier == day("2026-11-22") && today.challenges.map(\.name) == ["Hard", "Quick"])
        // Yesterday holds Hard (grace 1) but not Quick (grace 0: judged at midnight).
        let yesterday = try h.app.dayScreen(on: day("2026-11-22"))
        #expect(!yesterday.isToday && yesterday.challenges.map(\.name) == ["Hard"] && yesterday.tasks.map(\.name) == ["Workout"])
        #expect(yesterday.earlier == nil)
        try h.app.complete("Hard", "Workout", on: day("2026-11-22"))
        #expect(try h.app.dayScreen(on: day("2026-11-22")).tasks[0].status == .completed)
        // Once the grace has passed, the day is gone from reach.
        h.go(to: "2026-11-24")
        #expect(try h.app.todayScreen().earlier == day("2026-11-23"))
        #expect(throws: UltimateError.notLoggable(day("2026-11-22"), why: "no running challenge can still log it: a day's grace has passed.")) {
            try h.app.dayScreen(on: day("2026-11-22"))
        }
        #expect(throws: UltimateError.notLoggable(day("2026-11-25"), why: "it is in the future.")) {
            try h.app.dayScreen(on: day("2026-11-25"))
        }
    }

    @Test func aTaskScreenShowsItsPlanItsDayAndItsHistoryNewestFirst() throws {
        let h = try UltimateHarness(now: "2026-11-20T08:00:00-05:00")
        let hard = try h.app.start(template: "75-hard")
        try h.app.log(hard.id.uuidString, "Water", value: 3.8)
        try h.app.note(hard.id.uuidString, "Water", "Felt easy")
        h.go(to: "2026-11-21")
        try h.app.log(hard.id.uuidString, "Water", value: 1.5)
        h.go(to: "2026-11-22")
        let screen = try h.app.taskScreen(hard.id.uuidString, "Water")
        #expect(screen.planned.name == "Water" && screen.planned.target == "3.79 L" && screen.planned.due == "every day")
        #expect(screen.date == day("2026-11-22") && screen.isLoggable && screen.day?.status == .notStarted)
        #expect(screen.history.map(\.date) == [day("2026-11-22"), day("2026-11-21"), day("2026-11-20")])
        #expect(screen.history.map(\.logged) == [nil, "1.5 L", "3.8 L"])
        #expect(screen.history[2].note == "Felt easy" && screen.history[2].status == .completed)
        // Nov 20 completed it; Nov 21 is still open inside the grace; today has not been judged.
        #expect(screen.completedDays == 1 && screen.dueDays == 1)
        // An imperial profile sees it in its own units.
        _ = try h.app.changeProfile { $0.units = .imperial }
        #expect(try h.app.taskScreen(hard.id.uuidString, "Water").history[1].logged == "50.72 fl oz")
        // A judged day is shown but cannot be logged.
        h.go(to: "2026-11-23")
        #expect(try !h.app.taskScreen(hard.id.uuidString, "Water", on: day("2026-11-20")).isLoggable)
        #expect(throws: UltimateError.unknownTask("Nap", challenge: "75 Hard")) { try h.app.taskScreen(hard.id.uuidString, "Nap") }
    }

    @Test func aStrictResetIsExplainedUntilThePersonHasReadItAndAgainAfterTheNextReset() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout"])
        #expect(try h.app.challengeScreen("Hard").unexplainedReset == nil)
        h.go(to: "2026-11-24")  // Nov 22 was missed and judged: attempt 2 starts today
        let reset = try #require(try h.app.challengeScreen("Hard").unexplainedReset)
        #expect(reset.number == 1 && reset.failedTasks == ["Workout"])
        #expect(try h.app.todayScreen().challenges[0].hasUnexplainedReset)
        try h.app.explainReset("Hard")
        #expect(try h.app.challengeScreen("Hard").unexplainedReset == nil)
        #expect(try !h.app.todayScreen().challenges[0].hasUnexplainedReset)
        h.go(to: "2026-11-26")  // attempt 2's day 1 was missed too
        #expect(try h.app.challengeScreen("Hard").unexplainedReset?.number == 2)
    }

    @Test func aDayIsCompleteWhenEveryDueTaskIsAndNotBefore() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout", "Read"])
        try h.app.complete("Hard", "Workout")
        #expect(try !h.app.todayScreen().challenges[0].isComplete)
        try h.app.complete("Hard", "Read")
        #expect(try h.app.todayScreen().challenges[0].isComplete)
    }
}

/// Day numbers, days done, the list's ring and yesterday's offer agree with each other.
@Suite struct DayCountTests {
    /// NB: after a perfect day 1 the list said 0% and "0 days done" while Today was all done, and
    /// Today offered "Yesterday, still open" for a day already complete.
    @Test func aPerfectDayCountsAsDoneAtOnceAndIsNotOfferedAgain() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout", "Read"])
        var summary = try h.app.challengeSummary("Hard")
        #expect(summary.day == 1 && summary.completedDays == 0 && summary.progress == 0 && summary.daysRemaining == 75)
        #expect(try h.app.todayScreen().challenges.map { [$0.day, $0.days] } == [[1, 75]])
        try h.app.complete("Hard", "Workout")
        try h.app.complete("Hard", "Read")
        summary = try h.app.challengeSummary("Hard")
        #expect(try h.app.todayScreen().challenges[0].isComplete)
        #expect(summary.day == 1 && summary.completedDays == 1 && summary.progress == 1.0 / 75 && summary.daysRemaining == 74)
        h.go(to: "2026-11-23")
        #expect(try h.app.todayScreen().earlier == nil)  // yesterday is complete
        summary = try h.app.challengeSummary("Hard")
        #expect(summary.day == 2 && summary.completedDays == 1 && summary.progress == 1.0 / 75 && summary.daysRemaining == 74)
        try h.app.complete("Hard", "Workout")
        h.go(to: "2026-11-24")
        #expect(try h.app.todayScreen().earlier == day("2026-11-23"))  // Read is still open there
        #expect(try h.app.challengeSummary("Hard").completedDays == 1)
    }

    /// NB: after a strict reset, Today offered the failed attempt's last day as "Yesterday, still
    /// open", where the challenge read "Day 2 of 75" beside today's "Day 1 of 75".
    @Test func aFailedAttemptsDaysAreNeitherOfferedNorLogged() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout"])
        h.go(to: "2026-11-24")  // Nov 22 missed and judged: attempt 2's day 1; Nov 23 was attempt 1's grace
        let today = try h.app.todayScreen()
        #expect(today.challenges.map { [$0.day, $0.attempt] } == [[1, 2]] && today.earlier == nil)
        #expect(throws: UltimateError.self) { try h.app.dayScreen(on: day("2026-11-23")) }
        #expect(throws: UltimateError.notLoggable(day("2026-11-23"), why: "it belongs to attempt 1 of “Hard”, which is over.")) {
            try h.app.complete("Hard", "Workout", on: day("2026-11-23"))
        }
        #expect(try !h.app.dayScreen("Hard", on: day("2026-11-23")).isLoggable)
        #expect(try !h.app.taskScreen("Hard", "Workout", on: day("2026-11-23")).isLoggable)
    }

    @Test func anAbandonedChallengeStaysAtTheDayItWasAbandoned() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Soft", days: 75, rule: .lenient, tasks: ["Workout"])
        h.go(to: "2026-11-23")
        try h.app.abandon("Soft")
        h.go(to: "2026-11-30")
        let summary = try h.app.challengeSummary("Soft")
        // Issue 39, item 7: the ring counts the days done (none), not the days passed.
        #expect(summary.status == .failed && summary.day == 2 && summary.completedDays == 0 && summary.progress == 0)
    }
}
