import DayKit
import Foundation
import SwiftUI
import UltimateAppModel
import UserNotifications

/// Ultimate on the iPhone: a thin shell. Every rule lives in `UltimateCore`; the views draw the
/// screen models of `UltimateAppModel` and call them. The data (the database and the photo files)
/// lives in Application Support, which the device backup includes. When it cannot be opened, the
/// error screen says why and offers to try again; nothing is deleted and the app never crashes
/// for it.
@main
struct UltimateApp: App {
    @State private var model: UltimateModel
    private let reminderDelegate: ReminderDelegate
    private let scheduler = ReminderScheduler(center: .current())
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let model = UltimateModel(storage: .folder(Self.dataFolder))
        // NB: the delegate is set before the app finishes launching, so a tap that launched the app reaches it.
        let scheduler = scheduler
        let reminderDelegate = ReminderDelegate { answer, identifier in
            // An answer in the background has no view to plan the reminders again: the plan as it
            // stands now goes to the notification center at once.
            if model.answerReminder(answer, identifier: identifier), let reminders = model.screens?.reminders {
                scheduler.replace(with: reminders.requestsNow())
            }
        }
        UNUserNotificationCenter.current().delegate = reminderDelegate
        scheduler.registerCategories()
        _ = NotificationCenter.default.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: .main) { _ in
            // A new time zone moves today and the reminders' instants: every screen and the plan follow.
            Task { @MainActor in model.dayChanged() }
        }
        model.open()
        _model = State(initialValue: model)
        self.reminderDelegate = reminderDelegate
    }

    var body: some Scene {
        WindowGroup {
            RootView(model: model, scheduler: scheduler)
        }
        .onChange(of: scenePhase) { _, phase in
            guard phase == .active else { return }
            // What an answered notification wrote meanwhile shows, and the reminders are planned again.
            model.becameActive()
            if let requests = model.screens?.reminders.requests { scheduler.replace(with: requests) }
            // The person may have turned notifications on or off in the Settings app meanwhile.
            Task { model.screens?.settings.notificationPermission = await NotificationPermission.current() }
        }
    }

    /// `Application Support/Ultimate`: the database and the photo files, backed up with the device.
    static var dataFolder: URL {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        return support.appendingPathComponent("Ultimate", isDirectory: true)
    }
}
