import DayKit
import Foundation
import GRDB
import Observation
import UltimateCore

/// One notification request to schedule, as plain values: the shell makes a
/// `UNNotificationRequest` of it (a calendar trigger at `fireDate`, the category's actions).
public struct NotificationRequest: Sendable, Hashable, Identifiable {
    /// The actions a notification offers.
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// **Done**: a single done-or-not task.
        case done
        /// **+1**: a single quantity task; one step of its stepper is added.
        case plusOne

        /// As the notification center registers it: its identifier and its one action.
        public var plan: NotificationRequestPlan.Category {
            switch self {
            case .done: NotificationRequestPlan.Category("ultimate.reminder.done", actions: [NotificationRequestPlan.Action("ultimate.done", title: "Done")])
            case .plusOne: NotificationRequestPlan.Category("ultimate.reminder.plus-one", actions: [NotificationRequestPlan.Action("ultimate.plus-one", title: "+1")])
            }
        }
    }

    /// What the request's identifier names: its challenge and tasks.
    public struct Reference: Sendable, Hashable {
        public let challengeID: Challenge.ID
        /// Never empty.
        public let taskIDs: [ChallengeTask.ID]

        /// The reference an identifier made by `NotificationRequest` holds; nil for another.
        public init?(identifier: String) {
            let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 4, parts[0] == NotificationRequest.prefix, let challenge = UUID(uuidString: String(parts[1])) else { return nil }
            let tasks = parts[2].split(separator: ",").compactMap { UUID(uuidString: String($0)).map { ChallengeTask.ID(rawValue: $0) } }
            guard !tasks.isEmpty else { return nil }
            challengeID = Challenge.ID(challenge)
            taskIDs = tasks
        }
    }

    /// The request's identifier: unique per challenge, tasks and minute, and read back by
    /// `Reference(identifier:)` when the notification is answered.
    public let id: String
    public let title: String
    public let body: String
    public let fireDate: Date
    /// The actions it offers; nil for none (several tasks, a duration or a checklist).
    public let category: Category?
    public let challengeID: Challenge.ID
    public let taskIDs: [ChallengeTask.ID]

    static let prefix = "ultimate"

    init(_ planned: PlannedNotification, category: Category?) {
        id = [Self.prefix, planned.challengeID.rawValue.uuidString, planned.taskIDs.map(\.rawValue.uuidString).joined(separator: ","),
              String(Int64(planned.fireAt.timeIntervalSince1970))].joined(separator: "/")
        title = planned.title
        body = planned.body
        fireDate = planned.fireAt
        self.category = category
        challengeID = planned.challengeID
        taskIDs = planned.taskIDs
    }

    /// The most requests iOS keeps pending for an app.
    public static let pendingLimit = NotificationRequestPlan.pendingLimit

    /// As the notification center takes it: its words, its category's identifier (empty for none)
    /// and its trigger at its minute in `calendar`.
    public func plan(calendar: Calendar) -> NotificationRequestPlan {
        NotificationRequestPlan(identifier: id, title: title, body: body, categoryIdentifier: category?.plan.identifier ?? "",
                                fireAt: fireDate, calendar: calendar)
    }

    /// `planned` as requests: nearest first, at most `limit`; `quantityTasks` are the tasks whose
    /// notification offers +1.
    public static func requests(_ planned: [PlannedNotification], quantityTasks: Set<ChallengeTask.ID>, limit: Int = pendingLimit) -> [NotificationRequest] {
        planned.sorted { ($0.fireAt, $0.title) < ($1.fireAt, $1.title) }.prefix(max(0, limit)).map { planned in
            let category: Category? = planned.canMarkDone ? .done
                : planned.taskIDs.count == 1 && quantityTasks.contains(planned.taskIDs[0]) ? .plusOne : nil
            return NotificationRequest(planned, category: category)
        }
    }
}

/// The reminders to schedule on the device: the Core's plan (its strategy and quiet hours) for
/// the next `days` days, as at most 64 requests, nearest first, planned again after every change
/// (a task done, a strategy changed) and when the day turns (`UltimateModel.dayChanged()`). The
/// shell replaces the pending requests with `requests` whenever it changes. The answers to a
/// notification (Done, +1) change the data without opening the app.
@MainActor @Observable
public final class RemindersModel {
    /// How a person answered a notification.
    public enum Answer: String, Sendable, Hashable {
        /// **Done**: its done-or-not task is completed today (never undone).
        case done
        /// **+1**: one step of its quantity task's stepper added today.
        case plusOne
        /// The notification itself was tapped: its task opens (see `UltimateModel.answerReminder`).
        case open
    }

    /// How many days ahead reminders are planned.
    public static let days = 14

    /// The requests to keep pending, nearest first; empty until `observe()`.
    public private(set) var requests: [NotificationRequest] = []
    /// Why the plan could not be made; the view sets it back to nil.
    public var message: String?

    private let app: Ultimate
    @ObservationIgnored private var cancellable: AnyDatabaseCancellable?

    /// The reminders of `app`; none until `observe()`.
    public init(app: Ultimate) {
        self.app = app
    }

    /// Starts keeping `requests` current.
    public func observe() {
        cancellable = app.plannedNotificationsObservation(days: Self.days).start { [weak self] in
            self?.message = refusalText($0)
        } onChange: { [weak self] planned in
            guard let self else { return }
            requests = self.requests(planned)
        }
    }

    /// The requests to keep pending as the plan stands now, read at once rather than observed:
    /// what the shell hands the notification center right after an answer given in the background,
    /// where no view draws and the observation's next value may not have come yet (issue 35,
    /// defect 6: a Done answered there left the finished task's later reminders scheduled).
    public func requestsNow() -> [NotificationRequest] {
        guard let planned = attempt({ try app.plannedNotificationsObservation(days: Self.days).current() }, refusal: &message) else {
            return requests
        }
        return requests(planned)
    }

    private func requests(_ planned: [PlannedNotification]) -> [NotificationRequest] {
        NotificationRequest.requests(planned, quantityTasks: quantityTasks(of: planned))
    }

    /// The quantity tasks among those `planned` names.
    private func quantityTasks(of planned: [PlannedNotification]) -> Set<ChallengeTask.ID> {
        var tasks: Set<ChallengeTask.ID> = []
        for challenge in Set(planned.map(\.challengeID)) {
            guard let screen = try? app.challengeScreen(challenge) else { continue }
            tasks.formUnion(screen.tasks.filter { $0.measurement == .quantity }.map(\.id))
        }
        return tasks
    }

    /// Answers the notification with `identifier`: Done completes its task today (a task done
    /// already stays done), +1 adds one step to its quantity. Returns whether the data changed
    /// (false, with `message`, when refused: the challenge is over, the task gone…).
    @discardableResult
    public func answer(_ answer: Answer, identifier: String) -> Bool {
        guard let reference = NotificationRequest.Reference(identifier: identifier), reference.taskIDs.count == 1 else { return false }
        let challenge = reference.challengeID
        let task = reference.taskIDs[0]
        switch answer {
        case .done:
            if let day = try? app.todayScreen().tasks.first(where: { $0.id == task }), day.status == .completed { return false }
            return attempt({ try app.complete(challenge, task) }, refusal: &message) != nil
        case .plusOne:
            guard let found = attempt({ try app.taskScreen(challenge, task).day }, refusal: &message), let day = found else {
                message = message ?? "That task has nothing to log today."
                return false
            }
            return attempt({ try app.log(challenge, task, value: day.step, adding: true, inShownUnits: day.shown != nil) }, refusal: &message) != nil
        case .open:
            return false
        }
    }
}
