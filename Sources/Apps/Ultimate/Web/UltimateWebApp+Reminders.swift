import DayKit
import Foundation
import Hummingbird
import UltimateCore
import WebSupport

extension UltimateWebApp {
    /// The app's clock and its next midnight, for pages that change with the day.
    public func dayClock() -> (now: Date, nextDay: Date) {
        (app.clock.now, app.today.adding(days: 1).start(in: app.calendar))
    }

    /// What fell due for `channel` and was not shown yet, each once.
    public func deliverDueReminders(to channel: ReminderChannel) throws -> [DueReminder] {
        try app.deliverDueNotifications(to: channel).map { due in
            let url = UltimateRoutes.today.path(fragment: due.taskIDs.first.map { "task-\($0.uuidString)" })
            return DueReminder(due, url: url, doneURL: due.taskIDs.first.map { UltimateRoutes.complete.path(due.challengeID.uuidString, $0.uuidString) })
        }
    }
}
