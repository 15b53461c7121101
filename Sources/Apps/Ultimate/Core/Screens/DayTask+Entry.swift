import DayKit
import Foundation

extension DayTask {
    /// What one tap of the stepper's + or − adds, in the units the task is shown in (a glass of
    /// water, a page, five reps; 1 for a unit without a step), as the web app's stepper adds.
    public var step: Double {
        QuantityUnit(parsing: shown?.unit ?? unit ?? "")?.step ?? 1
    }

    /// The value as the person sees it: in the profile's units when they differ from the task's.
    public var shownValue: Double { shown?.value ?? value }

    /// The target as the person sees it.
    public var shownTarget: Double { shown?.target ?? target }

    /// The unit the person sees ("fl oz", "pages", "min"; nil for done-or-not and checklists).
    public var shownUnit: String? { shown?.unit ?? unit }

    /// While a duration task's timer runs, the instant a clock counting up from zero would have
    /// started to show the minutes logged plus those running now: a live clock drawn from it
    /// (SwiftUI's `Text(timerInterval:)`) keeps the right time across the app's suspension.
    /// Nil while the timer is stopped.
    public var liveClockStart: Date? {
        timerStartedAt.map { $0.addingTimeInterval(-value * 60) }
    }
}
