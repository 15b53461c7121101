import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore

/// The root: opening the data (a folder, or seeded memory), its failure as words with Try
/// again, onboarding needed or not, and a reminder's tap opening its task.
@MainActor @Suite struct UltimateModelTests {
    let clock = TestClock("2026-11-22T08:00:00-05:00")

    @Test func seededMemoryOpensWithTheDemoChallengesAndOnboardingDone() async throws {
        let root = UltimateModel(storage: .inMemory(seededDays: 30, onboarded: true), clock: clock.clock, calendar: .test())
        #expect(root.screens == nil && root.openFailure == nil)
        root.open()
        let screens = try #require(root.screens)
        #expect(root.openFailure == nil && !root.needsOnboarding)
        let list = try screens.app.challengeList()
        #expect(screens.challenges.challenges.count == 3 && screens.challenges.challenges == list)
        #expect(screens.today.screen?.tasks.isEmpty == false)
        #expect(root.nextDayStart == TestClock.parse("2026-11-23T00:00:00-05:00"))
    }

    @Test func anEmptyAppNeedsOnboardingUntilItIsFinished() async throws {
        let root = UltimateModel(storage: .inMemory(), clock: clock.clock, calendar: .test())
        root.open()
        let screens = try #require(root.screens)
        #expect(root.needsOnboarding)
        #expect(screens.onboarding().finish())
        await eventually { !root.needsOnboarding }
    }

    @Test func aFolderThatCannotOpenIsSaidAndTryAgainOpensItOnceFixed() async throws {
        let base = temporaryDirectory("ultimate-model")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let folder = base.appendingPathComponent("data")
        try Data("not a folder".utf8).write(to: folder)  // a file where the data folder goes
        let root = UltimateModel(storage: .folder(folder), clock: clock.clock, calendar: .test())
        root.open()
        #expect(root.screens == nil && root.openFailure != nil && !root.needsOnboarding)
        try FileManager.default.removeItem(at: folder)
        root.open()  // Try again
        #expect(root.screens != nil && root.openFailure == nil && root.needsOnboarding)
        try root.screens?.app.completeOnboarding()

        // The data stays in the folder for the next launch.
        let again = UltimateModel(storage: .folder(folder), clock: clock.clock, calendar: .test())
        again.open()
        #expect(again.screens != nil && !again.needsOnboarding)
    }

    @Test func whatAnotherConnectionToTheFolderWroteShowsWhenTheAppBecomesActive() async throws {
        let folder = temporaryDirectory("ultimate-model")
        let root = UltimateModel(storage: .folder(folder), clock: clock.clock, calendar: .test())
        root.open()
        let screens = try #require(root.screens)
        let habits = try screens.app.create(name: "Habits", days: 30, rule: .lenient, tasks: [ChallengeTask(name: "Meditate")])
        await eventually { screens.today.screen?.tasks.count == 1 }
        // Another pool on the same file (the CLI beside the app): SQLite tells only the connection
        // that wrote, so the app learns of it when it becomes active.
        let other = try Ultimate.onDisk(directory: folder, clock: clock.clock, calendar: .test())
        try other.complete(habits.id.uuidString, "Meditate")
        root.becameActive()
        await eventually { screens.today.task(habits.id, habits.tasks[0].id)?.status == .completed }
        await eventually { screens.challenges.challenges.first?.completedDays == 1 }
    }

    @Test func tappingAReminderOpensItsTaskOnToday() async throws {
        let m = try Models()
        let habits = try m.harness.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        _ = try m.app.editTask("Meditate", of: habits.id.uuidString) { $0.timeOfDay = TimeOfDay(hour: 9, minute: 0) }
        m.root.tab = .photos
        await eventually { m.screens.reminders.requests.count > 0 }
        let request = try #require(m.screens.reminders.requests.first)
        #expect(!m.root.answerReminder(.open, identifier: request.id))
        #expect(m.root.tab == .today && m.root.openedTask == .init(challengeID: habits.id, taskID: habits.tasks[0].id))
        #expect(!m.root.answerReminder(.open, identifier: "something else"))
    }

    /// The time zone changes while the app stays open (a flight from New York to Tokyo): the shell
    /// calls `dayChanged()` on the system's notice, and Today shows the new zone's day (the task
    /// done in New York is not done on it), the next day starts at the new zone's midnight, and the
    /// reminders are planned on its wall clock. The Core's calendar is the system's
    /// (`autoupdatingCurrent`), as the shell makes it. NB: the zone is process-wide, so this runs
    /// in a process of its own.
    @Test func aTimeZoneChangeWhileOpenShowsTheNewZonesDayAndPlansItsReminders() async {
        await #expect(processExitsWith: .success) { try await Self.flyToTokyo() }
    }

    private static func flyToTokyo() async throws {
        NSTimeZone.default = TimeZone(identifier: "America/New_York")!
        // 22:30 on Saturday 21 November in New York; 12:30 on Sunday 22 November in Tokyo.
        let clock = TestClock("2026-11-21T22:30:00-05:00")
        let app = Ultimate(database: try UltimateDatabase.inMemory(), clock: clock.clock, calendar: .autoupdatingCurrent)
        try app.completeOnboarding()
        try app.setNotifications(strategy: .progressive)
        let habits = try app.create(name: "Habits", days: 30, rule: .lenient,
                                    tasks: [ChallengeTask(name: "Meditate", timeOfDay: TimeOfDay(hour: 9, minute: 0))])
        let model = UltimateModel(app: app)
        model.open()
        let screens = try #require(model.screens)
        func waitFor(_ what: String, _ condition: () -> Bool) async throws {
            let deadline = ContinuousClock.now + .seconds(60)
            while !condition() {
                precondition(ContinuousClock.now < deadline, what)
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        try await waitFor("not New York's day") { screens.today.screen?.date == CalendarDay(year: 2026, month: 11, day: 21) }
        let meditate = try #require(screens.today.task(habits.id, habits.tasks[0].id))
        precondition(screens.today.complete(meditate))
        try await waitFor("no reminder for New York's morning") {
            screens.reminders.requests.first?.fireDate == TestClock.parse("2026-11-22T09:00:00-05:00")
        }

        NSTimeZone.default = TimeZone(identifier: "Asia/Tokyo")!
        model.dayChanged()
        try await waitFor("Today still shows \(String(describing: screens.today.screen?.date))") {
            screens.today.screen?.date == CalendarDay(year: 2026, month: 11, day: 22)
        }
        precondition(screens.today.task(habits.id, habits.tasks[0].id)?.status != .completed,
                     "the day done in New York shows as Tokyo's today")
        precondition(model.nextDayStart == TestClock.parse("2026-11-23T00:00:00+09:00"))
        // Progressive: 09:00 has passed in Tokyo; next, halfway from 09:00 to the quiet hours (22:00).
        try await waitFor("reminders not planned on Tokyo's wall clock: \(screens.reminders.requests.prefix(2).map(\.fireDate))") {
            screens.reminders.requests.first?.fireDate == TestClock.parse("2026-11-22T15:30:00+09:00")
        }
    }
}
