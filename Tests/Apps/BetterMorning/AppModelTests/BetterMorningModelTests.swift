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
        #expect(model.onboarding?.pages[2].topic.rawValue == "accountability")
        model.completeOnboarding()
        #expect(!model.showsOnboarding && model.tab == .explore)
        #expect((model.explore.screen?.celebrities.count ?? 0) >= 32)
    }

    @Test func choosingFromAProfileStartsTomorrowOnTheRoutineTab() throws {
        let (model, harness) = try model(onboarded: true)
        model.explore.openProfile("maya-angelou")
        #expect(model.explore.profile?.celebrity.name == "Maya Angelou" && model.explore.profile?.replaces == nil)
        model.choose("maya-angelou")
        #expect(model.explore.profile == nil && model.tab == .routine)
        #expect(model.routine.screen?.state == .startsTomorrow)
        #expect(model.routine.screen?.tasks.count == 4)  // tomorrow's, as a preview
        // Switching: the profile says what it replaces, for the confirmation.
        model.explore.openProfile("tim-cook")
        #expect(model.explore.profile?.replaces == "Maya Angelou")
        model.choose("tim-cook")
        #expect(try harness.app.routineList().first { $0.active }?.name == "Tim Cook")
        model.explore.openProfile("nobody")
        #expect(model.explore.message == "There is no famous routine called “nobody”.")
    }

    /// Issue 35, seed rows: the implementation guide has a long press on a face move the grid only,
    /// never open the profile; the shell's button opened it on the long press's release too.
    @Test func aTapOnAFaceOpensItsProfileAndALongPressNever() throws {
        let (model, _) = try model(onboarded: true)
        model.explore.longPressBegan()
        model.explore.faceReleased("maya-angelou")
        #expect(model.explore.profile == nil, "a long press opened the profile")
        model.explore.faceReleased("maya-angelou")
        #expect(model.explore.profile?.celebrity.name == "Maya Angelou", "the next tap opens it")
        model.explore.closeProfile()
        // A long press whose finger slid off the face (no release on it) leaves the next tap a tap.
        model.explore.longPressBegan()
        model.explore.longPressEnded()
        model.explore.faceReleased("tim-cook")
        #expect(model.explore.profile?.celebrity.name == "Tim Cook")
    }

    @Test func theRoutineTabTogglesTodayAndShowsPastDaysReadOnly() async throws {
        let (model, harness) = try model(onboarded: true)
        let routine = model.routine
        model.choose("tim-cook")
        harness.clock.set("2026-11-23T06:00:00-05:00")
        model.becameActive()
        #expect(routine.screen?.state == .running && routine.screen?.mode == .today)
        let first = try #require(routine.screen?.tasks.first)
        #expect(routine.toggle(first) == .done)
        await eventually { routine.screen?.doneCount == 1 }
        // The next day: yesterday is read-only, ✓ and ✗.
        harness.clock.set("2026-11-24T00:00:30-05:00")
        model.dayChanged()
        #expect(routine.screen?.date == day("2026-11-24") && routine.screen?.doneCount == 0)
        routine.select(day: day("2026-11-23"))
        #expect(routine.screen?.mode == .past)
        #expect(routine.screen?.tasks.map(\.mark) == [.done, .missed, .missed])
        #expect(routine.toggle(try #require(routine.screen?.tasks[1])) == nil)
        #expect(routine.message?.contains("is over") == true)
        // A future day cannot be selected past the scroller's end; nothing changes.
        routine.message = nil
        routine.select(day: day("2027-01-30"))
        #expect(routine.message != nil && routine.screen?.date == day("2026-11-23"))
    }

    @Test func aShownDayThatLeavesTheRoutinesDaysFallsBackToTodaySayingWhy() async throws {
        let (model, harness) = try model(onboarded: true)
        model.choose("tim-cook")
        harness.clock.set("2026-11-24T06:00:00-05:00")
        model.becameActive()
        model.routine.select(day: day("2026-11-23"))
        #expect(model.routine.selectedDay == day("2026-11-23"))
        // Restarted from the Data tab: it begins again tomorrow, so yesterday is none of its days now.
        model.data.restart(try #require(model.data.screen?.cards.first).routine.id)
        await eventually { model.routine.selectedDay == nil && model.routine.screen?.state == .startsTomorrow }
        #expect(model.routine.message != nil)
    }

    @Test func runModeGoesFromStartToTheEnd() async throws {
        let (model, harness) = try model(onboarded: true)
        let run = model.run
        model.choose("tim-cook")
        harness.clock.set("2026-11-23T03:50:00-05:00")
        model.becameActive()
        run.start()
        #expect(run.screen?.currentStep?.title == "Wake up" && run.screen?.currentStep?.minutes == 15)
        run.completeStep()
        #expect(run.screen?.currentStep?.title == "Read customer emails")
        run.skipStep()
        #expect(run.screen?.currentStep?.title == "One hour at the gym")
        run.setLastStepMinutes(30)
        await eventually { run.screen?.currentStep?.minutes == 30 }
        run.completeStep()
        #expect(run.screen?.currentStep == nil && run.screen?.doneCount == 2)
        await eventually { model.routine.screen?.tasks.map(\.mark) == [.done, .untouched, .done] }
        run.close()
        #expect(run.screen == nil)
    }

    @Test func theDataTabMovesBetweenWeeksRestartsAndDeletes() async throws {
        let (model, harness) = try model(onboarded: true)
        let data = model.data
        model.choose("tim-cook")
        harness.clock.set("2026-12-02T06:00:00-05:00")
        model.becameActive()
        let card = try #require(data.screen?.cards.first)
        #expect(card.week.offset == 0 && card.week.hasEarlier)
        data.showWeek(of: card.routine.id, offset: -1)
        #expect(data.screen?.cards.first?.week.offset == -1)
        data.showWeek(of: card.routine.id, offset: -40)
        #expect(data.message != nil && data.screen?.cards.first?.week.offset == -1)
        data.restart(card.routine.id)
        await eventually { model.routine.screen?.state == .startsTomorrow }
        data.delete(card.routine.id)
        await eventually { data.screen?.cards.isEmpty == true && model.routine.screen?.state == .noActiveRoutine }
    }

    @Test func settingsShowTheSwitchOffWhenTheSystemDeniesAndResetKeepsThePurchase() async throws {
        let (model, _) = try model(onboarded: true)
        let settings = model.settings
        #expect(settings.notificationsShownOn)
        settings.notificationsAllowedBySystem = false
        #expect(!settings.notificationsShownOn)
        settings.notificationsAllowedBySystem = true
        settings.setNotifications(false)
        await eventually { !settings.notificationsShownOn && settings.screen?.notificationsEnabled == false }
        #expect(await model.buyUnlock() == .unlocked)
        model.choose("tim-cook")
        model.resetAllData()
        #expect(model.showsOnboarding && model.tab == .explore)
        #expect(model.routine.screen?.state == .noActiveRoutine)
        #expect(model.isUnlocked && settings.screen?.notificationsEnabled == true)
    }

    @Test(arguments: [(UnlockOutcome.cancel, BetterMorningModel.PurchaseResult.cancelled),
                      (.fail, .failed("The purchase didn't go through. Nothing was charged; please try again."))])
    func aPurchaseThatDoesNotGoThroughUnlocksNothing(answer: UnlockOutcome, result: BetterMorningModel.PurchaseResult) async throws {
        let (model, _) = try model(answer, onboarded: true)
        #expect(model.create.paywall?.price == "$0.99" && model.create.screen == nil)
        #expect(await model.buyUnlock() == result)
        #expect(!model.isUnlocked && model.create.screen == nil)
        #expect(await model.restorePurchases() == false)
        #expect(model.create.message == "There was no purchase to restore.")
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
        let create = model.create
        #expect(await model.buyUnlock() == .unlocked)
        #expect(create.screen?.tasks.isEmpty == true && create.screen?.canSave == false)
        create.setDraftTitle("Sunrise club")
        #expect(create.addDraftTask(title: "Stretch", at: TimeOfDay("06:30")!))
        #expect(create.addDraftTask(title: "Water", at: TimeOfDay("06:00")!))
        #expect(!create.addDraftTask(title: "   ", at: TimeOfDay("07:00")!))
        #expect(create.message == "Give the task a title.")
        await eventually { create.screen?.tasks.map(\.title) == ["Water", "Stretch"] }  // sorted by time
        #expect(create.editDraftTask(.number(1), title: "A glass of water", at: TimeOfDay("07:00")!))
        await eventually { create.screen?.tasks.map(\.title) == ["Stretch", "A glass of water"] }
        // Killed and relaunched: the draft is still there.
        let relaunched = BetterMorningModel(app: harness.app, purchasing: FakePurchasing(harness: harness, answer: .success))
        relaunched.launch()
        #expect(relaunched.create.screen?.title == "Sunrise club" && relaunched.create.screen?.tasks.count == 2)
        relaunched.create.removeDraftTask(.number(1))
        #expect(relaunched.saveDraft())
        #expect(relaunched.tab == .routine && relaunched.routine.screen?.routine?.name == "Sunrise club")
        await eventually { relaunched.create.screen?.tasks.isEmpty == true }
    }

    @Test func theTwentyTaskLimitShowsAndRefuses() async throws {
        let (model, _) = try model(onboarded: true)
        _ = await model.buyUnlock()
        let create = model.create
        for index in 0..<20 {
            #expect(create.addDraftTask(title: "Task \(index)", at: TimeOfDay(hour: 5 + index / 12, minute: index % 12 * 5)!))
        }
        await eventually { create.screen?.isFull == true }
        #expect(!create.addDraftTask(title: "One more", at: TimeOfDay("11:00")!))
        #expect(create.message == "A routine has at most 20 tasks.")
    }
}
