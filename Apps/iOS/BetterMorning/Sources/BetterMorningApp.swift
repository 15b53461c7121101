import BetterMorningAppModel
import BetterMorningCore
import DayKit
import Foundation
import SwiftUI
import UserNotifications

/// Better Morning on the iPhone: a thin shell. Every rule lives in `BetterMorningCore`; the views
/// draw `BetterMorningModel`'s screen states and call its use cases. When the data cannot be opened,
/// `BetterMorningStartup` says why and the error screen offers to try again.
@main
struct BetterMorningApp: App {
    @State private var startup: BetterMorningStartup
    private let store: StoreKitUnlockStore
    private let reminderDelegate: ReminderDelegate
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let store = StoreKitUnlockStore()
        let startup = BetterMorningStartup(purchasing: store) {
            let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            return BetterMorning(
                database: try BetterMorningDatabase.onDisk(in: support.appendingPathComponent("BetterMorning", isDirectory: true)),
                clock: .system, calendar: .autoupdatingCurrent,
                reminders: NotificationReminderScheduler(), purchases: store)
        }
        // NB: the delegate is set before the app finishes launching, so a tap that launched the app reaches it.
        let reminderDelegate = ReminderDelegate { startup.model?.openReminder() }
        UNUserNotificationCenter.current().delegate = reminderDelegate
        _ = NotificationCenter.default.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: .main) { _ in
            Task { @MainActor in startup.model?.timeZoneChanged() }
        }
        _startup = State(initialValue: startup)
        self.store = store
        self.reminderDelegate = reminderDelegate
    }

    var body: some Scene {
        WindowGroup {
            Group {
                if let model = startup.model {
                    running(model)
                } else if let failure = startup.failure {
                    DataFailureView(failure: failure) { startup.retry() }
                }
            }
            .preferredColorScheme(.light)
        }
        .onChange(of: scenePhase) { _, phase in
            guard phase == .active, let model = startup.model else { return }
            model.becameActive()
            Task { model.settings.notificationsAllowedBySystem = await NotificationReminderScheduler.isAllowed() }
        }
    }

    private func running(_ model: BetterMorningModel) -> some View {
        RootView(model: model)
            .task {
                await store.loadProduct()
                model.launch()
                model.settings.notificationsAllowedBySystem = await NotificationReminderScheduler.isAllowed()
                await store.observeTransactions { model.unlockChanged() }
            }
            .task(id: model.nextDayStart) {
                // At midnight the Routine tab moves to the new day; a new time zone restarts the wait.
                while !Task.isCancelled {
                    let wait = Date.now.distance(to: model.nextDayStart)
                    guard wait < 2 * 86_400 else { return }  // not loaded yet
                    try? await Task.sleep(for: .seconds(max(1, wait)))
                    if !Task.isCancelled { model.dayChanged() }
                }
            }
    }
}
