@testable import BetterMorningCore
import TestSupport
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing

@Suite struct RestartDeleteResetTests {
    @Test func restartingAnInactiveRoutineActivatesItFromTomorrow() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")
        h.clock.set("2026-11-23T09:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.choose(celebrityID: "maya-angelou")
        h.clock.set("2026-11-25T09:00:00-05:00")
        try h.app.check(taskNumber: 2)
        // When Darwin is restarted from the Data tab by id
        let darwinID = try h.routine("charles-darwin").id
        try h.app.restart(darwinID)
        // Then Darwin is active from tomorrow, Angelou's today is finalized, history intact
        let darwin = try h.routine("charles-darwin")
        #expect(darwin.isActive && darwin.startDay == day("2026-11-26"))
        #expect(try h.records(darwinID) == [day("2026-11-23"): 1])
        #expect(try h.records(try h.routine("maya-angelou").id) == [day("2026-11-24"): 0, day("2026-11-25"): 1])
        #expect(try h.app.routineScreen().state == .startsTomorrow)
        #expect(try h.planned().map(\.routineID) == [darwinID])
    }

    @Test func restartingTheActiveRoutineMidDayFinalizesTodayFirst() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-23T09:00:00-05:00")
        try h.app.check(taskNumber: 3)
        try h.app.restart(h.app.routineID("tim-cook"))
        let cook = try h.routine("tim-cook")
        #expect(cook.isActive && cook.startDay == day("2026-11-24"))
        #expect(try h.records(cook.id) == [day("2026-11-23"): 1])
        #expect(try h.app.routineScreen().state == .startsTomorrow)
        // The next day it runs again with fresh tasks, and the restart did not duplicate records.
        h.clock.set("2026-11-24T09:00:00-05:00")
        #expect(try h.marks("2026-11-24").allSatisfy { $0 == .untouched })
        #expect(try h.records(cook.id) == [day("2026-11-23"): 1])
    }

    @Test func restartingAnUnknownRoutineIsRefused() throws {
        let h = try Harness()
        #expect(throws: BetterMorningError.unknownRoutine("42")) { try h.app.restart(h.app.routineID("42")) }
    }

    @Test func deletingAnInactiveRoutineRemovesItsHistoryOnly() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")
        h.clock.set("2026-11-23T09:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.choose(celebrityID: "maya-angelou")
        let darwinID = try h.routine("charles-darwin").id
        try h.app.delete(h.app.routineID("charles-darwin"))
        #expect(try h.records(darwinID).isEmpty)
        #expect(try h.read { db in try TaskMarkRecord.fetchCount(db) } == 0)
        let remainingTasks = try h.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM task WHERE routineID = ?", arguments: [darwinID.rawValue]) }
        #expect(remainingTasks == 0)
        #expect(try h.app.routineList().map(\.name) == ["Maya Angelou"])
        #expect(try h.routine("maya-angelou").isActive)
    }

    @Test func deletingTheActiveRoutineLeavesNoneAndNoReminder() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")
        try h.app.choose(celebrityID: "maya-angelou")
        try h.app.delete(h.app.routineID("maya-angelou"))
        #expect(try h.app.routineScreen().state == .noActiveRoutine)
        #expect(try h.planned().isEmpty)
        let cards = try h.app.dataScreen().cards
        #expect(cards.map(\.routine.name) == ["Charles Darwin"])
        #expect(try cards.allSatisfy { !$0.isActive })
        try h.app.delete(h.app.routineID("charles-darwin"))
        #expect(try h.app.dataScreen().cards.isEmpty)
    }

    @Test func resetAllDataKeepsOnlyThePurchase() throws {
        let h = try Harness()
        try h.unlock()
        try h.app.completeOnboarding()
        try h.app.setNotifications(enabled: false)
        try h.app.choose(celebrityID: "charles-darwin")
        try h.app.setDraftTitle("Half done")
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay("06:00")!)
        try h.app.setNotifications(enabled: true)
        h.clock.set("2026-11-23T09:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.resetAllData()
        #expect(try h.app.routineList().isEmpty)
        #expect(try h.read { db in try DayRecord.fetchCount(db) + TaskMarkRecord.fetchCount(db) + RoutineTask.fetchCount(db) } == 0)
        #expect(try h.app.createScreen().tasks.isEmpty)
        #expect(try h.app.createScreen().title == "")
        #expect(try h.planned().isEmpty)
        #expect(try h.app.onboardingScreen().shouldShow)
        #expect(try h.app.settingsScreen() == BetterMorningSettingsScreen(onboardingCompleted: false, notificationsEnabled: true, unlocked: true,
                                                                      lastStepMinutes: BetterMorningLimits.defaultLastStepMinutes))
        #expect(try h.app.routineScreen().state == .noActiveRoutine)
        #expect(try h.app.dataScreen().cards.isEmpty)
    }

    @Test func onboardingShowsUntilCompleted() throws {
        let h = try Harness()
        let screen = try h.app.onboardingScreen()
        #expect(screen.shouldShow)
        #expect(screen.pages.map(\.topic.rawValue) == ["inspiration", "personalization", "accountability", "progress", "start"])
        try h.app.completeOnboarding()
        #expect(try !h.app.onboardingScreen().shouldShow)
        try h.app.launch()
        #expect(try !h.app.onboardingScreen().shouldShow)
    }
}
