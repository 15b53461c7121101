import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore

/// Onboarding's steps and Profile's settings through their models, as the web tests go through
/// the onboarding and profile pages.
@MainActor @Suite struct OnboardingAndSettingsTests {
    @Test func theFirstLaunchWalksThroughTheStepsAskingPermissionAtTheRemindersStep() async throws {
        let m = try Models()
        #expect(m.root.needsOnboarding)
        let onboarding = m.screens.onboarding()
        #expect(onboarding.step == .welcome && onboarding.stepNumber == 1 && onboarding.stepCount == OnboardingModel.Step.allCases.count)
        #expect(onboarding.next() && onboarding.step == .units)
        onboarding.units = .imperial
        #expect(onboarding.next() && onboarding.step == .aboutYou)
        #expect(try m.app.profile().units == .imperial)

        onboarding.aboutYou = AboutYou(name: "Sam", height: "tall", weight: "154")
        #expect(!onboarding.next() && onboarding.step == .aboutYou)  // refused: nothing saved, the step stays
        #expect(try onboarding.message?.contains("“tall” is not a height") == true && m.app.profile().name == "")
        onboarding.aboutYou.height = "5'9"
        #expect(onboarding.next() && onboarding.step == .reminders)
        let profile = try m.app.profile()
        #expect(profile.name == "Sam" && profile.heightCm.map { abs($0 - 175.26) < 0.01 } == true)
        #expect(profile.weightKg.map { abs($0 - 154 * QuantityUnit.kilogramsPerPound) < 0.01 } == true)

        #expect(onboarding.asksNotificationPermission)
        onboarding.strategy = .progressive
        onboarding.quietStart = try #require(TimeOfDay(hour: 21, minute: 30))
        onboarding.recordNotificationPermission(false)
        #expect(onboarding.notificationsAllowed == false && !onboarding.asksNotificationPermission)
        #expect(onboarding.next() && onboarding.step == .highlights)
        #expect(OnboardingModel.highlights.count == 5 && OnboardingModel.highlights.allSatisfy { !$0.title.isEmpty && !$0.detail.isEmpty })
        #expect(onboarding.stepNumber == 5 && onboarding.stepCount == 6)
        #expect(onboarding.next() && onboarding.step == .firstChallenge)
        #expect(try m.app.profile().notificationStrategy == .progressive && m.app.profile().quietStart == TimeOfDay(hour: 21, minute: 30))
        #expect(m.root.needsOnboarding)
        #expect(onboarding.next() && onboarding.isFinished)
        await eventually { !m.root.needsOnboarding }
    }

    /// Issue 35, defect 8: Profile read the permission once and never again after the Settings app.
    @Test func profileSaysWhyNoReminderComesWhileTheSystemTurnedNotificationsOff() async throws {
        let m = try Models()
        let settings = m.screens.settings
        #expect(settings.remindersNote == "No reminder comes in the quiet hours." && settings.notificationPermission.canAsk)
        settings.notificationPermission = .denied
        #expect(settings.remindersNote == "Notifications are off for Ultimate in the Settings app, so no reminder comes. Turn them on there.")
        #expect(settings.notificationPermission.opensSettings)
        settings.notificationPermission = .allowed
        #expect(settings.remindersNote == "No reminder comes in the quiet hours." && !settings.notificationPermission.canAsk)
    }

    @Test func settingsChangeUnitsAppearanceAndRemindersAndShowThemAtOnce() async throws {
        let m = try Models()
        let settings = m.screens.settings
        #expect(settings.profile?.units == .metric && settings.profile?.appearance == .system)
        settings.setUnits(.imperial)
        settings.setAppearance(.dark)
        settings.setNotificationStrategy(.minimal)
        let start = try #require(TimeOfDay(hour: 23, minute: 0))
        let end = try #require(TimeOfDay(hour: 6, minute: 30))
        settings.setQuietHours(from: start, to: end)
        settings.setBlurAllPhotos(true)
        await eventually { settings.profile?.blurAllPhotos == true }
        let profile = try #require(settings.profile)
        #expect(profile.units == .imperial && profile.appearance == .dark && profile.notificationStrategy == .minimal)
        #expect(profile.quietStart == start && profile.quietEnd == end)
        #expect(settings.message == nil)
    }

    @Test func aboutYouKeepsItsExactValuesAndRefusesBadOnes() async throws {
        let m = try Models()
        let settings = m.screens.settings
        try m.app.changeProfile { $0.units = .imperial; $0.weightKg = 70; $0.heightCm = 175 }
        await eventually { settings.profile?.weightKg == 70 }
        var answers = settings.aboutYou
        #expect(answers.weight == "154.3" && answers.height == "5'9")
        answers.name = "Ana"
        #expect(settings.saveAboutYou(answers))
        #expect(try m.app.profile().weightKg == 70 && m.app.profile().heightCm == 175)  // shown as typed: kept exactly
        answers.weight = "heavy"
        #expect(!settings.saveAboutYou(answers) && settings.message == "“heavy” is not a number.")
        answers.weight = "5000"
        #expect(!settings.saveAboutYou(answers) && settings.message == UltimateError.valueNotAllowed("A weight is 20 to 500 kg.").message)
        #expect(try m.app.profile().weightKg == 70)
    }

    @Test func resettingAllDataEmptiesEveryScreenAndOnboardingShowsAgain() async throws {
        let m = try Models()
        try m.app.completeOnboarding()
        try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        await eventually { m.screens.challenges.challenges.count == 1 && !m.root.needsOnboarding }
        #expect(m.screens.settings.resetAllData())
        await eventually { m.screens.challenges.challenges.isEmpty && m.root.needsOnboarding }
        #expect(m.screens.today.screen?.tasks.isEmpty == true)
    }

    @Test func theExportIsAZipOfEverything() async throws {
        let m = try Models()
        try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        let file = try #require(await m.screens.settings.export())
        #expect(file.name == "ultimate-2026-11-22.zip" && file.data.starts(with: [0x50, 0x4B]))
    }
}
