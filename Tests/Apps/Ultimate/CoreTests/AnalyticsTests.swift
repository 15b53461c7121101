import DayKit
import Foundation
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport

/// Completion rate, consistency, streaks, per-task rates, periods and series.
@Suite struct AnalyticsTests {
    /// A lenient challenge of two tasks from Nov 16 (a Monday), logged on some days.
    func history() throws -> UltimateHarness {
        let h = try UltimateHarness(now: "2026-11-16T08:00:00-05:00")
        try h.challenge("Soft", days: 30, rule: .lenient, grace: 1, tasks: ["Walk", "Read"])
        // Nov 16–19 perfect; Nov 20 only Walk; Nov 21 perfect; Nov 22 (today) Walk so far.
        for offset in 0...6 {
            let date = day("2026-11-16").adding(days: offset)
            h.go(to: date.description)
            try h.app.complete("Soft", "Walk")
            if ![4, 6].contains(offset) { try h.app.complete("Soft", "Read") }
        }
        return h
    }

    @Test func ratesCountJudgedDaysAndOnlyTodaysCompletedTasks() throws {
        let h = try history()
        // Nov 22 (a Sunday): Sun–Sat weeks in en_US, so the week is Nov 22–28 and holds only today.
        let week = try h.app.analytics(period: .week)
        #expect(week.from == day("2026-11-22") && week.to == day("2026-11-28"))
        #expect(week.completionRate == 1)  // today: Walk done counts; Read not done yet does not count against
        #expect(week.consistency == nil)  // no judged day in it
        // The week before (Nov 15–21): judged Nov 16–20 (10 due, 9 done), Nov 21 open (2 done).
        let previous = try #require(week.previous)
        #expect(previous.completionRate == 11.0 / 12.0)
        #expect(previous.consistency == 4.0 / 5.0)  // Nov 16–19 perfect; Nov 20 not
        #expect(previous.tasks.map(\.rate) == [1, 5.0 / 6.0])
    }

    @Test func streaksEndTodayOrYesterdayWhileTodayIsOpen() throws {
        let h = try history()
        let figures = try h.app.analytics("Soft", period: .month)
        #expect(figures.currentStreak == 1)  // Nov 21; today not perfect yet
        #expect(figures.longestStreak == 4)  // Nov 16–19
        try h.app.complete("Soft", "Read")
        #expect(try h.app.analytics("Soft").currentStreak == 2)
        #expect(figures.series.map(\.date) == (0..<22).map { day("2026-11-01").adding(days: $0) })
        #expect(figures.series.last.map { [$0.completed, $0.due] } == [1, 2])
        #expect(figures.series.first.map { [$0.completed, $0.due] } == [0, 0])
    }

    @Test func aStrictResetBreaksTheStreakAndIsCountedAsMissed() throws {
        let h = try UltimateHarness(now: "2026-11-20T08:00:00-05:00")
        try h.challenge("Hard", days: 75, rule: .strict, grace: 0, tasks: ["Workout"])
        try h.app.complete("Hard", "Workout")
        h.go(to: "2026-11-22")  // Nov 21 missed: attempt 2 starts today
        try h.app.complete("Hard", "Workout")
        let figures = try h.app.analytics("Hard", period: .month)
        #expect(figures.currentStreak == 1 && figures.longestStreak == 1)
        #expect(figures.completionRate == 2.0 / 3.0 && figures.consistency == 1.0 / 2.0)
    }

    /// Flying from New York to Tokyo moves today, and so what is judged, but never a logged day.
    @Test func aTimeZoneChangeMovesTodayButNotTheLoggedDays() throws {
        let h = try history()
        h.go(to: "2026-11-22", at: "11:00:00-05:00")  // 01:00 on Nov 23 in Tokyo
        let tokyo = Ultimate(database: h.app.database, clock: h.clock.clock, calendar: .test(zone: "Asia/Tokyo", locale: "en_US"))
        let month = try tokyo.analytics("Soft", period: .month)
        // Judged in Tokyo: Nov 16–21 (today is Nov 23, with a day of grace): 11 of 12 task-days and 5 of
        // 6 perfect days; Nov 22, still open, adds its one completed task-day to both sides: 12 of 13.
        #expect(month.completionRate == 12.0 / 13 && month.consistency == 5.0 / 6)
        #expect(month.series.suffix(3).map(\.date) == [day("2026-11-21"), day("2026-11-22"), day("2026-11-23")])
        #expect(month.series.suffix(3).map(\.completed) == [2, 1, 0])
        #expect(try tokyo.todayScreen().date == day("2026-11-23"))
        // Back in New York at the same moment, it is Nov 22 again, with its Walk done.
        #expect(try h.app.todayScreen().tasks.map(\.status) == [.completed, .notStarted])
    }

    @Test func periodsFollowTheLocaleAndTheCalendar() {
        let calendar = Calendar.test(zone: "Europe/Berlin", locale: "de_DE")
        let today = day("2026-03-29")  // a Sunday, the day clocks change in Berlin
        #expect(AnalyticsPeriod.week.range(containing: today, offset: 0, calendar: calendar) == day("2026-03-23")...day("2026-03-29"))
        #expect(AnalyticsPeriod.month.range(containing: day("2026-01-15"), offset: -1, calendar: calendar) == day("2025-12-01")...day("2025-12-31"))
        #expect(AnalyticsPeriod.month.range(containing: day("2024-03-10"), offset: -1, calendar: calendar) == day("2024-02-01")...day("2024-02-29"))
        #expect(AnalyticsPeriod.year.range(containing: today, offset: -1, calendar: calendar) == day("2025-01-01")...day("2025-12-31"))
        #expect(AnalyticsPeriod.day.range(containing: today, offset: -1, calendar: calendar) == day("2026-03-28")...day("2026-03-28"))
    }
}

@Suite struct ProfileTests {
    @Test func theProfileKeepsDetailsAndRefusesImpossibleOnes() throws {
        let h = try UltimateHarness()
        #expect(try h.app.profile() == UltimateProfile())
        try h.app.changeProfile { $0.name = "  Sam "; $0.heightCm = 180; $0.units = .imperial }
        #expect(try h.app.profile().name == "Sam" && h.app.profile().units == .imperial)
        #expect(throws: UltimateError.valueNotAllowed("A height is 50 to 272 cm.")) { try h.app.changeProfile { $0.heightCm = 20 } }
        #expect(try h.app.profile().heightCm == 180)
        try h.app.completeOnboarding()
        #expect(try h.app.profile().hasCompletedOnboarding)
        try h.challenge("Soft", days: 3, rule: .lenient, tasks: ["Walk"])
        try h.app.resetAllData()
        #expect(try h.app.challengeList().isEmpty && h.app.profile() == UltimateProfile())
    }
}

/// Analytics of everything so far, and figures that are written out even when there is nothing
/// to count yet.
@Suite struct WholeChallengeAnalyticsTests {
    @Test func allCoversEveryDaySinceTheFirstWithNoPeriodBefore() throws {
        let h = try AnalyticsTests().history()
        let all = try h.app.analytics("Soft", period: .all)
        #expect(all.period == .all && all.from == day("2026-11-16") && all.to == day("2026-11-22") && all.previous == nil)
        // Judged Nov 16–20 (10 due, 9 done); Nov 21 and today open, counting their 3 done.
        #expect(all.completionRate == 12.0 / 13 && all.consistency == 4.0 / 5)
        #expect(all.tasks.map(\.rate) == [1, 5.0 / 6] && all.series.count == 7)
        #expect(all.longestStreak == 4)
        #expect(throws: UltimateError.valueNotAllowed("“all” is everything so far: there is no period before it to go back to.")) {
            try h.app.analytics(period: .all, offset: -1)
        }
    }

    @Test func ratesWithNothingToCountAreWrittenAsNull() throws {
        let h = try UltimateHarness()
        try h.challenge("Soft", days: 30, rule: .lenient, tasks: ["Walk"])
        let figures = try h.app.analytics(period: .all)
        #expect(figures.completionRate == nil && figures.consistency == nil && figures.tasks.map(\.rate) == [nil])
        let json = try #require(String(data: JSONEncoder().encode(figures), encoding: .utf8))
        #expect(json.contains("\"completionRate\":null") && json.contains("\"consistency\":null") && json.contains("\"rate\":null"))
        #expect(json.contains("\"previous\":null"))
        let week = try #require(String(data: JSONEncoder().encode(try h.app.analytics(period: .week)), encoding: .utf8))
        #expect(week.components(separatedBy: "\"completionRate\":null").count == 3)  // this week's and the week before's
    }
}
