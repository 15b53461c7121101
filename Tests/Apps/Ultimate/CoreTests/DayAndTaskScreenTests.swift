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
