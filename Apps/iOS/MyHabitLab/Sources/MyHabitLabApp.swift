import DayKit
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI
import UserNotifications
import WidgetKit

/// MyHabitLab on the iPhone: a thin shell. Every rule lives in `MyHabitLabCore`; the views draw the
/// screen models of `MyHabitLabAppModel` and call them. The data is one file in the App Group
/// container, shared with the widget (the app migrates it). When it cannot be opened, the error
/// screen says why and offers to try again; nothing is deleted and the app never crashes for it.
@main
struct MyHabitLabApp: App {
    @State private var opening = Opening()
    private let reminderDelegate: ReminderDelegate
    @Environment(\.scenePhase) private var scenePhase

    init() {
        let opening = Opening()
        // NB: the delegate is set before the app finishes launching, so a tap that launched the app reaches it.
        let reminderDelegate = ReminderDelegate { answer, habit in
            guard let model = opening.model else { return }
            if await model.answerReminder(answer, habit: habit) { WidgetCenter.shared.reloadAllTimelines() }
        }
        UNUserNotificationCenter.current().delegate = reminderDelegate
        ReminderDelegate.registerCategory()
        _ = NotificationCenter.default.addObserver(forName: .NSSystemTimeZoneDidChange, object: nil, queue: .main) { _ in
            Task { @MainActor in opening.model?.dayChanged() }
        }
        opening.open()
        // The App Intents run in this process: they write through the same Core, so Today shows it at once.
        ShortcutsData.opening = opening
        _opening = State(initialValue: opening)
        self.reminderDelegate = reminderDelegate
    }

    var body: some Scene {
        WindowGroup {
            Group {
                if let model = opening.model {
                    RootView(model: model)
                } else if let failure = opening.failure {
                    DataFailureView(message: failure) { opening.open() }
                }
            }
        }
        .onChange(of: scenePhase) { _, phase in
            guard let model = opening.model else { return }
            switch phase {
            case .active:
                model.resume()
                // What the widget or a notification's action wrote meanwhile shows; reminders are planned again.
                model.becameActive()
                // The person may have turned notifications on or off in the Settings app meanwhile.
                Task { model.settings.notificationPermission = await NotificationPermission.current() }
            case .background:
                // GRDB's "Sharing a Database": never suspended holding a lock on the shared file.
                model.suspend()
            default:
                break
            }
        }
    }
}

/// Opening the shared database, or why it could not be opened.
@MainActor @Observable
final class Opening {
    private(set) var model: MyHabitLabModel?
    private(set) var failure: String?

    /// Opens (or tries again to open) the data file as the app: migrated, reminders through the
    /// notification center.
    func open() {
        do {
            model = MyHabitLabModel(app: try SharedFile.open(as: .app))
            failure = nil
        } catch {
            failure = error.localizedDescription
        }
    }
}
