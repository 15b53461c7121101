import DayKit
import Foundation
import Testing
import TestSupport
@testable import UltimateCore
import UltimateTestSupport

/// Issue 39, items 7 and 8: a day that can no longer be logged never looks open, the list's ring
/// counts what the page counts, Today says when a strict challenge restarts, and a lenient
/// challenge's past days can be filled in later.
@Suite struct TwoWeeksTests {
    @Test func aFailedAttemptsDeadDayIsMissedAndTheAttemptEndsOnItsFailure() throws {
        let h = try UltimateHarness(now: "2026-11-23T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout"])
        try h.app.complete("Hard", "Workout")
        h.go(to: "2026-11-26")  // Nov 24 judged missed: attempt 1 failed; Nov 25 was its grace day, never judged
        let screen = try h.app.challengeScreen("Hard")
        let attempt = try #require(screen.attempts.first)
        #expect(attempt.endedOn == day("2026-11-24") && attempt.end == day("2026-11-24") && attempt.daysReached == 2)
        #expect(!screen.days.contains { $0.attempt == 1 && $0.state == .open })
        let dead = try h.app.dayScreen("Hard", on: day("2026-11-25"))
        #expect(!dead.isLoggable)
        #expect(dead.tasks.allSatisfy { $0.status != .notStarted && $0.status != .inProgress })
    }

    @Test func theRingCountsTheDaysDone() throws {
        let h = try UltimateHarness(now: "2026-11-20T08:00:00-05:00")
        try h.challenge("Soft", days: 30, rule: .lenient, tasks: ["Walk"])
        try h.app.complete("Soft", "Walk")
        h.go(to: "2026-11-23")
        let summary = try h.app.challengeSummary("Soft")
        #expect(summary.completedDays == 1 && summary.progress == 1.0 / 30)
    }

    @Test func todaySaysAStrictChallengeRestartsTonightIfYesterdayStaysOpen() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 1, tasks: ["Workout"])
        try h.challenge("Soft", days: 75, rule: .lenient, grace: 1, tasks: ["Walk"])
        h.go(to: "2026-11-23")
        let today = try h.app.todayScreen()
        #expect(today.earlier == day("2026-11-22"))
        #expect(today.earlierDeadline == "If it stays open, Hard starts again at day 1 tonight.")
        try h.app.complete("Hard", "Workout", on: day("2026-11-22"))
        #expect(try h.app.todayScreen().earlierDeadline == nil)
    }

    @Test func aLenientChallengesPastDaysCanBeFilledInAStrictOneKeepsItsGrace() throws {
        let h = try UltimateHarness(now: "2026-11-10T08:00:00-05:00")
        try h.challenge("Soft", days: 75, rule: .lenient, grace: 1, tasks: ["Walk"])
        try h.challenge("Hard", days: 75, rule: .strict, grace: 3, tasks: ["Workout"])
        h.go(to: "2026-11-22")
        try h.app.complete("Soft", "Walk", on: day("2026-11-12"))
        #expect(try h.app.dayScreen("Soft", on: day("2026-11-12")).tasks[0].status == .completed)
        #expect(try h.app.dayScreen("Soft", on: day("2026-11-13")).isLoggable)
        #expect(try !h.app.dayScreen("Hard", on: day("2026-11-12")).isLoggable)
        #expect(throws: UltimateError.self) { try h.app.complete("Hard", "Workout", on: day("2026-11-12")) }
    }
}
