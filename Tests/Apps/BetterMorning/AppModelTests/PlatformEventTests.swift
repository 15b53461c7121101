import BetterMorningAppModel
import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing
import TestSupport

/// A store that never sells anything (the startup tests never reach the paywall).
struct ClosedStore: UnlockPurchasing {
    func purchase() async throws -> UnlockOutcome { .cancel }
    func restore() async throws -> Bool { false }
}

/// What the shell reports from the system (becoming active, a time-zone change, a tapped
/// reminder, a database that cannot open) and where the model takes the user.
@MainActor @Suite struct PlatformEventTests {
    private func model(_ answer: UnlockOutcome = .success) throws -> (BetterMorningModel, BetterMorningHarness) {
        try launchedModel(answer, onboarded: true)
    }

    // MARK: Reminders

    @Test func becomingActivePlansTheRemindersAgainAfterTheyRanOut() async throws {
        let (model, harness) = try model()
        model.choose("tim-cook")
        // NB: the model hands the reminder over when its plan changes, as the observation reports it.
        await eventually { (try? harness.app.pendingReminders().map(\.routineName)) == ["Tim Cook"] }
        // The platform delivered every scheduled reminder while the app stayed in the background.
        try harness.reminders.replan(nil)
        harness.clock.set("2026-12-24T06:00:00-05:00")
        model.becameActive()
        let planned = try #require(try harness.app.plannedReminder())
        #expect(try harness.app.pendingReminders() == [planned])
    }

    @Test func becomingActivePlansNothingWhenRemindersAreOff() throws {
        let (model, harness) = try model()
        model.choose("tim-cook")
        model.settings.setNotifications(false)
        model.becameActive()
        #expect(try harness.app.pendingReminders().isEmpty)
    }

    @Test func aTimeZoneChangeMovesTheDayTheTimerAndTheReminders() throws {
        let (model, harness) = try model()
        model.choose("tim-cook")
        harness.clock.set("2026-11-23T23:30:00-05:00")
        model.becameActive()
        #expect(model.routine.screen?.date == day("2026-11-23"))
        #expect(model.nextDayStart == TestClock.parse("2026-11-24T00:00:00-05:00"))
        try harness.reminders.replan(nil)
        // Past midnight on the new wall clock, before the midnight timer fired.
        harness.clock.set("2026-11-24T00:30:00-05:00")
        model.timeZoneChanged()
        #expect(model.routine.screen?.date == day("2026-11-24") && model.routine.screen?.mode == .today)
        #expect(model.nextDayStart == TestClock.parse("2026-11-25T00:00:00-05:00"))
        #expect(try harness.app.pendingReminders().map(\.routineName) == ["Tim Cook"])
        // The day that ended was closed: yesterday's untouched tasks are missed.
        model.routine.select(day: day("2026-11-23"))
        #expect(model.routine.screen?.tasks.map(\.mark) == [.missed, .missed, .missed])
    }

    @Test func tappingTheReminderOpensTodayOnTheRoutineTabOverAnySheet() async throws {
        let (model, harness) = try model()
        model.choose("tim-cook")
        harness.clock.set("2026-11-24T04:00:00-05:00")
        model.dayChanged()
        model.routine.select(day: day("2026-11-23"))
        model.tab = .explore
        model.explore.openProfile("maya-angelou")
        model.openCreate()
        #expect(model.explore.profile != nil && model.createSheet == .paywall)
        model.openReminder()
        #expect(model.tab == .routine && model.explore.profile == nil && model.createSheet == nil)
        #expect(model.routine.screen?.date == day("2026-11-24") && model.routine.screen?.mode == .today)
    }

    // MARK: Create and the paywall

    @Test func createOpensThePaywallAndASuccessfulPurchaseLandsInCreate() async throws {
        let (model, _) = try model(.success)
        model.openCreate()
        #expect(model.createSheet == .paywall)
        #expect(await model.buyUnlock() == .unlocked)
        #expect(model.createSheet == .create && model.create.screen?.tasks.isEmpty == true)
        model.closeCreate()
        model.openCreate()
        #expect(model.createSheet == .create)
    }

    @Test(arguments: [UnlockOutcome.cancel, .fail])
    func aPurchaseThatDoesNotGoThroughStaysOnThePaywall(answer: UnlockOutcome) async throws {
        let (model, _) = try model(answer)
        model.openCreate()
        _ = await model.buyUnlock()
        #expect(model.createSheet == .paywall && model.create.screen == nil)
    }

    @Test func savingOrDiscardingTheDraftClosesCreate() async throws {
        let (model, _) = try model()
        model.openCreate()
        _ = await model.buyUnlock()
        model.create.setDraftTitle("Sunrise club")
        #expect(model.create.addDraftTask(title: "Stretch", at: TimeOfDay("06:30")!))
        #expect(model.saveDraft())
        #expect(model.createSheet == nil && model.tab == .routine)
        model.openCreate()
        model.discardDraft()
        #expect(model.createSheet == nil)
    }

    // MARK: Opening the data

    @Test func aDatabaseThatCannotOpenShowsTheErrorScreenAndTryAgainOpensIt() throws {
        let directory = temporaryDirectory("bm-startup")
        try Data("not a folder".utf8).write(to: directory)  // where the folder should be, a file
        defer { try? FileManager.default.removeItem(at: directory) }
        let startup = BetterMorningStartup(purchasing: ClosedStore()) {
            try BetterMorning.onDisk(directory: directory, clock: .fixed(TestClock.parse("2026-11-22T08:00:00-05:00")), calendar: .test())
        }
        let failure = try #require(startup.failure)
        #expect(startup.model == nil)
        #expect(failure.title == "Better Morning can't open your data")
        #expect(failure.message.contains("Nothing has been deleted"))
        #expect(!failure.detail.isEmpty)
        // Still broken: still the error screen.
        startup.retry()
        #expect(startup.failure != nil)
        // Fixed: the app starts on onboarding.
        try FileManager.default.removeItem(at: directory)
        startup.retry()
        let model = try #require(startup.model)
        model.launch()
        #expect(startup.failure == nil && model.showsOnboarding)
    }

    @Test func aDamagedDatabaseFileShowsTheErrorScreenAndIsKept() throws {
        let directory = temporaryDirectory("bm-damaged")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(BetterMorningDatabase.fileName)
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: file)
        let startup = BetterMorningStartup(purchasing: ClosedStore()) {
            try BetterMorning.onDisk(directory: directory, clock: .fixed(TestClock.parse("2026-11-22T08:00:00-05:00")), calendar: .test())
        }
        #expect(startup.failure != nil && startup.model == nil)
        #expect(try Data(contentsOf: file) == garbage)  // nothing was deleted or overwritten
    }
}
