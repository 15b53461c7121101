import BetterMorningAppModel
import BetterMorningCore
import DayKit
import Foundation
import Testing

/// The model the shell draws, run on the simulator over the Core and the system's SQLite, through
/// the flows the shell leans on: opening the data (or the error screen), a purchase that lands in
/// Create, the reminder planned again when the app becomes active, and a tapped reminder opening
/// Routine. The package's `BetterMorningAppModelTests` cover every screen, on Linux and macOS.
@MainActor @Suite struct BetterMorningOnPhoneTests {
    /// Buys through the Core's local store, as the StoreKit sheet would answer "Buy".
    struct LocalPurchasing: UnlockPurchasing {
        let app: BetterMorning
        func purchase() async throws -> UnlockOutcome { try app.buyUnlock(simulated: .success) }
        func restore() async throws -> Bool { try app.restorePurchases() }
    }

    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bm-\(UUID().uuidString)")
    private let morning = Date(timeIntervalSince1970: 1_795_352_400)  // 2026-11-22 08:00 in New York

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York")!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    private func open(_ folder: URL, at now: Date) throws -> BetterMorning {
        let database = try BetterMorningDatabase.onDisk(in: folder)
        return BetterMorning(database: database, clock: .fixed(now), calendar: calendar,
                             reminders: KeptReminder.kept,
                             purchases: LocalUnlockStore(file: folder.appendingPathComponent("purchase.json")))
    }

    @Test func theDataOpensAndTheAppStartsOnOnboarding() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let startup = BetterMorningStartup(purchasing: LocalPurchasing(app: try open(folder, at: morning))) {
            try open(folder, at: morning)
        }
        let model = try #require(startup.model)
        model.launch()
        #expect(model.showsOnboarding && model.message == nil)
    }

    @Test func aFileWhereTheFolderShouldBeShowsTheErrorScreen() throws {
        try Data("not a folder".utf8).write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spare = FileManager.default.temporaryDirectory.appendingPathComponent("bm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: spare) }
        let startup = BetterMorningStartup(purchasing: LocalPurchasing(app: try open(spare, at: morning))) {
            try open(folder, at: morning)
        }
        #expect(startup.model == nil)
        #expect(startup.failure?.title == "Better Morning can't open your data")
    }

    @Test func aPurchaseLandsInCreateAndTheReminderComesBackAndOpensRoutine() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try open(folder, at: morning)
        let model = BetterMorningModel(app: app, purchasing: LocalPurchasing(app: app))
        model.launch()
        model.completeOnboarding()
        model.openCreate()
        #expect(model.createSheet == .paywall)
        #expect(await model.buyUnlock() == .unlocked)
        #expect(model.createSheet == .create)
        model.closeCreate()
        model.choose("tim-cook")
        try KeptReminder.kept.replan(nil)
        model.becameActive()
        #expect(try app.pendingReminders().map(\.routineName) == ["Tim Cook"])
        model.tab = .explore
        model.openReminder()
        #expect(model.tab == .routine)
    }
}

/// The notification center as these tests see it: it keeps what it was last handed.
private final class KeptReminder: RoutineReminderScheduler, @unchecked Sendable {
    static let kept = KeptReminder()
    private let lock = NSLock()
    private var reminder: RoutineReminder?

    func replan(_ reminder: RoutineReminder?) throws {
        lock.withLock { self.reminder = reminder }
    }

    func pending() throws -> [RoutineReminder] {
        lock.withLock { reminder.map { [$0] } ?? [] }
    }
}
