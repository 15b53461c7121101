import BetterMorningAppModel
import BetterMorningCore
import DayKit
import Foundation
import SwiftUI

/// Better Morning on the iPhone: a thin shell. Every rule lives in `BetterMorningCore`; the views
/// draw `BetterMorningModel`'s screen states and call its use cases.
@main
struct BetterMorningApp: App {
    @State private var model: BetterMorningModel
    private let store: StoreKitUnlockStore
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let store = StoreKitUnlockStore()
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let directory = support.appendingPathComponent("BetterMorning", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let app = BetterMorning(
                database: try BetterMorningDatabase.onDisk(in: directory), clock: .system, calendar: .autoupdatingCurrent,
                reminders: NotificationReminderScheduler(), purchases: store)
            _model = State(initialValue: BetterMorningModel(app: app, purchasing: store))
        } catch {
            // NB: the database is the app's only storage; without it nothing can work.
            fatalError("Better Morning could not open its data: \(error)")
        }
        self.store = store
    }

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
                .preferredColorScheme(.light)
                .task {
                    await store.loadProduct()
                    model.launch()
                    model.notificationsAllowedBySystem = await NotificationReminderScheduler.isAllowed()
                    await store.observeTransactions { model.refresh() }
                }
                .task {
                    // At midnight the Routine tab moves to the new day.
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(max(1, Date.now.distance(to: model.nextDayStart))))
                        model.dayChanged()
                    }
                }
        }
        .onChange(of: scenePhase) { _, phase in
            guard phase == .active else { return }
            model.becameActive()
            Task { model.notificationsAllowedBySystem = await NotificationReminderScheduler.isAllowed() }
        }
    }
}
