@testable import BetterMorningCore
import TestSupport
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing

@Suite struct RemindersAndPurchasesTests {
    @Test func aFirstTaskAtMidnightRemindsAtMidnight() throws {
        let h = try Harness()
        try h.unlock()
        try h.app.setDraftTitle("Night owl")
        try h.app.addDraftTask(title: "Sleep", at: TimeOfDay("00:00")!)
        try h.app.saveDraft()
        #expect(try h.planned().map(\.time) == [TimeOfDay(minutes: 0)!])
        #expect(try h.deliverDue(at: "2026-11-22T23:59:00-05:00") == nil)
        #expect(try h.deliverDue(at: "2026-11-23T00:00:00-05:00")?.routineName == "Night owl")
        #expect(try h.deliverDue(at: "2026-11-23T00:10:00-05:00") == nil)
        #expect(try h.app.reminderDeliveries().map(\.day) == [day("2026-11-23")])
    }

    /// NB: the time was compared with the time elapsed since midnight: on the fall-back day a
    /// 06:00 reminder came at 05:00, and on the spring-forward day at 07:00.
    @Test func theReminderComesAtItsClockTimeOnDaylightSavingDays() throws {
        let h = try Harness()
        try h.unlock()
        try h.app.setDraftTitle("Early")
        try h.app.addDraftTask(title: "Walk", at: TimeOfDay("06:00")!)
        try h.app.saveDraft()
        #expect(try h.deliverDue(at: "2027-03-14T05:59:00-04:00") == nil)
        #expect(try h.deliverDue(at: "2027-03-14T06:00:00-04:00")?.routineName == "Early")
        #expect(try h.deliverDue(at: "2027-11-07T05:30:00-05:00") == nil)
        #expect(try h.deliverDue(at: "2027-11-07T06:00:00-05:00")?.routineName == "Early")
    }

    @Test func noReminderWithoutAnActiveRoutineOrWithNotificationsOff() throws {
        let h = try Harness()
        #expect(try h.planned().isEmpty)
        try h.app.choose(celebrityID: "tim-cook")
        #expect(try h.planned().count == 1)
        try h.app.setNotifications(enabled: false)
        #expect(try h.planned().isEmpty)
        #expect(try !h.app.settingsScreen().notificationsEnabled)
        try h.app.setNotifications(enabled: true)
        #expect(try h.planned().map(\.time) == [TimeOfDay("03:45")!])
    }

    @Test func aLaunchReplansTheReminder() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "tim-cook")
        try h.reminders.replan(nil)
        try h.app.launch()
        #expect(try h.app.pendingReminders().map(\.startDay) == [day("2026-11-23")])
    }

    @Test func theReminderIsDeliveredOnceADayFromTheStartDay() throws {
        let h = try Harness()
        try h.app.choose(celebrityID: "charles-darwin")  // 07:00 from the 23rd
        #expect(try h.deliverDue(at: "2026-11-22T08:00:00-05:00") == nil)
        #expect(try h.deliverDue(at: "2026-11-23T06:55:00-05:00") == nil)
        #expect(try h.deliverDue(at: "2026-11-23T07:00:00-05:00") != nil)
        #expect(try h.deliverDue(at: "2026-11-23T09:00:00-05:00") == nil)
        #expect(try h.deliverDue(at: "2026-11-24T07:14:00-05:00") != nil)
        // One that fell due while nothing could show it is shown when the app is next opened that
        // day, once; the 26th's never shows on the 27th.
        #expect(try h.deliverDue(at: "2026-11-25T11:30:00-05:00") != nil)
        #expect(try h.deliverDue(at: "2026-11-25T11:31:00-05:00") == nil)
        #expect(try h.deliverDue(at: "2026-11-27T06:59:00-05:00") == nil)
        #expect(try h.app.reminderDeliveries().map(\.day) == [day("2026-11-23"), day("2026-11-24"), day("2026-11-25")])
    }

    @Test(arguments: [UnlockOutcome.cancel, .fail])
    func aCancelledOrFailedPurchaseUnlocksNothing(outcome: UnlockOutcome) throws {
        let h = try Harness()
        #expect(try h.app.buyUnlock(simulated: outcome) == outcome)
        #expect(!h.app.isUnlocked)
        #expect(try !h.app.restorePurchases())
    }

    @Test func aPurchaseIsRestoredByAReinstall() throws {
        let h = try Harness()
        #expect(try h.app.buyUnlock(simulated: .success) == .success)
        #expect(h.app.isUnlocked)
        // A fresh database (a reinstall) over the same store.
        let reinstalled = try Harness(purchaseFile: h.purchaseFile)
        #expect(try reinstalled.app.restorePurchases())
        #expect(try reinstalled.app.settingsScreen().unlocked)
    }

    @Test func aCorruptPurchaseFileMeansNotUnlocked() throws {
        let h = try Harness()
        try Data("garbage".utf8).write(to: h.purchaseFile)
        #expect(!h.app.isUnlocked)
        #expect(try h.app.buyUnlock(simulated: .success) == .success)
        #expect(h.app.isUnlocked)
    }
}

extension BetterMorningHarness {
    /// What the server delivers at `iso` (the clock moved there), named as the scheduler it
    /// replaced answered: the routine reminded of.
    func deliverDue(at iso: String) throws -> RoutineReminder? {
        clock.set(iso)
        guard let delivered = try app.deliverDueReminder() else { return nil }
        return try app.plannedReminder().flatMap { $0.routineID == delivered.subject ? $0 : nil }
    }
}
