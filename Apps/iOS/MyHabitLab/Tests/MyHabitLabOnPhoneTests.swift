import DayKit
import DayKitDatabase
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import Testing

/// The models the shell draws, run on the simulator over the Core and the system's SQLite, through
/// what the shell leans on: the app and the widget opening one shared file (the app migrating it),
/// the widget's toggle reaching the open app, and a reminder answered without opening the app.
/// The package's `MyHabitLabAppModelTests` cover every screen, on Linux and macOS.
@MainActor @Suite struct MyHabitLabOnPhoneTests {
    struct NoReminders: HabitReminderScheduler {
        func replan(_ notifications: [PlannedNotification]) throws {}
        func pending() throws -> [PlannedNotification] { [] }
    }

    private let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("mhl-\(UUID().uuidString)", isDirectory: true)
        .appendingPathComponent(MyHabitLabDatabase.fileName)

    private func open(_ opener: StoreOpener) throws -> MyHabitLab {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try MyHabitLab.shared(at: file, openedBy: opener, clock: .system, calendar: .autoupdatingCurrent, reminders: NoReminders())
    }

    @Test func theWidgetsToggleReachesTheOpenApp() async throws {
        let app = MyHabitLabModel(app: try open(.app))
        app.launch()
        #expect(await app.newHabitForm().save() == nil)  // no name: refused in the Core's words
        let form = app.newHabitForm()
        form.name = "Read"
        let read = try #require(await form.save())
        let widget = WidgetModel(app: try open(.appExtension))
        #expect(try widget.toggle(read.id) == .done)
        #expect(app.otherProcessChangedData())
        for _ in 0..<200 where app.today.row(read.id)?.state != .done { try await Task.sleep(for: .milliseconds(10)) }
        #expect(app.today.row(read.id)?.state == .done)
    }

    @Test func aReminderIsAnsweredWithoutOpeningTheApp() async throws {
        let app = MyHabitLabModel(app: try open(.app))
        app.launch()
        let form = app.newHabitForm()
        form.name = "Walk"
        let walk = try #require(await form.save())
        for _ in 0..<200 where app.today.row(walk.id) == nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(await app.answerReminder(.skip, habit: walk.id))
        #expect(await !app.answerReminder(.open, habit: walk.id) && app.openedHabit == walk.id)
    }
}
