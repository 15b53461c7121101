import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabAppModel
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// The app's life as iOS drives it (issue 35): a launch in the background for a notification's
/// answer, with no scene; answers and Shortcuts while the app is suspended in the background; the
/// time zone changing while the app stays open.
@MainActor @Suite struct LifecycleTests {
    /// Defect 3: Done read Today's screen, which is observed only once the scene appears, so on a
    /// launch in the background for the answer it did nothing.
    /// The category every reminder names, as the shell registers it: its three actions, Log…
    /// asking for a value; each action's answer, the value typed for Log… included, is saved.
    @Test func theReminderCategoryOffersDoneSkipAndLogWithTheValueTyped() async throws {
        let category = MyHabitLabModel.ReminderAnswer.category
        #expect(category.actions.map(\.title) == ["Done", "Skip today", "Log…"])
        #expect(category.actions.map { $0.textInput != nil } == [false, false, true])
        let answers = category.actions.map { MyHabitLabModel.ReminderAnswer(action: $0.identifier, typed: "1.5") }
        #expect(answers == [.done, .skip, .log("1.5")])
        #expect(MyHabitLabModel.ReminderAnswer(action: category.actions[2].identifier, typed: nil) == nil)
        #expect(MyHabitLabModel.ReminderAnswer(action: "com.apple.UNNotificationDefaultActionIdentifier", typed: nil) == nil)

        let h = try MyHabitLabHarness()
        let water = try h.habit("Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast))
        let walk = try h.habit("Walk")
        let model = MyHabitLabModel(app: h.app)
        #expect(await model.answerReminder(try #require(answers[2]), habit: water.id))
        #expect(await model.answerReminder(try #require(answers[1]), habit: walk.id))
        let today = try h.app.todayScreen()
        #expect(today.habits.first { $0.id == water.id }?.value == 1.5)
        #expect(today.habits.first { $0.id == walk.id }?.state == .skipped)
    }

    @Test func doneOnAReminderIsSavedOnALaunchWithNoScene() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let water = try h.habit("Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast))
        let model = MyHabitLabModel(app: h.app)  // no launch(), no screen observed: no scene yet
        #expect(await model.answerReminder(.done, habit: read.id))
        #expect(await model.answerReminder(.done, habit: water.id))
        let today = try h.app.todayScreen()
        #expect(today.habits.first { $0.id == read.id }?.state == .done)
        #expect(today.habits.first { $0.id == water.id }?.value == 2)
        // Done again stays done: it never toggles back.
        #expect(await model.answerReminder(.done, habit: read.id))
        #expect(try h.app.todayScreen().habits.first { $0.id == read.id }?.state == .done)
    }

    /// Defect 2: in the background the shared file's pool is suspended (GRDB refuses its writes
    /// until resumed), and a notification's answer or a Shortcut written then was dropped.
    /// NB: GRDB's suspension is process-wide (a notification every shared pool observes), so this
    /// runs in a process of its own, away from the tests beside it.
    @Test func anAnswerInTheBackgroundIsSavedAndThePoolIsSuspendedAgain() async {
        await #expect(processExitsWith: .success) { try await Self.answerInTheBackground() }
    }

    @MainActor private static func answerInTheBackground() async throws {
        let file = SharedFile()
        let app = try file.app()
        let read = try app.createHabit(HabitFields(name: "Read"))
        let water = try app.createHabit(HabitFields(name: "Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast)))
        let model = MyHabitLabModel(app: app)
        model.launch()
        model.suspend()
        await app.database.store.writes.settled()
        // Suspended indeed: a write of its own is refused.
        precondition((try? app.toggle(water.id)) == nil, "a suspended pool wrote")
        let answered = await model.answerReminder(.done, habit: read.id)
        precondition(answered, "Done was dropped in the background")
        precondition(model.isSuspended && (try? app.toggle(water.id)) == nil, "not suspended again")
        let logged = try await model.awake { try ShortcutsModel(app: $0).log(water.id, value: 1.5) }
        precondition(logged.contains("Water"), logged)
        model.resume()
        await app.database.store.writes.settled()
        let today = try app.todayScreen()
        precondition(today.habits.first { $0.id == read.id }?.state == .done)
        precondition(today.habits.first { $0.id == water.id }?.value == 1.5)
    }

    /// Defect 10: a screen's write waited on the main actor while the widget held the shared
    /// file's lock (up to the busy timeout, 5 s), and the screen froze meanwhile. It waits on the
    /// write line now: the main actor goes on, and the write lands once the lock is let go.
    @Test func aWriteWhileTheWidgetHoldsTheLockLeavesTheMainActorFree() async throws {
        let file = SharedFile()
        let app = try file.app()
        let read = try app.createHabit(HabitFields(name: "Read"))
        let model = MyHabitLabModel(app: app)
        model.launch()
        // The widget's process, mid-write: it holds the file's write lock until told to let go.
        let widget = try DatabaseQueue(path: file.url.path)
        let (taken, letGo) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        Thread.detachNewThread {
            try? widget.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                taken.signal()
                letGo.wait()
                try db.execute(sql: "COMMIT")
            }
        }
        await withCheckedContinuation { continuation in DispatchQueue.global().async { taken.wait(); continuation.resume() } }
        var (started, finished) = (ContinuousClock.Instant?.none, false)
        let toggle = Task { @MainActor in
            started = .now
            defer { finished = true }
            return await model.today.toggle(read.id)
        }
        // Once the toggle has started, the main actor is back here while it waits for the lock (a
        // write on the main actor would have held it until the busy timeout, and failed).
        while started == nil { await Task.yield() }
        #expect(!finished, "the toggle returned before the widget let go of the lock: it did not wait, or it failed")
        let held = started.map { $0.duration(to: .now) } ?? .zero
        letGo.signal()
        // NB: in a loaded parallel run the main actor can take seconds to come back here; a write
        // that waited longer than the store's busy timeout (5 s) is refused, as any write is.
        if held < .seconds(4) {
            #expect(await toggle.value == .done)
            #expect(try app.todayScreen().habits.first { $0.id == read.id }?.state == .done)
        } else {
            let state = await toggle.value
            #expect(state == .done || (state == nil && model.today.message != nil), "held \(held)")
        }
    }

    /// The time zone changes while the app stays open (a flight from New York to Tokyo): the shell
    /// calls `dayChanged()` on the system's notice, and Today shows the new zone's day (not the
    /// day marked in New York), the next day starts at the new zone's midnight, and the reminders
    /// are planned on its wall clock. The Core's calendar is the system's (`autoupdatingCurrent`),
    /// as the shell makes it. NB: the zone is process-wide, so this runs in a process of its own.
    @Test func aTimeZoneChangeWhileOpenShowsTheNewZonesDayAndPlansItsReminders() async {
        await #expect(processExitsWith: .success) { try await Self.flyToTokyo() }
    }

    @MainActor private static func flyToTokyo() async throws {
        NSTimeZone.default = TimeZone(identifier: "America/New_York")!
        // 22:30 on Saturday 21 November in New York; 12:30 on Sunday 22 November in Tokyo.
        let clock = TestClock("2026-11-21T22:30:00-05:00")
        let reminders = KeptReminders()
        let url = temporaryDirectory("mhl-zone").appendingPathComponent(MyHabitLabDatabase.fileName)
        let app = try MyHabitLab.shared(at: url, openedBy: .app, clock: clock.clock, calendar: .autoupdatingCurrent,
                                        reminders: reminders)
        let read = try app.createHabit(HabitFields(name: "Read"), reminders: [HabitReminder(minutes: 8 * 60)!])
        let model = MyHabitLabModel(app: app)
        model.launch()
        precondition(model.today.screen?.date == CalendarDay(year: 2026, month: 11, day: 21), "not New York's day")
        let toggled = await model.today.toggle(read.id)
        precondition(toggled == .done)
        let before = try reminders.pending()
        precondition(before.first?.fireAt == TestClock.parse("2026-11-22T08:00:00-05:00"), "\(before.map(\.fireAt))")

        NSTimeZone.default = TimeZone(identifier: "Asia/Tokyo")!
        model.dayChanged()
        let deadline = ContinuousClock.now + .seconds(60)
        while model.today.screen?.date != CalendarDay(year: 2026, month: 11, day: 22) {
            precondition(ContinuousClock.now < deadline, "Today still shows \(String(describing: model.today.screen?.date))")
            try await Task.sleep(for: .milliseconds(5))
        }
        precondition(model.today.row(read.id)?.state != .done, "the day marked in New York shows as Tokyo's today")
        precondition(model.nextDayStart == TestClock.parse("2026-11-23T00:00:00+09:00"))
        let after = try reminders.pending()
        precondition(after.first?.fireAt == TestClock.parse("2026-11-23T08:00:00+09:00"),
                     "reminders not planned on Tokyo's wall clock: \(after.map(\.fireAt))")
    }
}
