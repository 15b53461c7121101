import DayKitDatabase
import Foundation
import MyHabitLabCore

/// Where the app and its widget keep the data, and how each opens it: one file in their App
/// Group's container (the entitlement in project.yml), a pool in each process, migrated by the
/// app only (GRDB's "Sharing a Database"). In both targets: Shared/ is compiled into each.
enum SharedFile {
    static let appGroup = "group.app.habitsuite.my-habit-lab"

    /// The Core over the shared file, as the app (`.app`: creates and migrates it) or the widget
    /// and its intents (`.appExtension`: as the app left it) open it; reminders through the
    /// notification center.
    static func open(as opener: StoreOpener) throws -> MyHabitLab {
        let directory = try directory()
        return try MyHabitLab.shared(at: directory.appendingPathComponent(MyHabitLabDatabase.fileName), openedBy: opener,
                                     clock: .system, calendar: .autoupdatingCurrent,
                                     reminders: NotificationReminderScheduler(mirror: directory.appendingPathComponent("planned-reminders.json")))
    }

    /// The container's folder.
    static func directory() throws -> URL {
        #if canImport(Darwin)
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "The app's shared storage is missing (App Group \(appGroup))."])
        }
        return container
        #else
        // Linux type-checks the shell only; its Foundation has no App Group containers.
        return FileManager.default.temporaryDirectory
        #endif
    }
}
