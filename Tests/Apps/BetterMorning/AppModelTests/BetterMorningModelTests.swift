import BetterMorningAppModel
import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import Testing
import TestSupport

/// A store whose sheet answers as told, buying through the Linux purchase store underneath.
struct FakePurchasing: UnlockPurchasing {
    let harness: BetterMorningHarness
    let answer: UnlockOutcome
    var unreachable = false

    struct Offline: Error {}

    func purchase() async throws -> UnlockOutcome {
        if unreachable { throw Offline() }
        return try harness.app.buyUnlock(simulated: answer)
    }

    func restore() async throws -> Bool { try harness.app.restorePurchases() }
}

/// The model over a fresh harness, launched, its store's sheet answering `answer`.
@MainActor func launchedModel(_ answer: UnlockOutcome = .success, onboarded: Bool = false) throws -> (BetterMorningModel, BetterMorningHarness) {
    let harness = try BetterMorningHarness(onboarded: onboarded)
    let model = BetterMorningModel(app: harness.app, purchasing: FakePurchasing(harness: harness, answer: answer))
    model.launch()
    return (model, harness)
}

/// Every screen's flow through the iPhone app's model, as the web tests go through HTTP.
@MainActor @Suite struct BetterMorningModelTests {
    private func model(_ answer: UnlockOutcome = .success, onboarded: Bool = false) throws -> (BetterMorningModel, BetterMorningHarness) {
        try launchedModel(answer, onboarded: onboarded)
    }

    @Test func onboardingShowsOnFirstLaunchAndEndsOnExplore() throws {
        let (model, _) = try model()
        #expect(model.showsOnboarding)
        #expect(model.onboarding?.pages.count == 5)
        #expect(model.onboarding?.pages[2].topic == "accountability")
        model.completeOnboarding()
        #expect(!model.showsOnboarding && model.tab == .explore)
        #expect((model.explore?.celebrities.count ?? 0) >= 32)
    }

    @Test func choosingFromAProfileStartsTomorrowOnTheRoutineTab() throws {
        let (model, harness) = try model(onboarded: true)
        model.openProfile("maya-angelou")
        #expect(model.profile?.celebrity.name == "Maya Angelou" && model.profile?.replaces == nil)
        model.choose("maya-angelou")
        #expect(model.profile == nil && model.tab == .routine)
        #expect(model.routine?.state == .startsTomorrow)
        #expect(model.routine?.tasks.count == 4)  // tomorrow's, as a preview
        // Switching: the profile says what it replaces, for the confirmation.
        model.openProfile("tim-cook")
        #expect(model.profile?.replaces == "Maya Angelou")
        model.choose("tim-cook")
        #expect(try harness.app.routineList().first { $0.active }?.name == "Tim Cook")
        model.openProfile("nobody")
        #expect(model.message == "There is no famous routine called “nobody”.")
    }

    @Test func theRoutineTabTogglesTodayAndShowsPastDaysReadOnly() throws {
        let (model, harness) = try model(onboarded: true)
        model.choose("tim-cook")
        harness.clock.set("2026-11-23T06:00:00-05:00")
        model.becameActive()
        #expect(model.routine?.state == .running && model.routine?.mode == .today)
        let first = try #require(model.routine?.tasks.first)
        #expect(model.toggle(first) == .done)
        #expect(model.routine?.doneCount == 1)
        // The next day: yesterday is read-only, ✓ and ✗.
        harness.clock.set("2026-11-24T00:00:30-05:00")
        model.dayChanged()
        #expect(model.routine?.date == day("2026-11-24") && model.routine?.doneCount == 0)
        model.select(day: day("2026-11-23"))
        #expect(model.routine?.mode == .past)
        #expect(model.routine?.tasks.map(\.mark) == [.done, .missed, .missed])
        #expect(model.toggle(try #require(model.routine?.tasks[1])) == nil)
        #expect(model.message?.contains("is over") == true)
        // A future day cannot be selected past the scroller's end; nothing changes.
        model.message = nil
        model.select(day: day("2027-01-30"))
        #expect(model.message != nil && model.routine?.date == day("2026-11-23"))
    }

    @Test func runModeGoesFromStartToTheEnd() throws {
        let (model, harness) = try model(onboarded: true)
        model.choose("tim-cook")
        harness.clock.set("2026-11-23T03:50:00-05:00")
        model.becameActive()
        model.startRun()
        #expect(model.run?.currentStep?.title == "Wake up" && model.run?.currentStep?.minutes == 15)
        model.completeRunStep()
        #expect(model.run?.currentStep?.title == "Read customer emails")
        model.skipRunStep()
        #expect(model.run?.currentStep?.title == "One hour at the gym")
        model.setLastStepMinutes(30)
        #expect(model.run?.currentStep?.minutes == 30)
        model.completeRunStep()
        #expect(model.run?.currentStep == nil && model.run?.doneCount == 2)
        #expect(model.routine?.tasks.map(\.mark) == [.done, .untouched, .done])
        model.closeRun()
        #expect(model.run == nil)
    }

    @Test func theDataTabMovesBetweenWeeksRestartsAndDeletes() throws {
        let (model, harness) = try model(onboarded: true)
        model.choose("tim-cook")
        harness.clock.set("2026-12-02T06:00:00-05:00")
        model.becameActive()
        let card = try #require(model.data?.cards.first)
        #expect(card.week.offset == 0 && card.week.hasEarlier)
        model.showWeek(of: card.routine.id, offset: -1)
        #expect(model.data?.cards.first?.week.offset == -1)
        model.showWeek(of: card.routine.id, offset: -40)
        #expect(model.message != nil && model.data?.cards.first?.week.offset == -1)
        model.restart(card.routine.id)
        #expect(model.routine?.state == .startsTomorrow)
        model.delete(card.routine.id)
        #expect(model.data?.cards.isEmpty == true && model.routine?.state == .noActiveRoutine)
    }

    @Test func settingsShowTheSwitchOffWhenTheSystemDeniesAndResetKeepsThePurchase() async throws {
        let (model, _) = try model(onboarded: true)
        #expect(model.notificationsShownOn)
        model.notificationsAllowedBySystem = false
        #expect(!model.notificationsShownOn)
        model.notificationsAllowedBySystem = true
        model.setNotifications(false)
        #expect(!model.notificationsShownOn && model.settings?.notificationsEnabled == false)
        #expect(await model.buyUnlock() == .unlocked)
        model.choose("tim-cook")
        model.resetAllData()
        #expect(model.showsOnboarding && model.tab == .explore)
        #expect(model.routine?.state == .noActiveRoutine)
        #expect(model.isUnlocked && model.settings?.notificationsEnabled == true)
    }

    @Test(arguments: [(UnlockOutcome.cancel, BetterMorningModel.PurchaseResult.cancelled),
                      (.fail, .failed("The purchase didn't go through. Nothing was charged; please try again."))])
    func aPurchaseThatDoesNotGoThroughUnlocksNothing(answer: UnlockOutcome, result: BetterMorningModel.PurchaseResult) async throws {
        let (model, _) = try model(answer, onboarded: true)
        #expect(model.paywall?.price == "$0.99" && model.create == nil)
        #expect(await model.buyUnlock() == result)
        #expect(!model.isUnlocked && model.create == nil)
        #expect(await model.restorePurchases() == false)
        #expect(model.message == "There was no purchase to restore.")
    }

    @Test func anUnreachableStoreSaysSo() async throws {
        let harness = try BetterMorningHarness(onboarded: true)
        let model = BetterMorningModel(app: harness.app, purchasing: FakePurchasing(harness: harness, answer: .success, unreachable: true))
        model.launch()
        guard case .failed(let text) = await model.buyUnlock() else { Issue.record("expected a failure"); return }
        #expect(text.contains("App Store could not be reached"))
        #expect(!model.isUnlocked)
    }

    @Test func createBuildsEditsAndSavesADraftThatSurvivesARelaunch() async throws {
        let (model, harness) = try model(onboarded: true)
        #expect(await model.buyUnlock() == .unlocked)
        #expect(model.create?.tasks.isEmpty == true && model.create?.canSave == false)
        model.setDraftTitle("Sunrise club")
        #expect(model.addDraftTask(title: "Stretch", at: TimeOfDay("06:30")!))
        #expect(model.addDraftTask(title: "Water", at: TimeOfDay("06:00")!))
        #expect(!model.addDraftTask(title: "   ", at: TimeOfDay("07:00")!))
        #expect(model.message == "Give the task a title.")
        #expect(model.create?.tasks.map(\.title) == ["Water", "Stretch"])  // sorted by time
        #expect(model.editDraftTask(.number(1), title: "A glass of water", at: TimeOfDay("07:00")!))
        #expect(model.create?.tasks.map(\.title) == ["Stretch", "A glass of water"])
        // Killed and relaunched: the draft is still there.
        let relaunched = BetterMorningModel(app: harness.app, purchasing: FakePurchasing(harness: harness, answer: .success))
        relaunched.launch()
        #expect(relaunched.create?.title == "Sunrise club" && relaunched.create?.tasks.count == 2)
        relaunched.removeDraftTask(.number(1))
        #expect(relaunched.saveDraft())
        #expect(relaunched.tab == .routine && relaunched.routine?.routine?.name == "Sunrise club")
        #expect(relaunched.create?.tasks.isEmpty == true)
    }

    @Test func theTwentyTaskLimitShowsAndRefuses() async throws {
        let (model, _) = try model(onboarded: true)
        _ = await model.buyUnlock()
        for index in 0..<20 {
            #expect(model.addDraftTask(title: "Task \(index)", at: TimeOfDay(hour: 5 + index / 12, minute: index % 12 * 5)!))
        }
        #expect(model.create?.isFull == true)
        #expect(!model.addDraftTask(title: "One more", at: TimeOfDay("11:00")!))
        #expect(model.message == "A routine has at most 20 tasks.")
    }
}
