import DayKit
import Foundation
import Observation
import UltimateCore

/// Onboarding: welcome, units, about you, how reminders are planned with the quiet hours, what the
/// app does, and a first challenge. Each step's answers are saved when the person moves on (`next()`), so a
/// refused one (a height that is not a number) keeps the step with the Core's words in
/// `message`. Notification permission is asked by the shell when the person leaves the
/// reminders step (`asksNotificationPermission`); the model records the answer. `finish()`
/// marks onboarding done.
@MainActor @Observable
public final class OnboardingModel {
    /// The steps, in order.
    public enum Step: String, Hashable, Sendable, CaseIterable {
        /// `highlights`: what the app does, after the permission and before the first challenge
        /// (the seed's onboarding flow).
        case welcome, units, aboutYou, reminders, highlights, firstChallenge
    }

    /// One thing the app does, as the highlights step shows it.
    public struct Highlight: Hashable, Sendable {
        /// An SF Symbol's name.
        public let symbol: String
        public let title: String
        public let detail: String
    }

    /// What the highlights step shows.
    public static let highlights = [
        Highlight(symbol: "checklist", title: "Every task measured",
                  detail: "Done or not, an amount in your units, minutes with a timer, or a checklist."),
        Highlight(symbol: "arrow.counterclockwise", title: "Honest resets",
                  detail: "A strict challenge starts again at day 1 when a task is missed, and every attempt stays in your history."),
        Highlight(symbol: "chart.bar.fill", title: "Progress you can see",
                  detail: "Completion by week and month, streaks, and the days you did best."),
        Highlight(symbol: "camera.fill", title: "Private progress photos",
                  detail: "Kept on this iPhone without their location, blurred until you reveal them."),
        Highlight(symbol: "bell.badge", title: "Reminders that fit your day",
                  detail: "At the task's time, when you usually do it, more often as the day ends, or only before a strict miss; never in your quiet hours."),
    ]

    /// The step shown.
    public private(set) var step = Step.welcome
    /// Metric or imperial.
    public var units: UnitSystem
    /// About you, as typed.
    public var aboutYou: AboutYou
    /// How reminders are planned, and the quiet hours.
    public var strategy: UltimateProfile.NotificationStrategy
    public var quietStart: TimeOfDay
    public var quietEnd: TimeOfDay
    /// The system's answer to the notification permission (nil until asked).
    public private(set) var notificationsAllowed: Bool?
    /// The template chosen to start with (its start flow opens after onboarding); nil: none.
    public var firstTemplate: ChallengeTemplate?
    /// Whether onboarding is done.
    public private(set) var isFinished = false
    /// Why a step's answers were refused; the view sets it back to nil.
    public var message: String?

    /// The templates a first challenge can be chosen from.
    public let templates: [ChallengeTemplate]

    private let app: Ultimate

    /// Onboarding over `app`, its answers starting as the profile holds them.
    public init(app: Ultimate) {
        self.app = app
        let profile = (try? app.profile()) ?? UltimateProfile()
        units = profile.units
        aboutYou = AboutYou(profile)
        strategy = profile.notificationStrategy
        quietStart = profile.quietStart
        quietEnd = profile.quietEnd
        templates = app.templates()
    }

    /// The step's place, 1 first, and how many there are ("Step 2 of 5").
    public var stepNumber: Int { Step.allCases.firstIndex(of: step)! + 1 }
    public var stepCount: Int { Step.allCases.count }

    /// Whether the shell asks for notification permission when the person leaves this step: the
    /// reminders step, once they have chosen how reminders come.
    public var asksNotificationPermission: Bool { step == .reminders && notificationsAllowed == nil }

    /// Records the system's answer to the permission request.
    public func recordNotificationPermission(_ allowed: Bool) {
        notificationsAllowed = allowed
    }

    /// Saves the step's answers and moves to the next step; on the last, finishes. Returns
    /// whether it moved on (false, with `message`, when an answer was refused).
    @discardableResult
    public func next() -> Bool {
        message = nil
        let save: () throws -> Void = switch step {
        case .welcome, .highlights, .firstChallenge: {}
        case .units: { [units, app] in try app.changeProfile { $0.units = units } }
        case .aboutYou: { [aboutYou, app] in try aboutYou.save(app) }
        case .reminders: { [strategy, quietStart, quietEnd, app] in try app.setNotifications(strategy: strategy, quiet: (quietStart, quietEnd)) }
        }
        guard attempt(save, refusal: &message) != nil else { return false }
        guard let index = Step.allCases.firstIndex(of: step), index + 1 < Step.allCases.count else { return finish() }
        step = Step.allCases[index + 1]
        if step == .aboutYou { aboutYou = AboutYou((try? app.profile()) ?? UltimateProfile()) }  // the weight in the units chosen
        return true
    }

    /// Back to the step before (nothing is undone).
    public func back() {
        guard let index = Step.allCases.firstIndex(of: step), index > 0 else { return }
        step = Step.allCases[index - 1]
    }

    /// Marks onboarding done (from any step: "Skip"). Returns whether it was saved.
    @discardableResult
    public func finish() -> Bool {
        guard attempt({ try app.completeOnboarding() }, refusal: &message) != nil else { return false }
        isFinished = true
        return true
    }
}
