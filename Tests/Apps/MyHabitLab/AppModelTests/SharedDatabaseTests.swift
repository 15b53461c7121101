import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabAppModel
import MyHabitLabCore
import Testing
import TestSupport

/// The app and its widget over one file, each with its own pool as their two processes have:
/// what the widget writes reaches the open app's screens, and only the app migrates.
@MainActor @Suite struct SharedDatabaseTests {
    @Test func theWidgetsToggleReachesTheOpenAppWhenItIsTold() async throws {
        let file = SharedFile()
        let root = MyHabitLabModel(app: try file.app())
        root.launch()
        let form = root.newHabitForm()
        form.name = "Read"
        let read = try #require(await form.save())
        await eventually { root.today.screen?.dueCount == 1 }
        #expect(root.otherProcessChangedData() == false)

        let widget = WidgetModel(app: try file.widget())
        #expect(try widget.timeline(size: .small)[0].snapshot.habits.map(\.name) == ["Read"])
        #expect(try widget.toggle(read.id) == .done)
        // NB: SQLite reports a commit to the connection that made it alone: the app's observations
        // learn of the widget's from the app (its Darwin notification, or becoming active).
        #expect(root.otherProcessChangedData() == true)
        await eventually { root.today.screen?.doneCount == 1 }
        await eventually { root.stats.screen?.habits.first?.currentStreak == 1 }
        #expect(root.otherProcessChangedData() == false)
    }

    @Test func whatTheWidgetDidShowsWhenTheAppBecomesActive() async throws {
        let file = SharedFile()
        let app = try file.app()
        let walk = try app.createHabit(HabitFields(name: "Walk"))
        let root = MyHabitLabModel(app: app)
        root.launch()
        let detail = root.habitDetail(walk.id)
        let plans = file.reminders.plans.load(ordering: .relaxed)
        try WidgetModel(app: try file.widget()).toggle(walk.id)
        root.becameActive()
        await eventually { root.today.screen?.doneCount == 1 && detail.screen?.stats.total == 1 }
        #expect(file.reminders.plans.load(ordering: .relaxed) > plans)  // planned again on becoming active
    }

    /// Issue 39 (what the docs promise): the shell's day timer and time-zone change call
    /// `dayChanged()`, which plans the reminders again.
    @Test func aNewDayOrTimeZonePlansRemindersAgain() throws {
        let file = SharedFile()
        let app = try file.app()
        _ = try app.createHabit(HabitFields(name: "Walk"))
        let root = MyHabitLabModel(app: app)
        root.launch()
        let plans = file.reminders.plans.load(ordering: .relaxed)
        root.dayChanged()
        #expect(file.reminders.plans.load(ordering: .relaxed) > plans)
    }

    @Test func aShortcutRunOverTheOpenAppsCoreShowsAtOnce() async throws {
        let file = SharedFile()
        let app = try file.app()
        let read = try app.createHabit(HabitFields(name: "Read"))
        let root = MyHabitLabModel(app: app)
        root.launch()
        await eventually { root.today.screen?.dueCount == 1 }
        // The intents run in the app's process over its open Core (the shell's ShortcutsData):
        // Today shows the toggle without being told and without becoming active.
        #expect(try ShortcutsModel(app: root.app).toggle(read.id).hasPrefix("Read, done today"))
        await eventually { root.today.screen?.doneCount == 1 }
    }

    @Test func theAppsOwnChangesReachTheWidgetsNextTimeline() throws {
        let file = SharedFile()
        let app = try file.app()
        let read = try app.createHabit(HabitFields(name: "Read"))
        let widget = WidgetModel(app: try file.widget())
        #expect(try widget.timeline(size: .small)[0].snapshot.doneCount == 0)
        try app.toggle(read.id)
        let timeline = try widget.timeline(size: .small)
        #expect(timeline[0].snapshot.doneCount == 1 && timeline[0].snapshot.habits[0].state == .done)
    }

    @Test func theTimelineHasAnEntryAtTheStartOfEachDay() throws {
        let file = SharedFile()
        let app = try file.app()
        try app.setDayStart(minutes: 3 * 60)
        let read = try app.createHabit(HabitFields(name: "Read"))
        try app.toggle(read.id)
        let timeline = try WidgetModel(app: try file.widget()).timeline(size: .medium)
        #expect(timeline.map(\.start) == [file.clock.clock.now, TestClock.parse("2026-11-23T03:00:00-05:00")])
        #expect(timeline.map(\.snapshot.date) == [day("2026-11-22"), day("2026-11-23")])
        #expect(timeline.map(\.snapshot.doneCount) == [1, 0])
        #expect(timeline[1].snapshot.habits.map(\.state) == [.pending])
    }

    @Test func theWidgetOpensOnlyAFileTheAppMigrated() throws {
        let file = SharedFile()
        #expect(throws: SharedStoreError.notReady) { try file.widget() }
        #expect(!FileManager.default.fileExists(atPath: file.url.path))  // the widget made no file
        // A file the app began and did not finish migrating.
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try MyHabitLabDatabase.migrator.migrate(DatabaseQueue(path: file.url.path), upTo: "v1")
        #expect(throws: SharedStoreError.notReady) { try file.widget() }
        _ = try file.app()
        _ = try file.widget()
    }

    @Test func aFileFromANewerAppIsRefusedByBoth() throws {
        let file = SharedFile()
        _ = try file.app()
        var newer = MyHabitLabDatabase.migrator
        newer.registerMigration("v99: from the future") { db in try db.execute(sql: "CREATE TABLE future (id INTEGER)") }
        try newer.migrate(DatabasePool(path: file.url.path))
        #expect(throws: SharedStoreError.tooRecent) { try file.app() }
        #expect(throws: SharedStoreError.tooRecent) { try file.widget() }
    }
}
